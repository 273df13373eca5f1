import { getAllGames } from '@/lib/games/games';
import fs from 'node:fs';
import path from 'node:path';
import { pagePath } from '@/lib/measurement/vitals';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { pressPath } from '@/lib/press/facts';
import { getAllQuizzes } from '@/lib/quiz/quizzes.server';
import { sitePages } from '@/lib/sitemap/pages.server';

/** Every page.tsx under app/, as its route ('/quiz/[quizPath]/[questionIndex]'). */
function appRoutes(dir = path.join(__dirname, '../../../../app'), route = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appRoutes(path.join(dir, entry.name), `${route}/${entry.name}`);
    return entry.name === 'page.tsx' ? [route || '/'] : [];
  });
}

describe('sitePages', () => {
  it('names every page the app has, each as a beacon may name it', async () => {
    const pages = await sitePages();
    const posts = await getAllPosts();
    for (const route of appRoutes()) {
      const expected =
        route === '/blog-updates/[postId]'
          ? posts.map((post) => postPath(post.slug))
          : route === '/quiz/[quizPath]/[questionIndex]'
            ? getAllQuizzes().map((quiz) => `/quiz/${quiz.quizPath}`)
            : route === '/[game]'
              ? getAllGames().map((game) => game.playPath)
              : route === '/press/[game]'
                ? getAllGames().map(pressPath)
                : [route];
      expect(expected.length).toBeGreaterThan(0);
      for (const page of expected) expect([route, page, pages.has(page)]).toEqual([route, page, true]);
    }
    for (const page of pages) expect(pagePath.parse(page)).toBe(page);
  });
});
