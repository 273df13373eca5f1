import 'server-only';
import type { MetricName, PlayStep } from './measurement-store';
import { store } from './store.server';
import type { PlayCount, VitalsBucket } from './measurement-store';

/** Adds one page load's metrics to their buckets for the page and day. */
export async function recordVitals(
  day: string,
  page: string,
  samples: readonly { metric: MetricName; bucket: number }[],
): Promise<void> {
  return (await store()).recordVitals(day, page, samples);
}

/** Adds one to a game's funnel step for the day. */
export async function recordPlay(day: string, game: string, step: PlayStep): Promise<void> {
  return (await store()).recordPlay(day, game, step);
}

/** Vitals bucket counts since a day (YYYY-MM-DD). */
export async function listVitals(fromDay: string): Promise<VitalsBucket[]> {
  return (await store()).listVitals(fromDay);
}

/** Play funnel counts since a day. */
export async function listPlays(fromDay: string): Promise<PlayCount[]> {
  return (await store()).listPlays(fromDay);
}
