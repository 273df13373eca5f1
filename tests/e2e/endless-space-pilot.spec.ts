import { expect, test } from './fixtures';
import { gameFrame, scene, snapshot, tapFrame } from './game-frame';

const PATH = '/endless-space-pilot';
const FRAME = '/space-survival/index.html';
/** The warm-up keeps every rock off an idle ship this long (games/endless-space-pilot/sim.ts IDLE_SAFE). */
const IDLE_SAFE = 7;

test.describe('Endless Space Pilot', () => {
  test(
    `an idle ship is not hit in the first ${IDLE_SAFE} s, and rocks do come`,
    { tag: '@phone' },
    async ({ page }, info) => {
      await page.goto(PATH);
      const frame = await gameFrame(page, FRAME);
      await tapFrame(page, info.project.use.hasTouch === true);
      await expect.poll(() => scene(frame)).toBe('playing');
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
});
