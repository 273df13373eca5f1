import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canvasColours, gameFrame, scene, snapshot, type Snapshot } from './game-frame';
import { gameRoute } from './routes';

type Keys = (g: Snapshot, ms: number) => string[];

/** Each game: page, frame, a key that moves the player and the debug fields it changes, and a scripted player that scores. */
const games: {
  name: string;
  path: string;
  frame: string;
  moveKey: string;
  moved: string[];
  /** How many touch buttons the game puts on a touch screen. */
  pad: number;
  player: Keys;
  titleKeys?: string[];
}[] = [
  {
    name: 'Paddle War',
    ...gameRoute('paddle-war'),
    moveKey: 'KeyW',
    moved: ['leftY'],
    pad: 0,
    // The scripted player scores faster against the easy computer (Normal ◀ Easy on the title menu).
    titleKeys: ['ArrowLeft'],
    // Follows the ball, a little off-centre so the paddle's edge sends it away at an angle the computer misses.
    player: (g) => {
      const d = Number(g.debug.ballY) + 30 - Number(g.debug.leftY);
      return d < -10 ? ['KeyW'] : d > 10 ? ['KeyS'] : [];
    },
  },
  {
    name: 'Space Breaker',
    ...gameRoute('space-breaker'),
    moveKey: 'ArrowLeft',
    moved: ['angle'],
    // Turn left, turn right, thrust and fire (a tap on the ship jumps).
    pad: 4,
    // Sweeps round and taps fire: one shot per press.
    player: (_g, ms) => (Math.floor(ms / 150) % 2 ? ['ArrowLeft', 'Space'] : ['ArrowLeft']),
  },
  {
    name: 'Endless Space Pilot',
    ...gameRoute('endless-space-pilot'),
    // Sideways ↑ steers across the field, upright it flies forward: either way the ship moves.
    moveKey: 'ArrowUp',
    moved: ['x', 'y'],
    pad: 0,
    player: (_g, ms) => [Math.floor(ms / 700) % 2 ? 'ArrowUp' : 'ArrowDown'],
  },
  {
    name: 'NEON HORIZON',
    ...gameRoute('neon-horizon'),
    moveKey: 'ArrowLeft',
    moved: ['lane'],
    pad: 0,
    // Presses what the game's own autopilot advises: a lane change, a jump or a slide.
    player: (g) => (g.debug.advice ? [String(g.debug.advice)] : []),
  },
  {
    name: 'Arrow Dash',
    ...gameRoute('arrow-dash'),
    moveKey: 'ArrowRight',
    moved: ['aim'],
    pad: 0,
    // Holds what the game's own archer advises: aim keys, and Space to charge, released to shoot.
    player: (g) => (g.debug.advice ? String(g.debug.advice).split('+') : []),
  },
];

async function startPlaying(page: Page, frame: Frame) {
  await page.getByTestId('game-frame').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scene(frame)).toBe('playing');
}

/** Plays with the game's scripted player until `done` holds (or the test times out), starting again after a game over. */
async function playUntil(page: Page, frame: Frame, player: Keys, done: (g: Snapshot) => boolean) {
  const held = new Set<string>();
  const start = Date.now();
  for (;;) {
    const g = await snapshot(frame);
    if (done(g)) break;
    if (g.scene === 'gameover') {
      await expect.poll(async () => (await page.keyboard.press('Enter'), scene(frame))).toBe('playing');
      continue;
    }
    const want = player(g, Date.now() - start);
    for (const key of [...held].filter((k) => !want.includes(k))) {
      held.delete(key);
      await page.keyboard.up(key);
    }
    for (const key of want.filter((k) => !held.has(k))) {
      held.add(key);
      await page.keyboard.down(key);
    }
  }
  for (const key of held) await page.keyboard.up(key);
}

/** Plays on with the scripted player in the background (a runner left alone crashes within seconds); call the result to stop. */
function keepPlaying(page: Page, frame: Frame, player: Keys): () => Promise<void> {
  let playing = true;
  const run = playUntil(page, frame, player, () => !playing);
  return async () => {
    playing = false;
    await run;
  };
}

