import type { Page, Request } from '@playwright/test';
import { expect, largestPaintInBanner, layoutShifts, test } from './fixtures';

// The site built with the fake ad library of tests/fixtures/fake-ad-library.mjs (tests/servers/site-with-ads.mjs, started
// by playwright.config.ts): its banners are frames from the library's origin, arriving 1.5 s after runBanner.
const adsSite = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 50}`;
const isAdLibrary = (request: Request) => request.url().endsWith('/aclib.js');

/** Counts the page's requests for the ad library from now on. */
function countAdRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isAdLibrary(request)) count += 1;
  });
  return () => count;
}

/** Records, before any page script, the consent state at the moment the banner is parsed. */
async function watchBanner(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-consent-banner]')) return;
      (window as unknown as { __bannerParsedAs?: string }).__bannerParsedAs =
        document.documentElement.dataset.adConsent ?? 'missing';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The page's layout shifts but those right after the visitor's input, which Cumulative Layout Shift excuses. */
const unexcusedShifts = async (page: Page) => (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);

/** How many network banners the fake library has put into the page's ad slots. */
const networkBanners = (page: Page) =>
  page.locator('aside[aria-label^="Advertisement"] iframe[title="Advertisement"]').count();

const banner = (page: Page) => page.getByRole('region', { name: 'Ads and your choice' });
const houseAds = (page: Page) =>
  page.getByRole('complementary', { name: 'Advertisement' }).getByText('From the studio');

test.describe('ad consent with an ad library configured', () => {
  test('loads no ad script before the choice, one after Accept, and remembers it across pages and reloads', async ({
    page,
  }) => {
    await watchBanner(page);
    const adRequests = countAdRequests(page);
    await page.goto(`${adsSite}/`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy-notice');
    await expect(houseAds(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(adRequests()).toBe(0);

    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.width).toBe(rejectBox?.width);
    expect(acceptBox?.height).toBe(rejectBox?.height);

    await accept.click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => networkBanners(page)).toBeGreaterThan(0);
    expect(adRequests()).toBe(1);
    expect(await unexcusedShifts(page)).toEqual([]);

    for (const path of ['/games', '/about']) {
      await page.goto(`${adsSite}${path}`);
      expect(await page.evaluate(() => (window as unknown as { __bannerParsedAs?: string }).__bannerParsedAs)).toBe(
        'accepted',
      );
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => networkBanners(page)).toBeGreaterThan(0);
    }
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __bannerParsedAs?: string }).__bannerParsedAs)).toBe(
      'accepted',
    );
    await expect(banner(page)).toBeHidden();

    const cookie = (await page.context().cookies()).find((each) => each.name === 'cc_cookie');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182);
  });

  test('after Reject loads no ad script and keeps the house ads, on every page; the footer brings the choice back', async ({
    page,
  }) => {
    await watchBanner(page);
    const adRequests = countAdRequests(page);
    await page.goto(`${adsSite}/games`);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(houseAds(page).first()).toBeVisible();

    await page.goto(`${adsSite}/about`);
    expect(await page.evaluate(() => (window as unknown as { __bannerParsedAs?: string }).__bannerParsedAs)).toBe(
      'rejected',
    );
    await expect(houseAds(page).first()).toBeVisible();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(adRequests()).toBe(0);

    await page.getByRole('button', { name: 'Ad choices' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(adRequests).toBe(1);
  });

  test('the banner is not the largest paint and shifts nothing', { tag: '@phone' }, async ({ page }) => {
    await watchBanner(page);
    for (const path of ['/', '/privacy-notice', '/quiz-list']) {
      await page.goto(`${adsSite}${path}`);
      await expect(banner(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await largestPaintInBanner(page)).toBe(false);
      expect(await unexcusedShifts(page)).toEqual([]);
    }
  });
});

test('without an ad library there is no banner, no consent script and no ad-choices link', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ad choices' })).toHaveCount(0);
  expect(scripts.filter((url) => url.endsWith('/aclib.js') || url.includes('cookieconsent'))).toEqual([]);
  // Nor the inline gate that reads the consent cookie.
  expect(await page.locator('html').getAttribute('data-ad-consent')).toBeNull();
  expect(await page.content()).not.toContain('cc_cookie');
});
