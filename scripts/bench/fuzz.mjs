// `npm run fuzz [-- --requests N] [-- --store firestore]`: hostile requests against the production build on loopback, bounded in count and
// time, in families: half of them mixed (odd paths, methods, bodies and headers), the rest split among families aimed
// at one weakness each (router headers, Range, internal routes, dot segments, quiz indexes, image spellings, unsigned
// statuses, vitals for pages the site lacks, repeated sign-ups of one address, forged leaderboard runs
// (scripts/bench/fuzz-scores.mjs), and huge bodies, cheap long replays, abandoned posts and encoded path spellings
// (scripts/bench/fuzz-floods.mjs)). Prints, per family, the requests, the status counts, the 5xx, the server's
// event-loop delay at p99 and the growth per 1,000 requests of the database (rows, bytes of row data), the rest of the
// data folder (mail) and the build folder (its cache included). Fails on any 5xx, a server crash, a family's own
// check, a store write by the mixed family, a file added to the build folder other than the one-time cache copy of a
// prerendered page, a leaderboard entry (no family can forge a replay), growth past the budget (GROWTH_BUDGET below),
// or a flood family's loop delay past its budget. `npm test` runs it at a smaller size, on both store
// engines: SQLite on disk, and Firestore through a Firestore-protocol server in this process, whose documents are
// counted as the rows.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { freePort } from '../lib/free-port.mjs';
import { floodFamilies, LOOP_DELAY_BUDGET_MS } from './fuzz-floods.mjs';
import { LOOP_DELAY_PRELOAD, loopDelaySince } from './loop-delay.mjs';
import { scoresFamily } from './fuzz-scores.mjs';

// parseArgs, not argv.indexOf: without --requests, indexOf's -1 read the node binary's path as the count (NaN), and
// the run sent nothing.
// --report-loop-delay prints the event loop's delay without holding it to its budget: the gate runs two fuzzes side by
// side on a shared machine, where a timed check would flake; `npm run fuzz` alone enforces it.
const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    store: { type: 'string', default: 'sqlite' },
    'report-loop-delay': { type: 'boolean', default: false },
  },
});
const requestsWanted = Number(options.requests);
if (!Number.isSafeInteger(requestsWanted) || requestsWanted < 1 || !['sqlite', 'firestore'].includes(options.store)) {
  console.error(
    `Usage: npm run fuzz [-- --requests N] [-- --store sqlite|firestore], N a whole number of at least 1 (got ${options.requests}, store ${options.store})`,
  );
  process.exit(2);
}
const onFirestore = options.store === 'firestore';
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
  '/api/scores',
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

// The families aimed at one weakness each. A family makes request `index` (maybe asynchronously) and may check the
// answer (null when it is right, else what is wrong; `readsBody` to see the whole answer).

