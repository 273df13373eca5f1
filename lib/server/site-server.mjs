// @ts-check
// The production server's HTTP layer, apart from Next so its limits and early answers can be tested on their own.
import { createServer } from 'node:http';
import { hashInlineScripts } from './inline-script-csp.mjs';
/** @typedef {import('./page-cache.mjs').createPageCache} CreatePageCache */
import { gateRequest, normalizedTarget } from './request-gate.mjs';
import { gateStaticFile } from './static-files.mjs';
import { resolveClient } from './trusted-proxies.mjs';

/** Node's defaults hold a slow client for 300 s; these bound what one client can hold. */
export const DEFAULT_LIMITS = {
  /** The whole request line and headers must arrive within this. */
  headersTimeout: 10_000,
  /** The whole request, body included (forms are capped at a few KB). */
  requestTimeout: 30_000,
  /** Idle keep-alive connections: longer than a load balancer's usual 60 s, so the proxy closes first. */
  keepAliveTimeout: 65_000,
  /** Open connections at once; more are refused until some close. */
  maxConnections: 1_000,
  /** How often Node checks the two timeouts above. */
  connectionsCheckingInterval: 1_000,
};

/**
 * @typedef {object} SiteServerOptions
 * @property {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle Next's handler
 * @property {{ key: string, value: string }[]} headers the security headers of every answer (security-headers.mjs)
 * @property {Record<string, { key: string, value: string }[]>} [pathHeaders] headers that replace those on one exact path
 * @property {(address: string) => boolean} isTrustedProxy whether a connection from this address is a proxy whose
 *   X-Forwarded-* headers are believed (lib/server/trusted-proxies.mjs)
 * @property {import('./static-files.mjs').StaticRoot[]} [staticRoots] where Next serves static files from
 * @property {ReturnType<CreatePageCache>} [pageCache] where rendered pages are kept and answered from
 * @property {Partial<typeof DEFAULT_LIMITS>} [limits]
 */

/**
 * Sets `fields` on the answer now and again as its head is first written, over what the handler set: Next adds the
 * headers of next.config.mjs as its build computed them, and this server's environment may be another's.
 * @param {import('node:http').ServerResponse} response
 * @param {{ key: string, value: string }[]} fields
 */
function pinHeaders(response, fields) {
  const set = () => {
    for (const { key, value } of fields) response.setHeader(key, value);
  };
  set();
  let applied = false;
  for (const method of /** @type {const} */ (['writeHead', 'write', 'end'])) {
    const original = response[method];
    // @ts-expect-error -- one wrapper for the three methods' overloads
    response[method] = function withPinnedHeaders(...args) {
      if (!applied && !response.headersSent) set();
      applied = true;
      // @ts-expect-error -- the arguments pass through as given
      return original.apply(response, args);
    };
  }
}

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

/**
 * Next's handler behind Node's HTTP server: bounded timeouts and connections, early 400/404/405/416 answers with
 * the security headers, one normalised path for the gate and the router, X-Forwarded-For replaced by the one client
 * address it resolves to (believed only from trusted proxies) and the other X-Forwarded-* dropped unless the connection
 * is a trusted proxy, inline scripts hashed into the CSP, and with `pageCache` each rendered page kept and answered
 * again from there.
 * @param {SiteServerOptions} options
 */
export function createSiteServer({
  handle,
  headers,
  pathHeaders = {},
  isTrustedProxy,
  staticRoots = [],
  pageCache,
  limits = {},
}) {
  const { maxConnections, ...timeouts } = { ...DEFAULT_LIMITS, ...limits };
  const server = createServer(timeouts, async (request, response) => {
    /** @type {string | null} The key this request's page is kept under, once the gate has let it through. */
    let pageKey = null;
    hashInlineScripts(response, {
      onHtml: (body) => {
        if (pageKey !== null && request.method === 'GET') pageCache?.keep(pageKey, response, body);
      },
    });
    // Every answer carries them, also those Next sends without its configured headers (its redirects).
    pinHeaders(response, [...headers, ...(pathHeaders[(request.url ?? '').split('?', 1)[0] ?? ''] ?? [])]);
    let early = gateRequest(request.method, request.url, request.headers);
    if (!early) {
      // Next routes what the gate judged.
      request.url = normalizedTarget(request.url ?? '/');
      early = await gateStaticFile(request, staticRoots);
    }
    if (early) {
      response.writeHead(early.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...early.headers,
      });
      response.end(request.method === 'HEAD' ? undefined : `${early.text}\n`);
      return;
    }
    pageKey = pageCache?.keyOf(request) ?? null;
    const kept = pageKey === null ? undefined : pageCache?.get(pageKey);
    if (kept) {
      pageKey = null;
      // Only 200 answers are kept.
      response.writeHead(200, kept.headers);
      response.end(request.method === 'HEAD' ? undefined : kept.body);
      return;
    }
    const peer = request.socket.remoteAddress ?? '';
    const client = resolveClient(peer, request.headers['x-forwarded-for'], isTrustedProxy);
    if (!isTrustedProxy(peer)) for (const header of FORWARDED) delete request.headers[header];
    request.headers['x-forwarded-for'] = client;
    handle(request, response);
  });
  // CONNECT never reaches the handler: without this Node drops the connection unanswered.
  server.on('connect', (request, socket) => {
    const lines = [
      'HTTP/1.1 405 Method Not Allowed',
      'Allow: GET, HEAD',
      ...headers.map(({ key, value }) => `${key}: ${value}`),
    ];
    socket.end(`${[...lines, 'Content-Length: 0', 'Connection: close'].join('\r\n')}\r\n\r\n`);
  });
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.maxConnections = maxConnections;
  return server;
}
