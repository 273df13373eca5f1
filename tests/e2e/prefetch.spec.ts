import { afterIdle, expect, test } from './fixtures';

test(
  'links prefetch their route when the visitor shows intent, not when they come into view',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
    await afterIdle(page);
    expect(prefetched, 'prefetches after loading the home page').toEqual([]);

    const games = page.getByRole('link', { name: 'See all our games' });
    if (isMobile) {
      await games.dispatchEvent('touchstart');
    } else {
      await games.hover();
      await page.getByRole('link', { name: 'Take a gaming quiz' }).focus();
      await expect.poll(() => prefetched).toContain('/quiz-list');
    }
    await expect.poll(() => prefetched).toContain('/games');
    expect(prefetched).not.toContain('/quiz/daily');

    await games.click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test('a quiz question prefetches the next one when the player picks an option, not with the page', async ({ page }) => {
  const routeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc']) routeRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/quiz/halo/0');
  const firstOption = page.getByRole('radio').first();
  await expect(firstOption).toBeEnabled();
  await afterIdle(page);
  expect(routeRequests, 'route requests after loading a question').toEqual([]);

  await firstOption.check();
  await expect.poll(() => routeRequests).toContain('/quiz/halo/1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/quiz\/halo\/1$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Question 2: / })).toBeVisible();
});
