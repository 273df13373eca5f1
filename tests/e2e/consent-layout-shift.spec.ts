import type { Page } from '@playwright/test';
import { expect, holdFonts, largestPaintInBanner, layoutShifts, nextFrames, test } from './fixtures';

// The site built with the fake ad library (tests/servers/site-with-ads.mjs): the consent banner is on every page until a
// choice is made, and after Accept the library's banners arrive 1.5 s late, at full size, as a real auction's do.
const adsSite = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 50}`;
const pageTypes = [
  '/',
  '/games',
  '/about',
  '/contact',
  '/blog-updates',
  '/privacy-notice',
  '/quiz-list',
  '/quiz/halo/0',
  '/space-breaker',
  '/paddle-war',
];
// A game page's main content is its game frame, which the host page's largest-paint count never sees (frames are
// not candidates): the host document holds only the Full Screen button and the label, smaller than any readable
// banner line. There the banner's lines may be the largest paint of the host document, painted in its first frame.
const gamePages = new Set(['/space-breaker', '/paddle-war']);

const banner = (page: Page) => page.getByRole('region', { name: 'Ads and your choice' });

for (const route of pageTypes) {
  test(
    `${route} with the consent banner shifts nothing while it hydrates, its fonts arrive late, and after Accept the late ads`,
    { tag: '@phone' },
    async ({ page }) => {
      const { release } = await holdFonts(page);
      await page.goto(`${adsSite}${route}`, { waitUntil: 'domcontentloaded' });
      await expect(banner(page)).toBeVisible();
      await expect(page.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
      await nextFrames(page);
      await release();
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await nextFrames(page);
      if (!gamePages.has(route))
        expect(await largestPaintInBanner(page), 'the banner is not the largest paint').toBe(false);
      expect(await layoutShifts(page)).toEqual([]);

      const slots = await page.getByRole('complementary', { name: 'Advertisement' }).count();
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(banner(page)).toBeHidden();
      // Every slot gets its late network banner (pages without slots, such as the contact form, get none).
      await expect
        .poll(() => page.locator('aside[aria-label^="Advertisement"] iframe[title="Advertisement"]').count())
        .toBe(slots);
      await nextFrames(page);
      // A click is input: shifts right after it would be excused (hadRecentInput), so there must be none at all.
      expect(await layoutShifts(page)).toEqual([]);
    },
  );
}
