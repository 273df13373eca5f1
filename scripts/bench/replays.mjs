// Replay verification time per game, for `npm run bench:games`: what the server spends checking a posted run.
// Each figure is the verifier's own work on a log of 5 or 20 minutes of play (read the log, then step the game's
// rules bundle, .games-replay/<id>.mjs, through it): a mashing player's inputs, and a run that ends is started again,
// so every step is live play, as in a long run. Repeated with several seeds for p50 and p95. A real run through the
// verifier's worker (an ended run, then the round trip) is timed apart, as the worker's overhead.
// Run alone (`npm run bench:replays`, after node scripts/build/games.mjs --rules-only), it measures only these, without
// a browser, and writes them to bench/results/replays.json.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { GAMES, REPLAY } from '../lib/games.mjs';
import { writeBenchResults } from './results.mjs';

export const REPLAY_BUDGET_MS = 1000;
const MINUTES = [5, 20];
const REPEATS = 7;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** A log of `steps` steps of mashing: a new random input every few steps, each through the game's codec. */
function mashingLog(game, steps, seed) {
  const { next } = game.createRandom(seed);
  const codes = [];
  let code = [];
  for (let i = 0; i < steps; i += 1) {
    if (i === 0 || next() < 0.08)
      code = game.rules.encode(
        game.rules.decode(Array.from({ length: game.rules.inputWidth }, () => Math.floor(next() * 784) - 64)),
      );
    codes.push(code);
  }
  return game.encodeLog(codes);
}

/** The verifier's work on one log: read it, then step every input, a new run where one ends. */
function verifyWork(game, log, seed, choices) {
  const started = performance.now();
  const codes = game.decodeLog(log, game.rules.inputWidth);
  let state = game.rules.create(seed, choices);
  for (const code of codes) {
    if (game.rules.isOver(state)) state = game.rules.create(seed + 1, choices);
    state = game.rules.step(state, game.rules.decode(code));
  }
  game.rules.score(state);
  return performance.now() - started;
}

/** Figures per game with rules: p50 and p95 ms for each length, and the log's size. */
export async function measureReplays(games) {
  const rows = [];
  for (const entry of games) {
    const file = join(REPLAY, `${entry.name}.mjs`);
    if (!existsSync(file)) continue;
    const game = await import(pathToFileURL(file).href);
    const choices = game.rules.menu?.some((o) => o.id === 'level') ? { level: '1' } : {};
    const row = { game: entry.name, title: entry.title };
    for (const minutes of MINUTES) {
      const steps = minutes * 60 * 60;
      const times = [];
      let bytes = 0;
      for (let repeat = 0; repeat < REPEATS; repeat += 1) {
        const log = mashingLog(game, steps, 100 + repeat);
        bytes = Math.max(bytes, log.length);
        times.push(verifyWork(game, log, 100 + repeat, choices));
      }
      row[`${minutes}min`] = { p50: percentile(times, 50), p95: percentile(times, 95), logBytes: bytes };
    }
    rows.push(row);
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const replays = await measureReplays(GAMES);
  for (const r of replays)
    console.log(
      `${r.title.padEnd(20)} 5 min ${r['5min'].p50.toFixed(0)} / ${r['5min'].p95.toFixed(0)} ms   20 min ${r['20min'].p50.toFixed(0)} / ${r['20min'].p95.toFixed(0)} ms (p50 / p95)`,
    );
  const missed = replays.filter((r) => r['20min'].p95 > REPLAY_BUDGET_MS).map((r) => r.title);
  console.log(
    `Figures written to ${writeBenchResults('replays', { budget20MinP95Ms: REPLAY_BUDGET_MS, replays, missed })}`,
  );
  if (missed.length) {
    console.log(`MISS  a 20-minute replay over ${REPLAY_BUDGET_MS} ms at p95: ${missed.join(', ')}`);
    process.exit(1);
  }
}
