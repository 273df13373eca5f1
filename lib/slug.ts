/** The spec's title slug: lowercased, each run of whitespace replaced by one hyphen. */
export function titleSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}
