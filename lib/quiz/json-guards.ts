/**
 * Tiny type guards for the few JSON shapes the browser reads back (quiz progress, best scores, review data).
 * The server validates with zod; on the client zod costs 16.5 KB gzipped under Turbopack, more than all
 * of the quiz code, for three small shapes, so the browser checks them with these instead.
 */

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number ≥ 0. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** An array whose every item passes `isItem`. */
export function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem);
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
