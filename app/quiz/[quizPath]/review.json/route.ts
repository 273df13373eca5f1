import { reviewOf } from '@/lib/quiz/review';
import { getAllQuizzes, getQuizByPath } from '@/lib/quiz/quizzes.server';

// Built once per quiz at build time: the result screen's review fetches it, so question pages don't carry every answer.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllQuizzes().map((quiz) => ({ quizPath: quiz.quizPath }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ quizPath: string }> }) {
  const quiz = getQuizByPath((await params).quizPath);
  if (!quiz) return Response.json({ error: 'No such quiz' }, { status: 404 });
  return Response.json(reviewOf(quiz));
}
