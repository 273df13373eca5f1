// The production server: Next's request handler behind a plain Node HTTP server (lib/server/site-server.mjs), so
// that the client's real address reaches the rate limits, slow clients are bounded, requests Next would crash on are
// answered early, and the CSP allows each page's own inline scripts by hash instead of 'unsafe-inline'. X-Forwarded-For
// is believed only from the proxies TRUST_PROXY names (addresses or CIDR ranges; `1` means loopback): the server
// resolves it to the one client address the route handlers read.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import { createSiteServer } from './lib/server/site-server.mjs';
import { trustedProxies } from './lib/server/trusted-proxies.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';

// Next builds its internal URLs from this name, and its proxy's request URLs from 'localhost': the two must agree, or
// a rewrite in proxy.ts counts as one to another host and is fetched over HTTP through the proxy again. The server
// itself listens on HOST.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// The same security headers Next adds to its own answers, for the ones the server gives itself.
const nextConfig = createRequire(import.meta.url)('./next.config.js');
const rules = await nextConfig.headers();
const headers = rules.find((rule) => rule.source === '/:path*')?.headers ?? [];
// Rules for one exact path replace those headers there (each game's frame page may be embedded by any site).
const pathHeaders = Object.fromEntries(rules.filter((rule) => !rule.source.includes(':')).map((rule) => [rule.source, rule.headers]));

// Next's file server: its own assets under /_next/static/, then public/.
const staticRoots = [
  { prefix: '/_next/static/', dir: `${nextConfig.distDir}/static` },
  { prefix: '/', dir: 'public' },
];
// The end-to-end tests play the games' test build (docs/games.md): tests/servers/site.mjs names its folder in
// GAMES_TEST_BUILD, and a game page or bundle found there is answered in place of public/'s release file. Unset (as it
// is for players), every game file comes from public/.
const testGames = process.env.GAMES_TEST_BUILD ? path.resolve(process.env.GAMES_TEST_BUILD) : null;
const GAME_FILE_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8' };
/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
async function handleTestGames(request, response) {
  const type = GAME_FILE_TYPES[path.extname((request.url ?? '/').split('?', 1)[0] ?? '')];
  let file = '';
  try {
    file = path.join(testGames ?? '', decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
  } catch {
    // Not a file name: Next answers it.
  }
  const body = type && testGames && file.startsWith(testGames + path.sep) ? await readFile(file).catch(() => null) : null;
  if (!body) return handle(request, response);
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = createSiteServer({
  handle: testGames ? handleTestGames : handle,
  headers,
  pathHeaders,
  staticRoots,
  isTrustedProxy: trustedProxies(process.env.TRUST_PROXY),
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
