// `npm run bench:flood`: score posting under a flood, against the production build (npm run build) on loopback.
// FLOODERS addresses post, as fast as they are answered, the cheapest post that costs the most replay: a player who
// never touches anything for twenty minutes (the run ends long before its log does, so all of it is replayed, then
// refused). Meanwhile a new player posts a genuine run every PLAYER_EVERY_MS (a modelled novice's finished run of one
// of the games, or a Final Void level's recorded run), and each game's longest genuine run is posted once: for Final
// Void a twenty-minute run (a player who stands at the start, then runs the level's recorded route), for the other
// games the longest a modelled player lasts (none lasts twenty minutes: every game's pressure ends a run long before;
// the flawless model reacts at every step and never errs). Prints the players' acceptance and answer times, the long
// runs' verdicts, and the server's event-loop delay; writes them to bench/results/replay-flood.json. Fails when fewer
// than 95% of the players' runs are accepted within 5 s, or a long genuine run is refused.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NOVICE,
  SKILLED,
  playModelled,
  type DifficultyBench,
  type LadderBench,
  type PlayerModel,
} from '@/games/kit/players';
import { loggedSteps, MAX_STEPS, type GameRules } from '@/games/kit/replay';
import { recordedLevelRun } from '@/games/final-void/recorded-run';
import { freePort } from '../lib/free-port.mjs';
import { LOOP_DELAY_PRELOAD, loopDelaySince } from './loop-delay.mjs';
import { writeBenchResults } from './results.mjs';

const FLOODERS = 25;
const FLOOD_SECONDS = 60;
const PLAYER_EVERY_MS = 1_500;
const ANSWER_BUDGET_MS = 5_000;
const ACCEPTED_SHARE = 0.95;
/** A player who sees every step as it happens, decides at every step and never errs: the models' longest runs. */
const FLAWLESS: PlayerModel = { ...SKILLED, reaction: 0, decideEvery: 1 / 60, aimError: 0, slips: 0 };
/** The longest a modelled player is let play, in seconds: the most a log may hold. */
const LONGEST_SECONDS = MAX_STEPS / 60;

interface Post {
  game: string;
  level?: number;
  version: string;
  seed: number;
  choices: Record<string, string>;
  log: string;
  score: number;
  initials: string;
  daily: boolean;
}

if (!existsSync('.next/BUILD_ID') || !existsSync('.games-replay/versions.json')) {
  console.error('bench:flood needs a production build: run npm run build first');
  process.exit(2);
}
const versions: Record<string, string> = JSON.parse(readFileSync('.games-replay/versions.json', 'utf8'));
const games = (
  JSON.parse(readFileSync('content/games.json', 'utf8')) as { id: string; scores?: { levels?: string[] } }[]
).filter((game) => game.scores);

type AnyModel = { difficulty?: DifficultyBench<unknown, unknown>; ladder?: LadderBench<unknown, unknown> };

/** A modelled player's finished, recorded run of an arcade game from `seed`, as the browser would post it. */
function modelledPost(id: string, models: AnyModel, model: PlayerModel, seed: number): Post | null {
  const game =
    models.difficulty?.game ?? models.ladder?.match(model === NOVICE ? (models.ladder?.initial ?? '') : 'expert');
  if (!game) return null;
  const run = playModelled(model === NOVICE ? game : { ...game, limit: LONGEST_SECONDS }, model, seed, {
    record: true,
  });
  if (!run.ended || !run.log) return null;
  return {
    game: id,
    version: versions[id] ?? '',
    seed,
    choices: game.choices ?? {},
    log: run.log,
    score: run.score,
    initials: 'RUN',
    daily: false,
  };
}

/** A Final Void level's recorded run, as the browser would post it; `waitSteps` stood at the start first. */
function levelPost(id: string, level: number, waitSteps = 0): Post {
  const run = recordedLevelRun(level, { waitSteps });
  return { game: id, level, version: versions[id] ?? '', initials: 'RUN', daily: false, ...run };
}

/** The steps a run's log holds. */
const steps = (post: Post) => loggedSteps(post.log);

