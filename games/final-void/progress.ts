/** What the player has reached and their records, kept in localStorage through the kit's never-throwing store. */
import type { SafeStore } from '../kit/storage';

export const PROGRESS_KEY = 'games.final-void.progress';

export interface Progress {
  /** How many levels are open (1..3). */
  reached: number;
  /** Best finishing time in seconds per level, null until finished. */
  best: (number | null)[];
  /** Deaths counted per level over every attempt. */
  deaths: number[];
}

const EMPTY: Progress = { reached: 1, best: [null, null, null], deaths: [0, 0, 0] };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** Reads the saved progress; anything malformed falls back to a fresh start, field by field. */
export function parseProgress(raw: string): Progress {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof data !== 'object' || data === null) return EMPTY;
  const d = data as Record<string, unknown>;
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  return {
    reached: Math.min(3, Math.max(1, Math.floor(num(d.reached) ?? 1))),
    best: [0, 1, 2].map((i) => num(list(d.best)[i])),
    deaths: [0, 1, 2].map((i) => Math.floor(num(list(d.deaths)[i]) ?? 0)),
  };
}

/** Progress after finishing level `index` in `time` seconds. */
export function recordFinish(p: Progress, index: number, time: number): Progress {
  const best = p.best.slice();
  const old = best[index];
  best[index] = old === null || old === undefined ? time : Math.min(old, time);
  return { ...p, best, reached: Math.max(p.reached, Math.min(3, index + 2)) };
}

/** Whether a best time earns the level's medal: finished within its par. */
export function underPar(best: number | null | undefined, par: number | null): boolean {
  return best !== null && best !== undefined && par !== null && best <= par + 1e-9;
}

/** Progress after one more death in level `index`. */
export function recordDeath(p: Progress, index: number): Progress {
  return { ...p, deaths: p.deaths.map((d, i) => (i === index ? d + 1 : d)) };
}

export function loadProgress(store: SafeStore): Progress {
  return parseProgress(store.readString(PROGRESS_KEY, '{}'));
}

export function saveProgress(store: SafeStore, p: Progress): void {
  store.write(PROGRESS_KEY, JSON.stringify(p));
}
