import 'server-only';

/** A run as the game sends it: what the server needs to replay it. */
export interface RunSubmission {
  game: string;
  level?: number;
  version: string;
  seed: number;
  choices: Record<string, string>;
  log: string;
  score: number;
}

export type Verdict = { ok: true; score: number } | { ok: false; status: 400 | 409 | 413 | 422; message: string; field?: string };

/** Replays a run and answers its score, or why it is refused. This server has no game builds to replay, so it refuses every run. */
export async function verifyRun(run: RunSubmission): Promise<Verdict> {
  return { ok: false, status: 409, message: `This server has no build ${run.version} of ${run.game} to replay the run with`, field: 'version' };
}

/** The seed every player of a game's daily challenge gets on a UTC day: FNV-1a of the game and the day. */
export function dailySeed(game: string, day: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${game}:${day}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}
