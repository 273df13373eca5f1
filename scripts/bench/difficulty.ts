// `npm run bench:difficulty`: every game played in its pure simulation by the kit's three modelled players (idle,
// novice, skilled: games/kit/players.ts), over many seeds each, and the targets of docs/games.md checked on the
// figures: how long runs last, what they score, which marks they reach, and for a game against the computer the
// ladder of its levels. Each game's `model.ts` says how it is played and measured (its `difficulty` or `ladder`).
// Writes bench/results/difficulty.json and prints a table per game; exits 1 when a target is missed.
// Usage: node scripts/lib/run-ts.mjs scripts/bench/difficulty.ts [--seeds N] [game-id...]
import { existsSync, readFileSync } from 'node:fs';
import {
  IDLE,
  NOVICE,
  PLAYER_MODELS,
  SKILLED,
  playModelled,
  type DifficultyBench,
  type LadderBench,
  type PlayerModel,
} from '@/games/kit/players';
import { writeBenchResults } from './results.mjs';

const args = process.argv.slice(2);
const seedsArgument = args.indexOf('--seeds');
const SEEDS = seedsArgument >= 0 ? Number(args[seedsArgument + 1]) : 200;
const only = args.filter((a, i) => !a.startsWith('--') && (seedsArgument < 0 || i !== seedsArgument + 1));

/** A game's model file, as the bench reads it (each game's state and input types are its own). */
interface ModelFile {
  difficulty?: DifficultyBench<unknown, unknown>;
  ladder?: LadderBench<unknown, unknown>;
}

/** The games of the one list that have a model, in its order. */
const ids: string[] = JSON.parse(readFileSync('content/games.json', 'utf8'))
  .map((game: { id: string }) => game.id)
  .filter((id: string) => existsSync(`games/${id}/model.ts`) && (only.length === 0 || only.includes(id)));

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const share = (xs: readonly boolean[]): number => xs.filter(Boolean).length / Math.max(1, xs.length);
const round = (x: number, digits = 1): number => Number(x.toFixed(digits));
const pct = (x: number): string => `${Math.round(x * 100)}%`;

interface Row {
  model: PlayerModel['name'];
  runs: number;
  shortest: number;
  medianSeconds: number;
  longest: number;
  medianScore: number;
  ended: number;
  firstMark: number;
  laterMark: number;
}

interface Check {
  target: string;
  figure: string;
  ok: boolean;
}

function measure(bench: DifficultyBench<unknown, unknown>, model: PlayerModel): Row {
  const runs = Array.from({ length: SEEDS }, (_, i) => playModelled(bench.game, model, i + 1));
  const seconds = runs.map((r) => r.seconds);
  return {
    model: model.name,
    runs: runs.length,
    shortest: round(Math.min(...seconds)),
    medianSeconds: round(median(seconds)),
    longest: round(Math.max(...seconds)),
    medianScore: median(runs.map((r) => r.score)),
    ended: round(share(runs.map((r) => r.ended)), 2),
    firstMark: round(share(runs.map((r) => r.milestones >= bench.first.milestones)), 2),
    laterMark: round(share(runs.map((r) => r.milestones >= bench.later.milestones)), 2),
  };
}

/** The targets every game is held to (docs/games.md). */
function check(bench: DifficultyBench<unknown, unknown>, rows: readonly Row[]): Check[] {
  const row = (name: PlayerModel['name']): Row => rows.find((r) => r.model === name) as Row;
  const idle = row('idle');
  const novice = row('novice');
  const skilled = row('skilled');
  return [
    { target: 'idle never loses before 8 s', figure: `shortest ${idle.shortest} s`, ok: idle.shortest >= 8 },
    {
      target: "a novice's run lasts 30 s to 3 min (median)",
      figure: `median ${novice.medianSeconds} s`,
      ok: novice.medianSeconds >= 30 && novice.medianSeconds <= 180,
    },
    {
      target: "a novice's run ends by a mistake (≥ 90%)",
      figure: `${pct(novice.ended)} ended`,
      ok: novice.ended >= 0.9,
    },
    {
      target: `a novice reaches ${bench.first.name} in about half the runs (30–75%)`,
      figure: pct(novice.firstMark),
      ok: novice.firstMark >= 0.3 && novice.firstMark <= 0.75,
    },
    bench.score === 'points'
      ? {
          target: "a skilled player's median score is several times the novice's (≥ 3×)",
          figure: `${skilled.medianScore} vs ${novice.medianScore}`,
          ok: skilled.medianScore >= 3 * Math.max(1, novice.medianScore),
        }
      : {
          target: 'a skilled player is done faster than a novice (median run)',
          figure: `${skilled.medianSeconds} s vs ${novice.medianSeconds} s`,
          ok: skilled.medianSeconds < novice.medianSeconds,
        },
    {
      target: `a skilled player reaches ${bench.later.name} (≥ 40% of runs)`,
      figure: pct(skilled.laterMark),
      ok: skilled.laterMark >= 0.4,
    },
  ];
}

