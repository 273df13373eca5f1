// The cross-engine smoke: the rest of the tests drive only Chromium, so this proves the production site works in
// Firefox (Debian's ESR, over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser, over WebDriver): every page type
// loads and hydrates with no script error, each game draws, starts from the keyboard and animates, a quiz answer
// leads on and the contact form posts. It serves the production build (`npm run build` first) with
// tests/servers/site.mjs, which plays the games' test build and mails to an SMTP sink.
// Usage: node tests/engines/smoke.mjs [--port N] [--engine firefox|webkit] [--break-game <id>]
// --break-game <id> makes that game's test bundle throw after it has set up (see openGame): the smoke must then fail.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { ensureFirefox, ensureWebKit, MINIBROWSER_PATH } from '../../scripts/lib/engines.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { GAMES, ROOT, TEST_PUBLIC } from '../../scripts/lib/games.mjs';
import { openFirefox } from './firefox.mjs';
import { poll } from './session.mjs';
import { openWebKit } from './webkit.mjs';

const { values: options } = parseArgs({
  options: { port: { type: 'string' }, engine: { type: 'string' }, 'break-game': { type: 'string' } },
});
const ENGINES = {
  firefox: { ensure: ensureFirefox, open: openFirefox },
  webkit: { ensure: ensureWebKit, open: (base, driver) => openWebKit(base, driver, MINIBROWSER_PATH) },
};
const engines = options.engine ? [options.engine] : Object.keys(ENGINES);
const broken = options['break-game'] && GAMES.find((game) => game.name === options['break-game']);
if (engines.some((engine) => !ENGINES[engine]) || (options['break-game'] && !broken)) {
  console.error(
    `Unknown engine or game: engines are ${Object.keys(ENGINES).join(', ')}; games ${GAMES.map((g) => g.name).join(', ')}`,
  );
  process.exit(1);
}
if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build in .next: run `npm run build` first (or wait for the build under way to finish).');
  process.exit(1);
}

const binaries = Object.fromEntries(engines.map((engine) => [engine, ENGINES[engine].ensure()]));

const post = readdirSync(join(ROOT, 'content', 'updates')).sort()[0];
const postTitle = matter(readFileSync(join(ROOT, 'content', 'updates', post), 'utf8')).data.title;
// The post's public URL is its title slug (lib/posts/source.server.ts): lowercased, whitespace runs made hyphens.
const postPath = `/blog-updates/${encodeURIComponent(postTitle.trim().toLowerCase().replace(/\s+/g, '-'))}`;
// Each game's own page (its route; a game played on another page also has that one), from the one list of games.
const LISTED = JSON.parse(readFileSync(join(ROOT, 'content', 'games.json'), 'utf8'));
const gamePages = LISTED.flatMap((game) => [game.route, ...(game.playPath ? [game.playPath] : [])]);
const PAGES = [
  '/',
  '/about',
  '/games',
  '/contact',
  '/blog-updates',
  postPath,
  '/privacy-notice',
  '/betester',
  '/quiz-list',
  '/quiz/halo/0',
  '/quiz/daily',
  ...gamePages,
  '/press',
];
const MISSING = '/no-such-page';

/** Waits for React to answer the burger (a click before hydration does nothing), checks it opens the menu, closes it. */
async function hydrated(session) {
  const burger = 'button[aria-controls="site-menu"]';
  const expanded = () =>
    session.run((selector) => document.querySelector(selector)?.getAttribute('aria-expanded'), burger);
  await poll(
    'the burger to open the menu',
    async () => (await expanded()) === 'true' || (await session.click(burger), false),
  );
  if (await session.run(() => document.getElementById('site-menu').hidden))
    throw new Error('the burger left the menu hidden');
  await session.click(burger);
  await poll('the burger to close the menu', async () => (await expanded()) === 'false');
}

async function noScriptErrors(session) {
  const errors = await session.errors();
  if (errors.length) throw new Error(`script errors: ${errors.join(' | ')}`);
}

async function checkPage(session, path, heading) {
  await session.goto(path);
  await hydrated(session);
  const h1 = await session.run(() => document.querySelector('h1')?.textContent ?? '');
  if (heading ? !h1.includes(heading) : h1 === 'Unexpected Application Error') throw new Error(`heading "${h1}"`);
  await noScriptErrors(session);
}

/** Distinct colours and a hash of every pixel of the game's canvas (a 2D canvas in every game). */
function canvasPixels() {
  const canvas = document.querySelector('canvas');
  const pixels = new Uint32Array(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data.buffer);
  const colours = new Set();
  let hash = 0;
  for (const pixel of pixels) {
    colours.add(pixel);
    hash = (Math.imul(hash, 31) + pixel) | 0;
  }
  return { colours: colours.size, hash };
}

/**
 * Opens a game's frame page. With --break-game, that game's test bundle throws while its page loads, and is put back
 * at once: .games-test is shared with any other test server running (and rebuilt by every tests/servers/site.mjs).
 */
