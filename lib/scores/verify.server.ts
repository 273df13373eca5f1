import 'server-only';
import { refusal, type Refusal } from '@/lib/http/refusal';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { loggedSteps, type ReplayResult } from '@/games/kit/replay';
import type { ReplayAnswer } from './replay-worker.server';

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

export type Verdict = { ok: true; score: number } | Refusal;

/** Who posted a run, and whether they are still waiting for the answer. */
export interface Poster {
  /** The client address: one run of an address is checked at a time, and its replayed steps count against it. */
  address: string;
  /** Aborted when the client hangs up: a run still waiting is then dropped, never replayed. */
  signal?: AbortSignal;
}

/**
 * The replay budget is the log's length, at most 20 minutes of steps (decodeLog refuses more), which every game
 * replays in a second or two. This is only a failsafe against a rules bundle that never returns.
 */
export const STUCK_REPLAY_MS = 30_000;
/** Runs waiting at most; past it a run from an address that has replayed less displaces the costliest waiting one. */
const MAX_WAITING = 64;
/** How long an address's replayed steps put its next runs behind other players' (the rate limit's window). */
const USAGE_WINDOW_MS = 10 * 60_000;
/** Replay workers: every core but one, which the pages keep. */
const DEFAULT_WORKERS = Math.max(1, availableParallelism() - 1);

type JobOutcome = ReplayAnswer | 'stuck' | 'abandoned' | 'displaced';

interface Job {
  address: string;
  /** The address's replayed steps in the window, this run's included: the lower, the sooner it is replayed. */
  priority: number;
  payload: Record<string, unknown>;
  finish(outcome: JobOutcome): void;
}

const versionsSchema = z.record(z.string(), z.string().nullable());

/**
 * Verifies runs with the rules bundles in `dir` (scripts/build/games.mjs writes them to .games-replay/), on a pool of
 * `workers` replay workers. Runs wait in order of how much their address has replayed lately, so a flood from a few
 * addresses waits behind every other player; an address has one run waiting or replaying at a time.
 */
