// The production server: Next's request handler behind a plain Node HTTP server, so that the client's real
// address reaches the rate limits. Without TRUST_PROXY=1 the client's own X-Forwarded-* headers are dropped and
// Next fills X-Forwarded-For from the socket; with it, a proxy in front is trusted to set them.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = process.env.TRUST_PROXY === '1';

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (!trustProxy) {
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete request.headers[header];
  }
  handle(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
