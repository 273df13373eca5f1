/**
 * Arcade initials for the leaderboards: exactly three letters A–Z. Shared by the game canvas (which offers only
 * letters) and the server (which checks again).
 */
import refusedList from './refused-initials.json';

/** Combinations the boards refuse: slurs and obscenities in three letters (scripts/build/refused-initials.mjs). */
const REFUSED: ReadonlySet<string> = new Set(refusedList);

/** Whether `text` is three capital letters A–Z (nothing else: no spaces, accents or lower case). */
export function isInitials(text: string): boolean {
  return /^[A-Z]{3}$/.test(text);
}

/** Whether a board takes `text` as a player's initials: three capital letters, not a refused combination. */
export function isAllowedInitials(text: string): boolean {
  return isInitials(text) && !REFUSED.has(text);
}
