import { isArrayOf, isCount, isRecord, parseJsonText } from './json-guards';
import type { QuizAnswer, QuizProgress } from './flow';
import { withDailyResult, type DailyHistory } from './streak';

/**
 * Browser storage for the quiz: progress per quiz in sessionStorage, best scores and the daily history in localStorage.
 * Storage can throw (privacy modes, quota, disabled cookies); then values live in memory for the
 * page's lifetime, so the quiz still works, it just forgets on reload.
 */
type Area = 'session' | 'local';

const BEST_SCORES_KEY = 'quiz-best-scores';
const progressKey = (quizPath: string) => `quiz-progress:${quizPath}`;

/** The visitor's best result in one quiz. */
export interface BestScore {
  score: number;
  total: number;
}

function isAnswerOrNull(value: unknown): value is QuizAnswer | null {
  return value === null || (isRecord(value) && typeof value.choice === 'string' && typeof value.correct === 'boolean');
}

function isProgress(value: unknown): value is QuizProgress {
  return (
    isRecord(value) &&
    isCount(value.total) &&
    isCount(value.current) &&
    typeof value.completed === 'boolean' &&
    isArrayOf(value.answers, isAnswerOrNull) &&
    isArrayOf(value.order, isCount)
  );
}

function isBestScore(value: unknown): value is BestScore {
  return isRecord(value) && isCount(value.score) && isCount(value.total);
}

function isBestScores(value: unknown): value is Record<string, BestScore> {
  return isRecord(value) && Object.values(value).every(isBestScore);
}

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

/** Stored text parsed and checked with `guard`; null when absent, not JSON or of another shape. */
function parseStored<T>(raw: string | null, guard: (value: unknown) => value is T): T | null {
  if (raw === null) return null;
  const value = parseJsonText(raw);
  return guard(value) ? value : null;
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
  return parseStored(raw, isProgress);
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
  const scores = parseStored(raw, isBestScores);
  return scores && Object.hasOwn(scores, quizPath) ? (scores[quizPath] ?? null) : null;
}

/** Keeps `score` as the quiz's best when it beats the stored one (or the quiz's length changed). */
export function recordBestScore(quizPath: string, score: number, total: number): void {
  const scores = parseStored(readBestScoresRaw(), isBestScores) ?? {};
  const previous = scores[quizPath];
  if (previous && previous.total === total && previous.score >= score) return;
  writeRaw('local', BEST_SCORES_KEY, JSON.stringify({ ...scores, [quizPath]: { score, total } }));
}

const DAILY_HISTORY_KEY = 'quiz-daily-history';
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

function isDailyHistory(value: unknown): value is DailyHistory {
  return isRecord(value) && Object.entries(value).every(([key, score]) => DATE_KEY.test(key) && isCount(score));
}

/** The daily quiz history as text (a useSyncExternalStore snapshot). */
export function readDailyHistoryRaw(): string | null {
  return readRaw('local', DAILY_HISTORY_KEY);
}

/** The daily quiz history out of stored text; empty when absent or malformed. */
export function dailyHistoryFrom(raw: string | null): DailyHistory {
  return parseStored(raw, isDailyHistory) ?? {};
}

/** Keeps the first result of the daily quiz of local date `today`, for the streak. */
export function recordDailyResult(today: string, score: number): void {
  const history = dailyHistoryFrom(readDailyHistoryRaw());
  const next = withDailyResult(history, today, score);
  if (next !== history) writeRaw('local', DAILY_HISTORY_KEY, JSON.stringify(next));
}
