/** Splits a post file into its YAML front matter and its markdown body; throws on any other front-matter language. */
export function readFrontMatter(fileText: string): { data: Record<string, unknown>; content: string };
/** The spec's title slug: lowercased, each run of whitespace replaced by one hyphen. */
export function titleSlug(title: string): string;
/** The URL path of a post, its slug percent-encoded (a title may hold `%`, `?`, `#` or `/`). */
export function postPath(slug: string): string;
