import { isArrayOf, isRecord } from './json-guards';
import { dailySelection, type DailyPoolQuiz } from './daily';

/** One question as the daily quiz needs it: asked, scored and reviewed in the browser. */
export interface DailyQuestion {
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
}

/** Every quiz's questions, served once as static JSON: the browser picks the day's ten by its local date. */
export interface DailyPool {
  quizzes: { quizPath: string; quizTitle: string; questions: DailyQuestion[] }[];
}

/** A question of the day with the quiz it comes from. */
export interface DailyPick extends DailyQuestion {
  quizPath: string;
  quizTitle: string;
}

export const DAILY_POOL_PATH = '/quiz/daily/questions.json';

function isQuestion(value: unknown): value is DailyQuestion {
  return (
    isRecord(value) &&
    typeof value.question === 'string' &&
    isArrayOf(value.options, (option): option is string => typeof option === 'string') &&
    typeof value.correctAnswer === 'string' &&
    typeof value.explanation === 'string'
  );
}

function isPool(value: unknown): value is DailyPool {
  return (
    isRecord(value) &&
    isArrayOf(
      value.quizzes,
      (quiz): quiz is DailyPool['quizzes'][number] =>
        isRecord(quiz) && typeof quiz.quizPath === 'string' && typeof quiz.quizTitle === 'string' && isArrayOf(quiz.questions, isQuestion),
    )
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

/** Fetches and checks the daily pool; throws when it is missing or malformed. */
export async function fetchDailyPool(fetcher: typeof fetch = fetch): Promise<DailyPool> {
  const response = await fetcher(DAILY_POOL_PATH);
  if (!response.ok) throw new Error(`GET ${DAILY_POOL_PATH} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isPool(data)) throw new Error(`GET ${DAILY_POOL_PATH} answered data of the wrong shape`);
  return data;
}

/** The spoiler-free share of a daily result: the date, the score and a row of ✅ and ❌, no question or answer. */
export function dailyShareText(siteName: string, dateKey: string, correct: boolean[]): string {
  const score = correct.filter(Boolean).length;
  return `${siteName} daily quiz ${dateKey}: ${score}/${correct.length}\n${correct.map((right) => (right ? '✅' : '❌')).join('')}`;
}
