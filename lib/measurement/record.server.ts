import 'server-only';
import { getGameById } from '@/lib/games/games';
import { sitePages } from '@/lib/sitemap/pages.server';
import { createFunnelGate, createVitalsShare } from './share.server';
import { bucketOf, type Beacon } from './vitals';
import { store } from '@/lib/store/store.server';

/** Today's UTC day, the only time a count keeps. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

const withinShare = createVitalsShare();
const inOrder = createFunnelGate();

/** What became of a beacon: counted, answered but past the client's share (or out of order), or about nothing the site has. */
export type BeaconResult = 'counted' | 'not-counted' | 'no-such-page' | 'no-such-game';

/**
 * Stores one beacon as counts, for a page or game the site has, within the sending client's share (`client` is its
 * rate-limit key; it is used in memory only, never stored).
 */
export async function recordBeacon(beacon: Beacon, client: string, now = new Date()): Promise<BeaconResult> {
  if (beacon.kind === 'vitals') {
    if (!(await sitePages()).has(beacon.page)) return 'no-such-page';
    if (!withinShare(client, beacon.page, now.getTime())) return 'not-counted';
    await (
      await store()
    ).recordVitals(
      utcDay(now),
      beacon.page,
      beacon.metrics.map(({ name, value }) => ({ metric: name, bucket: bucketOf(name, value) })),
    );
    return 'counted';
  }
  if (!getGameById(beacon.game)) return 'no-such-game';
  if (!inOrder(client, beacon.game, beacon.step, utcDay(now))) return 'not-counted';
  await (await store()).recordPlay(utcDay(now), beacon.game, beacon.step);
  return 'counted';
}