for (const game of games) {
  test.describe(game.name, () => {
    test('draws a first frame, starts on a key, answers input and pauses when the frame loses focus', async ({
      page,
    }) => {
      await page.goto(game.path);
      const frame = await gameFrame(page, game.frame);
      expect(await canvasColours(frame)).toBeGreaterThan(4);
      expect(await scene(frame)).toBe('title');
      await expect(page.getByTestId('game-frame')).toBeFocused();

      await startPlaying(page, frame);
      const position = async () => {
        const { debug } = await snapshot(frame);
        return game.moved.map((field) => debug[field]).join(',');
      };
      const before = await position();
      await page.keyboard.down(game.moveKey);
      await expect.poll(position).not.toBe(before);
      await page.keyboard.up(game.moveKey);

      await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
      await expect.poll(() => scene(frame)).toBe('paused');
      await page.getByTestId('game-frame').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => scene(frame)).toBe('playing');
    });

    test('keeps the best score of a scripted run that scores after a reload; a run with a test knob sets none', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(game.path);
      let frame = await gameFrame(page, game.frame);
      expect((await snapshot(frame)).best).toBe(0);
      await page.getByTestId('game-frame').focus();
      for (const key of game.titleKeys ?? []) await page.keyboard.press(key);
      await startPlaying(page, frame);
      await playUntil(page, frame, game.player, (g) => g.score > 0);
      await page.keyboard.press('KeyP'); // holds the score still while it is read
      await expect.poll(() => scene(frame)).toBe('paused');
      const played = await snapshot(frame);
      expect(played.score).toBeGreaterThan(0);
      expect(played.best).toBeGreaterThanOrEqual(played.score);
      expect(played.countsForBest).toBe(true);

      await page.reload();
      frame = await gameFrame(page, game.frame);
      expect((await snapshot(frame)).best).toBe(played.best);
      expect(await scene(frame)).toBe('title');

      await frame.goto(`${game.frame}?seed=3`);
      frame = await gameFrame(page, game.frame);
      expect((await snapshot(frame)).countsForBest).toBe(false);
    });

    test(
      'full screen fills the screen, redraws at the new size and never pauses a running game',
      { tag: '@phone' },
      async ({ page, hasTouch }) => {
        await page.goto(game.path);
        const frame = await gameFrame(page, game.frame);
        await startPlaying(page, frame);
        const stop = keepPlaying(page, frame, game.player);
        // Its backing size: upright a phone's frame keeps its width in full screen and grows in height only.
        const canvasSize = () =>
          frame.evaluate(
            () => `${document.querySelector('canvas')?.width}x${document.querySelector('canvas')?.height}`,
          );
        const sizeBefore = await canvasSize();
        await page.getByRole('button', { name: 'Full Screen' }).click();
        // A phone gives the game the whole screen, and the game's own button (beside pause and mute) is the way out;
        // elsewhere a slim strip for the page's Exit Full Screen toggle (a 44 px target) stays above the game.
        const exit = hasTouch
          ? frame.getByRole('button', { name: 'Exit full screen', exact: true })
          : page.getByRole('button', { name: 'Exit Full Screen' });
        await expect(exit).toBeVisible();
        if (hasTouch) await expect(page.getByRole('button', { name: 'Exit Full Screen' })).toBeHidden();
        expect(
          await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('iframe')) ?? false),
        ).toBe(true);
        const viewport = page.viewportSize();
        const frameBox = await page.evaluate(() => document.querySelector('iframe')?.getBoundingClientRect().toJSON());
        expect(frameBox.width).toBeGreaterThan((viewport?.width ?? 0) - 20);
        expect(frameBox.height).toBeGreaterThan((viewport?.height ?? 0) - (hasTouch ? 1 : 48));
        await expect.poll(canvasSize).not.toBe(sizeBefore);
        await expect(page.getByTestId('game-frame')).toBeFocused();
        // A paused game stays paused (the player never presses Enter then); a crash is restarted, so poll past its game over.
        await expect.poll(() => scene(frame)).toBe('playing');

        await (hasTouch ? exit.tap() : exit.click());
        await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
        await expect.poll(canvasSize).toBe(sizeBefore);
        await expect.poll(() => scene(frame)).toBe('playing');
        await stop();
      },
    );
  });
}

