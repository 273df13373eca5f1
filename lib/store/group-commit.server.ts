import 'server-only';
import type { Database } from 'better-sqlite3';

interface Call<A extends unknown[], R> {
  args: A;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * A write run as a group commit: the calls made in one turn of the event loop share one IMMEDIATE transaction, each
 * in its own savepoint, and each call's promise settles once that transaction has committed (or failed). A call that
 * throws undoes only its own changes; an error that ends the whole transaction (a full disk, a lost lock) fails
 * every call of the group, none of which is then stored. A burst of writes thus costs one commit, and one write of
 * each page it touches to the WAL, instead of one per call.
 */
export function groupCommit<A extends unknown[], R>(db: Database, work: (...args: A) => R): (...args: A) => Promise<R> {
  const single = db.transaction(work);
  let waiting: Call<A, R>[] = [];
  const runGroup = db.transaction((group: Call<A, R>[]): Outcome<R>[] =>
    group.map((call) => {
      try {
        return { ok: true, value: single(...call.args) };
      } catch (error) {
        if (!db.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );

  function commitWaiting(): void {
    const group = waiting;
    waiting = [];
    let outcomes: Outcome<R>[];
    try {
      outcomes = runGroup.immediate(group);
    } catch (error) {
      for (const call of group) call.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const call = group[index];
      if (outcome.ok) call?.resolve(outcome.value);
      else call?.reject(outcome.error);
    });
  }

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(commitWaiting);
      waiting.push({ args, resolve, reject });
    });
}
