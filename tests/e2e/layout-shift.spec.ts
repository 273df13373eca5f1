import PAGE_TYPES from '../fixtures/page-types.json';
import { SPLIT_AT_HEADER, startSplitHtmlProxy } from '../fixtures/split-html-proxy';
import { expect, holdFonts, layoutShifts, nextFrames, test } from './fixtures';

/** One page of each type, as `npm run bench:lighthouse` measures them, a game page for the games, and the 404. */
const pageTypes = [...PAGE_TYPES, '/space-breaker', '/no-such-page'];

for (const route of pageTypes) {
  test(`${route} does not shift while it hydrates and its fonts arrive late`, { tag: '@phone' }, async ({ page }) => {
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
    const loaded = await page.evaluate(
      () => [...document.fonts].filter((font) => font.status === 'loaded' && !font.family.includes('Fallback')).length,
    );
    expect(loaded, 'web fonts loaded after the release').toBeGreaterThan(0);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

/**
 * Where a slow link, or a parser that yields to paint, may pause a page's HTML inside its main content: just inside
 * each element's start tag (it, and all after it, not yet there) and just after it (it is there, its content is not).
 * The first `limit` of them: the top of the page, which a visitor watches arrive.
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

/** How long the HTML stops at each cut: long enough for the browser to lay out and paint what it has. */
const PAUSE_MS = 50;

// The pages whose main content most depends on what comes after it: rows of screenshots, cards, ad slots, and a game's
// label beside its right-aligned Full Screen toggle. One load a page stops at every cut in turn: a box painted at one
// stop that the rest of the HTML moves is moved at some later stop, and the browser records that shift.
for (const route of ['/', '/games', '/quiz-list', '/blog-updates', '/space-breaker']) {
  test(
    `${route} moves nothing it has painted while the rest of its HTML is still on its way`,
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      const proxy = await startSplitHtmlProxy(String(baseURL), PAUSE_MS);
      try {
        const cuts = cutsInMain(await (await page.request.get(route)).text(), 120);
        expect(cuts.length).toBeGreaterThan(0);
        test.setTimeout(60_000 + cuts.length * PAUSE_MS * 2);
        await page.setExtraHTTPHeaders({ [SPLIT_AT_HEADER]: cuts.join(',') });
        // All its HTML is in, and laid out two frames later: what arrives after (images, fonts, hydration) is the test above's.
        await page.goto(`${proxy.url}${route}`, {
          waitUntil: 'domcontentloaded',
          timeout: 30_000 + cuts.length * PAUSE_MS * 2,
        });
        await nextFrames(page);
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await proxy.close();
      }
    },
  );
}
