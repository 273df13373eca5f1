// Saves real screenshots of each built game, title screen and in play, sideways and upright:
// public/images/games/<game>-{title,play}.webp (800×450, keyboard) and <game>-{title,play}-portrait.webp (450×800, a touch
// phone held upright, with the touch title screen and touch buttons), ≤ 80 KB each.
// It plays the games' test build (made first), whose `?seed` and scripted players' hints make the runs repeatable.
// Usage: node scripts/tools/game-screenshots.mjs [game-name ...]   (default: every game)
import { chromium } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHROMIUM, GAMES, PUBLIC, autoplay, pagePath, scriptedPlayer, serveStatic, webpOf } from '../lib/games.mjs';

const OUT = join(PUBLIC, 'images', 'games');
const LIMIT = 80 * 1024;
const QUALITY = 0.85;
/** Sideways with a keyboard, and upright on a touch phone. */
const SHAPES = [
  { suffix: '', viewport: { width: 800, height: 450 }, touch: false },
  { suffix: '-portrait', viewport: { width: 450, height: 800 }, touch: true },
];
/** Fixed seeds so the pictures are the same run after run (as far as timing allows). */
const SEED = 11;

/** Saves a PNG screenshot as WebP; returns [file, bytes]. */
async function save(page, png, base) {
  const webp = await webpOf(page, png, QUALITY);
  await rm(`${base}.png`, { force: true });
  await writeFile(`${base}.webp`, webp);
  return [`${base}.webp`, webp.length];
}

/** True when the picture would show live play (not a crash or a lost ship). */
const live = (g) => g.scene === 'playing' && g.debug.crashed !== true && g.debug.alive !== false;

async function shoot(browser, url, game, shape) {
  const page = await browser.newPage({
    viewport: shape.viewport,
    deviceScaleFactor: 1,
    hasTouch: shape.touch,
    isMobile: shape.touch,
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}/${pagePath(game)}?seed=${SEED}`);
  await page.addStyleTag({ content: '.kit-bar{display:none!important}' });
  await page.waitForTimeout(1500); // let the attract mode run behind the title
  const shots = [await save(page, await page.screenshot(), join(OUT, `${game.name}-title${shape.suffix}`))];
  // How long to play before the in-play picture, and how the player's keys turn upright: the game's autoplay.mjs says.
  const { playMs = 3000, portraitKeys = {} } = await scriptedPlayer(game);
  const keyMap = shape.touch ? portraitKeys : {};
  let png = null;
  for (let attempt = 0; attempt < 5 && !png; attempt += 1) {
    await page.keyboard.press('Enter');
    await autoplay(page, game, playMs, { keyMap });
    const shot = await page.screenshot();
    if (live(await page.evaluate(() => window.__game))) png = shot;
    else await page.waitForFunction(() => window.__game.scene === 'gameover').then(() => page.waitForTimeout(800));
  }
  if (!png) throw new Error(`${game.title}: the scripted player never stayed alive long enough for a picture`);
  shots.push(await save(page, png, join(OUT, `${game.name}-play${shape.suffix}`)));
  await page.close();
  if (errors.length) throw new Error(`${game.title}: ${errors.join('; ')}`);
  return shots;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const server = await serveStatic({ test: true });
  const browser = await chromium.launch(CHROMIUM);
  let tooBig = false;
  try {
    // The games whose list of screenshots holds the pictures this script takes (<game>-title.webp and the rest);
    // Final Void takes one picture per level with its own script (scripts/tools/final-void-screenshots.mjs).
    const only = process.argv.slice(2);
    const pictured = GAMES.filter((g) => g.screenshots.includes(`/images/games/${g.name}-title.webp`));
    for (const game of pictured.filter((g) => only.length === 0 || only.includes(g.name))) {
      for (const shape of SHAPES) {
        for (const [file, bytes] of await shoot(browser, server.url, game, shape)) {
          tooBig ||= bytes > LIMIT;
          console.log(
            `${file.slice(PUBLIC.length + 1).padEnd(52)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${bytes > LIMIT ? '  OVER 80 KB' : ''}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (tooBig) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
