// `npm run bench:lighthouse`: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on every page type of
// the site and on a bare Next.js page of the same Next version, in one run, so that the machine's load weighs on both
// alike. Three runs each, interleaved; prints the median of each figure with the goals and exits non-zero when one is
// missed. Goals: performance within 1 point of the bare page, LCP ≤ 1.2 s (game pages and /games also within 250 ms
// of the bare page's), CLS 0, TBT ≤ the bare page's + 30 ms, accessibility, best practices and SEO 100. The site is
// served with ads configured, on a fake ad library on loopback whose banners arrive late
// (tests/fixtures/fake-ad-library.mjs), so the CLS figures include the ads'.
// With --throttling devtools the page really loads over a throttled link and a slowed CPU (Lighthouse's "devtools"
// throttling) instead of being replayed through Lighthouse's simulation of one unthrottled load: the figures a phone
// sees, without the simulation's guess at which scripts the largest paint waited for.
// Usage: node scripts/bench/lighthouse.mjs [--skip-build] [--runs N] [--only /path,/path] [--throttling simulate|devtools]
// The medians go to bench/results/lighthouse-<throttling>.json as well as the table printed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { writeBenchResults } from './results.mjs';
import { startFakeAdLibrary } from '../../tests/fixtures/fake-ad-library.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 3;
const throttlingMethod = option('--throttling') ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttlingMethod))
  throw new Error(`--throttling: "${throttlingMethod}" is neither simulate nor devtools`);
const sitePort = 3810;
const barePort = 3811;
const adPort = 3812;
const bareDir = 'tests/fixtures/bare-next';
const nextBin = 'node_modules/next/dist/bin/next';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const ads = await startFakeAdLibrary(adPort);
const siteEnv = { ...env, ADS_LIBRARY_URL: ads.url, ADS_AUTOTAG_ZONE: '1234567' };

/** Every game's play page (the page that holds its frame), read from the one list of games. */
const gamePages = JSON.parse(readFileSync('content/games.json', 'utf8')).map((game) => game.playPath ?? game.route);
/** Pages whose largest paint must come within this much of the bare page's: the games and the games list. */
const LCP_OVER_BARE_MS = 250;
const gameLike = new Set(['/games', ...gamePages]);

const notFoundRoute = '/no-such-page';
/**
 * One page of each type (tests/fixtures/page-types.json, which the layout-shift tests check too), every game, and the
 * 404, measured as the error page it is (Lighthouse would otherwise refuse a 404).
 */
const sitePages = [
  ...JSON.parse(readFileSync('tests/fixtures/page-types.json', 'utf8')),
  ...gamePages,
  notFoundRoute,
].filter((route) => !option('--only') || option('--only').split(',').includes(route));
const chromeFlags = ['--headless', ...CHROMIUM_ARGS];

if (!args.includes('--skip-build')) {
  build('the site', 'npm', ['run', '-s', 'build'], env);
  build('the bare page', process.execPath, [nextBin, 'build', bareDir], env);
}

