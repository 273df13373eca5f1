// `npm run bench:games`: size and speed figures of every browser game, printed with their budgets.
//  1. JavaScript each game page loads (its <script> tags: src files under public/<game>/ and inline code), gzipped.
//  2. First frame: the kit's performance.mark('first-frame') in headless Chromium, ms since navigation, over several loads.
//  3. Frame cost: window.__gamePerf.frames (update+render ms per playing frame) over a scripted run with restarts.
//  4. Final Void's frames per second on a phone-sized touch page (scripts/bench/phone-fps.mjs).
//  5. Replay verification: what the server spends checking a posted 5- and 20-minute run (scripts/bench/replays.mjs).
// 1 and 2 measure the release build players download (node scripts/build/games.mjs first); 3 and 4 need the test
// hooks (the scripted players read window.__game.debug), so they play the test build, which this script makes.
// The figures go to bench/results/games.json as well as the table printed. Exits 1 when a budget is missed. Needs Chromium.
// Usage: node scripts/bench/games.mjs [--seconds N] [--loads N]
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, GAMES, PUBLIC, autoplay, pagePath, serveStatic } from '../lib/games.mjs';
import { FPS_BUDGET, phoneFps } from './phone-fps.mjs';
import { REPLAY_BUDGET_MS, measureReplays } from './replays.mjs';
import { writeBenchResults } from './results.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const SECONDS = option('--seconds', 30);
const LOADS = option('--loads', 5);
const SEED = 7;
const VIEWPORT = { width: 1280, height: 720 };
const BUDGET = { gzipKb: 40, firstFrameMs: 300, frameP95Ms: 4 };

