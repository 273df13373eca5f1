/** The Core Web Vitals and the two loading metrics reported beside them. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The steps of a game's play funnel. */
export const PLAY_STEPS = ['view', 'start', 'minute'] as const;
export type PlayStep = (typeof PLAY_STEPS)[number];

/** The count of one histogram bucket of one metric, on one page, on one UTC day. */
export interface VitalsBucket {
  day: string;
  page: string;
  metric: MetricName;
  bucket: number;
  count: number;
}

/** How many times one game's funnel reached one step on one UTC day. */
export interface PlayCount {
  day: string;
  game: string;
  step: PlayStep;
  count: number;
}

/** First-party measurement, kept only as counts per page (or game) and day: nothing identifies a visitor. */
export interface MeasurementStore {
  /** Adds one to each given metric's bucket for the page and day. */
  recordVitals(day: string, page: string, samples: readonly { metric: MetricName; bucket: number }[]): Promise<void>;
  /** Adds one to the game's funnel step for the day. */
  recordPlay(day: string, game: string, step: PlayStep): Promise<void>;
  /** Every bucket counted since `fromDay` (inclusive, YYYY-MM-DD). */
  listVitals(fromDay: string): Promise<VitalsBucket[]>;
  /** Every funnel count since `fromDay`. */
  listPlays(fromDay: string): Promise<PlayCount[]>;
}
