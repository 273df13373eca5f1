// Preloaded into the server by the benchmarks (loop-delay.mjs): the event loop's delay, written as JSON to
// LOOP_DELAY_FILE on each SIGUSR2 (p99 and max in ms since the last signal), then counted afresh.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const figures = { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  histogram.reset();
  const file = process.env.LOOP_DELAY_FILE;
  if (!file) return;
  // Written aside, then renamed into place: the reader polls for the file and must never find it half written.
  writeFileSync(`${file}.part`, JSON.stringify(figures));
  renameSync(`${file}.part`, file);
});
