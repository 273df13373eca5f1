import {
  METRICS,
  PLAY_STEPS,
  type MetricName,
  type PlayCount,
  type PlayStep,
  type VitalsBucket,
} from '@/lib/store/measurement-store';
import { bucketBounds, p75, rating, THRESHOLDS } from './vitals';

export interface PageVitals {
  page: string;
  /** Page loads measured: the most samples any one metric has. */
  loads: number;
  p75: Record<MetricName, number | null>;
}

/** p75 of each metric per page over all the given days, busiest page first. */
export function vitalsByPage(buckets: readonly VitalsBucket[]): PageVitals[] {
  const pages = new Map<string, Map<MetricName, Map<number, number>>>();
  for (const { page, metric, bucket, count } of buckets) {
    const metrics = pages.get(page) ?? new Map<MetricName, Map<number, number>>();
    const counts = metrics.get(metric) ?? new Map<number, number>();
    counts.set(bucket, (counts.get(bucket) ?? 0) + count);
    metrics.set(metric, counts);
    pages.set(page, metrics);
  }
  return [...pages]
    .map(([page, metrics]) => {
      const loads = Math.max(
        ...[...metrics.values()].map((counts) => [...counts.values()].reduce((sum, count) => sum + count, 0)),
      );
      const values = Object.fromEntries(
        METRICS.map((metric) => [metric, p75(metric, metrics.get(metric) ?? new Map())]),
      ) as Record<MetricName, number | null>;
      return { page, loads, p75: values };
    })
    .sort((a, b) => b.loads - a.loads || a.page.localeCompare(b.page));
}

/** A p75 for a table cell: '≤ 2500 ms good', '> 30000 ms poor', or '—' without samples. */
export function formatP75(metric: MetricName, value: number | null): string {
  if (value === null) return '—';
  const { unit } = THRESHOLDS[metric];
  const suffix = unit ? ` ${unit}` : '';
  if (value === Infinity) return `> ${bucketBounds(metric).at(-1)}${suffix} poor`;
  return `≤ ${value}${suffix} ${rating(metric, value)}`;
}

export interface GameFunnel {
  game: string;
  counts: Record<PlayStep, number>;
}

/** Each game's funnel totals over the given days. */
export function funnels(plays: readonly PlayCount[]): GameFunnel[] {
  const games = new Map<string, Record<PlayStep, number>>();
  for (const { game, step, count } of plays) {
    const counts =
      games.get(game) ?? (Object.fromEntries(PLAY_STEPS.map((each) => [each, 0])) as Record<PlayStep, number>);
    counts[step] += count;
    games.set(game, counts);
  }
  return [...games]
    .map(([game, counts]) => ({ game, counts }))
    .sort((a, b) => b.counts.view - a.counts.view || a.game.localeCompare(b.game));
}

/** `part` as a whole percentage of `whole`, or '—'. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}
