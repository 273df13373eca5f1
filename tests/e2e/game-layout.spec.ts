import type { Frame, Page } from '@playwright/test';
import games from '../../content/games.json';
import { expect, test } from './fixtures';
import { gameFrame } from './game-frame';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Drawn {
  scene: string;
  /** The frame's own viewport. */
  view: Box;
  field: Box;
  texts: (Box & { text: string })[];
  buttons: (Box & { label: string })[];
}

/** Every game's play page, the one that holds its frame. */
const pages = games.map((game) => ({ name: game.name, path: game.playPath ?? game.route, frame: game.framePath }));

const screens = [
  { name: 'phone upright', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'phone sideways', viewport: { width: 844, height: 390 }, touch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, touch: false },
];

/** The field, the texts of the last frame and every button the frame shows, all in CSS px of the frame. */
const drawn = (frame: Frame) =>
  frame.evaluate((): Drawn => {
    const game = (window as unknown as { __game: { scene: string; field: Box; texts: (Box & { text: string })[] } })
      .__game;
    const buttons = [...document.querySelectorAll('button')]
      .filter((b) => b.checkVisibility({ visibilityProperty: true }))
      .map((b) => ({
        label: b.getAttribute('aria-label') ?? b.textContent ?? '',
        ...b.getBoundingClientRect().toJSON(),
      }));
    return {
      scene: game.scene,
      view: { x: 0, y: 0, width: innerWidth, height: innerHeight },
      field: game.field,
      texts: game.texts,
      buttons,
    };
  });

/** Overlap of two boxes, ignoring a pixel of anti-aliasing at the edges. */
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/**
 * No two texts overlap, none is cut off (each lies inside the field, or wholly in the frame's margin beside it, as a
 * HUD kept off the play does), no button lies on the field, and none covers a text.
 */
function expectClearLayout(d: Drawn) {
  expect(d.texts.length, `${d.scene}: texts drawn`).toBeGreaterThan(0);
  for (const [i, a] of d.texts.entries()) {
    const placed = inside(a, d.field) || (!overlap(a, d.field) && inside(a, d.view));
    expect(placed, `${d.scene}: "${a.text}" inside the field or wholly beside it`).toBe(true);
    for (const b of d.texts.slice(i + 1))
      expect(overlap(a, b), `${d.scene}: "${a.text}" clear of "${b.text}"`).toBe(false);
    for (const button of d.buttons)
      expect(overlap(a, button), `${d.scene}: "${a.text}" clear of button "${button.label}"`).toBe(false);
  }
  for (const button of d.buttons)
    expect(overlap(button, d.field), `${d.scene}: button "${button.label}" off the field`).toBe(false);
}

async function pressUntil(page: Page, frame: Frame, key: string, scene: string) {
  await page.getByTestId('game-frame').focus();
  await expect
    .poll(async () => (await page.keyboard.press(key), (await drawn(frame)).scene), { intervals: [400] })
    .toBe(scene);
}

for (const shot of screens) {
  test.describe(`on a ${shot.name}`, () => {
    test.use({ viewport: shot.viewport, hasTouch: shot.touch, isMobile: shot.touch });

    for (const game of pages) {
      test(`${game.name}: texts never overlap or get cut off, and pause and mute stay off the field and the texts, on the title, in play and paused`, async ({
        page,
      }) => {
        await page.goto(game.path);
        const frame = await gameFrame(page, game.frame);
        expectClearLayout(await drawn(frame));
        await pressUntil(page, frame, 'Enter', 'playing');
        await page.waitForTimeout(1_500);
        expectClearLayout(await drawn(frame));
        await pressUntil(page, frame, 'KeyP', 'paused');
        expectClearLayout(await drawn(frame));
      });
    }
  });
}

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  for (const game of pages) {
    test(`${game.name}: the game is the first screen, its field covers at least 70% of it and the title is all in view`, async ({
      page,
    }) => {
      await page.goto(game.path);
      const frame = await gameFrame(page, game.frame);
      const iframe = page.getByTestId('game-frame');
      // The page shows the game first: the frame at the top of the screen, at its full height.
      await expect.poll(async () => Math.round((await iframe.boundingBox())?.y ?? -1)).toBe(0);
      const box = await iframe.boundingBox();
      if (!box) throw new Error('frame not laid out');
      expect(box.height).toBeGreaterThanOrEqual(388);
      expect(inside(box, { x: 0, y: 0, width: 844, height: 390 })).toBe(true);
      const title = await drawn(frame);
      expect((title.field.width * title.field.height) / (844 * 390)).toBeGreaterThanOrEqual(0.7);
      for (const text of title.texts)
        expect(inside(text, { x: 0, y: 0, width: box.width, height: box.height }), `"${text.text}" in view`).toBe(true);
    });
  }
});
