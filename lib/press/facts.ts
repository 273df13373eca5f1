import type { Game } from '@/lib/games/games';

/** A game's press page. */
export function pressPath(game: Pick<Game, 'id'>): string {
  return `/press/${game.id}`;
}

/** Where a game can be played: every game in a browser on this site, and on Android where it has a Google Play link. */
export function platformsOf(game: Pick<Game, 'storeUrl'>): string[] {
  return game.storeUrl ? ['Web browser', 'Android (Google Play)'] : ['Web browser'];
}

/** Every game is free: no price, no in-app purchases. */
export const PRICE = 'Free';

/** A date as structured data and `<time dateTime>` want it: YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