const require = createRequire(import.meta.url);
const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param.js');
/** Where the site's own forms may be posted from: SITE_URL's origin (unset here, so its default). */
const SAME_ORIGIN = 'http://localhost:3000';
const PAGES = [
  '/',
  '/about',
  '/contact',
  '/games',
  '/betester',
  '/blog-updates',
  '/quiz-list',
  '/quiz/halo/0',
  '/quiz/daily',
  '/mailing-list/confirm',
  '/mailing-list/unsubscribe',
  '/paddle-war',
  '/privacy-notice',
];
const ROUTER_STATES = [
  '["1","garbage"]',
  '%5B%221%22%2C%22garbage%22%5D',
  'null',
  '[]',
  '{}',
  '["",{"children":"x"}]',
  '["",{"children":["__PAGE__",{}]},null,null,true]',
  '["",{"__proto__":["x",{}]}]',
  '%E0%A4%A',
  '%',
  `[${'["",{"children":'.repeat(300)}`,
  `["${'a'.repeat(39_000)}",{}]`,
  '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C528%5D',
];
const ROUTER_HEADERS = [
  {},
  { 'next-router-prefetch': '1' },
  { 'next-router-prefetch': '2' },
  { 'next-router-prefetch': 'x' },
  { 'next-router-segment-prefetch': '/_tree' },
  { 'next-router-segment-prefetch': '/../../x' },
  { 'next-router-segment-prefetch': '%E0%A4%A' },
  { 'next-url': '/quiz/halo/(..)x' },
  { 'next-url': '%' },
  { 'next-action': 'deadbeef' },
  { 'next-hmr-refresh': '1' },
  { 'x-nextjs-data': '1' },
  { 'x-middleware-prefetch': '1' },
  { 'x-invoke-path': '/_global-error' },
  { 'x-matched-path': '/_global-error' },
  { 'x-now-route-matches': '%' },
  { 'x-prerender-revalidate': 'x' },
  { 'next-resume': '1' },
];
const STATIC_FILES = [
  '/images/logo.svg',
  '/pong/index.html',
  '/images/games/arrow-dash-play.webp',
  `/_next/static/chunks/${fs.readdirSync(path.join(distDir, 'static', 'chunks')).find((file) => file.endsWith('.js'))}`,
];
const RANGES = [
  'bytes=x',
  'bytes=5-1',
  'bytes=99999999-',
  'bytes=-0',
  'bytes=-',
  'bytes=0-0,-1',
  'bytes=0-1,5-6,9-',
  'bytes=99999999999999999999-',
  'items=0-5',
  'bytes=0-5',
  'bytes=-5',
  ' bytes=1-2',
  // A suffix longer than the file selects all of it (RFC 9110).
  'bytes=-99999999',
  'bytes=-999999999999999999999',
];
const PRECONDITIONS = [
  {},
  { 'if-match': '"nope"' },
  { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
  { 'if-range': '"x"' },
  { 'if-none-match': '*' },
];
const INTERNAL = [
  '/_global-error',
  '/_global-error?x=1',
  '/_global-error/',
  '/_not-found',
  '/_error',
  '/404',
  '/500',
  '/_app',
  '/_document',
  '/index',
  '/_next',
  '/_next/',
  '/_next/data/x/y.json',
  '/x/../_global-error',
  '/%5Fglobal-error',
  '/_global-error.rsc',
  // Dotfiles: a built game folder holds a .gitignore of its own.
  '/pong/.gitignore',
  '/.gitignore',
  '/images/.hidden',
];
const DOTTED = [
  '/api/../contact',
  '/api/%2e%2e/contact',
  '/api/%2E%2E/about',
  '/api/./../mailing-list/confirm',
  '/api/.%2e/betester',
  '/api/%2e./mailing-list/unsubscribe',
  '/api\\..\\contact',
  '/api/x/../../quiz/halo/0',
  '/api/..%2fcontact',
  '/api/../api/health',
  '/./api/../_global-error',
];
const QUIZ_SEGMENTS = [
  'abc',
  'x1',
  '%F0%9F%92%A5',
  'review.json',
  'opengraph-image',
  'opengraph-image.png',
  'NaN',
  'Infinity',
  '0x10',
  '1e3',
  '.5',
  '__proto__',
  'invalid-index',
];
const IMAGE_URLS = [
  '/images/games/arrow-dash-play.webp',
  '/images/./games/arrow-dash-play.webp',
  '//images/games/arrow-dash-play.webp',
  '/images/games/../games/arrow-dash-play.webp',
  '/images/logo.svg',
];
/** A forged outcome and what the page must then not say. */
const FORGED = [
  ['/contact?contact=ok', 'Message sent successfully!'],
  ['/contact?contact=invalid&field=constructor', 'function Object'],
  ['/contact?contact=invalid&field=__proto__', '[object Object]'],
  ['/contact?contact=ok&sig=lq3x9k.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Message sent successfully!'],
  ['/betester?signup=ok&email=victim%40gmail.com', 'Thank you for signing up'],
  ['/mailing-list/unsubscribe?result=unsubscribed', 'You are unsubscribed'],
  ['/mailing-list/confirm?result=confirmed', 'Your address is confirmed'],
  ['/mailing-list/confirm?result=already-confirmed', 'already confirmed'],
  ['/mailing-list/confirm?result=unknown', 'not on our list'],
];

const get = (target, headers = {}, extra = {}) => ({ target, method: pick(['GET', 'HEAD', 'GET']), headers, ...extra });
const posted = (target, value) => ({
  target,
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', origin: SAME_ORIGIN },
  body: JSON.stringify(value),
});

const FAMILIES = [
  { name: 'mixed', share: 0.5, make: hostileRequest },
  {
    name: 'router headers',
    async make(index) {
      const page = pick(PAGES);
      const headers = { rsc: '1', ...pick(ROUTER_HEADERS) };
      if (index % 4 !== 3) headers['next-router-state-tree'] = pick(ROUTER_STATES);
      // With the cache-busting parameter Next expects, so the request reaches the render instead of a redirect.
      const rsc = await computeCacheBustingSearchParam(
        headers['next-router-prefetch'],
        headers['next-router-segment-prefetch'],
        headers['next-router-state-tree'],
        headers['next-url'],
      );
      return get(`${page}?_rsc=${rsc}`, headers);
    },
  },
  { name: 'range', make: () => get(pick(STATIC_FILES), { range: pick(RANGES), ...pick(PRECONDITIONS) }) },
  {
    name: 'internal routes',
    make: () => get(pick(INTERNAL)),
    check: (request, status) =>
      status >= 200 && status < 300 && request.target.includes('_global-error')
        ? `${status} for ${request.target}`
        : null,
  },
  {
    name: 'dot segments',
    make: (index) => ({
      ...posted(pick(DOTTED), { email: 'dots@gmail.com' }),
      method: METHODS[index % METHODS.length],
    }),
    // Only /api/ takes POST (or any other writing method): a page reached that way answers 405 or 400, never 2xx.
    check: (request, status) =>
      !['GET', 'HEAD'].includes(request.method) &&
      !new URL(request.target, 'http://x').pathname.startsWith('/api/') &&
      status >= 200 &&
      status < 300
        ? `${status} for ${request.method} ${request.target}`
        : null,
  },
  {
    name: 'quiz indexes',
    make: () => get(`/quiz/${pick(['halo', 'csgo', 'nope'])}/${pick(QUIZ_SEGMENTS)}`),
    // No number at all is the default index 0: one redirect to the first question.
    check: (request, status) =>
      /^\/quiz\/halo\/(abc|x1|NaN|__proto__)$/.test(request.target) && status !== 308
        ? `${status} for ${request.target}`
        : null,
  },
  {
    name: 'image spellings',
    make: (index) =>
      get(
        `/_next/image?url=${encodeURIComponent(pick(IMAGE_URLS))}&w=${pick([16, 64, 640, 3840])}&q=${1 + (index % 100)}`,
      ),
  },
  {
    name: 'unsigned statuses',
    readsBody: true,
    make: (index) => {
      const [target, claim] = FORGED[index % FORGED.length];
      return { target, method: 'GET', headers: {}, claim };
    },
    check: (request, status, body) =>
      body.includes(request.claim)
        ? `${request.target} says "${request.claim}"`
        : status >= 400
          ? `${status} for ${request.target}`
          : null,
  },
  {
    name: 'vitals, unknown pages',
    make: (index) =>
      posted(
        '/api/vitals',
        index % 3 === 2
          ? { kind: 'play', game: pick(['paddle-war', 'no-such-game']), step: pick(['minute', 'start', 'view']) }
          : { kind: 'vitals', page: `/no-such-page-${index}`, metrics: [{ name: 'LCP', value: 30_000 + index }] },
      ),
  },
  {
    name: 'sign-ups, one address',
    make: () => posted('/api/signups', { email: 'fuzz.victim@gmail.com', page: '/betester' }),
  },
  scoresFamily({ pick, get, posted }),
  ...(await floodFamilies({ pick, posted, pages: PAGES })),
];

/**
 * Growth allowed per family: a one-time allowance (the first sign-up of the one address: its row, its consent record
 * and its confirmation mail) plus a few KB per 1,000 requests. The build folder's one-time cache copies of prerendered
 * pages are not growth (each page is copied once, whatever is asked).
 */
const GROWTH_BUDGET = {
  dataOnceBytes: 4096,
  dataPer1000Bytes: 4096,
  rowsOnce: 4,
  rowsPer1000: 4,
  buildPer1000Bytes: 4096,
};

/** Reads an HTTP/1.1 answer: status and body (chunked transfer coding undone). */
function parseAnswer(raw) {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw.toString('latin1'))?.[1] ?? 0);
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return { status, body: '' };
  const head = raw.subarray(0, split).toString('latin1');
  let body = raw.subarray(split + 4);
  if (/\r\ntransfer-encoding: chunked/i.test(head)) {
    const parts = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = lineEnd < 0 ? 0 : Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status, body: body.toString('utf8') };
}

