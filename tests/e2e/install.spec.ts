import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { getAllGames } from '../../lib/games/games';
import { expect, test } from './fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The manifest the page links, fetched and parsed, with where it is. */
async function linkedManifest(
  page: Page,
): Promise<{ href: string; manifest: Record<string, unknown> & { icons: ManifestIcon[] } }> {
  const links = page.locator('link[rel="manifest"]');
  await expect(links).toHaveCount(1);
  const href = (await links.getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  return { href, manifest: await response.json() };
}

/** Each icon the manifest names loads, as the type and at the size it declares. */
async function expectIconsAsDeclared(request: APIRequestContext, icons: ManifestIcon[]) {
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
    const meta = await sharp(await response.body()).metadata();
    expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
  }
  const declared = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
}

/**
 * What Chromium itself says stops the page from being installed (the check Lighthouse's installability audit ran),
 * and its manifest parser's complaints. A context of Playwright's is a private window, which Chromium never installs
 * from: `in-incognito` is left out, every other reason counts.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { errors } = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return [
    ...installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ...errors.map((error) => error.message),
  ];
}

test.describe('installable', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'the installability check is Chromium’s');

  test('the site has a valid manifest whose icons are what they say, and Chromium can install it', async ({ page }) => {
    await page.goto('/');
    const { manifest } = await linkedManifest(page);
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b0f1a',
      background_color: '#0b0f1a',
    });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    await expectIconsAsDeclared(page.request, manifest.icons);
    expect(await installabilityErrors(page)).toEqual([]);
    // The check is live: a page without a manifest (a game's bare frame page) is not installable.
    await page.goto(getAllGames()[0]?.framePath ?? '/');
    expect(await installabilityErrors(page)).toContain('no-manifest');
  });

  test('favicon.ico and the touch icon answer as the page links them', async ({ page }) => {
    await page.goto('/about');
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    expect((await favicon.body()).readUInt16LE(2)).toBe(1);
    await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    expect(
      (
        await page.request.get(
          (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')) ?? '',
        )
      ).status(),
    ).toBe(200);
    const touch = page.locator('link[rel="apple-touch-icon"]');
    await expect(touch).toHaveCount(1);
    const meta = await sharp(
      await (await page.request.get((await touch.getAttribute('href')) ?? '')).body(),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180]);
  });

  for (const game of getAllGames()) {
    test(
      `${game.name} installs from its play page as an app that opens the bare game full screen`,
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(game.playPath);
        const { manifest } = await linkedManifest(page);
        expect(manifest).toMatchObject({ start_url: game.framePath, display: 'fullscreen', short_name: game.name });
        await expectIconsAsDeclared(page.request, manifest.icons);
        expect(await installabilityErrors(page)).toEqual([]);
        const touch = page.locator('link[rel="apple-touch-icon"]');
        await expect(touch).toHaveCount(1);
        expect(await touch.getAttribute('href')).toContain(game.id);
        await page.goto(String(manifest.start_url));
        await expect(page.locator('canvas')).toBeVisible();
        const canvas = await page.locator('canvas').boundingBox();
        const viewport = page.viewportSize();
        expect(
          Math.max((canvas?.width ?? 0) / (viewport?.width ?? 1), (canvas?.height ?? 0) / (viewport?.height ?? 1)),
        ).toBeGreaterThan(0.95);
      },
    );
  }
});
