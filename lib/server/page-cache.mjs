// @ts-check
// Pages render per request: each carries the deployment's settings, read when the server starts. Yet a page is the
// same for every visitor for the life of the process: nothing on one depends on the time, a cookie or who asks (the
// outcome of a form posted without JavaScript comes back in the query string). So the production server keeps each
// rendered page and answers the next visitors from it; a crowd, or a flood, on one page costs one render, as static
// pages did. Kept: the 200 HTML answer to a plain GET (no query string, no request of Next's client router) that sets
// no cookie, by path and accepted encodings, within a budget of bytes, the least recently used dropped first.

/** Headers by which Next's client router asks for a page's RSC payload instead of its HTML. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
];

/** Headers of a kept answer that are not kept: the server sets its own, or Node works them out again. */
const NOT_KEPT = new Set([
  'content-security-policy',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/**
 * @typedef {object} KeptPage
 * @property {Record<string, string | string[] | number>} headers
 * @property {Buffer} body
 */

/** @param {{ maxBytes?: number }} [options] */
export function createPageCache({ maxBytes = 32 * 1024 * 1024 } = {}) {
  /** @type {Map<string, KeptPage>} */
  const pages = new Map();
  let bytes = 0;

  return {
    /**
     * The key a request's answer is kept under, or null when its answer is never kept.
     * @param {import('node:http').IncomingMessage} request
     */
    keyOf(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const target = request.url ?? '/';
      if (target.includes('?') || ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
      return `${request.headers['accept-encoding'] ?? ''}\n${target}`;
    },

    /** @param {string} key */
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    /**
     * Keeps an answer when it is a page's: a 200 HTML answer that sets no cookie.
     * @param {string} key
     * @param {import('node:http').ServerResponse} response
     * @param {Buffer} body
     */
    keep(key, response, body) {
      const headers = response.getHeaders();
      if (response.statusCode !== 200 || headers['set-cookie'] !== undefined || body.length > maxBytes) return;
      /** @type {Record<string, string | string[] | number>} */
      const kept = {};
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
      const previous = pages.get(key);
      if (previous) bytes -= previous.body.length;
      pages.delete(key);
      pages.set(key, { headers: kept, body });
      bytes += body.length;
      for (const [oldest, page] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= page.body.length;
      }
    },

    /** How many pages are kept, and their bytes. */
    size: () => ({ pages: pages.size, bytes }),
  };
}