const players: Post[] = [];
const long: Post[] = [];
const flood: Post[] = [];
for (const { id, scores } of games) {
  const rules = ((await import(`../../games/${id}/rules.ts`)) as { rules: GameRules<unknown, unknown> }).rules;
  const idle = `${Array(rules.inputWidth).fill(0).join(',')}*${MAX_STEPS}`;
  if (scores?.levels) {
    const levels = scores.levels.map((_, index) => levelPost(id, index + 1));
    players.push(...levels);
    // A second's slack: the route may take a step or two longer after the wait, as the hero settles differently.
    long.push(levelPost(id, 1, MAX_STEPS - steps(levels[0] as Post) - 60));
    flood.push({
      game: id,
      level: 1,
      version: versions[id] ?? '',
      seed: 1,
      choices: {},
      log: idle,
      score: 0,
      initials: 'IDL',
      daily: false,
    });
    continue;
  }
  const models = (await import(`../../games/${id}/model.ts`)) as AnyModel;
  for (let seed = 1; players.filter((post) => post.game === id).length < 8 && seed < 40; seed += 1) {
    const post = modelledPost(id, models, NOVICE, seed);
    if (post) players.push(post);
  }
  const best = [SKILLED, FLAWLESS]
    .flatMap((model) => Array.from({ length: 6 }, (_, seed) => modelledPost(id, models, model, 100 + seed)))
    .filter((post): post is Post => post !== null);
  if (best.length) long.push(best.reduce((longest, post) => (steps(post) > steps(longest) ? post : longest)));
  flood.push({
    game: id,
    version: versions[id] ?? '',
    seed: 1,
    choices: {},
    log: idle,
    score: 0,
    initials: 'IDL',
    daily: false,
  });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replay-flood-'));
const loopDelayFile = path.join(dataDir, 'loop-delay.json');
const server = spawn(process.execPath, [...LOOP_DELAY_PRELOAD, 'server.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORE: 'sqlite',
    TRUST_PROXY: '1',
    LOOP_DELAY_FILE: loopDelayFile,
    SITE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (data) => (log += data));
server.stderr.on('data', (data) => (log += data));
for (let attempt = 0; attempt < 240 && !/Ready on/.test(log); attempt += 1)
  await new Promise((resolve) => setTimeout(resolve, 250));

/** The site's own origin as SITE_URL unset names it: the posts come from its pages. */
const SITE_ORIGIN = 'http://localhost:3000';
async function post(run: Post, address: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'x-forwarded-for': address },
      body: JSON.stringify(run),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const stopAt = Date.now() + FLOOD_SECONDS * 1000;
const floodStatuses = new Map<number, number>();
const flooders = Array.from({ length: FLOODERS }, async (_, n) => {
  for (let k = 0; Date.now() < stopAt; k += 1) {
    const { status } = await post(flood[(n + k) % flood.length] as Post, `198.18.0.${n + 1}`);
    floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
    // A refused flooder tries again at once, but not in a hot loop.
    if (status === 429 || status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
await new Promise((resolve) => setTimeout(resolve, 2_000));
const playerAnswers: { game: string; status: number; ms: number }[] = [];
const longAnswers: { game: string; steps: number; status: number; ms: number }[] = [];
const playerPosts: Promise<void>[] = [];
for (let n = 0; Date.now() < stopAt - ANSWER_BUDGET_MS; n += 1) {
  const run = players[n % players.length] as Post;
  playerPosts.push(
    post(run, `203.0.113.${(n % 250) + 1}`).then((answer) => void playerAnswers.push({ game: run.game, ...answer })),
  );
  if (n < long.length) {
    const longRun = long[n] as Post;
    playerPosts.push(
      post(longRun, `192.0.2.${n + 1}`).then(
        (answer) => void longAnswers.push({ game: longRun.game, steps: steps(longRun), ...answer }),
      ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, PLAYER_EVERY_MS));
}
await Promise.all([...playerPosts, ...flooders]);
const loopDelay = await loopDelaySince(server, loopDelayFile);
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
const inTime = playerAnswers.filter((answer) => answer.status === 200 && answer.ms <= ANSWER_BUDGET_MS).length;
const share = inTime / Math.max(1, playerAnswers.length);
const times = playerAnswers.map((answer) => answer.ms);
const summary = {
  flooders: FLOODERS,
  floodSeconds: FLOOD_SECONDS,
  floodAnswers: Object.fromEntries([...floodStatuses].sort(([a], [b]) => a - b)),
  players: playerAnswers.length,
  playersAcceptedInTime: inTime,
  acceptedShare: share,
  playerMs: { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) },
  playerStatuses: Object.fromEntries(
    playerAnswers.reduce(
      (counts, { status }) => counts.set(status, (counts.get(status) ?? 0) + 1),
      new Map<number, number>(),
    ),
  ),
  longRuns: longAnswers,
  loopDelayMs: loopDelay,
};
console.log(
  `bench:flood: ${FLOODERS} addresses flooding /api/scores with idle 20-minute runs for ${FLOOD_SECONDS} s (answers: ${JSON.stringify(summary.floodAnswers)})`,
);
console.log(
  `players: ${inTime} of ${playerAnswers.length} runs accepted within ${ANSWER_BUDGET_MS / 1000} s (${(share * 100).toFixed(1)}%); answer p50 ${summary.playerMs.p50.toFixed(0)} ms, p95 ${summary.playerMs.p95.toFixed(0)} ms, max ${summary.playerMs.max.toFixed(0)} ms`,
);
for (const answer of longAnswers)
  console.log(
    `long run: ${answer.game}, ${(answer.steps / 60).toFixed(1)} s of play: ${answer.status} in ${answer.ms.toFixed(0)} ms`,
  );
console.log(`server event loop: p99 ${loopDelay.p99.toFixed(1)} ms, max ${loopDelay.max.toFixed(1)} ms`);
console.log(`written to ${writeBenchResults('replay-flood', summary)}`);
const failures = [
  share < ACCEPTED_SHARE &&
    `only ${(share * 100).toFixed(1)}% of players' runs were accepted within ${ANSWER_BUDGET_MS / 1000} s`,
  ...longAnswers
    .filter((answer) => answer.status !== 200)
    .map((answer) => `a long genuine ${answer.game} run was answered ${answer.status}`),
  longAnswers.length < long.length && 'not every long run was posted',
].filter(Boolean);
if (failures.length) {
  console.error(`bench:flood: FAILED\n${failures.join('\n')}\n${log.slice(-2000)}`);
  process.exit(1);
}
