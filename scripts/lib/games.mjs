// Shared by the game scripts: the list of games (read from content/games.json), where the two builds go, a tiny static
// server for them, and how to launch Chromium.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC = join(ROOT, 'public');
/** The games' test build (node scripts/build/games.mjs --test): the pages and bundles of public/'s game folders, with the test hooks. */
export const TEST_PUBLIC = join(ROOT, '.games-test');
/** The games' rules bundled for Node, which the server replays posted runs with (written by scripts/build/games.mjs). */
export const REPLAY = join(ROOT, '.games-replay');

/**
 * Each game of content/games.json (the one list of games) as the build sees it: its source folder games/<name>/, its
 * output folder under public/ and the page there (both from its framePath, fixed by the site's iframes), page text,
 * its screenshots' image paths, and optionally a build-time check and a gzip budget of its own.
 */
export const GAMES = JSON.parse(readFileSync(join(ROOT, 'content', 'games.json'), 'utf8')).map((game) => {
  const [, out, page] = game.framePath.split('/');
  return {
    name: game.id,
    out,
    page,
    title: game.name,
    label: game.bundle?.label ?? game.name,
    screenshots: game.screenshots.map((shot) => shot.src),
    check: game.bundle?.check,
    gzipKb: game.bundle?.gzipKb,
  };
});

/** The page of a game under public/. */
export const pagePath = (game) => `${game.out}/${game.page}`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A file under `dir` for a URL path (a folder's index.html); throws when there is none. */
async function fileIn(dir, path) {
  const file = normalize(join(dir, path));
  if (!file.startsWith(dir)) throw new Error('outside');
  return (await stat(file)).isDirectory() ? fileIn(dir, join(path, 'index.html')) : file;
}

/**
 * Serves public/ on a free loopback port; resolves to { url, close }. With `test`, the games' test build is made first
 * and served in place of their release files, for scripts that read the test hooks (`?seed`, window.__game.debug).
 */
export async function serveStatic({ test = false } = {}) {
  if (test) {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build', 'games.mjs'), '--test'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('node scripts/build/games.mjs --test failed');
  }
  const roots = test ? [TEST_PUBLIC, PUBLIC] : [PUBLIC];
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const found = await Promise.allSettled(roots.map((dir) => fileIn(dir, path)));
      const file = found.find((result) => result.status === 'fulfilled')?.value;
      if (!file) throw new Error('not found');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Chromium launch options for headless runs on this machine (Debian's Chromium). */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Re-encodes a PNG screenshot as WebP with the page's Chromium (one encoder for every picture); resolves to its bytes. */
export async function webpOf(page, png, quality) {
  const dataUrl = await page.evaluate(
    async ([b64, q]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      c.getContext('2d').drawImage(img, 0, 0);
      return c.toDataURL('image/webp', q);
    },
    [png.toString('base64'), quality],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Holds exactly the keys in `want` (KeyboardEvent.code values), releasing the others it holds. */
async function hold(page, held, want) {
  for (const key of [...held]) {
    if (want.includes(key)) continue;
    held.delete(key);
    await page.keyboard.up(key);
  }
  for (const key of want) {
    if (held.has(key)) continue;
    held.add(key);
    await page.keyboard.down(key);
  }
}

/**
 * A game's scripted player, games/<name>/autoplay.mjs: `keys(g, ms)` gives the keys it holds given `window.__game` and
 * the time in ms since play began; optional `playMs` (how long to play before an in-play screenshot) and
 * `portraitKeys` (how its keys turn when the game is laid out upright).
 */
export const scriptedPlayer = (game) => import(pathToFileURL(join(ROOT, 'games', game.name, 'autoplay.mjs')).href);

/**
 * Plays `game` for `ms` with its scripted player; with `restart`, presses Enter after a game over to keep playing. A
 * level's card (Final Void's intro scene) is closed with Enter.
 * `keyMap` renames keys, e.g. for a game laid out in portrait, where up the screen is another key.
 */
export async function autoplay(page, game, ms, { restart = false, keyMap = {} } = {}) {
  const script = (await scriptedPlayer(game)).keys;
  const player = (g, t) => script(g, t).map((key) => keyMap[key] ?? key);
  const held = new Set();
  const start = Date.now();
  while (Date.now() - start < ms) {
    const g = await page.evaluate(() => window.__game);
    if (g.scene === 'gameover' && restart) {
      await hold(page, held, []);
      await page.waitForTimeout(800);
      await page.keyboard.press('Enter');
    } else if (g.scene === 'intro') await page.keyboard.press('Enter');
    else if (g.scene === 'playing') await hold(page, held, player(g, Date.now() - start));
    await page.waitForTimeout(40);
  }
  await hold(page, held, []);
}