/** How long the upright check plays before it reads the texts drawn over hazards (the kit keeps every one since the load). */
const TEXT_CHECK_MS = 10_000;

/** The page's first screen on a phone upright, a phone sideways and a laptop. */
const screens = [
  { name: 'phone upright', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'phone sideways', viewport: { width: 844, height: 390 }, touch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, touch: false },
];

for (const shot of screens) {
  test.describe(`on a ${shot.name}`, () => {
    test.use({ viewport: shot.viewport, hasTouch: shot.touch, isMobile: shot.touch });

    for (const game of games) {
      test(`${game.name}: the field fills the frame, and the frame (upright: once play starts), its toggle (sideways: right under it) and any touch buttons are on screen and answer just off their edge`, async ({
        page,
      }) => {
        await page.goto(game.path);
        const frame = await gameFrame(page, game.frame);
        const iframe = page.getByTestId('game-frame');
        const sideways = shot.name === 'phone sideways';
        const upright = shot.name === 'phone upright';
        const atTop = async () => expect.poll(async () => Math.round((await iframe.boundingBox())?.y ?? -1)).toBe(0);
        // Sideways the page scrolls the game to the top of the screen as it starts; upright, so that the whole title
        // screen shows (and once play starts, the frame to the top).
        if (sideways) await atTop();
        const inView = async () => {
          const frameBox = await iframe.boundingBox();
          return frameBox !== null && frameBox.y >= -1 && frameBox.y + frameBox.height <= shot.viewport.height + 1;
        };
        if (upright) await expect.poll(inView).toBe(true);
        let box = await iframe.boundingBox();
        const toggle = await page.getByRole('button', { name: 'Full Screen' }).boundingBox();
        if (!box || !toggle) throw new Error('frame or toggle not laid out');
        expect(box.y + box.height).toBeLessThanOrEqual(shot.viewport.height + 1);
        if (sideways) expect(toggle.y).toBeGreaterThanOrEqual(box.y + box.height);
        else expect(toggle.y + toggle.height).toBeLessThanOrEqual(shot.viewport.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          shot.viewport.width,
        );

        await startPlaying(page, frame);
        if (upright) {
          await atTop();
          box = await iframe.boundingBox();
          if (!box) throw new Error('frame not laid out');
          expect(box.y + box.height).toBeLessThanOrEqual(shot.viewport.height);
        }
        const g = await snapshot(frame);
        const view = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        expect((g.field.width * g.field.height) / (view.width * view.height)).toBeGreaterThanOrEqual(0.7);
        // Upright, once play starts the game takes the screen: its field at least 70% of the phone's, all in view.
        if (upright) {
          const fieldTop = box.y + g.field.y;
          expect(fieldTop).toBeGreaterThanOrEqual(-1);
          expect(fieldTop + g.field.height).toBeLessThanOrEqual(shot.viewport.height + 1);
          expect(
            (g.field.width * g.field.height) / (shot.viewport.width * shot.viewport.height),
          ).toBeGreaterThanOrEqual(0.7);
        }
        expect(g.layout).toBe(shot.name === 'phone upright' ? 'portrait' : 'landscape');
        // Upright, where the field is narrowest: a scripted player's first seconds draw no text over a hazard.
        if (upright) {
          const stop = keepPlaying(page, frame, game.player);
          await page.waitForTimeout(TEXT_CHECK_MS);
          await stop();
          expect((await snapshot(frame)).textsOverHazards).toEqual([]);
        }

        const pads = await frame.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.kit-pad button')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => b.getBoundingClientRect().toJSON()),
        );
        expect(pads.length).toBe(shot.touch ? game.pad : 0);
        for (const pad of pads) {
          expect(pad.width).toBeGreaterThanOrEqual(48);
          expect(pad.height).toBeGreaterThanOrEqual(48);
          expect(box.y + pad.y + pad.height).toBeLessThanOrEqual(shot.viewport.height);
          expect(box.x + pad.x + pad.width).toBeLessThanOrEqual(shot.viewport.width);
          const overField =
            pad.x < g.field.x + g.field.width &&
            pad.x + pad.width > g.field.x &&
            pad.y < g.field.y + g.field.height &&
            pad.y + pad.height > g.field.y;
          expect(overField).toBe(false);
          for (const other of pads) {
            if (other === pad) continue;
            const apart = Math.max(
              other.x - (pad.x + pad.width),
              pad.x - (other.x + other.width),
              other.y - (pad.y + pad.height),
              pad.y - (other.y + other.height),
            );
            expect(apart).toBeGreaterThanOrEqual(8);
          }
        }
        // A thumb that lands just off a button (in the margin or the gap beside it) still presses that button.
        const answeringJustOff = await frame.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.kit-pad button')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => {
              const r = b.getBoundingClientRect();
              const left = document.elementFromPoint(r.x - 4, r.y + r.height / 2);
              const below = document.elementFromPoint(r.x + r.width / 2, r.bottom + 4);
              return left === b && below === b;
            }),
        );
        expect(answeringJustOff).toEqual(pads.map(() => true));
      });
    }
  });
}

