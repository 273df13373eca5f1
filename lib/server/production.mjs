// @ts-check
// The production server: Next's request handler behind a plain Node HTTP server (lib/server/site-server.mjs), so
// that the client's real address reaches the rate limits, slow clients are bounded, requests Next would crash on are
// answered early, and the CSP allows each page's own inline scripts by hash instead of 'unsafe-inline'. X-Forwarded-For
// is believed only from the proxies TRUST_PROXY names (addresses or CIDR ranges; `1` means loopback): the server
// resolves it to the one client address the route handlers read. server.mjs starts it; the end-to-end tests start it
// with a handler of their own in front of Next's (tests/servers/site-process.mjs).
import next from 'next';
import { securityHeaderRules } from './security-headers.mjs';
import { createPageCache } from './page-cache.mjs';
import { createSiteServer } from './site-server.mjs';
import { trustedProxies } from './trusted-proxies.mjs';

/**
 * @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} Handler
 */

/**
 * Prepares Next's production build and serves it on PORT and HOST until SIGINT or SIGTERM.
 * @param {{ wrap?: (handle: Handler) => Handler }} [options] `wrap` puts a handler in front of Next's
 */
export async function startProductionServer({ wrap = (handle) => handle } = {}) {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '0.0.0.0';

  // Next builds its internal URLs from this name, and its proxy's request URLs from 'localhost': the two must agree, or
  // a rewrite in proxy.ts counts as one to another host and is fetched over HTTP through the proxy again. The server
  // itself listens on HOST.
  const app = next({ dev: false, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // The security headers of this environment (the build's copy of them may be another's), on every answer.
  const rules = securityHeaderRules(process.env);
  const headers = rules.find((rule) => rule.source === '/:path*')?.headers ?? [];
  // Rules for one exact path replace those headers there (each game's frame page may be embedded by any site).
  const pathHeaders = Object.fromEntries(
    rules.filter((rule) => !rule.source.includes(':')).map((rule) => [rule.source, rule.headers]),
  );

  const server = createSiteServer({
    handle: wrap(handle),
    headers,
    pathHeaders,
    // Next's file server: its own assets under /_next/static/, then public/.
    staticRoots: [
      { prefix: '/_next/static/', dir: `${process.env.NEXT_DIST_DIR || '.next'}/static` },
      { prefix: '/', dir: 'public' },
    ],
    isTrustedProxy: trustedProxies(process.env.TRUST_PROXY),
    pageCache: createPageCache(),
  });
  server.listen(port, hostname, () =>
    console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`),
  );

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
  return server;
}
