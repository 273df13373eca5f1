import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { utcDay } from '@/games/kit/replay';
import {
  assertScoreInput,
  BOARD_KEEP,
  isBoardId,
  isUnder,
  placeEntry,
  type ScoreBoardStore,
  type ScoreEntry,
  type ScoreOrder,
} from './scores-store';

/**
 * The leaderboards: a row per entry, at most BOARD_KEEP a board. `rank_key` is the score turned so that ascending
 * is best first on every board (its negation where higher wins); `day` (the UTC day of `at`) keys one entry per
 * initials per day.
 */
export const SCORES_MIGRATION = `
  CREATE TABLE IF NOT EXISTS score_entries (
    board TEXT NOT NULL,
    initials TEXT NOT NULL,
    day TEXT NOT NULL,
    score INTEGER NOT NULL,
    rank_key INTEGER NOT NULL,
    version TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (board, initials, day)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS score_entries_by_rank ON score_entries (board, rank_key, at, initials);
`;

const entryRow = z.object({
  initials: z.string(),
  score: z.number().int().nonnegative(),
  version: z.string(),
  at: z.number().int(),
});
const toEntry = (row: unknown): ScoreEntry => {
  const { initials, score, version, at } = entryRow.parse(row);
  return { initials, score, version, at: new Date(at) };
};

/** The leaderboards on SQLite: each write reads its boards' rows and rewrites what changed, in one transaction. */
export function scoresSqlite(db: Database): ScoreBoardStore {
  const statements = {
    board: db.prepare(
      'SELECT initials, score, version, at FROM score_entries WHERE board = ? ORDER BY rank_key, at, initials LIMIT ?',
    ),
    remove: db.prepare('DELETE FROM score_entries WHERE board = ? AND initials = ? AND day = ?'),
    boards: db.prepare('SELECT DISTINCT board FROM score_entries').pluck(),
    removeInitials: db.prepare('DELETE FROM score_entries WHERE board = ? AND initials = ? AND (? IS NULL OR day = ?)'),
    dropBoard: db.prepare('DELETE FROM score_entries WHERE board = ?'),
    put: db.prepare(
      `INSERT INTO score_entries (board, initials, day, score, rank_key, version, at) VALUES (@board, @initials, @day, @score, @rankKey, @version, @at)
       ON CONFLICT (board, initials, day) DO UPDATE SET score = excluded.score, rank_key = excluded.rank_key, version = excluded.version, at = excluded.at`,
    ),
  };
  const add = db.transaction((boards: readonly string[], order: ScoreOrder, entry: ScoreEntry) =>
    boards.map((board) => {
      const before = statements.board.all(board, BOARD_KEEP + 1).map(toEntry);
      const { entries, rank, changed } = placeEntry(before, order, entry);
      if (!changed) return rank;
      const kept = new Set(entries);
      for (const gone of before.filter((old) => !kept.has(old)))
        statements.remove.run(board, gone.initials, utcDay(gone.at));
      statements.put.run({
        board,
        initials: entry.initials,
        day: utcDay(entry.at),
        score: entry.score,
        rankKey: order === 'higher' ? -entry.score : entry.score,
        version: entry.version,
        at: entry.at.getTime(),
      });
      return rank;
    }),
  );
  return {
    async addScore(boards, order, entry) {
      assertScoreInput(boards, order, entry);
      // IMMEDIATE: take the write lock before reading, so two processes writing one board serialize instead of deadlocking.
      return add.immediate(boards, order, entry);
    },
    async getScoreBoard(board, limit) {
      if (!isBoardId(board)) return [];
      return statements.board.all(board, Math.max(0, Math.min(limit, BOARD_KEEP))).map(toEntry);
    },
    async removeScores(prefix, initials, day) {
      const boards = z
        .array(z.string())
        .parse(statements.boards.all())
        .filter((board) => isUnder(board, prefix));
      const remove = db.transaction(() =>
        boards.reduce(
          (sum, board) => sum + statements.removeInitials.run(board, initials, day ?? null, day ?? null).changes,
          0,
        ),
      );
      return remove.immediate();
    },
    async pruneScoreBoards(expired) {
      const boards = z.array(z.string()).parse(statements.boards.all()).filter(expired);
      db.transaction(() => boards.forEach((board) => statements.dropBoard.run(board))).immediate();
      return boards.length;
    },
  };
}
