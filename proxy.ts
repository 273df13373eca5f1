import { NextResponse, type NextRequest } from 'next/server';
import { postRouteFor } from '@/lib/posts/source.server';
import { questionPath, resolveQuestionSegment, INVALID_QUESTION_SEGMENT } from '@/lib/quiz/flow';
import { getQuizByPath } from '@/lib/quiz/quizzes.server';

/** The request's own URL with another path: same origin as Next sees it, so a rewrite stays internal and a redirect relative. */
function samePlace(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return url;
}

/**
 * Question URLs: one address per question, so other spellings of an index redirect to the canonical one, and
 * out-of-range numbers show the quiz's one invalid-index page at the address asked for.
 */
function quizAnswer(request: NextRequest, quizPath: string, segment: string): NextResponse {
  const quiz = getQuizByPath(quizPath);
  const route = quiz ? resolveQuestionSegment(segment, quiz.data.length) : null;
  if (!quiz || !route || route.kind === 'page') return NextResponse.next();
  if (route.kind === 'redirect')
    return NextResponse.redirect(samePlace(request, questionPath(quiz.quizPath, route.index)), 308);
  return NextResponse.rewrite(samePlace(request, questionPath(quiz.quizPath, INVALID_QUESTION_SEGMENT)));
}

/** Post URLs: each post is prerendered by file name and served at its title slug; its file name redirects there. */
function postAnswer(request: NextRequest, segment: string, rest: string[]): NextResponse {
  const route = postRouteFor(segment);
  if (!route) return NextResponse.next();
  if (route.kind === 'redirect') return NextResponse.redirect(samePlace(request, [route.path, ...rest].join('/')), 308);
  return NextResponse.rewrite(samePlace(request, ['/blog-updates', route.id, ...rest].join('/')));
}

export function proxy(request: NextRequest) {
  const [, section, first = '', second = '', ...rest] = request.nextUrl.pathname.split('/');
  if (section === 'quiz' && rest.length === 0) return quizAnswer(request, first, second);
  if (section === 'blog-updates') return postAnswer(request, first, [second, ...rest].filter(Boolean));
  return NextResponse.next();
}

export const config = {
  matcher: ['/quiz/:quizPath/:segment', '/blog-updates/:slug', '/blog-updates/:slug/opengraph-image'],
};
