import { isArrayOf, isRecord } from './json-guards';

/** One question of the review: what was asked, the right answer and why. */
export interface ReviewQuestion {
  question: string;
  correctAnswer: string;
  explanation: string;
}

/** What the result screen's review needs of each question: no options, so it stays small. */
export interface QuizReviewData {
  quizPath: string;
  questions: ReviewQuestion[];
}

function isReviewQuestion(value: unknown): value is ReviewQuestion {
  return (
    isRecord(value) &&
    typeof value.question === 'string' &&
    typeof value.correctAnswer === 'string' &&
    typeof value.explanation === 'string'
  );
}

function isReviewData(value: unknown): value is QuizReviewData {
  return isRecord(value) && typeof value.quizPath === 'string' && isArrayOf(value.questions, isReviewQuestion);
}

/** The static JSON route that serves a quiz's answers and explanations. */
export function reviewPath(quizPath: string): string {
  return `/quiz/${quizPath}/review.json`;
}

/** The review data of a quiz (server side: what the JSON route answers). */
export function reviewOf(quiz: {
  quizPath: string;
  data: { question: string; correctAnswer: string; explanation: string }[];
}): QuizReviewData {
  return {
    quizPath: quiz.quizPath,
    questions: quiz.data.map(({ question, correctAnswer, explanation }) => ({ question, correctAnswer, explanation })),
  };
}

/** Fetches and validates a quiz's review data; throws when the answer is missing or malformed. */
export async function fetchReview(quizPath: string, fetcher: typeof fetch = fetch): Promise<QuizReviewData> {
  const response = await fetcher(reviewPath(quizPath));
  if (!response.ok) throw new Error(`GET ${reviewPath(quizPath)} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isReviewData(data)) throw new Error(`GET ${reviewPath(quizPath)} answered data of the wrong shape`);
  return data;
}