function printChecks(checks: readonly Check[]): void {
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'MISS'} ${c.target}: ${c.figure}`);
}

function printGame(id: string, bench: DifficultyBench<unknown, unknown>, rows: readonly Row[]): void {
  console.log(`\n${id} (${SEEDS} seeds per player)`);
  console.log(
    `player    shortest  median   longest   ${bench.score === 'time' ? ' steps' : ' score'}  ended  first  later`,
  );
  for (const r of rows) {
    const cells = [
      r.model.padEnd(8),
      `${r.shortest} s`.padStart(9),
      `${r.medianSeconds} s`.padStart(8),
      `${r.longest} s`.padStart(9),
      String(r.medianScore).padStart(7),
      pct(r.ended).padStart(6),
      pct(r.firstMark).padStart(6),
      pct(r.laterMark).padStart(6),
    ];
    console.log(cells.join(' '));
  }
}

/** A level's figures for one player: matches won and points won, as shares. */
interface LadderCell {
  matches: number;
  points: number;
}

/**
 * Whether a player's ladder falls: no step up is won more often (matches), the share of points won never rises by more
 * than a point (two levels a player beats 7–0 may swap places by chance), and the top level gives fewer than the first.
 */
function falls(cells: readonly LadderCell[]): boolean {
  const steps = cells.slice(1).map((cell, i) => [cells[i] as LadderCell, cell] as const);
  const first = cells[0] as LadderCell;
  const last = cells[cells.length - 1] as LadderCell;
  return (
    steps.every(([below, above]) => above.matches <= below.matches && above.points <= below.points + 0.01) &&
    last.points < first.points
  );
}

/** A game against the computer: matches and points won by the novice and the skilled player at each level. */
function measureLadder(
  id: string,
  bench: LadderBench<unknown, unknown>,
): { rows: Record<string, LadderCell[]>; checks: Check[] } {
  const matches = Math.max(20, Math.round(SEEDS / 2));
  const rows: Record<string, LadderCell[]> = {};
  for (const model of [NOVICE, SKILLED]) {
    rows[model.name] = bench.levels.map((level) => {
      const runs = Array.from({ length: matches }, (_, i) => playModelled(bench.match(level), model, i + 1));
      const points = runs.map((r) => bench.points(r.state));
      const won = points.reduce((sum, p) => sum + p.won, 0);
      const lost = points.reduce((sum, p) => sum + p.lost, 0);
      return {
        matches: round(share(runs.map((r, i) => r.ended && (points[i]?.won ?? 0) > (points[i]?.lost ?? 0))), 2),
        points: round(won / (won + lost), 3),
      };
    });
  }
  const firstSeconds = { ...bench.match(bench.initial), limit: 8 };
  const idleLost = Array.from({ length: matches }, (_, i) => playModelled(firstSeconds, IDLE, i + 1)).filter(
    (r) => bench.points(r.state).lost > 0,
  );
  console.log(`\n${id} (${matches} matches per player and level): matches won (points won)`);
  console.log(`player    ${bench.levels.map((l) => l.padStart(12)).join(' ')}`);
  for (const [name, cells] of Object.entries(rows))
    console.log(
      `${name.padEnd(8)}  ${cells.map((c) => `${pct(c.matches)} (${pct(c.points)})`.padStart(12)).join(' ')}`,
    );
  const novice = rows.novice as LadderCell[];
  const skilled = rows.skilled as LadderCell[];
  const initial = novice[bench.levels.indexOf(bench.initial)] as LadderCell;
  const top = skilled[skilled.length - 1] as LadderCell;
  const ladder = (cells: readonly LadderCell[]): string => cells.map((c) => pct(c.matches)).join(' → ');
  return {
    rows,
    checks: [
      {
        target: 'idle never loses a point before 8 s',
        figure: `${idleLost.length} of ${matches} did`,
        ok: idleLost.length === 0,
      },
      {
        target: `a novice wins the first opponent offered (${bench.initial}) about half the time (35–65%)`,
        figure: pct(initial.matches),
        ok: initial.matches >= 0.35 && initial.matches <= 0.65,
      },
      { target: 'each step up the ladder is won less often by the novice', figure: ladder(novice), ok: falls(novice) },
      {
        target: 'each step up the ladder is won less often by the skilled player',
        figure: ladder(skilled),
        ok: falls(skilled),
      },
      {
        target: 'a skilled player loses some matches at the top level (≤ 90% won)',
        figure: pct(top.matches),
        ok: top.matches <= 0.9,
      },
    ],
  };
}

const results: Record<string, unknown> = {};
let missed = 0;
for (const id of ids) {
  const file = (await import(`../../games/${id}/model.ts`)) as ModelFile;
  let checks: Check[] = [];
  if (file.difficulty) {
    const bench = file.difficulty;
    const rows = PLAYER_MODELS.map((model) => measure(bench, model));
    checks = check(bench, rows);
    printGame(id, bench, rows);
    results[id] = { rows, checks };
  } else if (file.ladder) {
    const measured = measureLadder(id, file.ladder);
    checks = measured.checks;
    results[id] = measured;
  }
  printChecks(checks);
  missed += checks.filter((c) => !c.ok).length;
}
const models = Object.fromEntries(PLAYER_MODELS.map((m) => [m.name, m]));
if (only.length === 0)
  console.log(`\nwritten to ${writeBenchResults('difficulty', { seeds: SEEDS, models, games: results, missed })}`);
console.log(missed === 0 ? '\nevery target holds' : `\n${missed} target(s) missed`);
process.exitCode = missed === 0 ? 0 : 1;
