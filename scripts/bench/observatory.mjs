// `npm run bench:observatory`: grades every page type with Mozilla's HTTP Observatory (its own npm package, the
// grader of observatory.mdn.dev) behind TLS, as a deployment would serve them, and exits non-zero below A+ (100).
//  1. The production build (`npm run build` only when there is none) served by server.mjs on loopback, TRUST_PROXY=1.
//  2. In front of it a loopback proxy with a certificate made for this run (openssl): TLS on one port, which also
//     answers plain HTTP there with a 301 to HTTPS, as a load balancer would.
//  3. scripts/bench/observatory-grade.mjs grades each page in a child that trusts that certificate alone.
// Each page's score, grade and failed tests go to bench/results/observatory-<server>.json as well as the table printed.
// The package is installed on first use into node_modules/.cache (see ensureObservatory for why not in package.json).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { writeBenchResults } from './results.mjs';
import { freePort } from '../lib/free-port.mjs';

const OBSERVATORY = '@mdn/mdn-http-observatory';
const OBSERVATORY_VERSION = '1.4.8';
const A_PLUS = 100;
const PAGES = [
  ['home', '/'],
  ['game page', '/space-breaker'],
  ['quiz page', '/quiz/halo/0'],
  ['contact', '/contact'],
  ['API route', '/api/health'],
  ['static game file', '/asteroids/index.html'],
  ['404', '/no-such-page'],
];

/**
 * Installs the pinned Observatory into its own folder. Not a devDependency: its install scripts download Mozilla's
 * CA bundle, the HSTS preload list and the TLD list from the internet and fail the whole `npm install` without it,
 * and it pulls a native Postgres client that needs libpq headers. Grading needs none of that: the scanner never
 * loads Postgres, this bench trusts its own certificate instead of the CA bundle, and no loopback name is on a
 * preload list, so the list is fetched when the network allows and is otherwise empty.
 */
function ensureObservatory() {
  const folder = path.resolve('node_modules/.cache/mdn-http-observatory');
  const packageDir = path.join(folder, 'node_modules', OBSERVATORY);
  const installed = fs.existsSync(path.join(packageDir, 'package.json'))
    ? JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version
    : null;
  if (installed !== OBSERVATORY_VERSION) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({ private: true, dependencies: { [OBSERVATORY]: OBSERVATORY_VERSION } }),
    );
    const install = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`Installing ${OBSERVATORY}@${OBSERVATORY_VERSION} failed`);
  }
  const preload = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(preload)) spawnSync('npm', ['run', '-s', 'updateHsts'], { cwd: packageDir, stdio: 'ignore' });
  if (!fs.existsSync(preload)) {
    console.log('HSTS preload list not downloadable here: graded with an empty one (no loopback name is on it).');
    fs.writeFileSync(preload, '{}');
  }
  return packageDir;
}

/** A self-signed certificate for 127.0.0.1, valid one day. */
function makeCertificate(folder) {
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { key, cert };
}

/** The TLS-terminating proxy: HTTPS forwarded to the site with X-Forwarded-*, plain HTTP on the same port sent to HTTPS. */
function startProxy({ port, sitePort, tls }) {
  const forward = (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': '127.0.0.1',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': request.headers.host,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const secure = https.createServer(tls, forward);
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://${request.headers.host}${request.url}` }).end();
  });
  // The first byte of a TLS connection is a handshake record (22); anything else is plain HTTP. The TLS layer reads
  // a net.Socket's handle directly, past the byte already read here, so it gets the connection through a stream.
  const front = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (first[0] !== 22) {
        socket.unshift(first);
        plain.emit('connection', socket);
        return;
      }
      const tunnel = new Duplex({
        read() {},
        write: (chunk, _encoding, done) => socket.write(chunk, done),
        final: (done) => socket.end(done),
      });
      tunnel.push(first);
      socket.on('data', (data) => tunnel.push(data));
      socket.on('end', () => tunnel.push(null));
      socket.on('close', () => tunnel.destroy());
      secure.emit('connection', tunnel);
    });
  });
  return new Promise((resolve) => front.listen(port, '127.0.0.1', () => resolve(front)));
}

