/**
 * How scores and counts read, in the games and on the site's pages alike. Digits are grouped by hand: a page's first
 * Intl formatter (toLocaleString included) costs the browser 15–20 ms of loading locale data, a long task of its own
 * on a slow phone.
 */

/** 12345 → "12,345", as en-US groups a whole number. */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** What a score counts: points, or a time in 60 Hz steps (Final Void's levels). */
export type ScoreUnit = 'points' | 'time';

/** A score as the boards show it: points with thousands separators, or a time in seconds to two decimals. */
export function formatScore(score: number, unit: ScoreUnit): string {
  return unit === 'time' ? `${(score / 60).toFixed(2)} s` : groupDigits(score);
}
