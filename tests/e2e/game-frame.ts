import type { Frame, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What `window.__game` reports (see games/kit/README.md). */
export interface Snapshot {
  scene: 'title' | 'playing' | 'paused' | 'gameover';
  score: number;
  lives: number | null;
  best: number;
  debug: Record<string, number | boolean | string>;
  layout: 'landscape' | 'portrait';
  field: { x: number; y: number; width: number; height: number };
  countsForBest: boolean;
  seed: number;
  /** The texts of the frame drawn last, in the game page's CSS px (games/kit/draw.ts textsDrawn). */
  texts: { text: string; x: number; y: number; width: number; height: number }[];
  /** Texts drawn over a hazard while playing since the load (games/kit/draw.ts markHazard). */
  textsOverHazards: { text: string; hazard: { x: number; y: number; width: number; height: number } }[];
}

/** The game's frame on the page, once it has drawn its first frame. */
export async function gameFrame(page: Page, framePath: string): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', framePath);
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(framePath))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes(framePath));
  if (!frame) throw new Error(`no frame ${framePath}`);
  await frame.waitForFunction(() => 'performance' in window && performance.getEntriesByName('first-frame').length > 0);
  return frame;
}

export const snapshot = (frame: Frame) => frame.evaluate(() => (window as unknown as { __game: Snapshot }).__game);
export const scene = async (frame: Frame) => (await snapshot(frame)).scene;
export const debug = async (frame: Frame, key: string) => (await snapshot(frame)).debug[key];

/**
 * Watches a debug field from inside the game's frame, every frame from now on, and returns a reader of the highest value it
 * has had: a short peak (a jump) that polls from the test, each a round trip a loaded machine may make slow, could miss.
 */
export async function watchPeak(frame: Frame, key: string): Promise<() => Promise<number>> {
  await frame.evaluate((field) => {
    const view = window as unknown as { __game: Snapshot; __peak: number };
    view.__peak = -Infinity;
    const look = () => {
      view.__peak = Math.max(view.__peak, Number(view.__game.debug[field]));
      requestAnimationFrame(look);
    };
    look();
  }, key);
  return () => frame.evaluate(() => (window as unknown as { __peak: number }).__peak);
}

/** How much of the frame's area the playfield covers (0..1). */
export function fieldShare(frame: Frame) {
  return frame.evaluate(() => {
    const { field } = (window as unknown as { __game: Snapshot }).__game;
    return (field.width * field.height) / (innerWidth * innerHeight);
  });
}

/** How many distinct colours a grid of canvas pixels has: a blank canvas has one. */
export function canvasColours(frame: Frame) {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let offset = 0; offset < data.length; offset += 4 * 97)
      colours.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]}`);
    return colours.size;
  });
}

/** A finger (or mouse) drag across the frame from its centre by dx, dy CSS pixels. */
export async function drag(page: Page, dx: number, dy: number) {
  const box = await page.getByTestId('game-frame').boundingBox();
  if (!box) throw new Error('frame not laid out');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i += 1) await page.mouse.move(x + (dx * i) / 6, y + (dy * i) / 6);
  await page.mouse.up();
}

/** The title's start button for keys and a mouse, by the words drawn on it. */
const MOUSE_START = '▶  PLAY · ENTER OR SPACE';

/**
 * Taps the frame (touch on the phone project, a click on desktop). On a title a click lands on the start button, the
 * only place a mouse starts a run.
 */
export async function tapFrame(page: Page, hasTouch: boolean) {
  const element = page.getByTestId('game-frame');
  if (hasTouch) return element.tap();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame || (await scene(frame)) !== 'title') return element.click();
  const button = () =>
    frame.evaluate(
      (words) => (window as unknown as { __game: Snapshot }).__game.texts.find((text) => text.text === words) ?? null,
      MOUSE_START,
    );
  await expect.poll(button).not.toBeNull();
  const box = await button();
  await frame
    .locator('canvas')
    .click({ position: { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 } });
}

/** Opens a game's page as a player does and starts play with a tap; returns the game's frame. */
export async function startByTap(page: Page, path: string, framePath: string, hasTouch: boolean): Promise<Frame> {
  await page.goto(path);
  const frame = await gameFrame(page, framePath);
  await tapFrame(page, hasTouch);
  await expect.poll(() => scene(frame)).toBe('playing');
  return frame;
}
