/**
 * Arcade initials for the leaderboards: exactly three letters A–Z. Shared by the game canvas (which offers only
 * letters) and the server (which checks again), so it is plain TypeScript with no imports.
 */

/** Combinations the boards refuse: the usual arcade list of slurs and obscenities, kept short. */
const REFUSED: ReadonlySet<string> = new Set([
  'ASS',
  'CUM',
  'COK',
  'DIC',
  'DIK',
  'FAG',
  'FCK',
  'FUC',
  'FUK',
  'FUQ',
  'GAY',
  'JEW',
  'KKK',
  'KYS',
  'NAZ',
  'NGR',
  'NIG',
  'SEX',
  'SHT',
  'TIT',
  'VAG',
  'WTF',
]);

/** Whether `text` is three capital letters A–Z (nothing else: no spaces, accents or lower case). */
export function isInitials(text: string): boolean {
  return /^[A-Z]{3}$/.test(text);
}

/** Whether a board takes `text` as a player's initials: three capital letters, not a refused combination. */
export function isAllowedInitials(text: string): boolean {
  return isInitials(text) && !REFUSED.has(text);
}
