// `npm run bench`: the site's speed and size figures, printed, never asserted by a timed test.
//  1. `npm run build`, timed (budget: under 3 minutes).
//  2. Page weight in headless Chromium: first-load JavaScript of each content page, gzipped, from what the page
//     actually requests (budget 150 KB; quiz question pages 15 KB more), and the home page's HTML (budget 60 KB).
//  3. Load with autocannon on loopback, SQLite engine: /api/health on 50 connections as fast as it answers (the
//     reference), then page views offered at 100 a second, and POST /api/visits and POST /api/signups offered at 200
//     requests a second, far beyond a small studio's busiest hour (budget: p99 under 100 ms), each measured after
//     1,000 requests that warm up its connections; then checks that the stored count equals the acknowledged increments, every acknowledged sign-up
//     is stored once, and each gets exactly one confirmation mail once the run is over.
// The figures and every check go to bench/results/site.json as well as the lines printed.
// Usage: node scripts/bench/site.mjs [--skip-build] [--seconds N] [--port N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { measureQuizAnswers } from './quiz-answers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { writeBenchResults } from './results.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const port = Number(args[args.indexOf('--port') + 1]) || 3400;
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const failures = [];
/** What bench/results/site.json records: the figures by part, and every check with its outcome. */
const results = { serverNodeFlags: [], buildSeconds: null, firstLoadJs: [], homeHtml: null, api: {}, checks: [] };
/** Roughly what a bare Next POST handler does here, so the reference run lasts about `seconds`. */
const requestsPerSecondGuess = 1000;
/** The rate the visit and sign-up runs offer: more than a small studio's site meets, launch day included. */
const OFFERED_PER_SECOND = 200;
/**
 * Connections of a rated run. autocannon paces each connection on its own clock, all started together: 50 connections
 * at 4 a second each would fire 50 requests at once every 250 ms, a burst no crowd of visitors makes. Ten send 10
 * at a time every 50 ms, closer to visitors arriving at random.
 */
const RATED_CONNECTIONS = 10;
/** Page views a second: a launch-day peak of a small studio's site is a tenth of this. */
const PAGE_VIEWS_PER_SECOND = 100;
/** One page of each kind, rendered per request. */
const PAGE_VIEWS = ['/', '/games', '/paddle-war', '/blog-updates/the-final-void-demo-is-out', '/quiz/silenthill/0'];
const warmUpRequests = 1000;
/** How long the confirmation mails of the sign-up runs may take to go out after the run (the outbox, on loopback). */
const mailDrainLimitMs = 120_000;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function check(ok, text) {
  console.log(`${ok ? 'ok  ' : 'MISS'} ${text}`);
  results.checks.push({ ok, text });
  if (!ok) failures.push(text);
}

if (!args.includes('--skip-build')) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', '-s', 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const elapsed = (Date.now() - started) / 1000;
  results.buildSeconds = Number(elapsed.toFixed(1));
  check(elapsed < 180, `build of the whole site (games + next build): ${elapsed.toFixed(1)} s (budget 180 s)`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
// The server runs with the Node flags `npm start` gives it (a larger young generation: fewer, shorter collections).
const startScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
const nodeFlags = /node ((?:--\S+ )*)server\.mjs/.exec(startScript)?.[1]?.trim().split(' ').filter(Boolean) ?? [];
results.serverNodeFlags = nodeFlags;
const server = spawn(process.execPath, [...nodeFlags, 'server.mjs'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 120) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await measurePages();
  await measureApi();
} finally {
  server.kill('SIGTERM');
}
console.log(
  `\nFigures written to ${writeBenchResults('site', { ...results, requestsPerRun: seconds * requestsPerSecondGuess, missed: failures })}`,
);
console.log(failures.length ? `\n${failures.length} budget(s) missed` : '\nEvery budget met');
process.exit(failures.length ? 1 : 0);

async function measurePages() {
  const pages = [
    ['/', 150],
    ['/games', 150],
    ['/about', 150],
    ['/blog-updates', 150],
    ['/blog-updates/the-final-void-demo-is-out', 150],
    ['/privacy-notice', 150],
    ['/quiz/silenthill/0', 165],
    ['/quiz/daily', 165],
  ];
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  console.log('\nFirst-load JavaScript (gzipped, as requested by the page):');
  for (const [route, budget] of pages) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    results.firstLoadJs.push({ route, gzipBytes: total, files: scripts.size, budgetKb: budget });
    check(total <= budget * 1024, `${route}: ${kb(total)} in ${scripts.size} files (budget ${budget} KB)`);
    await page.close();
  }
  await browser.close();
  const html = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
  results.homeHtml = { rawBytes: html.length, gzipBytes: gzipSync(html).length, budgetKb: 60 };
  check(
    html.length < 60 * 1024,
    `home page HTML: ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzipped (budget 60 KB)`,
  );
}

