import 'server-only';
import { getAllGames } from '@/lib/games/games';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { pressPath } from '@/lib/press/facts';
import { getAllQuizzes } from '@/lib/quiz/quizzes.server';

/** The pages with a fixed address, each a page.tsx under app/ (the sitemap lists them). */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/games',
  '/contact',
  '/blog-updates',
  '/privacy-notice',
  '/quiz-list',
  '/quiz/daily',
  '/betester',
  '/press',
] as const;

/** Pages that exist but are not listed in the sitemap: where list links lead. */
export const UNLISTED_PAGES = ['/mailing-list/confirm', '/mailing-list/unsubscribe'] as const;

let pages: Promise<ReadonlySet<string>> | undefined;

/**
 * Every page the site has, as measurement names them (a quiz once, not per question): the fixed pages, each game's
 * pages, each post and each quiz. Read once from the content; a page added needs a new build anyway.
 */
export function sitePages(): Promise<ReadonlySet<string>> {
  pages ??= getAllPosts().then(
    (posts) =>
      new Set([
        ...STATIC_PAGES,
        ...UNLISTED_PAGES,
        ...getAllGames().flatMap((game) => [game.route, game.playPath, pressPath(game)]),
        ...posts.map((post) => postPath(post.slug)),
        ...getAllQuizzes().map((quiz) => `/quiz/${quiz.quizPath}`),
      ]),
  );
  return pages;
}