const servers = [
  spawn(process.execPath, ['server.mjs'], {
    env: {
      ...siteEnv,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-')),
      // The browser's origin here is not SITE_URL: without this the visit counter's POST is refused, a console error.
      ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
  spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(barePort), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];
let chrome;
try {
  await Promise.all([waitFor(`http://127.0.0.1:${sitePort}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);
  chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags });
  const targets = [
    { label: 'bare Next.js page', url: `http://127.0.0.1:${barePort}/` },
    ...sitePages.map((route) => ({ label: route, url: `http://127.0.0.1:${sitePort}${route}` })),
  ];
  const samples = new Map(targets.map((target) => [target.label, []]));
  console.log(
    `Load average before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      const sample = await measureWithRetries(chrome.port, target);
      samples.get(target.label).push(sample);
      process.stderr.write(
        `run ${run}/${runs} ${target.label}: perf ${sample.perf} LCP ${Math.round(sample.lcp)} ms TBT ${shownTbt(sample.tbt)} CLS ${sample.cls}\n`,
      );
    }
  }
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  process.exitCode = report(targets, samples);
} finally {
  await chrome?.kill();
  for (const server of servers) server.kill('SIGTERM');
  await ads.close();
}

function build(what, command, commandArgs, buildEnv) {
  console.log(`Building ${what}…`);
  const result = spawnSync(command, commandArgs, { env: buildEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): that run is made again. */
async function measureWithRetries(port, target) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(port, target);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : error}: running it again\n`);
    }
  }
}

/** One Lighthouse run (its default config is the mobile preset) reduced to the figures of the table. */
async function measure(port, target) {
  const notFound = target.url.endsWith(notFoundRoute);
  const result = await lighthouse(
    target.url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ignoreStatusCode: notFound,
    },
    { extends: 'lighthouse:default', settings: { throttlingMethod } },
  );
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${target.url}: ${runtimeError.code} ${runtimeError.message}`);
  const leftOut = notFound ? failuresOfA404(audits, target.url) : [];
  const score = (category) => (leftOut.length ? scoreWithout(category, audits, leftOut) : category.score) * 100;
  return {
    perf: categories.performance.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    // Lighthouse gives no TBT when the main thread never had 5 quiet seconds (NO_TTI_CPU_IDLE_PERIOD): infinitely bad.
    tbt: audits['total-blocking-time'].numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift'].numericValue,
    a11y: score(categories.accessibility),
    bp: score(categories['best-practices']),
    seo: score(categories.seo),
    failed: [categories.accessibility, categories['best-practices'], categories.seo]
      .flatMap((category) => category.auditRefs)
      .filter(
        (ref) =>
          ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1 && !leftOut.includes(ref.id),
      )
      .map((ref) => ref.id),
  };
}

/**
 * What a 404 page fails by being one: its status code and the noindex Next gives it (SEO), and the browser's own
 * console error for the 404 answer (best practices), left out only when that is the page's sole console error.
 */
function failuresOfA404(audits, url) {
  const consoleErrors = audits['errors-in-console'].details?.items ?? [];
  const onlyItsStatus = consoleErrors.every((item) => item.sourceLocation?.url === url || item.url === url);
  return ['http-status-code', 'is-crawlable', ...(onlyItsStatus ? ['errors-in-console'] : [])];
}

/** A category's score recomputed without some audits (Lighthouse's weighted mean). */
function scoreWithout(category, audits, left) {
  const refs = category.auditRefs.filter(
    (ref) => ref.weight > 0 && !left.includes(ref.id) && audits[ref.id].score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / weight;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints the median table with the goals; returns the exit code. */
function report(targets, samples) {
  const medians = new Map(
    targets.map((target) => {
      const list = samples.get(target.label);
      const figures = Object.fromEntries(
        ['perf', 'lcp', 'tbt', 'cls', 'a11y', 'bp', 'seo'].map((key) => [
          key,
          median(list.map((sample) => sample[key])),
        ]),
      );
      return [target.label, { ...figures, failed: [...new Set(list.flatMap((sample) => sample.failed))] }];
    }),
  );
  const bare = medians.get('bare Next.js page');
  const misses = [];
  const throttling =
    throttlingMethod === 'simulate' ? 'simulated slow 4G' : 'slow 4G and a 4× slower CPU applied by DevTools';
  console.log(`\nLighthouse ${runs} runs each, median (mobile preset, ${throttling}, Debian Chromium):\n`);
  console.log('| page | perf | LCP | TBT | CLS | a11y | BP | SEO | goals |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const target of targets) {
    const m = medians.get(target.label);
    const missed = target === targets[0] ? [] : goalsMissed(m, bare, gameLike.has(target.label));
    misses.push(...missed.map((goal) => `${target.label}: ${goal}`));
    const cells = [
      m.perf.toFixed(0),
      `${(m.lcp / 1000).toFixed(2)} s`,
      shownTbt(m.tbt),
      m.cls.toFixed(3),
      m.a11y,
      m.bp,
      m.seo.toFixed(0),
    ];
    console.log(
      `| ${target.label} | ${cells.join(' | ')} | ${target === targets[0] ? 'reference' : missed.length ? 'MISS' : 'met'} |`,
    );
  }
  console.log(
    `\nGoals: perf ≥ ${bare.perf - 1} (bare − 1), LCP ≤ 1.20 s (games and /games: ≤ ${((bare.lcp + LCP_OVER_BARE_MS) / 1000).toFixed(2)} s, bare + ${LCP_OVER_BARE_MS} ms), CLS 0, TBT ≤ ${(bare.tbt + 30).toFixed(0)} ms (bare + 30), a11y, BP, SEO 100`,
  );
  const file = writeBenchResults(`lighthouse-${throttlingMethod}`, {
    runs,
    throttling,
    pages: Object.fromEntries(medians),
    misses,
  });
  console.log(`Medians written to ${file}`);
  for (const miss of misses) console.log(`MISS ${miss}`);
  console.log(misses.length ? `\n${misses.length} goal(s) missed` : '\nEvery goal met');
  return misses.length ? 1 : 0;
}

/** A TBT as printed: milliseconds, or why Lighthouse measured none. */
function shownTbt(tbt) {
  return Number.isFinite(tbt) ? `${tbt.toFixed(0)} ms` : 'none (no 5 quiet seconds)';
}

function goalsMissed(m, bare, gameLike) {
  const missed = [];
  if (m.perf < bare.perf - 1) missed.push(`performance ${m.perf} < ${bare.perf - 1}`);
  if (m.lcp > 1200) missed.push(`LCP ${(m.lcp / 1000).toFixed(2)} s > 1.20 s`);
  if (gameLike && m.lcp > bare.lcp + LCP_OVER_BARE_MS)
    missed.push(`LCP ${(m.lcp / 1000).toFixed(2)} s > bare + ${LCP_OVER_BARE_MS} ms`);
  if (m.cls > 0) missed.push(`CLS ${m.cls.toFixed(3)} > 0`);
  // Compared in whole milliseconds, as printed: a difference below one is no miss.
  if (Math.round(m.tbt) > Math.round(bare.tbt + 30))
    missed.push(`TBT ${shownTbt(m.tbt)} > ${(bare.tbt + 30).toFixed(0)} ms`);
  for (const [key, name] of [
    ['a11y', 'accessibility'],
    ['bp', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (m[key] < 100) missed.push(`${name} ${m[key].toFixed(0)} (${m.failed.join(', ')})`);
  }
  return missed;
}
