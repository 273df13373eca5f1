import { test as base, expect, type Page, type Route } from '@playwright/test';

/** Every page test fails on a console error, an uncaught exception or a hydration warning, in the page or its frames. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const url = message.location().url;
        // An error status the test asked for (a 404 page, a refused form post) is the browser reporting it, not a fault.
        const expectedStatus =
          text.startsWith('Failed to load resource') &&
          (url === page.url() || new URL(url).pathname.startsWith('/api/'));
        if ((message.type() === 'error' && !expectedStatus) || /hydrat/i.test(text))
          problems.push(`${message.type()}: ${text} (${url})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors and hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Lets a hydrated page run what it starts when idle (Next's link prefetching, lazy loads) for a second. Network idle
 * is no such point here: in the full suite the beacons and ads of other tests keep it from coming for over a minute.
 */
export async function afterIdle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await page.waitForTimeout(1_000);
}

/**
 * Holds every web-font request until `release` is called, so the page first renders (hydrates, fetches, shows its
 * banner) with fallback fonts; `held` are the requests waiting.
 */
export async function holdFonts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.woff2?(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** A layout shift as the browser recorded it, with the elements that moved. */
export interface LayoutShift {
  value: number;
  /** Within 500 ms of the visitor's input, which Cumulative Layout Shift excuses. */
  hadRecentInput: boolean;
  sources: string[];
}

/** Every layout shift the page has recorded since navigation (the browser keeps them from the start), with what moved. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: { node?: Node | null }[];
              };
              return {
                value: shift.value,
                hadRecentInput: shift.hadRecentInput,
                sources: (shift.sources ?? []).map((source) =>
                  source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
                ),
              };
            }),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // An observer with no buffered entry never calls back: after two frames there is nothing to report.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );
}

/** Whether the page's largest paint so far (the browser keeps its candidates from the start) is inside the consent banner. */
export function largestPaintInBanner(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          resolve(Boolean(last?.element?.closest('[data-consent-banner]')));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // As in layoutShifts: no buffered entry means no callback, and no largest paint means none in the banner.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(false)));
      }),
  );
}

/** Resolves once the page has drawn two more frames: whatever changed before is laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

export { expect };