/** Nearest-rank percentile (0..100), as in games/kit/perf.ts; NaN for an empty list. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Gzipped bytes of every script the page loads: external files (query stripped) and inline <script> bodies. */
async function gzippedJs(game) {
  const dir = join(PUBLIC, game.out);
  const html = await readFile(join(PUBLIC, pagePath(game)), 'utf8');
  let bytes = 0;
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attrs.match(/\bsrc\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    const code = src ? await readFile(join(dir, src.split(/[?#]/)[0])) : Buffer.from(body);
    if (code.length) bytes += gzipSync(code, { level: 9 }).length;
  }
  return bytes;
}

/** Opens the game in a fresh context (cold cache); resolves to the page once the first frame has been drawn. */
async function open(browser, url, game, errors, search = '') {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => errors.push(`${game.title}: ${e.message}`));
  await page.goto(`${url}/${pagePath(game)}${search}`);
  await page.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
  return page;
}

async function firstFrames(browser, url, game, errors) {
  const times = [];
  for (let i = 0; i < LOADS; i += 1) {
    const page = await open(browser, url, game, errors);
    times.push(await page.evaluate(() => performance.getEntriesByName('first-frame')[0].startTime));
    await page.close();
  }
  return times;
}

/** Starts play with Enter, lets the scripted player play (restarting after game overs), returns the frame times. */
async function frameTimes(browser, url, game, errors) {
  const page = await open(browser, url, game, errors, `?seed=${SEED}`);
  // Enter starts the game; on a level's card (Final Void's intro scene), it starts the level.
  for (let press = 0; press < 3 && (await page.evaluate(() => window.__game.scene)) !== 'playing'; press += 1) {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
  }
  await page.waitForFunction(() => window.__game.scene === 'playing');
  await autoplay(page, game, SECONDS * 1000, { restart: true });
  const frames = await page.evaluate(() => window.__gamePerf.frames);
  await page.close();
  return frames;
}

const missing = GAMES.filter((g) => !existsSync(join(PUBLIC, pagePath(g))));
if (missing.length) {
  console.error(`Not built: ${missing.map((g) => g.title).join(', ')}. Run: node scripts/build/games.mjs`);
  process.exit(1);
}

const server = await serveStatic();
const testServer = await serveStatic({ test: true });
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
const version = `Chromium ${browser.version()}`;
const rows = [];
const errors = [];
let phone = null;
try {
  for (const game of GAMES) {
    process.stderr.write(`${game.title}: ${LOADS} loads, then ${SECONDS} s of play...\n`);
    const gzip = await gzippedJs(game);
    const loads = await firstFrames(browser, server.url, game, errors);
    const frames = await frameTimes(browser, testServer.url, game, errors);
    rows.push({ game, gzip, loads, frames });
  }
  process.stderr.write('Final Void on a phone: 10 s of each level...\n');
  phone = await phoneFps(browser, testServer.url);
} finally {
  await browser.close();
  await server.close();
  await testServer.close();
}

const ms = (n) => (Number.isNaN(n) ? '-' : n.toFixed(n < 10 ? 2 : 0));
const failures = [];
const table = [['Game', 'JS gzip KB', 'First frame med/max ms', 'Frame p50/p95/max ms', 'Frames']];
const figures = [];
for (const { game, gzip, loads, frames } of rows) {
  const kb = gzip / 1024;
  const [firstMed, firstMax] = [percentile(loads, 50), Math.max(...loads)];
  const [p50, p95, max] = [percentile(frames, 50), percentile(frames, 95), percentile(frames, 100)];
  table.push([
    game.title,
    kb.toFixed(1),
    `${ms(firstMed)} / ${ms(firstMax)}`,
    `${ms(p50)} / ${ms(p95)} / ${ms(max)}`,
    String(frames.length),
  ]);
  const gzipBudget = game.gzipKb ?? BUDGET.gzipKb;
  figures.push({
    game: game.name,
    jsGzipBytes: gzip,
    jsBudgetKb: gzipBudget,
    firstFrameMs: { median: firstMed, max: firstMax, loads },
    frameMs: { p50, p95, max, frames: frames.length },
  });
  if (kb > gzipBudget) failures.push(`${game.title}: JS ${kb.toFixed(1)} KB gzipped > ${gzipBudget} KB`);
  if (!(firstMed <= BUDGET.firstFrameMs))
    failures.push(`${game.title}: first frame median ${ms(firstMed)} ms > ${BUDGET.firstFrameMs} ms`);
  if (!frames.length) failures.push(`${game.title}: no playing frames were recorded`);
  else if (p95 > BUDGET.frameP95Ms) failures.push(`${game.title}: frame p95 ${ms(p95)} ms > ${BUDGET.frameP95Ms} ms`);
}

const ownBudgets = GAMES.filter((g) => g.gzipKb)
  .map((g) => `${g.title} ${g.gzipKb} KB`)
  .join(', ');
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log(
  `\nGames benchmark: ${version}, seed ${SEED}, ${VIEWPORT.width}x${VIEWPORT.height}, ${LOADS} loads, ${SECONDS} s of play each\n`,
);
console.log(line(table[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
console.log(
  `\nBudgets: JS ≤ ${BUDGET.gzipKb} KB gzipped${ownBudgets ? ` (${ownBudgets})` : ''}; first frame ≤ ${BUDGET.firstFrameMs} ms (median of loads);` +
    ` update+render ≤ ${BUDGET.frameP95Ms} ms at p95 of playing frames`,
);
if (phone) {
  console.log(
    `Final Void on a phone (412×915, touch): ${phone.fps.toFixed(1)} fps over ${phone.frames} frames, frame interval p95 ${ms(phone.p95Ms)} ms (budget ≥ ${FPS_BUDGET} fps)`,
  );
  if (phone.fps < FPS_BUDGET) failures.push(`Final Void on a phone: ${phone.fps.toFixed(1)} fps < ${FPS_BUDGET}`);
}
process.stderr.write('Replay verification: 5 and 20 minutes of play per game...\n');
const replays = await measureReplays(GAMES);
console.log(
  `\nReplay verification (the server's check of a posted run, ms, p50 / p95 of 7 logs; budget p95 ≤ ${REPLAY_BUDGET_MS} ms for 20 minutes):`,
);
for (const r of replays) {
  console.log(
    `${r.title.padEnd(20)} 5 min ${ms(r['5min'].p50)} / ${ms(r['5min'].p95)}   20 min ${ms(r['20min'].p50)} / ${ms(r['20min'].p95)}   20-min log ${(r['20min'].logBytes / 1024).toFixed(0)} KB`,
  );
  if (r['20min'].p95 > REPLAY_BUDGET_MS)
    failures.push(`${r.title}: a 20-minute replay takes ${ms(r['20min'].p95)} ms at p95 > ${REPLAY_BUDGET_MS} ms`);
}
const file = writeBenchResults('games', {
  browser: version,
  seed: SEED,
  viewport: VIEWPORT,
  loads: LOADS,
  secondsOfPlay: SECONDS,
  budgets: { ...BUDGET, phoneFps: FPS_BUDGET, replay20MinP95Ms: REPLAY_BUDGET_MS },
  games: figures,
  finalVoidOnAPhone: phone,
  replayVerificationMs: replays,
  missed: failures,
  errors,
});
console.log(`Figures written to ${file}`);
for (const failure of failures) console.log(`MISS  ${failure}`);
for (const error of errors) console.log(`ERROR ${error}`);
console.log(failures.length ? `\nNot every budget holds: ${failures.length} missed` : '\nEvery budget holds');
process.exit(failures.length || errors.length ? 1 : 0);
