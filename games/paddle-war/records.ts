/**
 * The rally record: the longest rally played against the computer, kept beside the ladder. The rally counter shows it as
 * the mark to beat, and the game-over screen says how close the match came or that it set a new one.
 */

/** Storage key of the longest rally (paddle hits in one rally) played against the computer. */
export const RALLY_KEY = 'games.paddle-war.rally';

/** The record now (this match's rallies counted) and as the match began. */
export interface RallyRecord {
  best: number;
  before: number;
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

/** The game-over line on rallies: a new record, or the match's longest beside the record (alone in a first match). */
export function rallyLine(longest: number, record: RallyRecord): string {
  if (record.before === 0) return `LONGEST RALLY ${longest}`;
  if (longest > record.before) return `NEW RALLY RECORD: ${longest}!`;
  return `LONGEST RALLY ${longest} · RECORD ${record.best}`;
}