/** A raw request over one connection, so malformed targets reach the server exactly as written. */
function send(port, { target, method, headers, body, abandon }, keepBody) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) if (value) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    if (abandon) {
      // Half the body, then gone: the server must drop the request without a trace.
      socket.on('error', () => undefined);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${(body ?? '').slice(0, Math.floor((body ?? '').length / 2))}`, () => {
        socket.destroy();
        resolve({ status: 0, body: '' });
      });
      return;
    }
    socket.setTimeout(30_000, () => socket.destroy());
    const chunks = [];
    let length = 0;
    socket.on('data', (data) => {
      if (length < (keepBody ? 1_000_000 : 64)) chunks.push(data);
      length += data.length;
    });
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', () => undefined);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * The prerendered page a route-cache file copies (…/$/quiz/halo/3.html → /quiz/halo/3), or null for any other file.
 * Next writes a copy through a temporary file (….html.<uuid>.tmp): the other fuzz's server, running side by side on the
 * same build folder, may be midway through one when this one measures.
 */
function cachedPage(file) {
  const match =
    /[\\/]route-cache[\\/].*?[\\/]\$([\\/].*?)(\.segments[\\/].*|\.(html|rsc|meta|body))(\.[0-9a-f-]{36}\.tmp)?$/.exec(
      file,
    );
  return match ? match[1].replaceAll('\\', '/') : null;
}

const sizeOf = (file) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
const dbFile = path.join(dataDir, 'site.db');
const before = new Set(filesUnder(distDir));
const prerendered = new Set([
  ...Object.keys(JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes),
  '/_not-found',
  '/index',
]);

/** A Firestore-protocol server for the Firestore engine, in this process so its documents can be read as the server left them. */
let firestore = null;
if (onFirestore) {
  const { FirestoreServer } = await import('@firestore-emulator/server');
  firestore = { server: new FirestoreServer(), port: await freePort() };
  await firestore.server.start(firestore.port);
}

/** Every Firestore document the server has written: its collection's name and its fields as the emulator holds them. */
function firestoreDocuments() {
  const documents = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.path === 'string' && node.fields && Object.keys(node.fields).length > 0)
      documents.push({ collection: node.path.split('/').at(-2), fields: node.fields });
    for (const value of Object.values(node)) walk(value);
  };
  walk(firestore.server.state.toJSON());
  return documents;
}

/** The store's writes the mixed family may make: acknowledged visits and beacons, nothing else. */
function storeWrites() {
  if (onFirestore) {
    const documents = firestoreDocuments();
    const inCollection = (...names) => documents.filter((document) => names.includes(document.collection));
    const sum = (list, field) =>
      list.reduce(
        (total, { fields }) =>
          total +
          Object.entries(fields)
            .filter(([name]) => field.test(name))
            .reduce((t, [, v]) => t + Number(v.value), 0),
        0,
      );
    return {
      signups: inCollection('testerSignUps').length,
      contact: inCollection('contactMessages').length,
      visits: sum(inCollection('shards'), /^count$/),
      list: inCollection('mailingList', 'consentEvents').length,
      measurements: sum(inCollection('vitals'), /^b\d+$/) + sum(inCollection('plays'), /^count$/),
      scores: inCollection('scoreBoards', 'revisions').length,
    };
  }
  const db = fs.existsSync(dbFile) ? new Database(dbFile, { readonly: true }) : null;
  const count = (sql) => db?.prepare(sql).get().n ?? 0;
  const writes = {
    signups: count('SELECT COUNT(*) AS n FROM signups'),
    contact: count('SELECT COUNT(*) AS n FROM contact_messages'),
    visits: count('SELECT COALESCE(SUM(count), 0) AS n FROM visit_counter'),
    list: count('SELECT (SELECT COUNT(*) FROM mailing_list) + (SELECT COUNT(*) FROM consent_events) AS n'),
    // A beacon counts at most one step, or one count per metric (five metrics at most).
    measurements: count(
      'SELECT (SELECT COALESCE(SUM(count), 0) FROM vitals_buckets) + (SELECT COALESCE(SUM(count), 0) FROM play_counts) AS n',
    ),
    scores: count('SELECT COUNT(*) AS n FROM score_entries'),
  };
  db?.close();
  return writes;
}

/**
 * The store's rows (Firestore: documents) and the bytes of their data (every table, read as the server left it), and
 * the data folder's other files (mail).
 */
function dataFigures() {
  let rows = 0;
  let bytes = 0;
  if (onFirestore) {
    for (const { fields } of firestoreDocuments()) {
      rows += 1;
      bytes += Buffer.byteLength(JSON.stringify(fields));
    }
  } else if (fs.existsSync(dbFile)) {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    for (const { name } of db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()) {
      for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate()) {
        rows += 1;
        bytes += Buffer.byteLength(JSON.stringify(row));
      }
    }
    db.close();
  }
  for (const file of filesUnder(dataDir)) if (!/site\.db(-wal|-shm|-journal)?$/.test(file)) bytes += sizeOf(file);
  return { rows, bytes };
}

/** The build folder's bytes, and its cache's, leaving out the one-time cache copies of prerendered pages. */
function buildFigures() {
  const cacheDir = path.join(distDir, 'cache') + path.sep;
  let bytes = 0;
  let cache = 0;
  for (const file of filesUnder(distDir)) {
    if (prerendered.has(cachedPage(file) ?? '')) continue;
    const size = sizeOf(file);
    bytes += size;
    if (file.startsWith(cacheDir)) cache += size;
  }
  return { bytes, cache };
}

const loopDelayFile = path.join(os.tmpdir(), `fuzz-loop-delay-${process.pid}.json`);
const server = spawn(process.execPath, [...LOOP_DELAY_PRELOAD, 'server.mjs'], {
  env: {
    ...process.env,
    LOOP_DELAY_FILE: loopDelayFile,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SITE_URL: '',
    ALLOWED_ORIGINS: '',
    // Loopback is the proxy: a family may post as many client addresses (X-Forwarded-For), as a flood from many would.
    TRUST_PROXY: '1',
    ...(firestore
      ? { STORE: 'firestore', FIREBASE_PROJECT_ID: 'fuzz', FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore.port}` }
      : { STORE: 'sqlite' }),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (data) => (log += data));
