export interface JsonLdProps {
  data: Record<string, unknown>;
}

/** Structured data as the Next.js docs advise: JSON with '<' escaped so it cannot close the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
