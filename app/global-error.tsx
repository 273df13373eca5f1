'use client';

import { errorDetails } from '@/lib/site/error-details';
interface GlobalErrorProps {
  error: unknown;
  retry: () => void;
}

/** Replaces the root layout when it fails: the same screen, with its own document and minimal styles. */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const { message, digest } = errorDetails(error);
  return (
    <html lang="en">
      <body style={{ background: '#0b0f1a', color: '#e8ecf8', fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <title>Unexpected Application Error</title>
        <h1>Unexpected Application Error</h1>
        <p>{message}</p>
        {digest ? <p>Error reference: {digest}</p> : null}
        <button type="button" onClick={retry}>
          Try again
        </button>{' '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the way out when the root layout failed */}
        <a href="/" style={{ color: '#7cf9ff' }}>
          Back to the home page
        </a>
      </body>
    </html>
  );
}
