// Saves one real screenshot of each Final Void level (its recorded run, paused mid-level) as
// public/images/games/final-void-{1,2,3}.webp, ≤ 80 KB each: the pictures the home page, /games and Open Graph use.
// It plays the game's test build (made first), whose `?replay=1` plays the recorded runs.
// Usage: node scripts/tools/final-void-screenshots.mjs
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHROMIUM, GAMES, PUBLIC, pagePath, serveStatic, webpOf } from '../lib/games.mjs';

const GAME = GAMES.find((g) => g.name === 'final-void');
const LIMIT = 80 * 1024;
const VIEWPORT = { width: 800, height: 450 };
/** The HUD band above the field (games/final-void/layout.ts BAND): the page is that much taller and the picture leaves it out. */
const BAND = 56;
/** Seconds into each level's recorded run where the picture is taken (a moment that shows the level's idea). */
const MOMENTS = [27, 9.5, 26.5];

async function shoot(browser, url, index) {
  const page = await browser.newPage({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height + BAND },
    deviceScaleFactor: 1,
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() =>
    localStorage.setItem(
      'games.final-void.progress',
      JSON.stringify({ reached: 3, best: [null, null, null], deaths: [0, 0, 0] }),
    ),
  );
  await page.goto(`${url}/${pagePath(GAME)}?replay=1`);
  await page.waitForFunction(() => window.__game.scene === 'title');
  for (let i = 0; i < 2 - index; i += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => window.__game.debug.time >= t, MOMENTS[index], { timeout: 120_000 });
  const png = await page.screenshot({ clip: { x: 0, y: BAND, ...VIEWPORT } });
  const webp = await webpOf(page, png, 0.8);
  await page.close();
  if (errors.length) throw new Error(errors.join('; '));
  const file = join(PUBLIC, 'images', 'games', `final-void-${index + 1}.webp`);
  await writeFile(file, webp);
  return [file, webp.length];
}

const server = await serveStatic({ test: true });
const browser = await chromium.launch(CHROMIUM);
let tooBig = false;
try {
  for (const index of [0, 1, 2]) {
    const [file, bytes] = await shoot(browser, server.url, index);
    tooBig ||= bytes > LIMIT;
    console.log(
      `${file.slice(PUBLIC.length + 1).padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${bytes > LIMIT ? '  OVER 80 KB' : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
if (tooBig) process.exit(1);
