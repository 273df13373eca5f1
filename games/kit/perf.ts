/** Frame timing: marks the first drawn frame; the test build also records update+render time per frame for the benchmark. */
import type { LoopHandlers } from './loop';

/** How many recent frame times are kept (two minutes at 60 Hz). */
const LIMIT = 7200;

/** What `wrap` times. */
export interface TimedHandlers {
  poll(): void;
  step(dt: number): void;
  draw(): void;
}

/** Frame timing of one page. */
export interface Perf {
  /** Loop handlers that mark the first frame and, in the test build, time step+draw per frame while `measuring()` is true. */
  wrap(handlers: TimedHandlers, measuring: () => boolean): LoopHandlers;
  /** Exposes `window.__gamePerf.frames` (milliseconds of update+render per frame) for the benchmark (test build only). */
  expose(): void;
}

/** Returns the p-th percentile (0..100) of a list of numbers (nearest rank); 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** Creates the frame timer; `performance.mark('first-frame')` is set after the first draw. */
export function createPerf(): Perf {
  const frames: number[] = [];
  let stepTime = 0;
  let marked = false;
  const markFirst = (): void => {
    if (marked) return;
    marked = true;
    performance.mark('first-frame');
  };
  return {
    wrap(h, measuring) {
      if (!__GAME_DEBUG__)
        return {
          frameStart: h.poll,
          step: h.step,
          draw() {
            h.draw();
            markFirst();
          },
        };
      return {
        frameStart: h.poll,
        step(dt) {
          const t = performance.now();
          h.step(dt);
          stepTime += performance.now() - t;
        },
        draw() {
          const t = performance.now();
          h.draw();
          const total = stepTime + performance.now() - t;
          stepTime = 0;
          markFirst();
          if (measuring()) {
            frames.push(total);
            if (frames.length > LIMIT) frames.shift();
          }
        },
      };
    },
    expose() {
      if (__GAME_DEBUG__) Object.defineProperty(window, '__gamePerf', { get: () => ({ frames: frames.slice() }) });
    },
  };
}
