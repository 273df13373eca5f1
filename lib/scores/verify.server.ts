import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { ReplayResult } from '@/games/kit/replay';

export { dailySeed, utcDay } from '@/games/kit/replay';

/** A posted run: what the browser played (the game's build, seed and title choices, the input log) and the score it claims. */
export interface RunSubmission {
  game: string;
  level?: number;
  version: string;
  seed: number;
  choices: Record<string, string>;
  log: string;
  score: number;
}

export type Verdict = { ok: true; score: number } | { ok: false; status: 400 | 409 | 413 | 422 | 503; message: string; field?: string };

/** One replay's budget: 20 minutes of play replays in well under a second; past this the replay is stopped and refused. */
export const REPLAY_TIMEOUT_MS = 2_000;
/** Replays waiting for the worker at most; past it a post is answered 503 (the rate limit keeps this rare). */
const MAX_WAITING = 16;

/**
 * The replay worker, as source: it imports a game's rules bundle (.games-replay/<id>.mjs, which also carries the kit's
 * log reader and replay) and answers each job with the replay's result or why the log was refused.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const games = new Map();
parentPort.on('message', async ({ id, file, seed, choices, log }) => {
  let game;
  try {
    if (!games.has(file)) games.set(file, import(file));
    game = await games.get(file);
  } catch (error) {
    return parentPort.postMessage({ id, failed: String(error) });
  }
  try {
    if (!game.validChoices(game.rules.menu, choices)) return parentPort.postMessage({ id, refused: 'choices' });
    const codes = game.decodeLog(log, game.rules.inputWidth);
    parentPort.postMessage({ id, result: game.replay(game.rules, seed, choices, codes) });
  } catch (error) {
    if (error instanceof game.LogError) parentPort.postMessage({ id, refused: error.message });
    else parentPort.postMessage({ id, failed: String(error && error.stack || error) });
  }
});
`;

type WorkerAnswer = { id: number; result?: ReplayResult; refused?: string; failed?: string };

const versionsSchema = z.record(z.string(), z.string().nullable());

/** Verifies runs with the rules bundles in `dir` (scripts/build/games.mjs writes them to .games-replay/). */
export function createVerifier(dir: string, timeoutMs: number = REPLAY_TIMEOUT_MS) {
  let versions: Promise<Record<string, string | null>> | undefined;
  let worker: Worker | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const readVersions = () => {
    versions ??= readFile(join(dir, 'versions.json'), 'utf8').then((text) => versionsSchema.parse(JSON.parse(text)));
    return versions;
  };

  function startWorker(): Worker {
    const started = new Worker(WORKER_SOURCE, { eval: true });
    started.unref();
    started.on('error', (error) => console.error('The replay worker failed', error));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
    });
    return started;
  }

  /** Runs one job on the worker; a job past the budget terminates it (the next job starts a new one). */
  function runJob(job: Omit<WorkerAnswer, 'id'> & Record<string, unknown>): Promise<WorkerAnswer | 'timeout'> {
    const current = (worker ??= startWorker());
    const id = (nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        current.off('message', onMessage);
        if (worker === current) worker = undefined;
        void current.terminate();
        resolve('timeout');
      }, timeoutMs);
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        clearTimeout(timer);
        current.off('message', onMessage);
        resolve(answer);
      };
      current.on('message', onMessage);
      current.postMessage({ ...job, id });
    });
  }

  /** Replays one run at a time, in order of arrival. */
  function enqueue(job: Record<string, unknown>): Promise<WorkerAnswer | 'timeout'> | null {
    if (waiting >= MAX_WAITING) return null;
    waiting += 1;
    const turn = queue.then(() => runJob(job));
    queue = turn.catch(() => undefined);
    return turn.finally(() => (waiting -= 1));
  }

  async function verifyRun(run: RunSubmission): Promise<Verdict> {
    const known = await readVersions();
    const version = known[run.game];
    if (version === undefined) return { ok: false, status: 400, message: 'No such game', field: 'game' };
    if (version === null) return { ok: false, status: 400, message: 'This game has no leaderboard yet', field: 'game' };
    if (run.version !== version) {
      return { ok: false, status: 409, message: 'This game has been updated since your run began: reload the page to play the new version.', field: 'version' };
    }
    const pending = enqueue({ file: pathToFileURL(join(dir, `${run.game}.mjs`)).href, seed: run.seed, choices: run.choices, log: run.log });
    if (!pending) return { ok: false, status: 503, message: 'Too many runs are being checked right now. Please try again in a minute.' };
    const answer = await pending;
    if (answer === 'timeout') return { ok: false, status: 422, message: 'The run took too long to check.', field: 'log' };
    if (answer.failed !== undefined) throw new Error(`Replaying a ${run.game} run failed: ${answer.failed}`);
    if (answer.refused !== undefined) {
      if (answer.refused === 'choices') return { ok: false, status: 400, message: 'Those title-screen choices do not exist', field: 'choices' };
      const tooLong = answer.refused.startsWith('the log is longer');
      return { ok: false, status: tooLong ? 413 : 400, message: tooLong ? 'The run is longer than 20 minutes' : 'The input log is malformed', field: 'log' };
    }
    const result = answer.result as ReplayResult;
    if (!result.ranked) return { ok: false, status: 422, message: 'A match against a friend is not ranked', field: 'choices' };
    if (!result.endsAtLastStep) return { ok: false, status: 422, message: 'The run does not end where its log ends', field: 'log' };
    if (result.score !== run.score) return { ok: false, status: 422, message: 'The replay of this run does not give the score it claims', field: 'score' };
    return { ok: true, score: result.score };
  }

  return {
    verifyRun,
    /** Stops the worker (tests and shutdown). */
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

const verifier = createVerifier(join(process.cwd(), '.games-replay'));

/** Replays a posted run with this build's rules and says whether it scores what it claims. */
export function verifyRun(run: RunSubmission): Promise<Verdict> {
  return verifier.verifyRun(run);
}
