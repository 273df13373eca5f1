import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { dailySeed, encodeLog, utcDay } from '../../games/kit/replay';
import { expect, test } from './fixtures';
import { gameFrame, scene, snapshot, tapFrame } from './game-frame';
import { gameRoute } from './routes';

// NEON HORIZON ends on its own: the first wall comes after about 5 s, and a run with no input crashes into it.
const GAME = 'neon-horizon';
const { path: PATH, frame: FRAME } = gameRoute(GAME);
const versions = JSON.parse(readFileSync(join(process.cwd(), '.games-replay', 'versions.json'), 'utf8')) as Record<
  string,
  string
>;

/** Initials of this test's own (each project its own, so the two never meet on one board). */
const initialsFor = (project: string): string => (project === 'phone' ? 'QPH' : 'QDT');

async function playToTheEnd(page: Page, frame: Frame, hasTouch: boolean) {
  await tapFrame(page, hasTouch);
  await expect.poll(() => scene(frame)).toBe('playing');
  await expect.poll(() => scene(frame), { timeout: 30_000 }).toBe('gameover');
}

test.describe('Leaderboards', () => {
  test(
    'a played run is posted under initials, verified by the server, and shows on the game-over panel and the page',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const hasTouch = testInfo.project.name === 'phone';
      const initials = initialsFor(testInfo.project.name);
      await page.goto(PATH);
      const frame = await gameFrame(page, FRAME);
      await playToTheEnd(page, frame, hasTouch);
      const { score } = await snapshot(frame);

      await frame.getByRole('button', { name: 'Post your score to the leaderboard' }).click();
      const panel = frame.getByRole('dialog', { name: 'Post your score' });
      await expect(panel).toBeVisible();
      await panel.getByLabel('Your initials').fill(initials.toLowerCase());
      await expect(panel.getByLabel('Your initials')).toHaveValue(initials);
      await panel.getByRole('button', { name: 'Post score' }).click();
      await expect(panel.getByRole('status')).toHaveText(/^Verified: #\d+ today · #\d+ this week · #\d+ of all time$/);
      const mine = panel.locator('li.you');
      await expect(mine.first()).toContainText(initials);
      await expect(mine.first()).toContainText(score.toLocaleString('en-US'));

      // The page's board hears of the new entry from the frame and shows it.
      await expect(
        page.getByRole('region', { name: 'Leaderboard' }).getByRole('list', { name: /^Today: top 10/ }),
      ).toContainText(initials);

      // Closed, the panel gives the game back its keys: Enter plays again (once the game-over screen takes input).
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      if (!hasTouch) await expect.poll(async () => (await page.keyboard.press('Enter'), scene(frame))).toBe('playing');
    },
  );

  test('refuses a well-formed run that claims a score its replay does not give, and stores nothing', async ({
    page,
  }) => {
    await page.goto(PATH);
    const before = await (await page.request.get(`/api/scores?game=${GAME}`)).json();
    // A run that claims a score it never played: one second of no input, which ends nowhere near 99,999 points.
    const forged = {
      game: GAME,
      version: versions[GAME],
      seed: 1,
      choices: {},
      log: encodeLog(Array(60).fill([0])),
      score: 99_999,
      initials: 'FGD',
      daily: false,
    };
    // A post from the page's origin, as the game's own, from an address of its own (the limit counts per client).
    const headers = {
      origin: new URL(page.url()).origin,
      'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.1`,
    };
    const response = await page.request.post('/api/scores', { headers, data: forged });
    expect(response.status()).toBe(422);
    expect((await response.json()).ok).toBe(false);
    const wrongBuild = await page.request.post('/api/scores', {
      headers,
      data: { ...forged, version: 'an-old-build' },
    });
    expect(wrongBuild.status()).toBe(409);
    const after = await (await page.request.get(`/api/scores?game=${GAME}`)).json();
    expect(JSON.stringify(after.boards)).not.toContain('FGD');
    expect(after.boards).toEqual(before.boards);
  });

  test(
    "today's run gives two players the same seed, and free play does not",
    { tag: '@phone' },
    async ({ browser }, testInfo) => {
      const hasTouch = testInfo.project.name === 'phone';
      const seeds: number[] = [];
      for (let player = 0; player < 2; player += 1) {
        const context = await browser.newContext({ ...testInfo.project.use });
        const page = await context.newPage();
        await page.goto(PATH);
        const frame = await gameFrame(page, FRAME);
        // The title menu: NEON HORIZON's "Lesson" row, then the kit's "Run"; on it, the right arrow picks today's run.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await expect.poll(() => scene(frame)).toBe('playing');
        seeds.push((await snapshot(frame)).seed);
        if (player === 1) {
          // Back to free play: a seed of its own.
          await page.keyboard.press('Escape');
          await page.keyboard.press('KeyQ');
          await expect.poll(() => scene(frame)).toBe('title');
          await page.keyboard.press('ArrowLeft');
          await (hasTouch ? tapFrame(page, true) : page.keyboard.press('Enter'));
          await expect.poll(() => scene(frame)).toBe('playing');
          expect((await snapshot(frame)).seed).not.toBe(seeds[1]);
        }
        await context.close();
      }
      expect(seeds[0]).toBe(dailySeed(GAME, utcDay(new Date())));
      expect(seeds[1]).toBe(seeds[0]);
    },
  );
});
