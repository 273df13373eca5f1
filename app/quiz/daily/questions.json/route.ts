import { getDailyPool } from '@/lib/quiz/daily-bank.server';
import { datesPlayedNow } from '@/lib/quiz/daily';
import { dailyPicks, type DailyDays, type DailyPool } from '@/lib/quiz/daily-pool';

// Rebuilt every 10 minutes: the days served move on with the clock (lib/quiz/daily.ts, datesPlayedNow).
export const revalidate = 600;

/** The ten questions of each local date being played somewhere on Earth now, and of no other day. */
export function GET() {
  const pool: DailyPool = {
    quizzes: getDailyPool().map((quiz) => ({
      quizPath: quiz.quizPath,
      quizTitle: quiz.quizTitle,
      questions: quiz.questions.map(({ question, options, correctAnswer, explanation }) => ({
        question,
        options,
        correctAnswer,
        explanation,
      })),
    })),
  };
  const days: DailyDays['days'] = {};
  for (const date of datesPlayedNow(new Date())) {
    const picks = dailyPicks(pool, date);
    if (picks) days[date] = picks;
  }
  return Response.json({ days } satisfies DailyDays);
}
