import { gameRoutes } from './routes';
import { expect, test } from './fixtures';

const adSlots = 'aside[aria-label^="Advertisement"]';

test('home shows the intro, the featured game and two ad slots', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'HELLO THERE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Game: Final Void' })).toBeVisible();
  await expect(page.locator('.card .screenshots img')).toHaveCount(3);
  const store = page.getByRole('link', { name: 'Get it on Google Play' });
  await expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Play it Online!' })).toHaveAttribute('href', '/final-void-online');
  await expect(page.locator(adSlots)).toHaveCount(2);
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
});

test('games lists six games newest first, each followed by an ad', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'FREE GAMES' })).toBeVisible();
  const names = await page.locator('article h2').allTextContents();
  expect(names).toEqual([
    'Space Breaker',
    'Paddle War',
    'Endless Space Pilot',
    'Arrow Dash',
    'Final Void',
    'NEON HORIZON',
  ]);
  await expect(page.locator(adSlots)).toHaveCount(6);
  await expect(page.locator('article').first().locator('+ aside')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Get it on Google Play/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Play it online!/ })).toHaveCount(6);
  const neon = page.locator('article', { hasText: 'NEON HORIZON' });
  await expect(neon.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'endless runner',
    'action',
    'retro',
  ]);
  await expect(page).toHaveTitle(/Free Games/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Free Games');
});

test(
  'every game on /games shows real WebP screenshots that load, so no box stays empty',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/games');
    const articles = page.locator('article');
    await expect(articles).toHaveCount(6);
    for (let a = 0; a < 6; a += 1) {
      const images = articles.nth(a).locator('.screenshots img');
      expect(await images.count()).toBeGreaterThanOrEqual(2);
      for (const image of await images.all()) {
        expect(await image.getAttribute('src')).toMatch(/\.webp$/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
        const srcSet = await image.getAttribute('srcset');
        if (srcSet === null) continue;
        // Candidates are split at a comma and a space: a data URL (the first shot, inlined) holds a comma of its own.
        const candidates = srcSet.split(/,\s+/).map((candidate) => candidate.trim().split(' ')[0] ?? '');
        expect(candidates).toHaveLength(2);
        for (const candidate of candidates) {
          if (candidate.startsWith('data:')) {
            const bytes = Buffer.from(candidate.replace(/^data:image\/webp;base64,/, ''), 'base64');
            expect(
              bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1'),
              'an inlined WebP',
            ).toBe('RIFFWEBP');
            continue;
          }
          const response = await page.request.get(candidate);
          expect(response.status(), candidate).toBe(200);
          expect(response.headers()['content-type']).toBe('image/webp');
        }
      }
    }
  },
);

test('about has the mission, a coffee button and an ad', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByText(/Our mission/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Buy us a coffee/ }).first()).toHaveAttribute('href', /buymeacoffee/);
  await expect(page.locator(adSlots)).toHaveCount(1);
});

test('privacy notice covers every point of the policy', async ({ page }) => {
  await page.goto('/privacy-notice');
  const main = page.getByRole('main');
  await expect(main).toContainText('Last Updated: Aug 8, 2024');
  await expect(main).toContainText('do not collect any data');
  await expect(main).toContainText('no data to delete');
  await expect(main).toContainText('device type, network provider or general location');
  await expect(main).toContainText('children under 13');
  await expect(main).toContainText('change the Last Updated date');
  await expect(main).toContainText('Mailing-list and beta sign-ups');
  await expect(main).toContainText('Contact messages');
  await expect(main).toContainText('visit count');
});

test('contact shows the studio address as text', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('main')).toContainText('hello@voidlight.games');
});

test('betester explains the Google account the test needs', async ({ page }) => {
  await page.goto('/betester');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Beta Tester');
  await expect(page.getByRole('main')).toContainText('Google account');
});

test('final-void-online names the game, says it plays on phones too, and leads to the desktop version', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/final-void-online');
  await expect(page.getByRole('heading', { level: 1, name: 'Final Void online' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('on a phone, touch buttons');
  const play = page.getByRole('link', { name: 'Play Desktop Version' });
  // A phone held sideways shows the way in on its first screen.
  expect(await play.evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThanOrEqual(390);
  await play.click();
  await expect(page).toHaveURL(/\/desktop-game$/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', '/desktop-game/FV_web_desktop.html');
});

for (const game of gameRoutes) {
  test(
    `${game.path} embeds its game at 80vh with its label, a coffee prompt, ads and metadata`,
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto(game.path);
      const frame = page.getByTestId('game-frame');
      await expect(frame).toHaveAttribute('src', game.frame);
      const { frameHeight, viewportHeight } = await frame.evaluate((element) => ({
        frameHeight: element.getBoundingClientRect().height,
        viewportHeight: window.innerHeight,
      }));
      // An upright phone gives the frame the height its field needs there, up to the whole screen: never less than 80vh.
      if (isMobile) {
        expect(frameHeight).toBeGreaterThanOrEqual(viewportHeight * 0.8 - 1);
        expect(frameHeight).toBeLessThanOrEqual(viewportHeight + 1);
      } else expect(Math.abs(frameHeight - viewportHeight * 0.8)).toBeLessThan(2);
      if (game.label) await expect(page.getByRole('heading', { level: 1, name: game.label })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
      await expect(page.getByRole('heading', { name: 'Enjoying the game?' })).toBeVisible();
      await expect(page.locator(adSlots)).toHaveCount(2);
      // A house ad on a game's page is for another game.
      await expect(page.locator(`${adSlots} a[href="${game.landing ?? game.path}"]`)).toHaveCount(0);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Play .+ online$/);
      // The game's VideoGame block is on its canonical page: this one, or its landing page when it has one.
      const jsonLd = page.locator('script[type="application/ld+json"]');
      if (game.landing) await expect(jsonLd).toHaveCount(0);
      else expect(JSON.parse((await jsonLd.textContent()) ?? '{}')['@type']).toBe('VideoGame');
      await expect(frame).toBeFocused();
    },
  );
}

test('the full-screen toggle follows the Fullscreen API', async ({ page }) => {
  await page.goto('/space-breaker');
  const toggle = page.getByRole('button', { name: 'Full Screen' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Exit Full Screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('iframe')))).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
  await page.getByRole('button', { name: 'Full Screen' }).click();
  await page.getByRole('button', { name: 'Exit Full Screen' }).click();
  await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('without the Fullscreen API the toggle fills the viewport with CSS', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
  });
  await page.goto('/paddle-war');
  await page.getByRole('button', { name: 'Full Screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit Full Screen' })).toBeVisible();
  const box = await page.getByTestId('game-frame').boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeCloseTo(viewport?.width ?? 0, -1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
});

test('arrow and space keys played in a game do not scroll its page', async ({ page }) => {
  await page.goto('/endless-space-pilot');
  await expect(page.getByTestId('game-frame')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
