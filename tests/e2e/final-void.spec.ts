import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLevel } from '../../games/final-void/level';
import { STEP, frameOf } from '../../games/final-void/replay';
import { createState, update, type Action } from '../../games/final-void/sim';
import { feed, prime, replayOf, runUntil, type Recording } from './final-void-drive';
import { gameRoute } from './routes';

const { path: PLAY, frame: FRAME } = gameRoute('final-void');

interface Snapshot {
  scene: 'title' | 'intro' | 'playing' | 'paused' | 'complete' | 'ending';
  best: number;
  score: number;
  records: (number | null)[];
  field: { x: number; y: number; width: number; height: number };
  play: { x: number; y: number; w: number; h: number };
  debug: {
    level: number;
    x: number;
    y: number;
    dead: boolean;
    deaths: number;
    checkpointX: number;
    done: boolean;
    steps: number;
  };
  /** Texts drawn over spikes or sweepers while playing (games/kit/draw.ts markHazard). */
  textsOverHazards: { text: string }[];
}

async function gameFrame(page: Page, query = '', drawn = true): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', FRAME);
  await expect.poll(() => page.frames().some((f) => f.url().includes(FRAME))).toBe(true);
  let frame = page.frames().find((f) => f.url().includes(FRAME)) as Frame;
  if (query) {
    await frame.goto(`${FRAME}${query}`);
    frame = page.frames().find((f) => f.url().includes(FRAME)) as Frame;
  }
  if (drawn) await frame.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
  else await frame.waitForFunction(() => 'scene' in ((window as unknown as { __game?: object }).__game ?? {}));
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
    return down
      ? page.keyboard.down(action === 'left' ? 'ArrowLeft' : 'ArrowRight')
      : page.keyboard.up(action === 'left' ? 'ArrowLeft' : 'ArrowRight');
  await frame
    .getByRole('button', { name: action, exact: true })
    .dispatchEvent(down ? 'pointerdown' : 'pointerup', { pointerId: 7, pointerType: 'touch', isPrimary: true });
}

test(
  'draws a first frame, starts, moves the hero, pauses on blur and fills the frame',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto(PLAY);
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
    // A phone held upright: in play the game has the screen, its field at least 70% of it and all in view.
    if (isMobile) {
      const screen = page.viewportSize() ?? { width: 0, height: 0 };
      expect(Math.round(box?.y ?? -1)).toBe(0);
      expect((box?.y ?? 0) + field.y + field.height).toBeLessThanOrEqual(screen.height + 1);
      expect(field.width * field.height).toBeGreaterThanOrEqual(0.7 * screen.width * screen.height);
    }

    await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
    await expect.poll(async () => (await snap(frame)).scene).toBe('paused');
  },
);

/** Takes the clock over once the page has drawn: from here on the game advances only when the test runs the clock. */
async function freeze(page: Page) {
  await page.clock.install({ time: 0 });
  // The installed clock runs until paused: pause a little ahead of wherever it has got to, however slow the machine.
  const fakeNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(fakeNow + 1000);
  // An animation frame the page asked for before the clock was faked still comes on the real clock: let it pass on the title.
  await page.waitForTimeout(300);
}

/** Confirms a card (level clear, intro, ending) as a player would: Enter, or a tap on the card's button. */
async function confirm(page: Page, frame: Frame, isMobile: boolean) {
  if (!isMobile) return page.keyboard.press('Enter');
  const box = (await frame.locator('canvas').boundingBox()) ?? { width: 0, height: 0 };
  await frame.locator('canvas').tap({ position: { x: box.width / 2, y: box.height * 0.7 + 20 }, force: true });
}

/**
 * The level-1 recording up to where the first checkpoint is lit, then the left key held until the hero has fallen into
 * the pit before it and is back (found with the sim).
 */
function walkBackIntoThePit(): Recording {
  const level = parseLevel(
    '1-ruins',
    readFileSync(join(process.cwd(), 'games', 'final-void', 'levels', '1-ruins.txt'), 'utf8'),
  );
  const steps: (readonly Action[])[] = [];
  let s = createState(level, 1);
  let back = false;
  for (const held of [...replayOf(1), ...Array.from({ length: 600 }, (): Action[] => ['left'])]) {
    if (s.events.includes('respawn')) break;
    back ||= s.checkpoint.x === 84 && s.hero.onGround;
    const now = back ? (['left'] as const) : held;
    s = update(s, frameOf(now, steps.at(-1) ?? []), STEP);
    steps.push(now);
  }
  return steps;
}

test(
  'a fall into the first pits, a practice spot, costs no death: the hero is back at the last checkpoint at once',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    test.setTimeout(240_000);
    await page.goto(PLAY);
    const frame = await gameFrame(page);
    await freeze(page);
    await prime(page, frame, isMobile);
    await start(page, frame, isMobile);
    // The recorded run carries the hero past the first checkpoint; then the player walks back into the pit before it.
    const walk = walkBackIntoThePit();
    await feed(frame, walk, isMobile);
    expect(await runUntil(page, async () => (await snap(frame)).debug.steps >= walk.length)).toBe(true);
    const after = await snap(frame);
    expect(after.debug).toMatchObject({ deaths: 0, dead: false, checkpointX: 84 });
    expect(Math.floor(after.debug.x / 16)).toBe(84);
    expect(after.scene).toBe('playing');
  },
);

