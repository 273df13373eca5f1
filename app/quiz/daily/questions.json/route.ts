import { getDailyPool } from '@/lib/quiz/daily-bank.server';
import type { DailyPool } from '@/lib/quiz/daily-pool';

// Built once at build time: the daily quiz page is static and picks the day's questions from this in the browser.
export const dynamic = 'force-static';

export function GET() {
  const pool: DailyPool = {
    quizzes: getDailyPool().map((quiz) => ({
      quizPath: quiz.quizPath,
      quizTitle: quiz.quizTitle,
      questions: quiz.questions.map(({ question, options, correctAnswer, explanation }) => ({ question, options, correctAnswer, explanation })),
    })),
  };
  return Response.json(pool);
}
