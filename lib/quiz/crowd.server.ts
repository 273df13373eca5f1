import 'server-only';
import { refusal, type Refusal } from '@/lib/http/refusal';
import { z } from 'zod';
import { addDays, dailyScoreKey, dailySelection, localDateKey } from './daily';
import type { Crowd, CrowdSubject } from './crowd-view';
import { getDailyPool } from './daily-bank.server';
import { getQuizByPath } from './quizzes.server';
import { type OptionCount, type ScoreCount, store } from '@/lib/store/store.server';

/** One question of a quiz as played: the counters its answers join (a quiz's or a daily bank's) and its options in file order. */
interface RoundQuestion {
  counterKey: string;
  index: number;
  options: string[];
  correctAnswer: string;
}

/** A quiz as played: its questions, and the score histogram its results join. */
export interface Round {
  scoreKey: string;
  questions: RoundQuestion[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const answers = z.array(z.string().max(200).nullable()).min(1).max(100);

export const answersBodySchema = z.union([
  z.object({ quizPath: z.string().max(64), answers }).strict(),
  z.object({ daily: z.string().regex(DATE, 'daily must be a YYYY-MM-DD date'), answers }).strict(),
]);

export const crowdQuerySchema = z.union([
  z.object({ quiz: z.string().max(64) }).strict(),
  z.object({ daily: z.string().regex(DATE, 'daily must be a YYYY-MM-DD date') }).strict(),
]);

/**
 * The daily quizzes a player anywhere may be playing now: local dates run from UTC−12 to UTC+14, so yesterday, today
 * and tomorrow in UTC, plus the day before yesterday for a quiz finished just after a late midnight.
 */
function isCurrentDailyDate(dateKey: string, now: Date): boolean {
  const today = localDateKey(now, 'UTC');
  return [-2, -1, 0, 1].some((days) => addDays(today, days) === dateKey);
}

/** The round a subject names, or null for an unknown quiz or a daily date not being played anywhere now. */
export function roundOf(subject: CrowdSubject, now = new Date()): Round | null {
  if ('quizPath' in subject) {
    const quiz = getQuizByPath(subject.quizPath);
    if (!quiz) return null;
    return {
      scoreKey: quiz.quizPath,
      questions: quiz.data.map((question, index) => ({ counterKey: quiz.quizPath, index, ...question })),
    };
  }
  if (!isCurrentDailyDate(subject.daily, now)) return null;
  const pool = getDailyPool();
  const selection = dailySelection(
    pool.map((quiz) => ({ quizPath: quiz.quizPath, count: quiz.questions.length })),
    subject.daily,
  );
  // Counted under the question's own counter: a bank question's never shares an index with a quiz question's.
  const questions = (selection ?? []).flatMap(({ quizPath, index }) => {
    const question = pool.find((quiz) => quiz.quizPath === quizPath)?.questions[index];
    return question
      ? [
          {
            counterKey: question.counter.key,
            index: question.counter.index,
            options: question.options,
            correctAnswer: question.correctAnswer,
          },
        ]
      : [];
  });
  return questions.length ? { scoreKey: dailyScoreKey(subject.daily), questions } : null;
}

/** Checks the answers against the round's questions: one per question, each one of its options or null (not answered). */
export function checkAnswers(round: Round, given: (string | null)[]): Refusal | null {
  if (given.length !== round.questions.length)
    return refusal('invalid', `answers must list ${round.questions.length} answers, one per question`, {
      field: 'answers',
    });
  const wrong = given.findIndex(
    (answer, position) => answer !== null && !round.questions[position]?.options.includes(answer),
  );
  return wrong === -1
    ? null
    : refusal('invalid', `answer ${wrong + 1} is not one of that question's options`, { field: `answers.${wrong}` });
}

// Counts are read from the store at most once per quiz every CACHE_MS; this process's own answers are added to the
// cached counts as they are stored, so a player sees their own answer at once. Other instances' answers show up
// within CACHE_MS.
const CACHE_MS = 10_000;
const cache = new Map<string, { at: number; value: Promise<OptionCount[] | ScoreCount[]> }>();

function cached<T extends OptionCount[] | ScoreCount[]>(key: string, read: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as Promise<T>;
  const value = read();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

function bump<T extends { count: number }>(list: T[], matches: (entry: T) => boolean, created: T): void {
  const entry = list.find(matches);
  if (entry) entry.count += 1;
  else list.push(created);
}

/** Counts a finished round's answers and score in the store, and in the cached counts. Returns the score. */
export async function recordRound(round: Round, given: (string | null)[]): Promise<number> {
  const choices = round.questions.flatMap((question, position) => {
    const option = question.options.indexOf(given[position] ?? '');
    return option === -1 ? [] : [{ quizPath: question.counterKey, question: question.index, option }];
  });
  const score = round.questions.filter((question, position) => given[position] === question.correctAnswer).length;
  await (await store()).addQuizAnswers({ scoreKey: round.scoreKey, score, choices });
  // Stored: a failed cache read must not turn that into an error, so it is only skipped.
  const cachedList = async (key: string) => cache.get(key)?.value.catch(() => null) ?? null;
  for (const choice of choices) {
    const options = (await cachedList(`options:${choice.quizPath}`)) as OptionCount[] | null;
    if (options)
      bump(options, (e) => e.question === choice.question && e.option === choice.option, { ...choice, count: 1 });
  }
  const scores = (await cachedList(`scores:${round.scoreKey}`)) as ScoreCount[] | null;
  if (scores) bump(scores, (e) => e.score === score, { score, count: 1 });
  return score;
}

/** Everyone's answers to a round, per question and option, and its score histogram. */
export async function crowdOf(round: Round): Promise<Crowd> {
  const keys = [...new Set(round.questions.map((question) => question.counterKey))];
  const counts = new Map(
    await Promise.all(
      keys.map(
        async (key) =>
          [key, await cached(`options:${key}`, async () => (await store()).getQuizOptionCounts(key))] as const,
      ),
    ),
  );
  const scores = await cached(`scores:${round.scoreKey}`, async () =>
    (await store()).getQuizScoreCounts(round.scoreKey),
  );
  return {
    questions: round.questions.map(({ counterKey, index, options }) =>
      options.map((option, position) => ({
        option,
        count:
          counts.get(counterKey)?.find((entry) => entry.question === index && entry.option === position)?.count ?? 0,
      })),
    ),
    scores: scores.map(({ score, count }) => ({ score, count })),
  };
}
