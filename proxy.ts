import { NextResponse, type NextRequest } from 'next/server';
import { questionPath, resolveQuestionSegment, INVALID_QUESTION_SEGMENT } from '@/lib/quiz-flow';
import { getQuizByPath } from '@/lib/quizzes';

/**
 * Question URLs: every page is prerendered and nothing else may be rendered on demand (each would be written to the
 * page cache for good), so other spellings of an index redirect to the canonical one and out-of-range numbers show
 * the quiz's one static invalid-index page at the address asked for.
 */
export function proxy(request: NextRequest) {
  const [, , quizPath = '', segment = ''] = request.nextUrl.pathname.split('/');
  const quiz = getQuizByPath(quizPath);
  const route = quiz ? resolveQuestionSegment(segment, quiz.data.length) : null;
  if (!quiz || !route || route.kind === 'page') return NextResponse.next();
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(questionPath(quiz.quizPath, route.index), request.url), 308);
  return NextResponse.rewrite(new URL(questionPath(quiz.quizPath, INVALID_QUESTION_SEGMENT), request.url));
}

export const config = { matcher: '/quiz/:quizPath/:segment' };
