import { isArrayOf, isCount, isRecord } from './json-guards';

/**
 * How everyone else answered, as the browser receives it from /api/quiz-answers: for each question of the quiz
 * played, every option (in the quiz file's order) with how many players chose it, and the histogram of scores.
 */
export interface OptionShare {
  option: string;
  count: number;
}

export interface Crowd {
  questions: OptionShare[][];
  scores: { score: number; count: number }[];
}

/** What a quiz or the daily quiz is called in the API: a quiz path, or a daily quiz's local date. */
export type CrowdSubject = { quizPath: string } | { daily: string };

export const QUIZ_ANSWERS_PATH = '/api/quiz-answers';

function isOptionShare(value: unknown): value is OptionShare {
  return isRecord(value) && typeof value.option === 'string' && isCount(value.count);
}

function isScoreCount(value: unknown): value is { score: number; count: number } {
  return isRecord(value) && isCount(value.score) && isCount(value.count);
}

function isCrowd(value: unknown): value is Crowd {
  return (
    isRecord(value) &&
    isArrayOf(value.questions, (item) => isArrayOf(item, isOptionShare)) &&
    isArrayOf(value.scores, isScoreCount)
  );
}

async function crowdFrom(response: Response): Promise<Crowd> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(body) || !isCrowd(body.crowd))
    throw new Error(`${QUIZ_ANSWERS_PATH} answered ${response.status}`);
  return body.crowd;
}

/** The query string naming a subject. */
export function crowdQuery(subject: CrowdSubject): string {
  return 'daily' in subject
    ? `daily=${encodeURIComponent(subject.daily)}`
    : `quiz=${encodeURIComponent(subject.quizPath)}`;
}

/** Counts a finished quiz (once, when it is finished) and answers everyone's counts including it. */
export async function postAnswers(
  subject: CrowdSubject,
  answers: (string | null)[],
  fetcher: typeof fetch = fetch,
): Promise<Crowd> {
  const response = await fetcher(QUIZ_ANSWERS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...subject, answers }),
  });
  return crowdFrom(response);
}

/** Everyone's counts for a quiz named by `query` (crowdQuery), from the cached route: a result seen again after a reload. */
export async function fetchCrowd(query: string, fetcher: typeof fetch = fetch): Promise<Crowd> {
  return crowdFrom(await fetcher(`${QUIZ_ANSWERS_PATH}?${query}`));
}

/** The whole-number percentage of `part` in `whole` (0 when nobody answered). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Of the players who answered a question, the percentage who chose `option`. */
export function shareOf(shares: OptionShare[], option: string): number {
  const answered = shares.reduce((sum, share) => sum + share.count, 0);
  return percent(shares.find((share) => share.option === option)?.count ?? 0, answered);
}

/** The percentage of players who scored lower than `score`, and how many players there are. */
export function percentileOf(crowd: Crowd, score: number): { below: number; players: number } {
  const players = crowd.scores.reduce((sum, entry) => sum + entry.count, 0);
  const lower = crowd.scores.filter((entry) => entry.score < score).reduce((sum, entry) => sum + entry.count, 0);
  return { below: percent(lower, players), players };
}

/** The line under a reviewed question comparing the player with everyone: 'Only 23% got this right: you beat the crowd!' */
export function crowdLine(shares: OptionShare[], correctAnswer: string, playerCorrect: boolean): string {
  const right = shareOf(shares, correctAnswer);
  if (!playerCorrect) return `${right}% got this right.`;
  return right < 50
    ? `Only ${right}% got this right: you beat the crowd!`
    : `${right}% got this right, and so did you.`;
}
