import { expect, test } from './fixtures';
import { RESTART_DELAY_MS } from '../../games/kit/screens';
import { scene, snapshot, startByTap, tapFrame } from './game-frame';

const PATH = '/endless-space-pilot';
const FRAME = '/space-survival/index.html';
/** The warm-up keeps every rock off an idle ship this long (games/endless-space-pilot/sim.ts IDLE_SAFE). */
const IDLE_SAFE = 7;

test.describe('Endless Space Pilot', () => {
  test(
    `an idle ship is not hit in the first ${IDLE_SAFE} s, and rocks do come`,
    { tag: '@phone' },
    async ({ page }, info) => {
      const frame = await startByTap(page, PATH, FRAME, info.project.use.hasTouch === true);
      const start = await snapshot(frame);
      // Every look until IDLE_SAFE s of game time (not wall time: a slow machine may run the 60 Hz steps late).
      const hits: number[] = [];
      let looks = 0;
      let g = start;
      for (; Number(g.debug.time) < IDLE_SAFE; g = await snapshot(frame)) {
        looks += 1;
        expect(g.scene).toBe('playing');
        if (g.debug.crashed || !g.debug.shield) hits.push(Number(g.debug.time));
        await page.waitForTimeout(50);
      }
      expect(looks).toBeGreaterThan(3);
      expect(hits).toEqual([]);
      expect(g.debug.x).toBe(start.debug.x);
      expect(g.debug.y).toBe(start.debug.y);
      // Rocks did come: the field has scrolled past several warm-up rocks.
      expect(Number(g.debug.distance)).toBeGreaterThan(1500);
    },
  );

  test(
    'a tap in the first moment of the game over keeps its screen; a tap after it plays again',
    { tag: '@phone' },
    async ({ page }, info) => {
      test.setTimeout(120_000);
      const touch = info.project.use.hasTouch === true;
      const frame = await startByTap(page, PATH, FRAME, touch);
      // Times, on the frame's own clock, of the game over (seen every frame) and of each press that reaches the game.
      await frame.evaluate(() => {
        const view = window as unknown as { __game: { scene: string }; __overAt: number; __pressAt: number[] };
        view.__pressAt = [];
        addEventListener('pointerdown', () => view.__pressAt.push(performance.now()), { capture: true });
        const look = () => {
          if (view.__game.scene === 'gameover' && view.__overAt === undefined) view.__overAt = performance.now();
          requestAnimationFrame(look);
        };
        look();
      });
      // Left alone, the ship is hit until its shield is gone. Looked for often, so the tap comes well inside the wait.
      await expect.poll(() => scene(frame), { timeout: 90_000, intervals: [50] }).toBe('gameover');
      await tapFrame(page, touch);
      const times = () =>
        frame.evaluate(() => {
          const view = window as unknown as { __overAt: number; __pressAt: number[] };
          return { overAt: view.__overAt, pressAt: view.__pressAt, now: performance.now() };
        });
      const early = await times();
      expect(early.pressAt.at(-1)! - early.overAt).toBeLessThan(RESTART_DELAY_MS);
      await page.waitForTimeout(300);
      expect(await scene(frame)).toBe('gameover');

      const { overAt, now } = await times();
      await page.waitForTimeout(Math.max(0, overAt + RESTART_DELAY_MS + 100 - now));
      await tapFrame(page, touch);
      await expect.poll(() => scene(frame)).toBe('playing');
    },
  );
});
