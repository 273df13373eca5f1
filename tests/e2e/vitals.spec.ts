import { execFileSync } from 'node:child_process';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;

function report(): string {
  return execFileSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/ops/vitals-report.ts', '--days', '2'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** The report's row for one page or game, as cells. */
function row(text: string, first: string): string[] | undefined {
  return text
    .split('\n')
    .map((line) => line.split(/\s{2,}/))
    .find((cells) => cells[0] === first);
}

async function ownClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

/** Makes the page hidden as a browser does when its tab goes to the background (headless pages never are). */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    // As the browser fires it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** A quiz no other test (nor the other project running at once) visits, so a page's count is this test's alone. */
const ownQuiz = (phone: string, desktop: string) => `/quiz/${test.info().project.name === 'phone' ? phone : desktop}`;

test('a real page load sends its web vitals by beacon when the page is hidden, stored and reported as p75 per page', async ({
  page,
}) => {
  await ownClientAddress(page);
  const quiz = ownQuiz('mortalkombat', 'streetfighter');
  const loadsBefore = Number(row(report(), quiz)?.[1] ?? 0);
  // What the page hands to sendBeacon (a Blob, whose bytes the request event does not expose), as it goes.
  await page.addInitScript(() => {
    const record = window as unknown as { __beacons: string[] };
    record.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => record.__beacons.push(text));
      return send(url, data);
    };
  });
  const sentBeacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  await page.goto(`${quiz}/0`);
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForLoadState('networkidle');
  // Nothing is sent while the page is in view: LCP, CLS and INP are final only when it is hidden.
  expect(await sentBeacons()).toEqual([]);
  await hide(page);
  await expect.poll(async () => (await sentBeacons()).length).toBe(1);
  const body = JSON.parse((await sentBeacons())[0] ?? '{}') as { page: string; metrics: { name: string }[] };
  // The page as loaded; the server counts question pages as their quiz (the report row below).
  expect(body.page).toBe(`${quiz}/0`);
  expect(body.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  expect(Object.keys(body).sort()).toEqual(['kind', 'metrics', 'page']);

  await expect.poll(() => Number(row(report(), quiz)?.[1] ?? 0)).toBe(loadsBefore + 1);
  const cells = row(report(), quiz) ?? [];
  expect(cells[4]).toMatch(/^≤ [\d.]+ (good|needs improvement|poor)$|^—$/);
  expect(cells[2]).toMatch(/^≤ \d+ ms (good|needs improvement|poor)$/);
  // No cookie for measurement: the only one is the visit counter's session flag.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['visit-counted']);
});

test('leaving a page sends its web vitals too (pagehide), counted once', async ({ page }) => {
  await ownClientAddress(page);
  const quiz = ownQuiz('residentevil4', 'fortnite');
  const loadsBefore = Number(row(report(), quiz)?.[1] ?? 0);
  await page.goto(`${quiz}/0`);
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForLoadState('networkidle');
  // The beacon leaves with the page, where Playwright no longer sees its requests: the stored count is the proof.
  await page.goto('/games');
  await expect.poll(() => Number(row(report(), quiz)?.[1] ?? 0)).toBe(loadsBefore + 1);
});

test('a game page counts its play funnel: a view, then a start when the game starts', async ({ page }) => {
  await ownClientAddress(page);
  const before = row(report(), 'paddle-war');
  const views = Number(before?.[1] ?? 0);
  const starts = Number((before?.[2] ?? '0').split(' ')[0]);
  await page.goto('/paddle-war');
  await expect.poll(() => Number(row(report(), 'paddle-war')?.[1] ?? 0)).toBe(views + 1);

  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('canvas')).toBeVisible();
  const gameFrame = page.frames().find((each: Frame) => each.url().includes('/pong/')) ?? null;
  expect(gameFrame).not.toBeNull();
  await page.getByTestId('game-frame').focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => gameFrame?.evaluate(() => (window as unknown as { __game: { scene: string } }).__game.scene))
    .toBe('playing');
  await expect.poll(() => Number((row(report(), 'paddle-war')?.[2] ?? '0').split(' ')[0])).toBe(starts + 1);
});

test('the privacy notice says what is stored, for how long, and how to have it deleted', async ({ page }) => {
  await page.goto('/privacy-notice');
  const main = page.getByRole('main');
  for (const text of [
    'when, and on which page, you signed up',
    'the words the form showed you',
    'Every mail from the list has a link to unsubscribe',
    'kept until you ask us to delete them',
    'counts per page (or game) and day, with no cookie, no address and no identifier',
    'as long as the site runs',
    'visit-counted',
    'anonymous totals per option',
    'ten minutes after a contact message, a visit or a score posted to a leaderboard',
    'we keep the three initials you type, the score, when you played and which build of the game you played',
    "The run's recorded inputs are replayed to check the score and then discarded",
    'cc_cookie',
    'six months',
    'We delete it within 30 days',
  ]) {
    await expect(main).toContainText(text);
  }
});
