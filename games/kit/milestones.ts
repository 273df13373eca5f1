/** Ladders of named marks at rising values (rounds cleared, metres run): how far a value has climbed, and what is next. */

/** How many marks of `ladder` (in rising order of `at`) `value` has reached. */
export function marksReached<T>(ladder: readonly T[], value: number, at: (mark: T) => number): number {
  return ladder.filter((mark) => value >= at(mark)).length;
}

/** The first mark of `ladder` that `value` has not reached; undefined past the last. */
export function nextMark<T>(ladder: readonly T[], value: number, at: (mark: T) => number): T | undefined {
  return ladder[marksReached(ladder, value, at)];
}