// The phone plays level 1 by its on-screen buttons; the desktop's keys play the last level in the test after this.
// These recorded runs draw every one of their thousands of frames, and what they prove (inputs, progress, cards) does
// not depend on how many pixels a frame has: so they run at one device pixel per CSS pixel, and the desktop in a small
// window.
test.describe('a recorded run', () => {
  test.use({ deviceScaleFactor: 1 });
  test(
    'level 1’s recorded run, played by the on-screen buttons, clears the level and leads to level 2',
    { tag: '@phone-only' },
    async ({ page, isMobile }) => {
      test.setTimeout(300_000);
      await page.goto(PLAY);
      const frame = await gameFrame(page);
      await freeze(page);
      await prime(page, frame, isMobile);
      await start(page, frame, isMobile);
      await feed(frame, replayOf(1), isMobile);
      expect(await runUntil(page, async () => (await snap(frame)).scene !== 'playing')).toBe(true);
      expect(await snap(frame)).toMatchObject({ scene: 'complete', debug: { done: true, deaths: 0 } });
      // Its hints and lit-checkpoint notes never covered spikes or sweepers on a phone's screen.
      expect((await snap(frame)).textsOverHazards).toEqual([]);
      await confirm(page, frame, isMobile);
      expect((await snap(frame)).scene).toBe('intro');
      await confirm(page, frame, isMobile);
      expect(await snap(frame)).toMatchObject({ scene: 'playing', debug: { level: 2 } });
    },
  );

  // Level 1's clear card and the way on to level 2 are the test above's; every level's recording is replayed through the
  // simulation by the build's level check and the unit tests. Here the keys play the last level, from a title that has
  // reached it, to the ending card.
  test('the tower’s recorded run, played by keys, reaches the ending card; its best time survives a reload', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(PLAY);
    let frame = await gameFrame(page);
    await frame.evaluate(() =>
      localStorage.setItem(
        'games.final-void.progress',
        JSON.stringify({ reached: 3, best: [null, null, null], deaths: [0, 0, 0] }),
      ),
    );
    await page.reload();
    frame = await gameFrame(page);
    await freeze(page);
    await prime(page, frame, isMobile);
    await start(page, frame, isMobile);
    expect((await snap(frame)).debug.level).toBe(3);
    await feed(frame, replayOf(3), isMobile);
    expect(await runUntil(page, async () => (await snap(frame)).scene !== 'playing')).toBe(true);
    expect(await snap(frame)).toMatchObject({ scene: 'complete', debug: { done: true, deaths: 0 } });
    await confirm(page, frame, isMobile);
    expect((await snap(frame)).scene).toBe('ending');
    const store = frame.getByRole('link', { name: 'Get the full game on Google Play' });
    await expect(store).toBeVisible();
    await expect(store).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    const { records } = await snap(frame);
    expect(records).toEqual([null, null, expect.any(Number)]);
    expect(records[2]).toBeGreaterThan(15);

    // The page's clock stays fake after a reload, so only what the page reads from storage at start is checked.
    await page.reload();
    frame = await gameFrame(page, '', false);
    const again = await snap(frame);
    expect(again.scene).toBe('title');
    expect(again.records).toEqual(records);
  });
});

/** Seconds a player may stand idle at the start of a level without being hurt (the tower's shape, which would reach an idle hero in 7.5 s, waits for the first move). */
const IDLE_SECONDS = 10;

test(`an idle hero at the start of the ruins and of the tower is unhurt after ${IDLE_SECONDS} s`, async ({ page }) => {
  test.setTimeout(300_000);
  // Ten seconds of every frame drawn twice over: in a small window, as the recorded runs are.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/desktop-game');
  let frame = await gameFrame(page);
  await frame.evaluate(() =>
    localStorage.setItem(
      'games.final-void.progress',
      JSON.stringify({ reached: 3, best: [null, null, null], deaths: [0, 0, 0] }),
    ),
  );
  await page.reload();
  frame = await gameFrame(page);
  await freeze(page);
  for (const level of [1, 3]) {
    if (level === 3) {
      await frame.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Escape' })));
      await frame.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyQ' })));
      await page.clock.runFor(100);
      expect((await snap(frame)).scene).toBe('title');
    }
    const { levels } = await frame.evaluate(
      () => (window as unknown as { __game: { levels: { x: number; y: number; w: number; h: number }[] } }).__game,
    );
    const row = levels[level - 1] as { x: number; y: number; w: number; h: number };
    await frame.locator('canvas').click({ position: { x: row.x + row.w / 2, y: row.y + row.h / 2 } });
    await page.clock.runFor(100);
    expect((await snap(frame)).scene).toBe('intro');
    await frame.locator('canvas').click({ position: { x: 20, y: 200 } });
    await page.clock.runFor(100);
    const start = await snap(frame);
    expect(start.scene).toBe('playing');
    expect(start.debug.level).toBe(level);
    await page.clock.runFor(IDLE_SECONDS * 1000);
    const after = await snap(frame);
    expect(after.scene).toBe('playing');
    expect(after.debug.deaths).toBe(0);
    expect(after.debug.dead).toBe(false);
    expect(after.debug.steps).toBeGreaterThanOrEqual(IDLE_SECONDS * 60 - 5);
  }
});
