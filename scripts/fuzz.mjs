// `npm run fuzz [-- --requests N]`: hostile requests against the production build on loopback, bounded in count and
// time. Fails on any 5xx, a server crash, a store write, or a file added to the build folder other than the one-time
// cache copy of a page that was prerendered. Prints its figures. `npm test` runs it at a smaller size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

// parseArgs, not argv.indexOf: without --requests, indexOf's -1 read the node binary's path as the count (NaN), and
// the run sent nothing.
const { values: options } = parseArgs({ options: { requests: { type: 'string', default: '10000' } } });
const requestsWanted = Number(options.requests);
if (!Number.isSafeInteger(requestsWanted) || requestsWanted < 1) {
  console.error(`Usage: npm run fuzz [-- --requests N], N a whole number of at least 1 (got ${options.requests})`);
  process.exit(2);
}
const TIME_LIMIT_MS = 8 * 60_000;
const CONCURRENCY = 8;
const distDir = process.env.NEXT_DIST_DIR || '.next';

const PATHS = [
  '/',
  '/about',
  '/games',
  '/contact',
  '/betester',
  '/blog-updates',
  '/blog-updates/feed.xml',
  '/quiz-list',
  '/privacy-notice',
  '/paddle-war',
  '/pong/index.html',
  '/images/logo.svg',
  '/sitemap.xml',
  '/robots.txt',
  '/opengraph-image',
  '/icon.svg',
  '/quiz/halo/0',
  '/quiz/halo/review.json',
  '/quiz/halo/opengraph-image',
  '/blog-updates/the-final-void-demo-is-out',
  '/api/health',
  '/api/visits',
  '/api/signups',
  '/api/contact',
  '/api/vitals',
  '/api/mailing-list/confirm',
  '/api/mailing-list/unsubscribe',
  '/mailing-list/confirm',
  '/mailing-list/unsubscribe',
  '/_next/image',
  '/_next/static/chunks/x.js',
  '/no-such-page',
];
const SEGMENTS = [
  '%',
  '%25',
  '%E0%A4%A',
  '%u0041',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '100%25-fun',
  'a'.repeat(600),
  '%C0%AF',
  '-1',
  '007',
  '3abc',
  '99999999999999999999',
  'x?y#z',
  '%F0%9F%92%A5',
  '.%2e',
  '%20',
  ';',
  '\'"<svg>',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT'];
const BODIES = [
  '',
  '{',
  '{"email":"x@gmail.com"',
  'email=a%ZZ',
  '\u0000'.repeat(64),
  JSON.stringify({ email: 'fuzz@gmail.com', user_name: 'x', user_email: 'x@x.test', message: 'm' }),
  'x'.repeat(70_000),
  // Measurement beacons: out-of-range and non-finite values (1e999 parses as Infinity), prototype keys, unknown games.
  '{"kind":"vitals","page":"/","metrics":[{"name":"LCP","value":1e999}]}',
  '{"kind":"vitals","page":"/","metrics":[{"name":"CLS","value":-1},{"name":"CLS","value":0.1}]}',
  `{"kind":"vitals","page":"/${'a/'.repeat(200)}","metrics":[]}`,
  '{"kind":"play","game":"__proto__","step":"view"}',
  '{"kind":"play","game":"paddle-war","step":"constructor"}',
  '{"__proto__":{"kind":"vitals"},"kind":"vitals"}',
  // List links: forged, truncated and oversized tokens, as a form and as JSON.
  't=eyJwIjoiY29uZmlybSIsImUiOiJ4QGdtYWlsLmNvbSIsInQiOjB9.AAAA',
  '{"t":"a.b.c"}',
  `t=${'A'.repeat(5000)}`,
  'List-Unsubscribe=One-Click',
];
const TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=ZZ',
  'text/plain',
  'application/json; charset=utf-16',
  '',
];

let seed = 12_345;
const random = (n) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
const pick = (list) => list[random(list.length)];

/** One hostile request: a real path with a mutated segment or query, an odd method, a malformed body and headers. */
function hostileRequest(index) {
  const base = pick(PATHS);
  const target = [
    base,
    `${base}/${pick(SEGMENTS)}`,
    `/quiz/${pick(['halo', 'csgo', 'nope'])}/${pick(SEGMENTS)}`,
    `/blog-updates/${pick(SEGMENTS)}/opengraph-image`,
    `${base}?${pick(['url=%u0041&w=64&q=75', 'url=%2F%2Fevil.test%2Fx.png&w=1&q=1', 'signup=ok&email=a%40gmail.com', 'x=%', '__proto__=1', 't=x.y', 'result=%00', 't=eyJ9.%E0%A4%A'])}`,
  ][random(5)];
  const method = index % 3 === 0 ? pick(METHODS) : pick(['GET', 'POST']);
  const hasBody = !['GET', 'HEAD'].includes(method);
  const headers = {
    'content-type': pick(TYPES),
    origin: pick(['http://evil.test', 'null', '']),
    'x-forwarded-for': pick(['1.2.3.4', '::1', 'x'.repeat(2000)]),
  };
  return { target, method, headers, body: hasBody ? pick(BODIES) : undefined };
}

