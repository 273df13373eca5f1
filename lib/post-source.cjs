// @ts-check
// What next.config.js (CommonJS, loaded by Node before any bundler) and lib/posts share about post files: the slug
// rule, the URL built from it, and the one way front matter is read. lib/post-source.d.cts types it for TypeScript.
const matter = require('gray-matter');

/** Refuses a front-matter language: only YAML (safe-loaded) may be read, never `---js` (gray-matter evals it) or others. */
function refuse(language) {
  return {
    parse() {
      throw new Error(`front matter in "${language}" is not allowed: write it in YAML`);
    },
  };
}

// gray-matter merges these over its defaults, so every built-in engine but YAML is replaced; a language it has no
// engine for (coffee, toml…) already throws. Options also keep gray-matter from caching by text alone.
const FRONT_MATTER_OPTIONS = { language: 'yaml', engines: { javascript: refuse('javascript'), js: refuse('js'), json: refuse('json') } };

/**
 * Splits a post file into its YAML front matter and its markdown body; throws on any other front-matter language.
 * @param {string} fileText
 * @returns {{ data: Record<string, unknown>, content: string }}
 */
function readFrontMatter(fileText) {
  const { data, content } = matter(fileText, FRONT_MATTER_OPTIONS);
  return { data, content };
}

/**
 * The spec's title slug: lowercased, each run of whitespace replaced by one hyphen.
 * @param {string} title
 */
function titleSlug(title) {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The URL path of a post, its slug percent-encoded (a title may hold `%`, `?`, `#` or `/`).
 * @param {string} slug
 */
function postPath(slug) {
  return `/blog-updates/${encodeURIComponent(slug)}`;
}

module.exports = { readFrontMatter, titleSlug, postPath };
