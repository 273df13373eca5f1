import type { MetadataRoute } from 'next';
import { config } from '@/lib/site/config.server';
import { getAllGames } from '@/lib/games/games';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { pressPath } from '@/lib/press/facts';
import { quizStartPath } from '@/lib/quiz/share';
import { getAllQuizzes } from '@/lib/quiz/quizzes.server';
import { STATIC_PAGES } from '@/lib/sitemap/pages.server';

// Its addresses carry the deployment's SITE_URL, read per request.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config.site.url;
  const posts = await getAllPosts();
  return [
    ...STATIC_PAGES.map((path) => ({ url: `${base}${path === '/' ? '' : path}` })),
    ...getAllGames().map((game) => ({ url: `${base}${game.route}`, lastModified: game.released })),
    ...getAllGames()
      .filter((game) => game.playPath !== game.route)
      .map((game) => ({ url: `${base}${game.playPath}` })),
    ...getAllGames().map((game) => ({ url: `${base}${pressPath(game)}` })),
    ...posts.map((post) => ({
      url: `${base}${postPath(post.slug)}`,
      ...(post.date ? { lastModified: post.date } : {}),
    })),
    ...getAllQuizzes().map((quiz) => ({ url: `${base}${quizStartPath(quiz.quizPath)}` })),
  ];
}
