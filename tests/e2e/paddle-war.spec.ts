import { expect, test } from './fixtures';
import { gameFrame, scene, snapshot, startByTap } from './game-frame';

const PATH = '/paddle-war';
const FRAME = '/pong/index.html';
/** Against the computer an idle player cannot lose a point in the warm-up (games/paddle-war/numbers.ts WARM_UP). */
const WARM_UP = 8;

test.describe('Paddle War', () => {
  test(
    `an idle player loses no point in the ${WARM_UP} s warm-up of a match`,
    { tag: '@phone' },
    async ({ page }, info) => {
      const frame = await startByTap(page, PATH, FRAME, info.project.use.hasTouch === true);
      // Every look until WARM_UP s of game time (not wall time: a slow machine may run the 60 Hz steps late).
      const looks: { time: number; lost: number }[] = [];
      for (let g = await snapshot(frame); Number(g.debug.time) < WARM_UP; g = await snapshot(frame)) {
        looks.push({ time: Number(g.debug.time), lost: Number(g.debug.scoreRight) });
        expect(g.scene).toBe('playing');
        await page.waitForTimeout(50);
      }
      expect(looks.length).toBeGreaterThan(3);
      expect(looks.filter((look) => look.lost > 0)).toEqual([]);
    },
  );

  test('a pause made with the mouse is resumed with the mouse: by Resume beside the button, or a click on the court', async ({
    page,
  }) => {
    await page.goto(PATH);
    const frame = await gameFrame(page, FRAME);
    const canvas = frame.locator('canvas');
    await page.getByTestId('game-frame').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scene(frame)).toBe('playing');
    await frame.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => scene(frame)).toBe('paused');
    await frame.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => scene(frame)).toBe('playing');
    await frame.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => scene(frame)).toBe('paused');
    await canvas.click();
    await expect.poll(() => scene(frame)).toBe('playing');
    // Paused by leaving the frame: a click on the page outside it.
    await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
    await expect.poll(() => scene(frame)).toBe('paused');
    await page.mouse.wheel(0, -2000);
    await canvas.click();
    await expect.poll(() => scene(frame)).toBe('playing');
  });
});
