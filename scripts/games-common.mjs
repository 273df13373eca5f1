// Shared by the game scripts: the list of games, a tiny static server for public/, and how to launch Chromium.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLIC = join(ROOT, 'public');

/** Each game: its source folder, its output folder and page under public/ (fixed by the site's iframes; index.html unless `page`), page text. */
export const GAMES = [
  { name: 'paddle-war', out: 'pong', title: 'Paddle War', label: 'Paddle War: a Pong duel against the computer or a friend' },
  { name: 'space-breaker', out: 'asteroids', title: 'Space Breaker', label: 'Space Breaker: steer a ship and blast drifting rocks' },
  { name: 'endless-space-pilot', out: 'space-survival', title: 'Endless Space Pilot', label: 'Endless Space Pilot: fly through an endless asteroid field' },
  // Final Void keeps the spec's page name, checks its levels at build time and has a bigger budget (three levels of data).
  {
    name: 'final-void',
    out: 'desktop-game',
    page: 'FV_web_desktop.html',
    check: 'check.ts',
    gzipKb: 60,
    title: 'Final Void',
    label: 'Final Void: a dark platformer, climb out of the ruins at the edge of the void',
  },
  {
    name: 'neon-horizon',
    out: 'neon-horizon-web',
    page: 'NH_web_desktop.html',
    title: 'NEON HORIZON',
    label: 'NEON HORIZON: race down a neon grid toward the sun',
  },
  { name: 'arrow-dash', out: 'arrow-dash-web', page: 'arrow_dash.html', title: 'Arrow Dash', label: 'Arrow Dash: flick arrows at moving targets' },
];

/** The page of a game under public/ (index.html unless the spec fixes another name). */
export const pagePath = (game) => `${game.out}/${game.page ?? 'index.html'}`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves public/ on a free loopback port; resolves to { url, close }. */
export async function serveStatic(dir = PUBLIC) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(dir, path));
      if (!file.startsWith(dir)) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
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
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

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

/** Per game, which keys a scripted player holds given `window.__game` and the time in ms since play began. */
export const PLAYERS = {
  // Follows the ball with W/S, like a steady human.
  'paddle-war': (g) => {
    const d = (g.debug.ballY ?? 0) - (g.debug.leftY ?? 0);
    return d < -12 ? ['KeyW'] : d > 12 ? ['KeyS'] : [];
  },
  // Turns, fires in bursts and thrusts now and then.
  'space-breaker': (g, t) => {
    const keys = [Math.floor(t / 1500) % 2 ? 'ArrowLeft' : 'ArrowRight'];
    if (Math.floor(t / 120) % 2 === 0) keys.push('Space');
    if (t % 2000 < 300) keys.push('ArrowUp');
    return keys;
  },
  // Weaves up and down and drifts forward and back.
  'endless-space-pilot': (g, t) => [Math.floor(t / 700) % 2 ? 'ArrowUp' : 'ArrowDown', ...(t % 3000 < 800 ? ['ArrowRight'] : [])],
  // Runs right and hops, with a dash now and then.
  'final-void': (g, t) => ['ArrowRight', ...(t % 900 < 300 ? ['Space'] : []), ...(t % 2700 < 100 ? ['KeyX'] : [])],
  // Presses what the game's own autopilot advises (a lane change, a jump or a slide).
  'neon-horizon': (g) => (g.debug.advice ? [g.debug.advice] : []),
  // Holds what the game's own archer advises: aim keys and Space to charge, released to shoot.
  'arrow-dash': (g) => (g.debug.advice ? g.debug.advice.split('+') : []),
};

/**
 * Plays `game` for `ms` with its scripted player; with `restart`, presses Enter after a game over to keep playing.
 * `keyMap` renames keys, e.g. for a game laid out in portrait, where up the screen is another key.
 */
export async function autoplay(page, game, ms, { restart = false, keyMap = {} } = {}) {
  const script = PLAYERS[game.name];
  const player = (g, t) => script(g, t).map((key) => keyMap[key] ?? key);
  const held = new Set();
  const start = Date.now();
  while (Date.now() - start < ms) {
    const g = await page.evaluate(() => window.__game);
    if (g.scene === 'gameover' && restart) {
      await hold(page, held, []);
      await page.waitForTimeout(800);
      await page.keyboard.press('Enter');
    } else if (g.scene === 'playing') await hold(page, held, player(g, Date.now() - start));
    await page.waitForTimeout(40);
  }
  await hold(page, held, []);
}