async function openGame(session, game) {
  const path = `/${game.out}/${game.page}`;
  if (game !== broken) return session.goto(path);
  const bundle = join(TEST_PUBLIC, game.out, 'game.js');
  const original = readFileSync(bundle);
  writeFileSync(bundle, `${original}\nthrow new Error('smoke-check');\n`);
  try {
    await session.goto(path);
  } finally {
    writeFileSync(bundle, original);
  }
}

async function checkGame(session, game) {
  await openGame(session, game);
  await poll('a first frame', () => session.run(() => performance.getEntriesByName('first-frame').length > 0));
  await poll('the title screen drawn', async () => (await session.run(canvasPixels)).colours > 4);
  const scene = () => session.run(() => window.__game.scene);
  if ((await scene()) !== 'title') throw new Error(`opened on "${await scene()}", not the title`);
  await session.press('Enter');
  // Final Void shows its level's intro card between the title and play: Enter goes on from there too.
  await poll('Enter to leave the title', async () => (await scene()) !== 'title');
  if ((await scene()) === 'intro') await session.press('Enter');
  await poll('the game to be playing', async () => (await scene()) === 'playing');
  const { hash } = await session.run(canvasPixels);
  // Paddle War's first serve waits up to 5 s for the player's first move before the ball goes.
  await poll('the canvas to change', async () => (await session.run(canvasPixels)).hash !== hash, 8_000);
  await noScriptErrors(session);
}

async function checkQuiz(session) {
  await session.goto('/quiz/halo/0');
  await hydrated(session);
  // The options are enabled once the quiz has read the visitor's saved progress: pick until one is checked.
  const checked = () => session.run(() => document.querySelector('input[type="radio"]:checked') !== null);
  await poll(
    'an option to be chosen',
    async () => (await checked()) || (await session.click('label:has(input[type="radio"])'), false),
  );
  await session.click('form button[type="submit"]');
  await poll('Question 2', () =>
    session.run(() => document.querySelector('h2')?.textContent.startsWith('Question 2:')),
  );
  await noScriptErrors(session);
}

async function checkContact(session) {
  await session.goto('/contact');
  await hydrated(session);
  await session.type('#contact-name', 'Engine Smoke');
  await session.type('#contact-email', 'smoke@example.com');
  await session.type('#contact-message', 'Sent by tests/engines/smoke.mjs.');
  await session.click('#contact-form button[type="submit"]');
  const status = () => session.run(() => document.getElementById('contact-status').textContent);
  await poll('"Message sent successfully!"', async () => (await status()) === 'Message sent successfully!', 20_000);
  await noScriptErrors(session);
}

let passed = 0;
let failed = 0;
/** Runs one check and prints its line; a check that hangs fails after a minute. */
async function check(label, body) {
  const start = performance.now();
  let timer;
  try {
    await Promise.race([
      body(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in 60 s')), 60_000))),
    ]);
    passed += 1;
    console.log(`ok   ${label} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${label}: ${error.message.split('\n')[0]}`);
  } finally {
    clearTimeout(timer);
  }
}

async function runEngine(engine, base) {
  const start = performance.now();
  let session;
  await check(`${engine} starts`, async () => {
    session = await ENGINES[engine].open(base, binaries[engine]);
    console.log(`     ${engine}: ${session.version}`);
  });
  if (!session) return;
  try {
    for (const path of PAGES) await check(`${engine} page ${path}`, () => checkPage(session, path));
    await check(`${engine} page ${MISSING} (404)`, () => checkPage(session, MISSING, '404'));
    for (const game of GAMES) await check(`${engine} game ${game.name}`, () => checkGame(session, game));
    await check(`${engine} quiz answer leads to question 2`, () => checkQuiz(session));
    await check(`${engine} contact form sends`, () => checkContact(session));
  } finally {
    await session.close();
  }
  console.log(`     ${engine}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** Starts tests/servers/site.mjs; resolves to its origin and a stop function once /api/health answers. */
async function startSite(port) {
  const server = spawn(process.execPath, [join(ROOT, 'tests', 'servers', 'site.mjs'), String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.once('exit', () => server.kill('SIGTERM'));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(join(ROOT, `.data-e2e-${port}`), { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await poll(
      'the site server',
      () => {
        if (server.exitCode !== null) throw new Error(`the site server exited with ${server.exitCode}`);
        return fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      180_000,
    );
  } catch (error) {
    console.error(log);
    await stop();
    throw error;
  }
  return { base, stop };
}

const started = performance.now();
// Stopping by signal still ends the server and the WebKit driver: their 'exit' handlers run on process.exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
const site = await startSite(options.port ? Number(options.port) : await freePort());
try {
  for (const engine of engines) await runEngine(engine, site.base);
} finally {
  await site.stop();
}
console.log(`     total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
