import type { Frame } from '@playwright/test';
import { LESSON_TIME } from '../../games/space-breaker/sim';
import { expect, test } from './fixtures';
import { debug, snapshot, startByTap } from './game-frame';

const PATH = '/space-breaker';
const FRAME = '/asteroids/index.html';
/** A new wave's rocks leave a still ship alone this long (games/space-breaker/rocks.ts SAFE_START). */
const IDLE_SAFE_SECONDS = 8;
const LESSON = 'Shoot the rocks: big ones split in two';

/** Every text the game draws from now on, each frame's, gathered inside the frame (a poll from the test could miss one). */
async function watchTexts(frame: Frame): Promise<() => Promise<string[]>> {
  await frame.evaluate(() => {
    const view = window as unknown as { __game: { texts: { text: string }[] }; __seen: Set<string> };
    view.__seen = new Set();
    const look = () => {
      for (const { text } of view.__game.texts) view.__seen.add(text);
      requestAnimationFrame(look);
    };
    look();
  });
  return () => frame.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
}

test.describe('Space Breaker', () => {
  test(
    `an idle player is not hit in the first ${IDLE_SAFE_SECONDS} s; upright the ship starts in an upright world, nose up`,
    { tag: '@phone' },
    async ({ page }, info) => {
      const frame = await startByTap(page, PATH, FRAME, info.project.use.hasTouch === true);
      const start = await snapshot(frame);
      expect(start.debug.angle).toBe(-1.57);
      expect(start.debug.world).toBe(start.layout === 'portrait' ? '408x690' : '728x372');
      expect([start.debug.x, start.debug.y]).toEqual(start.layout === 'portrait' ? [204, 345] : [364, 186]);

      await expect
        .poll(async () => Number(await debug(frame, 'time')), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(IDLE_SAFE_SECONDS);
      const later = await snapshot(frame);
      // Where everything was, should it ever be hit: the layout, the world, the ship and the time.
      expect(later.lives, JSON.stringify(later)).toBe(3);
      expect(later.debug.alive).toBe(true);
    },
  );

  for (const returning of [false, true])
    test(`${returning ? 'a player who has cleared the first wave before starts without its lesson' : 'a first run starts with the lesson'}`, async ({
      page,
    }) => {
      if (returning) await page.addInitScript(() => localStorage.setItem('games.space-breaker.lesson-learnt', '1'));
      const frame = await startByTap(page, PATH, FRAME, false);
      const seen = await watchTexts(frame);
      await expect
        .poll(async () => Number(await debug(frame, 'time')), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(LESSON_TIME);
      const texts = await seen();
      // The HUD band names the wave either way.
      expect(texts).toContain('WAVE 1 · FIRST CONTACT');
      expect(texts.includes(LESSON)).toBe(!returning);
    });
});
