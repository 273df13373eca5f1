import { z } from 'zod';
import { METRICS, PLAY_STEPS, type MetricName } from '@/lib/store/measurement-store';

/** Google's thresholds: at or under `good` is good, over `poor` is poor, judged at the 75th percentile. */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

const MS_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000,
  8000, 10000, 15000, 30000,
];
const CLS_BOUNDS = [0.001, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1, 2];

/**
 * Upper bounds of the histogram buckets a metric's values are counted in (the last bucket is open). Values are kept
 * only as bucket counts per page and day, never one by one; the bounds fall on every threshold so ratings are exact.
 */
export function bucketBounds(metric: MetricName): readonly number[] {
  return metric === 'CLS' ? CLS_BOUNDS : MS_BOUNDS;
}

/** The bucket a value falls in: the first whose upper bound it does not exceed. */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = bucketBounds(metric);
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** The 75th percentile from bucket counts, as the upper bound of its bucket (Infinity for the open last bucket). */
export function p75(metric: MetricName, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = bucketBounds(metric);
  let seen = 0;
  for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= total * 0.75) return bounds[bucket] ?? Infinity;
  }
  return Infinity;
}

/** Good, needs improvement or poor, for a p75 value. */
export function rating(metric: MetricName, value: number): 'good' | 'needs improvement' | 'poor' {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

/**
 * A page as measurement keys it: the path, with quiz question numbers folded into their quiz, so the table stays
 * one row per page a person would name. Anything that isn't a plain site path is refused.
 */
export const pagePath = z
  .string()
  .max(120)
  // Post addresses carry their slug percent-encoded (a title's ':' is '%3A'); only pages the site has are counted.
  .regex(/^\/(?:[a-z0-9\-/]|%[0-9A-F]{2})*$/)
  .transform((path) => path.replace(/^(\/quiz\/[a-z0-9-]+)\/\d+$/, '$1').replace(/(.)\/$/, '$1'));

/** What a beacon may carry: one page load's metrics, or one step of a game's play funnel. */
export const beaconSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('vitals'),
      page: pagePath,
      metrics: z
        .array(z.object({ name: z.enum(METRICS), value: z.number().finite().nonnegative().max(600_000) }).strict())
        .min(1)
        .max(METRICS.length)
        // One value a metric a load: a repeated metric would be counted as several visitors.
        .refine(
          (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
          'each metric at most once',
        ),
    })
    .strict(),
  z
    .object({
      kind: z.literal('play'),
      game: z
        .string()
        .max(40)
        .regex(/^[a-z0-9-]+$/),
      step: z.enum(PLAY_STEPS),
    })
    .strict(),
]);

export type Beacon = z.infer<typeof beaconSchema>;
