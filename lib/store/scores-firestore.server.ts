import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { utcDay } from '@/games/kit/replay';
import { aborted, alreadyExists } from './firestore-errors.server';
import {
  assertScoreInput,
  BOARD_KEEP,
  isBoardId,
  isUnder,
  placeEntry,
  type ScoreBoardStore,
  type ScoreEntry,
} from './scores-store';

const boardDocument = z.object({
  rev: z.number().int().nonnegative(),
  entries: z.array(
    z.object({
      initials: z.string(),
      score: z.number().int().nonnegative(),
      version: z.string(),
      at: z.instanceof(Timestamp),
    }),
  ),
});

type Board = { rev: number; entries: ScoreEntry[] };

// Revision markers kept per board; see addScore.
const MARKERS_KEPT = 32;
const ATTEMPTS = 12;

/**
 * The leaderboards on Firestore: `scoreBoards/{board}` holds the board's kept entries, best first, and a revision
 * count, so a board is one document read (no query) and one write. A run's boards are updated in one transaction.
 */
export function scoresFirestore(db: Firestore): ScoreBoardStore {
  const boards = db.collection('scoreBoards');
  const read = (id: string, data: unknown): Board => {
    if (data === undefined) return { rev: 0, entries: [] };
    const parsed = boardDocument.safeParse(data);
    if (!parsed.success) throw new Error(`scoreBoards/${id} is not a leaderboard: ${parsed.error.message}`);
    return { rev: parsed.data.rev, entries: parsed.data.entries.map((entry) => ({ ...entry, at: entry.at.toDate() })) };
  };
  const marker = (board: DocumentReference, rev: number) => board.collection('revisions').doc(String(rev));

  /**
   * Runs `change` on the boards in one transaction: each returns the board's new entries (or null to leave it), and
   * each write also creates the marker of the revision it makes. Firestore serializes transactions on the documents
   * they read and retries the loser with fresh data; a server without transaction isolation (the Firestore-protocol
   * test server) would let two writers of one board both commit and the last overwrite the first, so create() of the
   * marker refuses a second writer of the same revision, which is then run again here on fresh data. Markers older
   * than MARKERS_KEPT revisions are deleted, so a board holds a bounded number of them.
   */
  async function rewrite<T>(
    refs: DocumentReference[],
    change: (board: Board) => { entries: ScoreEntry[] | null; result: T },
  ): Promise<T[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.runTransaction(async (transaction) => {
          const snapshots = await transaction.getAll(...refs);
          return snapshots.map((snapshot, index) => {
            const ref = refs[index] as DocumentReference;
            const board = read(snapshot.id, snapshot.data());
            const { entries, result } = change(board);
            if (!entries) return result;
            const rev = board.rev + 1;
            transaction.create(marker(ref, rev), {});
            if (rev > MARKERS_KEPT) transaction.delete(marker(ref, rev - MARKERS_KEPT));
            transaction.set(ref, {
              rev,
              entries: entries.map((kept) => ({ ...kept, at: Timestamp.fromDate(kept.at) })),
            });
            return result;
          });
        });
      } catch (error) {
        if (!(alreadyExists(error) || aborted(error)) || attempt >= ATTEMPTS) throw error;
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }

  /** The ids of every board (documents only: their entries are not read). */
  const boardIds = async () => (await boards.select().get()).docs.map((snapshot) => snapshot.id);

  return {
    async addScore(ids, order, entry) {
      assertScoreInput(ids, order, entry);
      return rewrite(
        ids.map((id) => boards.doc(id)),
        (board) => {
          const { entries, rank, changed } = placeEntry(board.entries, order, entry);
          return { entries: changed ? entries : null, result: rank };
        },
      );
    },
    async getScoreBoard(id, limit) {
      if (!isBoardId(id)) return [];
      const snapshot = await boards.doc(id).get();
      return read(id, snapshot.data()).entries.slice(0, Math.max(0, Math.min(limit, BOARD_KEEP)));
    },
    async removeScores(prefix, initials, day) {
      const ids = (await boardIds()).filter((id) => isUnder(id, prefix));
      if (ids.length === 0) return 0;
      const removed = await rewrite(
        ids.map((id) => boards.doc(id)),
        (board) => {
          const kept = board.entries.filter(
            (entry) => entry.initials !== initials || (day !== undefined && utcDay(entry.at) !== day),
          );
          const gone = board.entries.length - kept.length;
          return { entries: gone > 0 ? kept : null, result: gone };
        },
      );
      return removed.reduce((sum, gone) => sum + gone, 0);
    },
    async pruneScoreBoards(expired) {
      const ids = (await boardIds()).filter(expired);
      for (const id of ids) {
        const ref = boards.doc(id);
        const markers = await ref.collection('revisions').get();
        const batch = db.batch();
        markers.docs.forEach((snapshot) => batch.delete(snapshot.ref));
        batch.delete(ref);
        await batch.commit();
      }
      return ids.length;
    },
  };
}
