import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  canvasColours,
  debug,
  drag,
  fieldShare,
  gameFrame,
  scene,
  snapshot,
  startByTap,
  watchPeak,
} from './game-frame';
import { gameRoute } from './routes';

const { path: PATH, frame: FRAME } = gameRoute('neon-horizon');

/**
 * A fresh run (pause, Q to the title, Enter): the first wall comes after about 5 s of free track, so each check gets a run
 * of its own and never races the crash on a slow machine.
 */
async function freshRun(page: Page, frame: Frame) {
  if ((await scene(frame)) === 'playing') {
    await page.keyboard.press('KeyP');
    await expect.poll(() => scene(frame)).toBe('paused');
  }
  if ((await scene(frame)) === 'paused') await page.keyboard.press('KeyQ');
  await expect.poll(() => scene(frame)).toBe('title');
  await page.keyboard.press('Enter');
  await expect.poll(() => scene(frame)).toBe('playing');
  expect(Number(await debug(frame, 'distance'))).toBeLessThan(40);
}

test.describe('NEON HORIZON', () => {
  test('draws a first frame filling the frame, starts on a key, steers by key and swipe, pauses when the frame loses focus', async ({
    page,
  }) => {
    await page.goto(PATH);
    const frame = await gameFrame(page, FRAME);
    expect(await canvasColours(frame)).toBeGreaterThan(8);
    expect(await scene(frame)).toBe('title');
    expect(await fieldShare(frame)).toBeGreaterThanOrEqual(0.7);
    await expect(page.getByTestId('game-frame')).toBeFocused();

    await freshRun(page, frame);
    // The car is in the air for about 0.7 s: the frame itself watches for it.
    const highest = await watchPeak(frame, 'y');
    await page.keyboard.press('ArrowUp');
    await expect.poll(highest).toBeGreaterThan(0);

    await freshRun(page, frame);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => debug(frame, 'lane')).toBe(-1);
    await drag(page, 90, 0);
    await expect.poll(() => debug(frame, 'lane')).toBe(0);

    await freshRun(page, frame);
    await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
    await expect.poll(() => scene(frame)).toBe('paused');
    const distance = await debug(frame, 'distance');
    await page.getByTestId('game-frame').focus();
    expect(await debug(frame, 'distance')).toBe(distance);
    await page.keyboard.press('Enter');
    await expect.poll(() => scene(frame)).toBe('playing');
  });

  test(
    'an idle player is not hit in the first 6 s: a cue to change lane shows before the first wall, which then stops it',
    { tag: '@phone' },
    async ({ page }, info) => {
      test.setTimeout(60_000);
      const frame = await startByTap(page, PATH, FRAME, info.project.use.hasTouch === true);
      await expect.poll(() => debug(frame, 'cue'), { timeout: 20_000, intervals: [100] }).toBe('lane');
      expect(await debug(frame, 'crashed')).toBe(false);
      await expect.poll(() => debug(frame, 'crashed'), { timeout: 20_000 }).toBe(true);
      // The sim's clock stops at the crash: the idle car met the first wall, and not before 6 s.
      expect(Number(await debug(frame, 'time'))).toBeGreaterThanOrEqual(6);
    },
  );

  test(
    'starts on a tap and reaches game over; the best score it set survives a reload',
    { tag: '@phone' },
    async ({ page }, info) => {
      test.setTimeout(90_000);
      let frame = await startByTap(page, PATH, FRAME, info.project.use.hasTouch === true);
      await expect.poll(() => scene(frame), { timeout: 60_000, intervals: [500] }).toBe('gameover');
      const over = await snapshot(frame);
      expect(over.score).toBeGreaterThan(0);
      expect(over.best).toBe(over.score);
      expect(over.debug.crashed).toBe(true);

      await page.reload();
      frame = await gameFrame(page, FRAME);
      expect((await snapshot(frame)).best).toBe(over.best);
      expect(await scene(frame)).toBe('title');
    },
  );
});