server.stderr.on('data', (data) => (log += data));
let exited = false;
server.on('exit', () => (exited = true));
for (let attempt = 0; attempt < 480 && !/Ready on/.test(log) && !exited; attempt += 1)
  await new Promise((resolve) => setTimeout(resolve, 250));

/** The server's event-loop delay since the last call (p99 and max, ms). */
const loopDelay = () => loopDelaySince(server, loopDelayFile);

const started = Date.now();
const failures = [];
const report = [];
let sent = 0;
let mixedWrites = null;
const others = FAMILIES.length - 1;
const mixedCount = Math.max(1, Math.round(requestsWanted * FAMILIES[0].share));
for (const [position, family] of FAMILIES.entries()) {
  const wanted =
    position === 0
      ? mixedCount
      : Math.floor((requestsWanted - mixedCount) / others) +
        (position <= (requestsWanted - mixedCount) % others ? 1 : 0);
  if (wanted < 1) continue;
  const data = dataFigures();
  const build = buildFigures();
  const statuses = new Map();
  let familySent = 0;
  let visitsAcknowledged = 0;
  let beaconsAcknowledged = 0;
  await loopDelay();
  const worker = async () => {
    while (familySent < wanted && Date.now() - started < TIME_LIMIT_MS && !exited) {
      const index = familySent;
      familySent += 1;
      const request = await family.make(index);
      const { status, body } = await send(port, request, Boolean(family.readsBody));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const path = request.target.split('?')[0];
      // A same-origin-looking visit or beacon may count; nothing else may write.
      if (status === 200 && request.method === 'POST' && path === '/api/visits') visitsAcknowledged += 1;
      if (status === 204 && request.method === 'POST' && path === '/api/vitals') beaconsAcknowledged += 1;
      if (status >= 500 || (status === 0 && request.body?.length !== 70_000 && !request.abandon))
        failures.push(`${family.name}: ${status || 'no answer'} for ${request.method} ${request.target.slice(0, 120)}`);
      const wrong = family.check?.(request, status, body);
      if (wrong) failures.push(`${family.name}: ${wrong}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  sent += familySent;
  const delay = await loopDelay();
  if (family.loopBudget && !options['report-loop-delay'] && !(delay.p99 <= LOOP_DELAY_BUDGET_MS))
    failures.push(
      `${family.name}: the event loop waited ${delay.p99.toFixed(1)} ms at p99, over ${LOOP_DELAY_BUDGET_MS} ms`,
    );
  // Writes after the answer (a beacon's row, a mail) land before the figures are read.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const dataAfter = dataFigures();
  const buildAfter = buildFigures();
  const per1000 = (value) => (value * 1000) / Math.max(familySent, 1);
  const growth = {
    rows: dataAfter.rows - data.rows,
    data: dataAfter.bytes - data.bytes,
    build: buildAfter.bytes - build.bytes,
    cache: buildAfter.cache - build.cache,
  };
  const allowed = {
    rows: GROWTH_BUDGET.rowsOnce + (GROWTH_BUDGET.rowsPer1000 * familySent) / 1000,
    data: GROWTH_BUDGET.dataOnceBytes + (GROWTH_BUDGET.dataPer1000Bytes * familySent) / 1000,
    build: (GROWTH_BUDGET.buildPer1000Bytes * familySent) / 1000,
  };
  const over = Object.keys(allowed).filter((key) => growth[key] > allowed[key]);
  for (const key of over)
    failures.push(
      `${family.name}: ${key} grew ${growth[key]} (${per1000(growth[key]).toFixed(0)} per 1,000 requests), over the budget of ${allowed[key].toFixed(0)}`,
    );
  const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((total, [, count]) => total + count, 0);
  report.push({
    family: family.name,
    requests: familySent,
    statuses,
    fivexx,
    growth,
    per1000,
    over,
    delay,
    loopBudget: Boolean(family.loopBudget),
  });
  // No family can forge a replay the server accepts, so no family may leave an entry on a leaderboard.
  const entries = storeWrites().scores;
  if (entries) failures.push(`${family.name}: ${entries} leaderboard entries were stored`);
  if (position === 0) {
    // The mixed family writes nothing but acknowledged visits and beacons.
    mixedWrites = storeWrites();
    const { signups, contact, list, visits, measurements } = mixedWrites;
    if (signups || contact || list || visits > visitsAcknowledged || measurements > beaconsAcknowledged * 5)
      failures.push(`mixed: the store was written: ${JSON.stringify(mixedWrites)}`);
  }
}
const seconds = (Date.now() - started) / 1000;
const crashed = exited;
server.kill('SIGTERM');
firestore?.server.stop();

const added = [...filesUnder(distDir)].filter((file) => !before.has(file));
const strays = added.filter((file) => !prerendered.has(cachedPage(file) ?? ''));
fs.rmSync(dataDir, { recursive: true, force: true });

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `fuzz: ${sent} hostile requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} req/s), ${CONCURRENCY} at a time, on 127.0.0.1:${port}, ${onFirestore ? 'Firestore' : 'SQLite'} store`,
);
console.log(
  `fuzz: growth budget per family: rows ${GROWTH_BUDGET.rowsOnce} + ${GROWTH_BUDGET.rowsPer1000} per 1,000 requests; data ${kb(GROWTH_BUDGET.dataOnceBytes)} KB + ${kb(GROWTH_BUDGET.dataPer1000Bytes)} KB per 1,000; build folder (cache included) ${kb(GROWTH_BUDGET.buildPer1000Bytes)} KB per 1,000`,
);
const columns = [
  'family',
  'requests',
  '5xx',
  'loop p99 ms',
  'rows/1k',
  'data KB/1k',
  'build KB/1k',
  'cache KB/1k',
  'budget',
  'answers',
];
const rows = report.map(({ family, requests, statuses, fivexx, growth, per1000, over, delay, loopBudget }) => [
  family,
  String(requests),
  String(fivexx),
  `${delay.p99.toFixed(1)}${loopBudget ? ` (≤ ${LOOP_DELAY_BUDGET_MS})` : ''}`,
  per1000(growth.rows).toFixed(1),
  kb(per1000(growth.data)),
  kb(per1000(growth.build)),
  kb(per1000(growth.cache)),
  over.length ? `OVER (${over.join(', ')})` : 'ok',
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'closed'}×${count}`)
    .join(' '),
]);
const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
for (const row of [columns, ...rows])
  console.log(`| ${row.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`);
console.log(
  `fuzz: build folder +${added.length} files (cache copies of prerendered pages), ${strays.length} other; mixed family's store writes ${JSON.stringify(mixedWrites)}; server ${crashed ? 'CRASHED' : 'up'}`,
);
const problems = [...failures.slice(0, 30), ...strays.slice(0, 20).map((file) => `new file ${file}`)];
if (failures.length > 30) problems.push(`… and ${failures.length - 30} more`);
if (crashed) problems.push(`the server exited:\n${log.slice(-2000)}`);
else if (failures.length) problems.push(`the server's log ends:\n${log.slice(-3000)}`);
if (sent < requestsWanted && !crashed)
  problems.push(`only ${sent} of ${requestsWanted} requests were sent within the time limit`);
if (problems.length) {
  console.error(`fuzz: FAILED\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${sent} passed, 0 failed`);
