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

/** 83.75 → "1:23.75": minutes, seconds and hundredths, as a run's time reads in the game and on the boards alike. */
export function formatSeconds(seconds: number): string {
  const hundredths = Math.round(seconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const rest = (hundredths - minutes * 6000) / 100;
  return `${minutes}:${rest < 10 ? '0' : ''}${rest.toFixed(2)}`;
}

/** A score as the boards show it: points with thousands separators, or a time (counted in 60 Hz steps) as m:ss.cc. */
export function formatScore(score: number, unit: ScoreUnit): string {
  return unit === 'time' ? formatSeconds(score / 60) : groupDigits(score);
}