for (const game of games) {
  test(`${game.name}: PageDown scrolls the game page when the game does not have focus`, async ({ page }) => {
    await page.goto(game.path);
    await gameFrame(page, game.frame);
    await page.getByRole('heading', { name: 'Enjoying the game?' }).click();
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test('with a mouse, a click on a game’s title starts only on its start button', async ({ page }) => {
  const game = gameRoute('arrow-dash');
  await page.goto(game.path);
  const frame = await gameFrame(page, game.frame);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('game-frame')).not.toBeFocused();
  // A click off the button focuses the game and starts nothing.
  const canvas = frame.locator('canvas');
  await canvas.click({ position: { x: 20, y: 20 } });
  await expect(page.getByTestId('game-frame')).toBeFocused();
  await canvas.click({ position: { x: 20, y: 20 } });
  expect(await scene(frame)).toBe('title');
  // The start button sits in the middle, low on the field (the kit's startButton).
  const box = await canvas.boundingBox();
  await canvas.click({ position: { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) * 0.8 } });
  await expect.poll(() => scene(frame)).toBe('playing');
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the title shows one full-screen button: the page’s own, under the frame', async ({ page }) => {
    const game = gameRoute('space-breaker');
    await page.goto(game.path);
    const frame = await gameFrame(page, game.frame);
    const toggle = page.getByRole('button', { name: 'Full Screen' });
    const own = frame.getByRole('button', { name: 'Full screen', exact: true });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await expect(frame.getByRole('button', { name: 'Mute sound' })).toBeVisible();
    await expect(own).toBeHidden();
    // Scrolled back to the site's header, the page's toggle goes under the screen's edge, and the game's stands in.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toggle).not.toBeInViewport({ ratio: 1 });
    await expect(own).toBeVisible();
  });
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('the title’s own full-screen button, in the game beside the field, makes the page full screen', async ({
    page,
  }) => {
    const game = gameRoute('space-breaker');
    await page.goto(game.path);
    const frame = await gameFrame(page, game.frame);
    // The page scrolled the game to the top: its own Full Screen button is out of sight above it.
    await frame.getByRole('button', { name: 'Full screen', exact: true }).tap();
    // The game has the whole screen: the page's toggle is hidden, and the game's own button is the way out.
    await expect(frame.getByRole('button', { name: 'Exit full screen', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Full Screen/ })).toBeHidden();
    expect(
      await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('iframe')) ?? false),
    ).toBe(true);
    await page.getByTestId('game-frame').focus();
    await expect.poll(() => scene(frame)).toBe('title');
    // The same button now leaves full screen, and stays there once play starts.
    await frame.locator('canvas').tap();
    await expect.poll(() => scene(frame)).toBe('playing');
    await frame.getByRole('button', { name: 'Exit full screen', exact: true }).tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(frame.getByRole('button', { name: 'Full screen', exact: true })).toBeHidden();
  });
});
