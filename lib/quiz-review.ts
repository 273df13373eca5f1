import * as z from 'zod/mini';

/** What the result screen's review needs of each question: no options, so it stays small. */
const reviewSchema = z.object({
  quizPath: z.string(),
  questions: z.array(z.object({ question: z.string(), correctAnswer: z.string(), explanation: z.string() })),
});

export type QuizReviewData = z.infer<typeof reviewSchema>;

/** The static JSON route that serves a quiz's answers and explanations. */
export function reviewPath(quizPath: string): string {
  return `/quiz/${quizPath}/review.json`;
}

/** The review data of a quiz (server side: what the JSON route answers). */
export function reviewOf(quiz: { quizPath: string; data: { question: string; correctAnswer: string; explanation: string }[] }): QuizReviewData {
  return {
    quizPath: quiz.quizPath,
    questions: quiz.data.map(({ question, correctAnswer, explanation }) => ({ question, correctAnswer, explanation })),
  };
}

/** Fetches and validates a quiz's review data; throws when the answer is missing or malformed. */
export async function fetchReview(quizPath: string, fetcher: typeof fetch = fetch): Promise<QuizReviewData> {
  const response = await fetcher(reviewPath(quizPath));
  if (!response.ok) throw new Error(`GET ${reviewPath(quizPath)} answered ${response.status}`);
  const parsed = reviewSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`GET ${reviewPath(quizPath)} answered data of the wrong shape`);
  return parsed.data;
}
