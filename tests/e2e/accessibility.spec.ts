import { blockingViolations } from './axe';
import { contentRoutes, gameRoutes } from './routes';
import { expect, test } from './fixtures';

const routes = [
  ...contentRoutes,
  ...gameRoutes.map((game) => game.path),
  '/blog-updates/the-final-void-demo-is-out',
  '/quiz-list',
  '/quiz/daily',
  '/quiz/halo/0',
  '/no-such-page',
];

for (const route of routes) {
  test(`${route} has no serious or critical accessibility violation`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('load');
    expect(await blockingViolations(page)).toEqual([]);
  });
}