if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('No production build found: running `npm run build` first.');
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const packageDir = ensureObservatory();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-observatory-'));
const { key, cert } = makeCertificate(work);
const [sitePort, port] = [await freePort(), await freePort()];
const origin = `https://127.0.0.1:${port}`;
// --next-start: Next's own server instead of server.mjs, i.e. only the headers of next.config.js and proxy.ts, as on
// Vercel; printed for reference, never failed.
const nextOnly = process.argv.includes('--next-start');
const serverArgs = nextOnly
  ? ['node_modules/next/dist/bin/next', 'start', '-p', String(sitePort), '-H', '127.0.0.1']
  : ['server.mjs'];
const site = spawn(process.execPath, serverArgs, {
  env: {
    ...process.env,
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    TRUST_PROXY: '1',
    SITE_URL: origin,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const proxy = await startProxy({ port, sitePort, tls: { key: fs.readFileSync(key), cert: fs.readFileSync(cert) } });
let rows = [];
try {
  await new Promise((resolve, reject) => {
    site.stdout.on('data', (data) => /Ready/.test(String(data)) && resolve(undefined));
    site.on('exit', (code) => reject(new Error(`${serverArgs.join(' ')} exited with ${code}`)));
  });
  // Asynchronous: the proxy answering the grader runs in this process.
  const grader = spawn(
    process.execPath,
    ['scripts/bench/observatory-grade.mjs', packageDir, ...PAGES.map(([, page]) => `127.0.0.1:${port}${page}`)],
    {
      // Only this child trusts the run's certificate, and nothing else changes for it.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  grader.stdout.on('data', (data) => (output += data));
  const status = await new Promise((resolve) => grader.on('exit', resolve));
  if (status !== 0) throw new Error(`The grader failed (exit ${status})`);
  rows = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
} finally {
  site.kill('SIGTERM');
  proxy.close();
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nMozilla HTTP Observatory ${OBSERVATORY_VERSION}, behind TLS on ${origin} (${nextOnly ? 'next start' : 'server.mjs'}, TRUST_PROXY=1):\n`,
);
const table = [['page', 'path', 'status', 'score', 'grade', 'failed tests']].concat(
  rows.map((row, index) => {
    const [name, page] = PAGES[index] ?? ['?', '?'];
    return [name, page, String(row.status), String(row.score), row.grade, row.failed.join('; ') || 'none'];
  }),
);
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const [index, row] of table.entries()) {
  console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
  if (index === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
// Each test's result, with the pages that got it when they differ.
console.log('');
for (const test of Object.keys(rows[0]?.results ?? {})) {
  const byResult = new Map();
  for (const [index, row] of rows.entries())
    byResult.set(row.results[test], [...(byResult.get(row.results[test]) ?? []), PAGES[index]?.[0]]);
  const text = [...byResult].map(([result, pages]) => (byResult.size > 1 ? `${result} (${pages.join(', ')})` : result));
  console.log(`${test}: ${text.join('; ')}`);
}
const problems = rows.flatMap((row, index) => {
  const name = PAGES[index]?.[0];
  const own = row.score < A_PLUS ? [`${name}: ${row.score} (${row.grade}) is below A+ (${A_PLUS})`] : [];
  const differs =
    row.official && row.official.score !== row.score
      ? [`${name}: the package's scan() says ${row.official.score}, this bench ${row.score}`]
      : [];
  return [...own, ...differs];
});
if (rows.length !== PAGES.length) problems.push(`graded ${rows.length} of ${PAGES.length} pages`);
const graded = rows.map((row, index) => ({
  page: PAGES[index]?.[0],
  path: PAGES[index]?.[1],
  status: row.status,
  score: row.score,
  grade: row.grade,
  failed: row.failed,
}));
const server = nextOnly ? 'next-start' : 'server-mjs';
console.log(
  `\nGrades written to ${writeBenchResults(`observatory-${server}`, { observatory: OBSERVATORY_VERSION, pages: graded, problems })}`,
);
if (nextOnly) {
  console.log(
    `\nReference run of Next's own server${problems.length ? `:\n${problems.join('\n')}` : ': every page type A+'}`,
  );
  process.exit(0);
}
console.log(
  problems.length
    ? `\nFAILED\n${problems.join('\n')}`
    : `\nEvery page type A+ (score ≥ ${A_PLUS}); scan() agrees on every page it grades.`,
);
process.exit(problems.length ? 1 : 0);
