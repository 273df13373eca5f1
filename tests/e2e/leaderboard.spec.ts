import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { GameRules } from '../../games/kit/replay';
import { getAllGames } from '../../lib/games/games';
import { boardIds } from '../../lib/scores/boards';
import { mashingRun } from '../fixtures/mashing-run';
import { expect, test } from './fixtures';
import { gameRoute } from './routes';

// Games from the one list (content/games.json): three with points and one with a board per level.
const ranked = getAllGames().filter((game) => game.scores);
const [ARCADE = '', OTHER = '', THIRD = ''] = ranked.filter((game) => !game.scores?.levels).map((game) => game.id);
const LEVELLED = ranked.find((game) => game.scores?.levels)?.id ?? '';

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;

/**
 * Puts entries straight into the test server's store (its SQLite file, in the layout lib/store/scores-sqlite.server.ts
 * keeps), on today's, this week's and the all-time board of a game: what a replayed run leaves there.
 */
function storeEntries(
  game: string,
  level: number | null,
  entries: { initials: string; score: number; order: 'higher' | 'lower' }[],
) {
  const now = new Date();
  const ids = boardIds(game, level, now);
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const put = db.prepare(
      `INSERT OR REPLACE INTO score_entries (board, initials, day, score, rank_key, version, at) VALUES (?, ?, ?, ?, ?, 'e2e', ?)`,
    );
    for (const board of [ids.today, ids.week, ids.all])
      for (const { initials, score, order } of entries)
        put.run(
          board,
          initials,
          now.toISOString().slice(0, 10),
          score,
          order === 'higher' ? -score : score,
          now.getTime(),
        );
  } finally {
    db.close();
  }
}

const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });

test('a game page shows its boards under the game: the empty state, then stored entries ranked, without moving the page', async ({
  page,
}) => {
  // A game no other test puts a score on, so its board is empty today.
  const { path: gamePath } = gameRoute(THIRD);
  // The boards' request is held until the loading state is measured, then let through to the server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/scores?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(gamePath);
  const section = board(page);
  await expect(section.getByText('Loading the leaderboard…')).toBeVisible();
  const before = await section.boundingBox();
  release();
  await expect(section.getByText('No scores yet today: be the first')).toBeVisible();
  expect((await section.boundingBox())?.height).toBe(before?.height);
  await expect(section.getByText('Every score here was replayed and checked by our server.')).toBeVisible();
  await section.getByRole('button', { name: 'All time' }).click();
  await expect(section.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByText('No scores yet: be the first')).toBeVisible();

  storeEntries(OTHER, null, [
    { initials: 'ACE', score: 12_500, order: 'higher' },
    { initials: 'BOB', score: 1_234_567, order: 'higher' },
    { initials: 'CAT', score: 40, order: 'higher' },
  ]);
  await page.goto(gameRoute(OTHER).path);
  const list = board(page).getByRole('list', { name: /^Today: top 10/ });
  await expect(list.getByRole('listitem')).toHaveText(['1BOB1,234,567', '2ACE12,500', '3CAT40']);
  await board(page).getByRole('button', { name: 'This week' }).click();
  await expect(
    board(page)
      .getByRole('list', { name: /^This week/ })
      .getByRole('listitem'),
  ).toHaveCount(3);
  await board(page).getByRole('button', { name: 'Today’s run' }).click();
  await expect(board(page).getByText('No one has finished today’s run yet: be the first')).toBeVisible();
});

test('Final Void shows a board per level, its times in seconds, and no run of the day', async ({ page }) => {
  storeEntries(LEVELLED, 2, [
    { initials: 'FST', score: 4_530, order: 'lower' },
    { initials: 'SLW', score: 9_000, order: 'lower' },
  ]);
  await page.goto(gameRoute(LEVELLED).path);
  const section = board(page);
  await expect(section.getByRole('button', { name: 'The Ruins' })).toHaveAttribute('aria-pressed', 'true');
  // Its levels are the same for everyone every day: a level's board of today is its daily best, and there is no run of the day.
  await expect(section.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Today’s run' })).toHaveCount(0);
  await section.getByRole('button', { name: 'The Crystal Caverns' }).click();
  await expect(
    section.getByRole('list', { name: 'Today, The Crystal Caverns: top 10' }).getByRole('listitem'),
  ).toHaveText(['1FST1:15.50', '2SLW2:30.00']);
});

test('a forged run is refused and stores nothing; the board refreshes when the game says a score was stored', async ({
  page,
}) => {
  const { path: gamePath } = gameRoute(ARCADE);
  await page.goto(gamePath);
  await expect(
    board(page)
      .getByText(/No scores yet today|^1/)
      .first(),
  ).toBeVisible();
  const forged = await page.request.post('/api/scores', {
    headers: { origin: new URL(page.url()).origin, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` },
    data: {
      game: ARCADE,
      version: 'forged',
      seed: 1,
      choices: {},
      log: 'A600',
      score: 999_999,
      initials: 'HAX',
      daily: false,
    },
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  expect(forged.status()).toBeLessThan(500);
  const answer = await (await page.request.get(`/api/scores?game=${ARCADE}`)).json();
  expect(JSON.stringify(answer.boards)).not.toContain('HAX');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/scores?')) requests.push(request.url());
  });
  await page.evaluate(() => window.postMessage({ type: 'scores-updated' }, window.location.origin));
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain('fresh=');
});

/** A run of `id` from `seed` by a player pressing anything, as the game would post it, with the rules the server replays. */
async function playRun(id: string, seed: number) {
  // The game's rules as the server replays them: the bundle the build wrote for it.
  const bundle = pathToFileURL(path.resolve('.games-replay', `${id}.mjs`)).href;
  const { rules } = (await import(bundle)) as { rules: GameRules<unknown, unknown> };
  return mashingRun(rules, seed);
}

test('a run posted to the API and replayed by the server shows on its game page’s board', async ({ page }) => {
  const { path: gamePath } = gameRoute(ARCADE);
  await page.goto(gamePath);
  const versions = JSON.parse(fs.readFileSync('.games-replay/versions.json', 'utf8')) as Record<string, string>;
  const run = await playRun(ARCADE, 2026);
  // Initials of this test's own (both projects post at once, and a server reused between runs keeps its boards).
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const initials = `R${letter()}${letter()}`;
  const posted = await page.request.post('/api/scores', {
    headers: { origin: new URL(page.url()).origin, 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.1` },
    data: { game: ARCADE, version: versions[ARCADE], ...run, initials, daily: false },
  });
  expect(await posted.json()).toEqual({
    ok: true,
    ranks: { today: expect.any(Number), week: expect.any(Number), all: expect.any(Number) },
  });
  // The page hears of it as it would from the game frame, and shows the run without a reload.
  await page.evaluate(() => window.postMessage({ type: 'scores-updated' }, window.location.origin));
  await board(page).getByRole('button', { name: 'All time' }).click();
  await expect(board(page).getByRole('list', { name: /^All time/ })).toContainText(initials);
});
