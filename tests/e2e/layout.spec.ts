import { expect, test } from './fixtures';
import { gameRoutes } from './routes';

test('the burger menu opens, closes on a link click and on Escape', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await burger.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'About', 'Games', 'Contact', 'Blog', 'Privacy', 'Quizzes']);

  await menu.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the burger menu works by keyboard alone', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('an unknown address is a real 404 page in the site look', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every response carries the security headers and no X-Powered-By', async ({ request }) => {
  // The page types npm run bench:observatory grades, plus the games list and another game file.
  for (const path of [
    '/',
    '/games',
    '/space-breaker',
    '/quiz/halo/0',
    '/contact',
    '/pong/index.html',
    '/asteroids/index.html',
    '/api/health',
    '/no-such-page',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    // A game's frame page may be embedded by any site (the press kit's embed code); every other answer only by this one.
    const framing = gameRoutes.some((game) => game.frame === path) ? 'frame-ancestors *' : "frame-ancestors 'self'";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      framing,
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('fullscreen=(self)');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    // server.mjs allows a page's own inline scripts by hash: the Observatory's one deduction was 'unsafe-inline' here.
    expect(/script-src [^;]*'unsafe-inline'/.test(csp), path).toBe(false);
    expect(headers['x-frame-options'], path).toBeUndefined();
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('every page type runs its scripts under the hashed CSP, without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [
    '/',
    '/space-breaker',
    '/quiz/halo/0',
    '/contact',
    '/blog-updates/the-final-void-demo-is-out',
    '/no-such-page',
  ]) {
    // 'load': every inline script and chunk of the page has run by then (waiting for network idle instead could take
    // over a minute when the whole suite shares the server).
    await page.goto(path, { waitUntil: 'load' });
    // React took over the server's HTML: the menu button answers.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' }), path).toHaveAttribute('aria-expanded', 'true');
    for (const frame of page.frames()) {
      await frame.waitForLoadState('load');
      const violations = await frame.evaluate(() =>
        'cspViolations' in window ? window.cspViolations : ['no listener'],
      );
      expect(violations, `${path} ${frame.url()}`).toEqual([]);
    }
  }
});

test('sitemap, robots and the default social image are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/games', '/blog-updates', '/paddle-war', '/privacy-notice'])
    expect(sitemap).toContain(`${path}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const image = await request.get('/opengraph-image');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
