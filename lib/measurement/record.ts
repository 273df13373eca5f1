import 'server-only';
import { getGameById } from '@/lib/games';
import { recordPlay, recordVitals } from '@/lib/store/measurement';
import { bucketOf, type Beacon } from './vitals';

/** Today's UTC day, the only time a count keeps. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Stores one beacon as counts; answers false for a game the site doesn't have (nothing stored). */
export async function recordBeacon(beacon: Beacon, now = new Date()): Promise<boolean> {
  if (beacon.kind === 'vitals') {
    await recordVitals(
      utcDay(now),
      beacon.page,
      beacon.metrics.map(({ name, value }) => ({ metric: name, bucket: bucketOf(name, value) })),
    );
    return true;
  }
  if (!getGameById(beacon.game)) return false;
  await recordPlay(utcDay(now), beacon.game, beacon.step);
  return true;
}
