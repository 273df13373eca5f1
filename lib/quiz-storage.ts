import * as z from 'zod/mini';
import type { QuizProgress } from './quiz-flow';

/**
 * Browser storage for the quiz: progress per quiz in sessionStorage, best scores in localStorage.
 * Storage can throw (privacy modes, quota, disabled cookies); then values live in memory for the
 * page's lifetime, so the quiz still works, it just forgets on reload.
 */
type Area = 'session' | 'local';

const BEST_SCORES_KEY = 'quiz-best-scores';
const progressKey = (quizPath: string) => `quiz-progress:${quizPath}`;

const count = z.int().check(z.minimum(0));
const progressSchema = z.object({
  total: count,
  current: count,
  completed: z.boolean(),
  answers: z.array(z.nullable(z.object({ choice: z.string(), correct: z.boolean() }))),
  order: z.array(count),
});
const bestScoreSchema = z.object({ score: count, total: count });
const bestScoresSchema = z.record(z.string(), bestScoreSchema);

export type BestScore = z.infer<typeof bestScoreSchema>;

const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storageFor(area: Area): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(area: Area, key: string): string | null {
  const remembered = memory.get(`${area}:${key}`);
  if (remembered !== undefined) return remembered;
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(area: Area, key: string, value: string): void {
  try {
    const storage = storageFor(area);
    if (!storage) throw new Error(`${area}Storage is unavailable`);
    storage.setItem(key, value);
    memory.delete(`${area}:${key}`);
  } catch {
    memory.set(`${area}:${key}`, value);
  }
  listeners.forEach((listener) => listener());
}

function parseJson<T>(schema: z.ZodMiniType<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** For useSyncExternalStore: calls back when this tab writes quiz storage or another tab changes it. */
export function subscribeQuizStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored progress as text (stable between calls, so it can be a useSyncExternalStore snapshot). */
export function readProgressRaw(quizPath: string): string | null {
  return readRaw('session', progressKey(quizPath));
}

/** Parses stored progress text; anything malformed counts as no progress. */
export function parseProgress(raw: string | null): QuizProgress | null {
  return parseJson(progressSchema, raw);
}

/** Saves a quiz's progress for this browser session. */
export function saveProgress(quizPath: string, progress: QuizProgress): void {
  writeRaw('session', progressKey(quizPath), JSON.stringify(progress));
}

/** Every stored best score as text (a useSyncExternalStore snapshot). */
export function readBestScoresRaw(): string | null {
  return readRaw('local', BEST_SCORES_KEY);
}

/** The best score for one quiz out of stored best-score text, or null. */
export function bestScoreFrom(raw: string | null, quizPath: string): BestScore | null {
  return parseJson(bestScoresSchema, raw)?.[quizPath] ?? null;
}

/** Keeps `score` as the quiz's best when it beats the stored one (or the quiz's length changed). */
export function recordBestScore(quizPath: string, score: number, total: number): void {
  const scores = parseJson(bestScoresSchema, readBestScoresRaw()) ?? {};
  const previous = scores[quizPath];
  if (previous && previous.total === total && previous.score >= score) return;
  writeRaw('local', BEST_SCORES_KEY, JSON.stringify({ ...scores, [quizPath]: { score, total } }));
}
