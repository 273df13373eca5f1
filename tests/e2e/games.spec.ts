import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Snapshot {
  scene: 'title' | 'playing' | 'paused' | 'gameover';
  score: number;
  lives: number | null;
  best: number;
  debug: Record<string, number | boolean | string>;
}

/** The three games written for the site: page, frame, a key that moves the player and the debug field it changes. */
const games = [
  { name: 'Paddle War', path: '/paddle-war', frame: '/pong/index.html', moveKey: 'KeyW', moved: 'leftY', gameOverQuery: '' },
  { name: 'Space Breaker', path: '/space-breaker', frame: '/asteroids/index.html', moveKey: 'ArrowLeft', moved: 'angle', gameOverQuery: '?lives=1' },
  { name: 'Endless Space Pilot', path: '/endless-space-pilot', frame: '/space-survival/index.html', moveKey: 'ArrowUp', moved: 'y', gameOverQuery: '' },
] as const;

async function gameFrame(page: Page, framePath: string): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', framePath);
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(framePath))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes(framePath));
  if (!frame) throw new Error(`no frame ${framePath}`);
  await frame.waitForFunction(() => 'performance' in window && performance.getEntriesByName('first-frame').length > 0);
  return frame;
}

const snapshot = (frame: Frame) => frame.evaluate(() => (window as unknown as { __game: Snapshot }).__game);
const scene = async (frame: Frame) => (await snapshot(frame)).scene;

/** How many distinct colours a grid of canvas pixels has: a blank canvas has one. */
function canvasColours(frame: Frame) {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let offset = 0; offset < data.length; offset += 4 * 97) colours.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]}`);
    return colours.size;
  });
}

async function startPlaying(page: Page, frame: Frame) {
  await page.getByTestId('game-frame').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scene(frame)).toBe('playing');
}

for (const game of games) {
  test.describe(game.name, () => {
    test('draws a first frame, starts on a key, answers input and pauses when the frame loses focus', async ({ page }) => {
      await page.goto(game.path);
      const frame = await gameFrame(page, game.frame);
      expect(await canvasColours(frame)).toBeGreaterThan(4);
      expect(await scene(frame)).toBe('title');
      await expect(page.getByTestId('game-frame')).toBeFocused();

      await startPlaying(page, frame);
      const before = (await snapshot(frame)).debug[game.moved];
      await page.keyboard.down(game.moveKey);
      await expect.poll(async () => (await snapshot(frame)).debug[game.moved]).not.toBe(before);
      await page.keyboard.up(game.moveKey);

      await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
      await expect.poll(() => scene(frame)).toBe('paused');
      await page.getByTestId('game-frame').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => scene(frame)).toBe('playing');
    });

    test('reaches game over and keeps the best score after a reload', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(game.path);
      let frame = await gameFrame(page, game.frame);
      if (game.gameOverQuery) {
        await frame.goto(`${game.frame}${game.gameOverQuery}`);
        frame = await gameFrame(page, game.frame);
      }
      await startPlaying(page, frame);
      await expect.poll(() => scene(frame), { timeout: 90_000, intervals: [500] }).toBe('gameover');
      const over = await snapshot(frame);
      expect(over.best).toBeGreaterThanOrEqual(over.score);
      if (game.path === '/endless-space-pilot') expect(over.best).toBeGreaterThan(0);

      await page.reload();
      frame = await gameFrame(page, game.frame);
      expect((await snapshot(frame)).best).toBe(over.best);
      expect(await scene(frame)).toBe('title');
    });

    test('fills the screen around the frame and redraws at the new size', async ({ page }) => {
      await page.goto(game.path);
      const frame = await gameFrame(page, game.frame);
      const widthBefore = await frame.evaluate(() => document.querySelector('canvas')?.width ?? 0);
      await page.getByRole('button', { name: 'Full Screen' }).click();
      await expect(page.getByRole('button', { name: 'Exit Full Screen' })).toBeVisible();
      expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('iframe')) ?? false)).toBe(true);
      const { screen, frameBox } = await page.evaluate(() => ({
        screen: document.fullscreenElement?.getBoundingClientRect().toJSON(),
        frameBox: document.querySelector('iframe')?.getBoundingClientRect().toJSON(),
      }));
      const viewport = page.viewportSize();
      expect(screen).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
      expect(frameBox.width).toBeGreaterThan((viewport?.width ?? 0) - 20);
      expect(frameBox.height).toBeGreaterThan((viewport?.height ?? 0) - 80);
      await expect.poll(() => frame.evaluate(() => document.querySelector('canvas')?.width ?? 0)).not.toBe(widthBefore);
      await expect(page.getByTestId('game-frame')).toBeFocused();
      expect(await canvasColours(frame)).toBeGreaterThan(4);

      await page.getByRole('button', { name: 'Exit Full Screen' }).click();
      await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
      await expect.poll(() => frame.evaluate(() => document.querySelector('canvas')?.width ?? 0)).toBe(widthBefore);
    });
  });
}
