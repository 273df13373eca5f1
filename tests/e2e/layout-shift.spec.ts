import PAGE_TYPES from '../fixtures/page-types.json';
import { SPLIT_AT_HEADER, startSplitHtmlProxy } from '../fixtures/split-html-proxy';
import { expect, holdFonts, layoutShifts, nextFrames, test, type LayoutShift } from './fixtures';

/** One page of each type, as `npm run bench:lighthouse` measures them, a game page for the games, and the 404. */
const pageTypes = [...PAGE_TYPES, '/space-breaker', '/no-such-page'];

for (const route of pageTypes) {
  test(`${route} does not shift while it hydrates and its fonts arrive late`, async ({ page }) => {
    const fonts = await holdFonts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    // Hydrated and done with its first fetch (the footer's visit count), all with fallback fonts.
    await expect(page.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
    await nextFrames(page);
    expect(fonts.held.length, 'the page asks for its web fonts').toBeGreaterThan(0);
    await fonts.release();
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await nextFrames(page);
    // The web font itself is in use now, not only its local fallbacks (app/globals.css).
    const loaded = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded' && !font.family.includes('Fallback')).length);
    expect(loaded, 'web fonts loaded after the release').toBeGreaterThan(0);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

/**
 * Where a slow link, or a parser that yields to paint, may pause a page's HTML inside its main content: just inside
 * each element's start tag (it, and all after it, not yet there) and just after it (it is there, its content is not).
 * The first `limit` of them.
 */
function cutsInMain(html: string, limit: number): number[] {
  const main = html.indexOf('<main');
  const end = html.indexOf('</main>');
  const cuts: number[] = [];
  for (const tag of html.slice(main + 1, end).matchAll(/<[a-z][^>]*>/g)) {
    const start = main + 1 + tag.index;
    cuts.push(Buffer.byteLength(html.slice(0, start)) + 2, Buffer.byteLength(html.slice(0, start + tag[0].length)));
  }
  return cuts.slice(0, limit);
}

/** Each page's cuts are shared among this many tests (every third cut each), so each ends well inside its timeout. */
const PARTS = 3;

// The pages whose main content most depends on what comes after it: rows of screenshots, cards, ad slots, and a game's
// label beside its right-aligned Full Screen toggle.
for (const route of ['/', '/games', '/quiz-list', '/blog-updates', '/space-breaker']) {
  for (let part = 0; part < PARTS; part++) {
    test(`${route} moves nothing it has painted while the rest of its HTML is still on its way (part ${part + 1} of ${PARTS})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const proxy = await startSplitHtmlProxy(String(baseURL), 250);
      try {
        const html = await (await page.request.get(route)).text();
        const cuts = cutsInMain(html, 120).filter((_, index) => index % PARTS === part);
        expect(cuts.length).toBeGreaterThan(0);
        const moved: { pausedAt: string; shifts: LayoutShift[] }[] = [];
        for (const cut of cuts) {
          await page.setExtraHTTPHeaders({ [SPLIT_AT_HEADER]: String(cut) });
          // All its HTML is in, and laid out two frames later: what arrives after (images, fonts, hydration) is the test above's.
          await page.goto(`${proxy.url}${route}`, { waitUntil: 'domcontentloaded' });
          await nextFrames(page);
          const shifts = await layoutShifts(page);
          if (shifts.length > 0)
            moved.push({
              pausedAt: Buffer.from(html)
                .subarray(cut - 2, cut + 60)
                .toString(),
              shifts,
            });
        }
        expect(moved).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
}
