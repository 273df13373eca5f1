import { isArrayOf, isRecord } from './json-guards';
import { dailySelection, type DailyPoolQuiz } from './daily';

/** One question as the daily quiz needs it: asked, scored and reviewed in the browser. */
export interface DailyQuestion {
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
}

/** Every quiz's questions, from which each day's ten are picked on the server. */
export interface DailyPool {
  quizzes: { quizPath: string; quizTitle: string; questions: DailyQuestion[] }[];
}

/** A question of the day with the quiz it comes from. */
export interface DailyPick extends DailyQuestion {
  quizPath: string;
  quizTitle: string;
}

/** The days being played somewhere now, each with its ten questions: the browser takes its own local date's. */
export interface DailyDays {
  days: Record<string, DailyPick[]>;
}

export const DAILY_DAYS_PATH = '/quiz/daily/questions.json';

function isQuestion(value: unknown): value is DailyQuestion {
  return (
    isRecord(value) &&
    typeof value.question === 'string' &&
    isArrayOf(value.options, (option): option is string => typeof option === 'string') &&
    typeof value.correctAnswer === 'string' &&
    typeof value.explanation === 'string'
  );
}

function isPick(value: unknown): value is DailyPick {
  return (
    isQuestion(value) && isRecord(value) && typeof value.quizPath === 'string' && typeof value.quizTitle === 'string'
  );
}

function isDays(value: unknown): value is DailyDays {
  return (
    isRecord(value) && isRecord(value.days) && Object.values(value.days).every((picks) => isArrayOf(picks, isPick))
  );
}

/** The pool as the selection sees it. */
export function poolCounts(pool: DailyPool): DailyPoolQuiz[] {
  return pool.quizzes.map((quiz) => ({ quizPath: quiz.quizPath, count: quiz.questions.length }));
}

/** The ten questions of local date `dateKey`, or null when the pool cannot make a daily quiz. */
export function dailyPicks(pool: DailyPool, dateKey: string): DailyPick[] | null {
  const selection = dailySelection(poolCounts(pool), dateKey);
  const picks = (selection ?? []).flatMap(({ quizPath, index }) => {
    const quiz = pool.quizzes.find((each) => each.quizPath === quizPath);
    const question = quiz?.questions[index];
    return quiz && question ? [{ ...question, quizPath, quizTitle: quiz.quizTitle }] : [];
  });
  return selection && picks.length === selection.length ? picks : null;
}

/** Fetches and checks the days being played; throws when the answer is missing or malformed. */
export async function fetchDailyDays(fetcher: typeof fetch = fetch): Promise<DailyDays> {
  const response = await fetcher(DAILY_DAYS_PATH);
  if (!response.ok) throw new Error(`GET ${DAILY_DAYS_PATH} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isDays(data)) throw new Error(`GET ${DAILY_DAYS_PATH} answered data of the wrong shape`);
  return data;
}

/** The spoiler-free share of a daily result: the date, the score and a row of ✅ and ❌, no question or answer. */
export function dailyShareText(siteName: string, dateKey: string, correct: boolean[]): string {
  const score = correct.filter(Boolean).length;
  return `${siteName} daily quiz ${dateKey}: ${score}/${correct.length}\n${correct.map((right) => (right ? '✅' : '❌')).join('')}`;
}
