import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** Refuses a front-matter language: only YAML (safe-loaded) may be read, never `---js` (gray-matter evals it) or others. */
function refuse(language: string) {
  return {
    parse(): never {
      throw new Error(`front matter in "${language}" is not allowed: write it in YAML`);
    },
  };
}

// gray-matter merges these over its defaults, so every built-in engine but YAML is replaced; a language it has no
// engine for (coffee, toml…) already throws. Passing options also keeps gray-matter from caching by text alone.
const FRONT_MATTER_OPTIONS = {
  language: 'yaml',
  engines: { javascript: refuse('javascript'), js: refuse('js'), json: refuse('json') },
};

/** Splits a post file into its YAML front matter and its markdown body; throws on any other front-matter language. */
export function readFrontMatter(fileText: string): { data: Record<string, unknown>; content: string } {
  const { data, content } = matter(fileText, FRONT_MATTER_OPTIONS);
  return { data, content };
}

/** A post's title slug, its address: lowercased, each run of whitespace replaced by one hyphen. */
export function titleSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The URL path of a post, its slug percent-encoded (a title may hold `%`, `?`, `#` or `/`). */
export function postPath(slug: string): string {
  return `/blog-updates/${encodeURIComponent(slug)}`;
}

const routesByDirectory = new Map<string, { id: string; slug: string }[]>();

/** Each post's file name (its id, the route's parameter) and title slug (its public URL), read once per directory. */
export function postRoutes(directory = path.join(process.cwd(), 'content', 'updates')): { id: string; slug: string }[] {
  let routes = routesByDirectory.get(directory);
  if (!routes) {
    routes = fs
      .readdirSync(directory)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({
        id: path.basename(file, '.md'),
        slug: titleSlug(String(readFrontMatter(fs.readFileSync(path.join(directory, file), 'utf8')).data.title ?? '')),
      }));
    routesByDirectory.set(directory, routes);
  }
  return routes;
}

/** What a post URL segment leads to: the page prerendered under a post's id, a redirect to a post's title slug, or nothing. */
export type PostRoute = { kind: 'rewrite'; id: string } | { kind: 'redirect'; path: string } | null;

/**
 * The spec reads a post's URL both as its title slug and as its file name: the title slug (as sent, percent-encoded
 * or not) is served from the page prerendered under the file name, and a file-name URL redirects to the title slug.
 * Pages are prerendered by file name because a title slug may hold characters (`:`, `%`, non-ASCII) the router does
 * not match against prerendered paths.
 */
export function postRouteFor(segment: string, directory?: string): PostRoute {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const routes = postRoutes(directory);
  const bySlug = routes.find((route) => route.slug === decoded);
  if (bySlug) return bySlug.id === segment ? null : { kind: 'rewrite', id: bySlug.id };
  const byId = routes.find((route) => route.id === decoded);
  return byId ? { kind: 'redirect', path: postPath(byId.slug) } : null;
}
