import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FRAME = '/desktop-game/FV_web_desktop.html';

interface Snapshot {
  scene: 'title' | 'intro' | 'playing' | 'paused' | 'complete' | 'ending';
  best: number;
  score: number;
  records: (number | null)[];
  field: { x: number; y: number; width: number; height: number };
  play: { x: number; y: number; w: number; h: number };
  debug: { level: number; x: number; y: number; dead: boolean; deaths: number; checkpointX: number; done: boolean };
}

async function gameFrame(page: Page, query = ''): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', FRAME);
  await expect.poll(() => page.frames().some((f) => f.url().includes(FRAME))).toBe(true);
  let frame = page.frames().find((f) => f.url().includes(FRAME)) as Frame;
  if (query) {
    await frame.goto(`${FRAME}${query}`);
    frame = page.frames().find((f) => f.url().includes(FRAME)) as Frame;
  }
  await frame.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
  return frame;
}

const snap = (frame: Frame) => frame.evaluate(() => (window as unknown as { __game: Snapshot }).__game);

/** Distinct colours on a grid of canvas pixels: a blank canvas has one. */
const colours = (frame: Frame) =>
  frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 89) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return seen.size;
  });

/** Starts level 1 from the title: Enter on a desktop, a tap on the PLAY button on a phone; then past the intro card. */
async function start(page: Page, frame: Frame, isMobile: boolean) {
  if (isMobile) {
    const { play } = await snap(frame);
    await frame.locator('canvas').tap({ position: { x: play.x + play.w / 2, y: play.y + play.h / 2 } });
    await expect.poll(async () => (await snap(frame)).scene).toBe('intro');
    await frame.locator('canvas').tap({ position: { x: 20, y: 200 } });
  } else {
    await page.getByTestId('game-frame').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await snap(frame)).scene).toBe('intro');
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await snap(frame)).scene).toBe('playing');
}

/** Holds an action: a key on a desktop, the on-screen button on a phone. */
async function hold(page: Page, frame: Frame, isMobile: boolean, action: 'left' | 'right', down: boolean) {
  if (!isMobile)
    return down ? page.keyboard.down(action === 'left' ? 'ArrowLeft' : 'ArrowRight') : page.keyboard.up(action === 'left' ? 'ArrowLeft' : 'ArrowRight');
  await frame
    .getByRole('button', { name: action, exact: true })
    .dispatchEvent(down ? 'pointerdown' : 'pointerup', { pointerId: 7, pointerType: 'touch', isPrimary: true });
}

test('draws a first frame, starts, moves the hero, pauses on blur and fills the frame', async ({ page, isMobile }) => {
  await page.goto('/desktop-game');
  const frame = await gameFrame(page);
  expect(await colours(frame)).toBeGreaterThan(8);
  expect((await snap(frame)).scene).toBe('title');
  await start(page, frame, isMobile);
  const before = (await snap(frame)).debug.x;
  await hold(page, frame, isMobile, 'right', true);
  await expect.poll(async () => (await snap(frame)).debug.x).toBeGreaterThan(before + 20);
  await hold(page, frame, isMobile, 'right', false);
  const { field } = await snap(frame);
  const box = await page.getByTestId('game-frame').boundingBox();
  expect(field.width * field.height).toBeGreaterThan(0.7 * (box?.width ?? 0) * (box?.height ?? 0));

  await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
  await expect.poll(async () => (await snap(frame)).scene).toBe('paused');
});

test('a death costs time, not progress: the hero respawns at the last checkpoint', async ({ page, isMobile }) => {
  await page.goto('/desktop-game');
  // The recorded run carries the hero past the first checkpoint, then hands over to the player.
  const frame = await gameFrame(page, '?replay=1&steps=354');
  await start(page, frame, isMobile);
  await expect.poll(async () => (await snap(frame)).debug.checkpointX, { timeout: 30_000 }).toBe(47);
  await hold(page, frame, isMobile, 'left', true);
  await expect.poll(async () => (await snap(frame)).debug.deaths, { timeout: 15_000 }).toBe(1);
  await hold(page, frame, isMobile, 'left', false);
  await expect.poll(async () => (await snap(frame)).debug.dead).toBe(false);
  const after = await snap(frame);
  expect(after.debug.checkpointX).toBe(47);
  expect(Math.floor(after.debug.x / 16)).toBe(47);
  expect(after.scene).toBe('playing');
});

test('level 1 is finished by its replay and the best time survives a reload', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await page.goto('/desktop-game');
  let frame = await gameFrame(page, '?replay=1');
  await start(page, frame, isMobile);
  await expect.poll(async () => (await snap(frame)).scene, { timeout: 90_000, intervals: [500] }).toBe('complete');
  const done = await snap(frame);
  expect(done.debug.done).toBe(true);
  expect(done.best).toBeGreaterThan(10);
  expect(done.score).toBe(2);

  await page.reload();
  frame = await gameFrame(page);
  const again = await snap(frame);
  expect(again.scene).toBe('title');
  expect(again.score).toBe(2);
  expect(again.records[0]).toBe(done.best);
  expect(again.debug.level).toBe(2);
});
