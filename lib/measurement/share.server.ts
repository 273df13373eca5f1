import 'server-only';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import type { PlayStep } from '@/lib/store/measurement-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Page loads one client address may add to one page's vitals in a day; its further beacons are answered and not counted. */
export const VITALS_LOADS_PER_CLIENT_PAGE_DAY = 3;
/** Page views one client address may add to one game's funnel in a day; each start and minute needs one before it. */
export const PLAY_VIEWS_PER_CLIENT_GAME_DAY = 10;
/** Clients whose funnel progress is remembered; past it the oldest is forgotten (it can then add views again, never steps). */
const FUNNEL_CLIENTS = 20_000;

/**
 * Whether one client's vitals beacon for a page is within its daily share. Kept as a rate limit of 3 a day per
 * client and page, whose memory forgets clients still within their share first and never one that used it up.
 */
export function createVitalsShare() {
  const share = createRateLimit(VITALS_LOADS_PER_CLIENT_PAGE_DAY, DAY_MS);
  return (client: string, page: string, now: number): boolean => share.hit(`${client} ${page}`, now) === 0;
}

/**
 * Whether one client's funnel step for a game counts, counted in order per client, game and UTC day: a view while
 * the client has fewer than 10 that day, a start only after a view not yet started, a minute only after a start not
 * yet completed. So one client adds at most 10 views a day, and never more starts than views or minutes than starts.
 */
export function createFunnelGate() {
  const progress = new Map<string, Record<PlayStep, number>>();
  return (client: string, game: string, step: PlayStep, day: string): boolean => {
    const key = `${client} ${game} ${day}`;
    const counts = progress.get(key) ?? { view: 0, start: 0, minute: 0 };
    progress.delete(key);
    progress.set(key, counts);
    if (progress.size > FUNNEL_CLIENTS) progress.delete(progress.keys().next().value ?? key);
    const before: Record<PlayStep, number> = {
      view: PLAY_VIEWS_PER_CLIENT_GAME_DAY,
      start: counts.view,
      minute: counts.start,
    };
    if (counts[step] >= before[step]) return false;
    counts[step] += 1;
    return true;
  };
}
