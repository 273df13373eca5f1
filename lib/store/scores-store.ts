import { utcDay } from '@/games/kit/replay';

/** Which way a board ranks its scores: more points win, or a shorter time. */
export type ScoreOrder = 'higher' | 'lower';

/** One run on a board: nothing that identifies the player beyond the initials they typed. */
export interface ScoreEntry {
  /** Three letters A–Z (games/kit/initials.ts). */
  initials: string;
  /** Points, or a time in 60 Hz steps: a whole number from 0. */
  score: number;
  /** The game build that played the run. */
  version: string;
  /** When the run was stored, to the millisecond; its UTC day is the day the entry belongs to. */
  at: Date;
}

/** The most entries a board keeps; a write prunes the rest, so a board never holds more. */
export const BOARD_KEEP = 100;

/** The leaderboards: each board (named by an id from lib/scores/boards.ts) keeps its best BOARD_KEEP entries. */
export interface ScoreBoardStore {
  /**
   * Puts one run on each named board, all boards or none: on a board the run replaces the same initials' entry of
   * the same UTC day when it is better, and the board keeps its best BOARD_KEEP. Answers the run's rank (from 1) on
   * each board in the same order, or null where the run is not on it (outside the kept entries, or no better than
   * the same initials' entry that day).
   */
  addScore(boards: readonly string[], order: ScoreOrder, entry: ScoreEntry): Promise<(number | null)[]>;
  /** A board's best `limit` entries, best first. */
  getScoreBoard(board: string, limit: number): Promise<ScoreEntry[]>;
  /**
   * Removes the entries of `initials` (of one UTC day, or every day) from each board whose id is `prefix` or starts
   * with `prefix` and a dot (a game's or a level's boards); answers how many entries went.
   */
  removeScores(prefix: string, initials: string, day?: string): Promise<number>;
  /** Deletes every board `expired` says is past its retention; answers how many boards went. */
  pruneScoreBoards(expired: (board: string) => boolean): Promise<number>;
}

// Board ids become Firestore document ids, so both engines accept only this shape (lib/scores/boards.ts makes them).
const BOARD_ID = /^[a-z0-9][a-z0-9.-]{0,119}$/;

/** Whether `id` could name a board. */
export function isBoardId(id: string): boolean {
  return BOARD_ID.test(id);
}

/** Whether `board` is one of the boards `prefix` names: the prefix itself or a board under it. */
export function isUnder(board: string, prefix: string): boolean {
  return board === prefix || board.startsWith(`${prefix}.`);
}

/** Throws unless every board id and the entry are ones the engines can store. */
export function assertScoreInput(boards: readonly string[], order: ScoreOrder, entry: ScoreEntry): void {
  if (boards.length === 0 || !boards.every(isBoardId) || new Set(boards).size !== boards.length) {
    throw new Error('Name one or more different boards, each lower-case letters, digits, dots and hyphens');
  }
  if (order !== 'higher' && order !== 'lower') throw new Error('A board ranks higher or lower scores first');
  if (!/^[A-Z]{3}$/.test(entry.initials)) throw new Error('Initials are three letters A–Z');
  if (!Number.isSafeInteger(entry.score) || entry.score < 0) throw new Error('A score is a whole number from 0');
  if (!/^[\w.-]{1,64}$/.test(entry.version))
    throw new Error('A build version is 1 to 64 letters, digits, dots, hyphens or underscores');
  if (!Number.isSafeInteger(entry.at.getTime()) || entry.at.getTime() < 0)
    throw new Error('An entry needs a real time');
}

/** Whether `a` ranks above `b`: the better score, then the earlier run, then the initials, so every engine agrees. */
export function ranksAbove(order: ScoreOrder, a: ScoreEntry, b: ScoreEntry): boolean {
  if (a.score !== b.score) return order === 'higher' ? a.score > b.score : a.score < b.score;
  if (a.at.getTime() !== b.at.getTime()) return a.at < b.at;
  return a.initials < b.initials;
}

/** The sort comparator of `ranksAbove`: best first. */
export function byRank(order: ScoreOrder): (a: ScoreEntry, b: ScoreEntry) => number {
  return (a, b) => (ranksAbove(order, a, b) ? -1 : ranksAbove(order, b, a) ? 1 : 0);
}

/** What a write does to one board: the entries it keeps afterwards (best first), and the run's rank there or null. */
export interface Placement {
  entries: ScoreEntry[];
  rank: number | null;
  /** False when the board is unchanged (the same initials had a better entry that day): nothing to write. */
  changed: boolean;
}

/** Places a run on a board holding `entries`: the rule both engines apply inside their transaction. */
export function placeEntry(entries: readonly ScoreEntry[], order: ScoreOrder, entry: ScoreEntry): Placement {
  const day = utcDay(entry.at);
  const sameKey = (other: ScoreEntry) => other.initials === entry.initials && utcDay(other.at) === day;
  const previous = entries.find(sameKey);
  const better = (a: number, b: number) => (order === 'higher' ? a > b : a < b);
  if (previous && !better(entry.score, previous.score)) return { entries: [...entries], rank: null, changed: false };
  const next = [...entries.filter((other) => !sameKey(other)), entry].sort(byRank(order)).slice(0, BOARD_KEEP);
  const index = next.indexOf(entry);
  return { entries: next, rank: index < 0 ? null : index + 1, changed: index >= 0 };
}