/** The qth quantile of sorted values (nearest rank). */
function quantile(sorted, q) {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/**
 * One load run: 1,000 requests to warm up, then `seconds` worth measured on the same connections.
 * The warm-up lets the JIT compile the endpoint's code, and opens the connections: a busy Node server accepts a burst
 * of new connections over up to a second (a bare `node:http` server does too), which is not the endpoint's speed.
 * Requests a second are timed from the warm-up's last answer to the last answer, to the millisecond (autocannon's own
 * figures end on a whole-second tick). Records and prints the figures; any failure rejects, so the server is stopped
 * behind it.
 */
async function load(title, { requests, timeout, rate }) {
  const connections = rate ? RATED_CONNECTIONS : 50;
  const measuredRequests = seconds * (rate ?? requestsPerSecondGuess);
  const latencies = [];
  const statuses = { ok: 0, other: 0 };
  let answered = 0;
  let measuredFrom = 0;
  let lastAnswerAt = 0;
  // A fixed number of requests, not a duration: autocannon then waits for every answer, so the stored totals
  // can be compared exactly with the acknowledged ones (a duration cuts off up to 50 requests in flight).
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        amount: warmUpRequests + measuredRequests,
        requests,
        timeout,
        ...(rate ? { overallRate: rate } : {}),
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    run.on('response', (client, statusCode, bytes, milliseconds) => {
      answered += 1;
      if (answered === warmUpRequests) measuredFrom = performance.now();
      if (answered <= warmUpRequests) return;
      latencies.push(milliseconds);
      statuses[statusCode >= 200 && statusCode < 300 ? 'ok' : 'other'] += 1;
      lastAnswerAt = performance.now();
    });
  });
  latencies.sort((a, b) => a - b);
  const figures = {
    requestsPerSecond: Math.round(latencies.length / ((lastAnswerAt - measuredFrom) / 1000)),
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    maxMs: Math.round(latencies.at(-1)),
    ...statuses,
    errors: result.errors,
  };
  results.api[title] = figures;
  console.log(
    `${title}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ${figures.ok} ok, ${figures.other} other, ${figures.errors} errors`,
  );
  return { ...figures, acknowledged: result['2xx'] };
}

/** The confirmation mails in the outbox: how many files, and how many distinct recipients. */
function confirmationMailsWritten() {
  const outbox = path.join(dataDir, 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.includes('-list-confirm-')) : [];
  const recipients = new Set(
    files.map((name) => /^To: (.*)$/m.exec(readFileSync(path.join(outbox, name), 'utf8'))?.[1]),
  );
  return { files: files.length, recipients: recipients.size };
}

async function measureApi() {
  let sequence = 0;
  // Each request a new visitor (its own address, no session cookie), as the per-client visit limit would refuse the rest.
  const visitor = () => {
    sequence += 1;
    return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  };
  const healthRequests = [{ method: 'GET', path: '/api/health' }];
  const visitRequests = [
    {
      method: 'POST',
      path: '/api/visits',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
      }),
    },
  ];
  const signupRequests = [
    {
      method: 'POST',
      path: '/api/signups',
      setupRequest: (request) => {
        const address = visitor();
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: `bench.${sequence}@gmail.com` }),
        };
      },
    },
  ];
  console.log(
    `\nAPI under load (autocannon, ${seconds} s of requests each, after ${warmUpRequests} to warm up; health on 50 connections as fast as it answers, visits and sign-ups offered at ${OFFERED_PER_SECOND} a second on ${RATED_CONNECTIONS}):`,
  );
  const health = await load('GET /api/health', { requests: healthRequests });
  // Pages render per request (each carries the deployment's settings): one of each kind, in turn.
  const pageRequests = PAGE_VIEWS.map((route) => ({ method: 'GET', path: route }));
  const pageViews = await load('GET pages', { requests: pageRequests, rate: PAGE_VIEWS_PER_SECOND });
  check(
    pageViews.p99Ms < 100 && pageViews.other === 0,
    `page views at ${PAGE_VIEWS_PER_SECOND} a second offered (${pageViews.requestsPerSecond} answered): p99 ${pageViews.p99Ms} ms (budget under 100 ms), ${pageViews.other} not 200`,
  );
  const before = (await (await fetch(`${base}/api/visits`)).json()).count;
  const visits = await load('POST /api/visits', { requests: visitRequests, rate: OFFERED_PER_SECOND });
  const signups = await load('POST /api/signups', { requests: signupRequests, rate: OFFERED_PER_SECOND });
  for (const [name, result] of [
    ['visits', visits],
    ['signups', signups],
  ])
    check(
      result.p99Ms < 100,
      `${name} at ${OFFERED_PER_SECOND} a second offered (${result.requestsPerSecond} answered): p99 ${result.p99Ms} ms (budget under 100 ms)`,
    );
  const after = (await (await fetch(`${base}/api/visits`)).json()).count;
  // A request whose answer never came (autocannon's timeout on a loaded machine) may or may not have been counted.
  const rise = after - before;
  check(
    rise >= visits.acknowledged && rise <= visits.acknowledged + visits.errors,
    `stored visit count rose by ${rise}: the ${visits.acknowledged} acknowledged increments (warm-up included), plus at most the ${visits.errors} unanswered`,
  );
  const exported = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/ops/signups-export.ts', '--all'], {
    env: { ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const rows = exported.stdout.trim().split('\n').slice(1);
  const distinct = new Set(rows.map((row) => row.split(',')[0]));
  const { acknowledged } = signups;
  check(
    rows.length === acknowledged && distinct.size === rows.length,
    `stored sign-ups ${rows.length} (distinct ${distinct.size}), acknowledged ${acknowledged} (warm-up included)`,
  );
  // The mail goes after the answers, at its own pace: the run is over when every sign-up has its one mail.
  const mailStarted = Date.now();
  let mails = confirmationMailsWritten();
  while (mails.files < acknowledged && Date.now() - mailStarted < mailDrainLimitMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    mails = confirmationMailsWritten();
  }
  const drainSeconds = (Date.now() - mailStarted) / 1000;
  results.api.confirmationMails = {
    written: mails.files,
    recipients: mails.recipients,
    secondsAfterRun: Number(drainSeconds.toFixed(1)),
  };
  check(
    mails.files === acknowledged && mails.recipients === acknowledged,
    `confirmation mails: ${mails.files} written to ${mails.recipients} recipients for ${acknowledged} sign-ups, the last ${drainSeconds.toFixed(0)} s after the run`,
  );
  const answers = await measureQuizAnswers({ dataDir, load, check });
  console.log(
    `quiz answers: ${((answers.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(0)}% of health's requests a second (reference)`,
  );
}
