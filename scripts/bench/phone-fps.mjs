// Frames per second of Final Void on a phone: a Pixel 7 sized page (412×915 CSS px, touch, device pixel ratio 2.625)
// plays each level's recorded run (?replay=1, a test knob that never sets a best) while the page counts its own
// requestAnimationFrame timestamps. The figure is frames drawn ÷ seconds elapsed over the scripted run.
// It plays the games' test build. Used by scripts/bench/games.mjs; on its own: node scripts/bench/phone-fps.mjs.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, GAMES, pagePath, serveStatic } from '../lib/games.mjs';

export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
/** A phone player gets 60 fps when frames come at least this often on average (a dropped frame every second or so). */
export const FPS_BUDGET = 58;

/** Plays `seconds` of each level's run on a phone-sized page; returns { fps, p95Ms, frames } over all levels. */
export async function phoneFps(browser, url, seconds = 10) {
  const game = GAMES.find((g) => g.name === 'final-void');
  const gaps = [];
  let frames = 0;
  let elapsed = 0;
  for (const level of [0, 1, 2]) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem(
        'games.final-void.progress',
        JSON.stringify({ reached: 3, best: [null, null, null], deaths: [0, 0, 0] }),
      ),
    );
    await page.goto(`${url}/${pagePath(game)}?replay=1`);
    await page.waitForFunction(() => window.__game.scene === 'title');
    for (let i = 0; i < 2 - level; i += 1) await page.keyboard.press('ArrowUp');
    const { play } = await page.evaluate(() => window.__game);
    await page.touchscreen.tap(play.x + play.w / 2, play.y + play.h / 2);
    await page.waitForFunction(() => window.__game.scene === 'intro');
    await page.touchscreen.tap(20, 200);
    await page.waitForFunction(() => window.__game.scene === 'playing');
    const stamps = await page.evaluate(
      (ms) =>
        new Promise((done) => {
          const seen = [];
          const tick = (t) => {
            seen.push(t);
            if (t - seen[0] < ms) requestAnimationFrame(tick);
            else done(seen);
          };
          requestAnimationFrame(tick);
        }),
      seconds * 1000,
    );
    if ((await page.evaluate(() => window.__game.scene)) !== 'playing')
      throw new Error(`level ${level + 1} stopped playing during the run`);
    for (let i = 1; i < stamps.length; i += 1) gaps.push(stamps[i] - stamps[i - 1]);
    frames += stamps.length - 1;
    elapsed += stamps[stamps.length - 1] - stamps[0];
    await context.close();
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  return { fps: (frames / elapsed) * 1000, p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? NaN, frames };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await serveStatic({ test: true });
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    const { fps, p95Ms, frames } = await phoneFps(browser, server.url);
    console.log(
      `Final Void on a phone (412×915, touch): ${fps.toFixed(1)} fps over ${frames} frames, frame interval p95 ${p95Ms.toFixed(1)} ms`,
    );
    process.exitCode = fps >= FPS_BUDGET ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
}