export function createVerifier(dir: string, { workers = DEFAULT_WORKERS, stuckMs = STUCK_REPLAY_MS } = {}) {
  let versions: Promise<Record<string, string | null>> | undefined;
  const idle: (Worker | null)[] = Array.from({ length: workers }, () => null);
  const running = new Set<Worker>();
  const waiting: Job[] = [];
  const busyAddresses = new Set<string>();
  const usage = new Map<string, { at: number; steps: number }[]>();
  let nextId = 0;
  let started = 0;

  const readVersions = () => {
    versions ??= readFile(join(dir, 'versions.json'), 'utf8').then((text) => versionsSchema.parse(JSON.parse(text)));
    return versions;
  };

  /**
   * Charges `steps` to an address and answers its steps in the window, old charges dropped. The map keeps addresses in
   * the order they were last charged, so forgetting the ones idle past the window stops at the first that is not: a
   * flood of new addresses costs each post a constant, not a walk over all of them.
   */
  function charge(address: string, steps: number, now: number): number {
    const recent = (usage.get(address) ?? []).filter((entry) => now - entry.at < USAGE_WINDOW_MS);
    recent.push({ at: now, steps });
    usage.delete(address);
    usage.set(address, recent);
    for (const [other, entries] of usage) {
      if (now - (entries[entries.length - 1]?.at ?? 0) < USAGE_WINDOW_MS) break;
      usage.delete(other);
    }
    return recent.reduce((sum, entry) => sum + entry.steps, 0);
  }

  function startWorker(): Worker {
    // A one-line bootstrap that imports the bundled worker: a path given to Worker itself is a module Next's bundler
    // would try to bundle.
    const worker = new Worker(`import(${JSON.stringify(pathToFileURL(join(dir, 'replay-worker.mjs')).href)})`, {
      eval: true,
    });
    worker.unref();
    worker.on('error', (error) => console.error('The replay worker failed', error));
    worker.on('exit', () => {
      const slot = idle.indexOf(worker);
      if (slot >= 0) idle[slot] = null;
    });
    return worker;
  }

  /** Replays one job on a worker of the pool; a worker stuck past `stuckMs` is terminated (a new one replaces it). */
  function run(job: Job): void {
    const worker = idle.pop() ?? startWorker();
    running.add(worker);
    started += 1;
    const id = (nextId += 1);
    const done = (outcome: JobOutcome, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      running.delete(worker);
      if (healthy) idle.push(worker);
      else {
        idle.push(null);
        void worker.terminate();
      }
      job.finish(outcome);
      pump();
    };
    const timer = setTimeout(() => done('stuck', false), stuckMs);
    const onMessage = (answer: ReplayAnswer) => {
      if (answer.id === id) done(answer, true);
    };
    const onExit = () => done({ id, failed: 'the replay worker stopped' }, false);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.postMessage({ ...job.payload, id });
  }

  /** Starts waiting jobs while workers are free: the lowest priority first, then the earliest. */
  function pump(): void {
    while (waiting.length > 0 && idle.length > 0) {
      let best = 0;
      waiting.forEach((job, index) => {
        if (job.priority < (waiting[best]?.priority ?? Infinity)) best = index;
      });
      const [job] = waiting.splice(best, 1);
      if (job) run(job);
    }
  }

  /** Queues a replay for `poster`: 'busy' when their last run is still being checked, 'full' when no room is left. */
  function enqueue(
    poster: Poster,
    steps: number,
    payload: Record<string, unknown>,
  ): Promise<JobOutcome> | 'busy' | 'full' {
    if (busyAddresses.has(poster.address)) return 'busy';
    const priority = charge(poster.address, steps, Date.now());
    if (waiting.length >= MAX_WAITING) {
      const costliest = waiting.reduce((worst, job) => (job.priority >= worst.priority ? job : worst));
      if (costliest.priority <= priority) return 'full';
      waiting.splice(waiting.indexOf(costliest), 1);
      costliest.finish('displaced');
    }
    busyAddresses.add(poster.address);
    return new Promise<JobOutcome>((resolve) => {
      const job: Job = {
        address: poster.address,
        priority,
        payload,
        finish: (outcome) => {
          busyAddresses.delete(poster.address);
          poster.signal?.removeEventListener('abort', abandon);
          resolve(outcome);
        },
      };
      const abandon = () => {
        const index = waiting.indexOf(job);
        if (index < 0) return;
        waiting.splice(index, 1);
        job.finish('abandoned');
      };
      if (poster.signal?.aborted) return job.finish('abandoned');
      poster.signal?.addEventListener('abort', abandon, { once: true });
      waiting.push(job);
      pump();
    });
  }

  async function verifyRun(run: RunSubmission, poster: Poster = { address: 'unknown' }): Promise<Verdict> {
    const known = await readVersions();
    const version = known[run.game];
    if (version === undefined) return refusal('invalid', 'No such game', { field: 'game' });
    if (version === null) return refusal('invalid', 'This game has no leaderboard yet', { field: 'game' });
    if (run.version !== version) {
      return refusal(
        'conflict',
        'This game has been updated since your run began: reload the page to play the new version.',
        { field: 'version' },
      );
    }
    // A level is a title-screen choice of the rules (Final Void's 'level'), named apart in a post so its board can be.
    const choices = run.level === undefined ? run.choices : { ...run.choices, level: String(run.level) };
    const payload = { file: pathToFileURL(join(dir, `${run.game}.mjs`)).href, seed: run.seed, choices, log: run.log };
    const pending = enqueue(poster, loggedSteps(run.log), payload);
    if (pending === 'busy') return refusal('too-many', 'Your last run is still being checked: wait for its answer.');
    const crowded = refusal('unavailable', 'Too many runs are being checked right now. Please try again in a minute.');
    if (pending === 'full') return crowded;
    const answer = await pending;
    if (answer === 'displaced' || answer === 'abandoned') return crowded;
    if (answer === 'stuck') throw new Error(`Replaying a ${run.game} run took over ${stuckMs} ms`);
    if (answer.failed !== undefined) throw new Error(`Replaying a ${run.game} run failed: ${answer.failed}`);
    if (answer.refused !== undefined) {
      if (answer.refused === 'choices')
        return refusal('invalid', 'Those title-screen choices do not exist', { field: 'choices' });
      return answer.refused.startsWith('the log is longer')
        ? refusal('too-large', 'The run is longer than 20 minutes', { field: 'log' })
        : refusal('invalid', 'The input log is malformed', { field: 'log' });
    }
    const result = answer.result as ReplayResult;
    if (!result.ranked) return refusal('unverified', 'A match against a friend is not ranked', { field: 'choices' });
    if (!result.endsAtLastStep)
      return refusal('unverified', 'The run does not end where its log ends', { field: 'log' });
    if (result.score !== run.score)
      return refusal('unverified', 'The replay of this run does not give the score it claims', { field: 'score' });
    return { ok: true, score: result.score };
  }

  return {
    verifyRun,
    /** How many replays the workers have started (a run abandoned while waiting never is). */
    started: () => started,
    /** Stops the workers (tests and shutdown). */
    async close() {
      await Promise.all([...running, ...idle].map((worker) => worker?.terminate()));
      running.clear();
      idle.fill(null);
    },
  };
}

const verifier = createVerifier(join(process.cwd(), '.games-replay'));

/** Replays a posted run with this build's rules and says whether it scores what it claims. */
export function verifyRun(run: RunSubmission, poster: Poster): Promise<Verdict> {
  return verifier.verifyRun(run, poster);
}
