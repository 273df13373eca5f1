'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { sendMeasurement } from './send-beacon';

const REPORTED = new Set(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

interface Queue {
  page: string;
  sampled: boolean;
  metrics: Map<string, number>;
  /** Metrics already sent: each is counted once a page load, even if the page is shown and hidden again. */
  sent: Set<string>;
}

let queue: Queue | null = null;

/** The metrics so far, in one beacon; sent when the page is hidden (the final LCP, CLS and INP are known by then). */
function flush() {
  if (!queue || queue.metrics.size === 0) return;
  const metrics = [...queue.metrics].map(([name, value]) => ({ name, value }));
  for (const { name } of metrics) queue.sent.add(name);
  queue.metrics.clear();
  sendMeasurement({ kind: 'vitals', page: queue.page, metrics });
}

function ensureQueue(sampleRate: number): Queue {
  if (!queue) {
    // One decision a page load; the page is the one loaded, since the vitals measure that load.
    queue = {
      page: window.location.pathname,
      sampled: Math.random() < sampleRate,
      metrics: new Map(),
      sent: new Set(),
    };
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    addEventListener('pagehide', flush);
  }
  return queue;
}

/** Reports this page load's web vitals to the site itself, for a sample of loads; no cookie, no identifier. */
export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  useReportWebVitals((metric) => {
    if (!REPORTED.has(metric.name)) return;
    const current = ensureQueue(sampleRate);
    if (current.sampled && !current.sent.has(metric.name)) current.metrics.set(metric.name, metric.value);
  });
  return null;
}
