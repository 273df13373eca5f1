import 'server-only';
/**
 * The replay worker that lib/scores/verify.server.ts runs on worker threads. It imports a game's rules bundle
 * (.games-replay/<id>.mjs, which also carries the kit's log reader and replay) and answers each job with the replay's
 * result or why the log was refused. scripts/build/games.mjs bundles it to .games-replay/replay-worker.mjs, beside
 * the rules, so a thread loads it by its path outside Next's bundle.
 */
import { parentPort } from 'node:worker_threads';
import type { decodeLog, GameRules, LogError, replay, ReplayResult, validChoices } from '@/games/kit/replay';

/** What a rules bundle exports. */
interface RulesBundle {
  rules: GameRules<unknown, unknown>;
  validChoices: typeof validChoices;
  decodeLog: typeof decodeLog;
  replay: typeof replay;
  LogError: typeof LogError;
}

/** One job: the rules bundle's file URL, and the run. */
export interface ReplayJob {
  id: number;
  file: string;
  seed: number;
  choices: Record<string, string>;
  log: string;
}

/** The worker's answer to a job: the replay's result, why the log was refused, or why the replay failed. */
export type ReplayAnswer = { id: number; result?: ReplayResult; refused?: string; failed?: string };

const bundles = new Map<string, Promise<RulesBundle>>();

function answer(job: ReplayJob, game: RulesBundle): Omit<ReplayAnswer, 'id'> {
  if (!game.validChoices(game.rules.menu, job.choices)) return { refused: 'choices' };
  try {
    return { result: game.replay(game.rules, job.seed, job.choices, game.decodeLog(job.log, game.rules.inputWidth)) };
  } catch (error) {
    if (error instanceof game.LogError) return { refused: error.message };
    return { failed: String((error instanceof Error && error.stack) || error) };
  }
}

parentPort?.on('message', async (job: ReplayJob) => {
  let game: RulesBundle;
  try {
    if (!bundles.has(job.file)) bundles.set(job.file, import(job.file) as Promise<RulesBundle>);
    game = await (bundles.get(job.file) as Promise<RulesBundle>);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, failed: String(error) } satisfies ReplayAnswer);
    return;
  }
  parentPort?.postMessage({ id: job.id, ...answer(job, game) } satisfies ReplayAnswer);
});
