/**
 * The rally record: the longest rally played against the computer, kept beside the ladder. The rally counter shows it as
 * the mark to beat, and says RECORD! while a rally beats it; a match without a point won ends on it.
 */
import { scoreBreakdown } from './score';
import type { PaddleWarState } from './sim';

/** Storage key of the longest rally (paddle hits in one rally) played against the computer. */
export const RALLY_KEY = 'games.paddle-war.rally';

/** The record now (this match's rallies counted) and as the match began. */
export interface RallyRecord {
  best: number;
  before: number;
  /** Whether the player has moved their paddle this match: a rally an idle paddle fell into sets no record. */
  moved: boolean;
}

/** The rally counter once a rally runs (3 hits): beside it the record to beat, or RECORD! while it beats the one held. */
export function rallyCount(rally: number, record: RallyRecord): string {
  if (rally < 3) return '';
  if (record.before > 0 && rally > record.before && rally >= record.best) return `RALLY ${rally} · RECORD!`;
  return record.best > rally ? `RALLY ${rally} · BEST ${record.best}` : `RALLY ${rally}`;
}

/**
 * The rally note: the counter (beside the record against the computer; `record` is null between two players), then
 * SMASH READY when the coming return is a smash, which takes the record's place so the note fits the upright band.
 */
export function rallyNote(rally: number, record: RallyRecord | null, smash: boolean): string {
  const count = record && !smash ? rallyCount(rally, record) : rally >= 3 ? `RALLY ${rally}` : '';
  return [count, smash ? 'SMASH READY' : ''].filter(Boolean).join(' · ');
}

/**
 * The game-over note over the ladder line: how the score was made, or, for a match without a point won (which scores
 * nothing, so it is not posted), what it did give: its longest rally against the player's best (if the player played
 * it: a paddle never moved gets no record), and the first goal.
 */
export function matchNote(s: PaddleWarState, record: RallyRecord): string {
  if (s.scoreLeft > 0) return scoreBreakdown(s);
  const goal = 'WIN A POINT TO POST';
  if (s.longest === 0 || !record.moved) return `MEET THE BALL · ${goal}`;
  const rally =
    s.longest > record.before ? `RALLY ${s.longest}: A NEW BEST!` : `RALLY ${s.longest} (BEST ${record.best})`;
  return `${rally} · ${goal}`;
}