/** A raw request over one connection, so malformed targets reach the server exactly as written. */
function send(port, { target, method, headers, body }) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) if (value) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.setTimeout(30_000, () => socket.destroy());
    let head = '';
    socket.on('data', (data) => (head.length < 64 ? (head += data.toString('latin1')) : null));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', () => undefined);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** The prerendered page a route-cache file copies (…/$/quiz/halo/3.html → /quiz/halo/3), or null for any other file. */
function cachedPage(file) {
  const match = /[\\/]route-cache[\\/].*?[\\/]\$([\\/].*?)(\.segments[\\/].*|\.(html|rsc|meta|body))$/.exec(file);
  return match ? match[1].replaceAll('\\', '/') : null;
}

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
const before = new Set(filesUnder(distDir));
const prerendered = new Set([
  ...Object.keys(JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes),
  '/_not-found',
  '/index',
]);
const server = spawn(process.execPath, ['server.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (data) => (log += data));
server.stderr.on('data', (data) => (log += data));
let exited = false;
server.on('exit', () => (exited = true));
for (let attempt = 0; attempt < 480 && !/Ready on/.test(log) && !exited; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 250));

const started = Date.now();
const statuses = new Map();
const failures = [];
let sent = 0;
let visitsAcknowledged = 0;
let beaconsAcknowledged = 0;
async function worker() {
  while (sent < requestsWanted && Date.now() - started < TIME_LIMIT_MS && !exited) {
    const request = hostileRequest(sent);
    sent += 1;
    const status = await send(port, request);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // A same-origin-looking visit beacon may count; nothing else may write.
    if (status === 200 && request.method === 'POST' && request.target.split('?')[0] === '/api/visits') visitsAcknowledged += 1;
    if (status === 204 && request.method === 'POST' && request.target.split('?')[0] === '/api/vitals') beaconsAcknowledged += 1;
    if (status >= 500 || (status === 0 && request.body?.length !== 70_000))
      failures.push(`${status || 'no answer'} for ${request.method} ${request.target.slice(0, 120)}`);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (Date.now() - started) / 1000;
const crashed = exited;
server.kill('SIGTERM');

const added = [...filesUnder(distDir)].filter((file) => !before.has(file));
const strays = added.filter((file) => !prerendered.has(cachedPage(file) ?? ''));
// No database file: no request opened the store, so nothing was written.
const dbFile = path.join(dataDir, 'site.db');
const db = fs.existsSync(dbFile) ? new Database(dbFile, { readonly: true }) : null;
const count = (sql) => db?.prepare(sql).get().n ?? 0;
const writes = {
  signups: count('SELECT COUNT(*) AS n FROM signups'),
  contact: count('SELECT COUNT(*) AS n FROM contact_messages'),
  visits: count('SELECT COALESCE(SUM(count), 0) AS n FROM visit_counter'),
  list: count('SELECT (SELECT COUNT(*) FROM mailing_list) + (SELECT COUNT(*) FROM consent_events) AS n'),
  // A beacon counts at most one step, or one count per metric (five metrics at most).
  measurements: count('SELECT (SELECT COALESCE(SUM(count), 0) FROM vitals_buckets) + (SELECT COALESCE(SUM(count), 0) FROM play_counts) AS n'),
};
db?.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`fuzz: ${sent} hostile requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} req/s), ${CONCURRENCY} at a time, on 127.0.0.1:${port}`);
console.log(
  `fuzz: answers ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'closed'}×${count}`)
    .join(', ')}`,
);
console.log(
  `fuzz: build folder +${added.length} files (cache copies of prerendered pages), ${strays.length} other; store writes ${JSON.stringify(writes)}; server ${crashed ? 'CRASHED' : 'up'}`,
);
const problems = [...failures.slice(0, 20), ...strays.slice(0, 20).map((file) => `new file ${file}`)];
if (crashed) problems.push(`the server exited:\n${log.slice(-2000)}`);
if (writes.signups || writes.contact || writes.list || writes.visits > visitsAcknowledged || writes.measurements > beaconsAcknowledged * 5)
  problems.push(`the store was written: ${JSON.stringify(writes)}`);
if (sent < requestsWanted && !crashed) problems.push(`only ${sent} of ${requestsWanted} requests were sent within the time limit`);
if (problems.length) {
  console.error(`fuzz: FAILED\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${sent} passed, 0 failed`);
