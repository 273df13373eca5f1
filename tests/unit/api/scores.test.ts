import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeLog, encodeLog, type GameRules } from '@/games/kit/replay';
import { recordedLevelRun } from '@/games/final-void/recorded-run';
import { getAllGames } from '@/lib/games/games';
import { statusOf } from '@/lib/http/refusal';
import { mashingRun } from '@/tests/fixtures/mashing-run';
import { createTempDataDir, json, post } from './helpers';

// Games from the one list (content/games.json): three with points and one with a board per level.
const ranked = getAllGames().filter((game) => game.scores);
const [ARCADE = '', OTHER = '', THIRD = ''] = ranked.filter((game) => !game.scores?.levels).map((game) => game.id);
const LEVELLED = ranked.find((game) => game.scores?.levels)?.id ?? '';

type AnyRules = GameRules<unknown, unknown>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rulesOf = (id: string) => (require(`@/games/${id}/rules`) as { rules: AnyRules }).rules;

/** A well-formed log that goes on for 600 steps of its last input after the run it records is over. */
function goesOn(log: string, width: number): string {
  const codes = decodeLog(log, width);
  const last = codes.at(-1) ?? [];
  return encodeLog([...codes, ...Array.from({ length: 600 }, () => last)]);
}

/** What the browser posts after a run of `id` from `seed` played by a player pressing anything. */
const playRun = (id: string, seed: number) => mashingRun(rulesOf(id), seed);

createTempDataDir();
let versions: Record<string, string>;
let route: typeof import('@/app/api/scores/route');
let store: typeof import('@/lib/store/store.server');
let boards: typeof import('@/lib/scores/boards');
let verify: typeof import('@/lib/scores/verify.server');

beforeAll(async () => {
  // The rules bundles the server replays runs with (built by Jest's global setup), and their versions.
  versions = JSON.parse(readFileSync(join(process.cwd(), '.games-replay', 'versions.json'), 'utf8'));
  route = await import('@/app/api/scores/route');
  store = await import('@/lib/store/store.server');
  boards = await import('@/lib/scores/boards');
  verify = await import('@/lib/scores/verify.server');
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

const get = async (query: string) => route.GET(new Request(`http://localhost:3000/api/scores?${query}`));
const submission = {
  game: ARCADE,
  version: 'b1',
  seed: 7,
  choices: {},
  log: 'A10',
  score: 120,
  initials: 'ABC',
  daily: false,
};
/** Every entry on every board of a game (or level) now: what a refused submission must leave alone. */
const everything = async (game: string, level: number | null = null) => {
  const opened = await store.store();
  return Promise.all(
    Object.values(boards.boardIds(game, level, new Date())).map((id) => opened.getScoreBoard(id, 100)),
  );
};

describe('GET /api/scores', () => {
  it('answers a game’s four boards, empty at first, with the UTC day and a shared-cache lifetime', async () => {
    const response = await get(`game=${ARCADE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=50');
    expect(await response.json()).toEqual({
      ok: true,
      boards: { today: [], week: [], all: [], daily: [] },
      day: new Date().toISOString().slice(0, 10),
    });
  });

  it('answers the top 10 of each board, ranked, best first', async () => {
    const now = new Date();
    const ids = boards.boardIds(OTHER, null, now);
    for (let n = 0; n < 12; n += 1) {
      const initials = `A${String.fromCharCode(65 + n)}Z`;
      await (
        await store.store()
      ).addScore([ids.today, ids.week, ids.all], 'higher', {
        initials,
        score: 1000 * n,
        version: 'b1',
        at: now,
      });
    }
    await (await store.store()).addScore([ids.daily], 'higher', { initials: 'DAY', score: 5, version: 'b1', at: now });
    const body = await (await get(`game=${OTHER}`)).json();
    expect(body.boards.today).toHaveLength(10);
    expect(body.boards.today[0]).toEqual({ rank: 1, initials: 'ALZ', score: 11000, at: now.toISOString() });
    expect(body.boards.all.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.boards.daily).toEqual([{ rank: 1, initials: 'DAY', score: 5, at: now.toISOString() }]);
  });

  it('gives each Final Void level its own boards', async () => {
    const now = new Date();
    await (
      await store.store()
    ).addScore([boards.boardIds(LEVELLED, 2, now).all], 'lower', {
      initials: 'FVL',
      score: 3000,
      version: 'b1',
      at: now,
    });
    expect((await (await get(`game=${LEVELLED}&level=2`)).json()).boards.all).toHaveLength(1);
    expect((await (await get(`game=${LEVELLED}&level=1`)).json()).boards.all).toEqual([]);
  });

  it('refuses a missing, malformed or unknown game or level, saying which', async () => {
    const cases: [string, number, string][] = [
      ['', 400, 'game'],
      ['game=Arrow%20Dash', 400, 'game'],
      ['game=no-such-game', 404, 'game'],
      [`game=${LEVELLED}`, 400, 'level'],
      [`game=${LEVELLED}&level=0`, 400, 'level'],
      [`game=${LEVELLED}&level=x`, 400, 'level'],
      [`game=${LEVELLED}&level=4`, 404, 'level'],
      [`game=${ARCADE}&level=1`, 404, 'level'],
    ];
    for (const [query, status, field] of cases) {
      const response = await get(query);
      expect([query, response.status]).toEqual([query, status]);
      const body = await response.json();
      expect(body).toEqual({ ok: false, error: expect.any(String), field });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('POST /api/scores', () => {
  it('refuses malformed bodies with the field at fault, and stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ ...submission, initials: 'ab' }, 400, 'initials'],
      [{ ...submission, initials: 'A1C' }, 400, 'initials'],
      [{ ...submission, initials: 'ABCDEFGHIJ' }, 400, 'initials'],
      [{ ...submission, score: -1 }, 400, 'score'],
      [{ ...submission, score: 1.5 }, 400, 'score'],
      [{ ...submission, score: '120' }, 400, 'score'],
      [{ ...submission, seed: 2 ** 32 }, 400, 'seed'],
      [{ ...submission, version: '../b1' }, 400, 'version'],
      [{ ...submission, log: '' }, 400, 'log'],
      [{ ...submission, daily: 'yes' }, 400, 'daily'],
      [{ ...submission, player: 'me' }, 400, ''],
      [{ ...submission, game: 'no-such-game' }, 404, 'game'],
      [{ ...submission, level: 1 }, 404, 'level'],
      [{ ...submission, game: LEVELLED }, 400, 'level'],
      [[submission], 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const response = await route.POST(json('/api/scores', body));
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
      expect(await response.json()).toEqual({
        ok: false,
        error: expect.any(String),
        field: field || expect.any(String),
      });
    }
    expect((await everything(ARCADE)).flat()).toEqual([]);
  });

  it('refuses offensive initials before replaying anything', async () => {
    for (const initials of ['ASS', 'CNT', 'NGA']) {
      const response = await route.POST(json('/api/scores', { ...submission, initials }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        error: 'Those initials are not allowed: please choose others',
        field: 'initials',
      });
    }
  });

  it('refuses a daily run of a game with levels, which plays the same levels every day', async () => {
    const seed = verify.dailySeed(LEVELLED, boards.utcDay(new Date()));
    const response = await route.POST(
      json('/api/scores', { ...submission, game: LEVELLED, level: 1, daily: true, seed }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('daily');
    expect((await everything(LEVELLED, 1)).flat()).toEqual([]);
  });

  it('refuses a daily run whose seed is not today’s daily seed', async () => {
    const today = boards.utcDay(new Date());
    const seed = verify.dailySeed(ARCADE, today);
    const response = await route.POST(json('/api/scores', { ...submission, daily: true, seed: (seed + 1) % 2 ** 32 }));
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('seed');
  });

  it('stores nothing when the replay refuses the run, and says why', async () => {
    const response = await route.POST(json('/api/scores', submission));
    const verdict = await verify.verifyRun(submission, { address: 'test' });
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(response.status).toBe(statusOf(verdict));
    expect(await response.json()).toEqual({
      ok: false,
      error: verdict.message,
      ...(verdict.field ? { field: verdict.field } : {}),
    });
    expect((await everything(ARCADE)).flat()).toEqual([]);
  });

  it('refuses a cross-site post, a form post, an oversized body and a burst from one address', async () => {
    expect((await route.POST(json('/api/scores', submission, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await route.POST(post('/api/scores', `game=${ARCADE}`, 'application/x-www-form-urlencoded'))).status).toBe(
      415,
    );
    expect(
      (
        await route.POST(
          json('/api/scores', {
            ...submission,
            log: 'A'.repeat((await import('@/lib/scores/scores.server')).MAX_LOG_CHARS + 4097),
          }),
        )
      ).status,
    ).toBe(413);
    const manyChoices = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`c${i}`, 'x']));
    expect((await route.POST(json('/api/scores', { ...submission, choices: manyChoices }))).status).toBe(400);
    const burst = [];
    for (let n = 0; n < 21; n += 1)
      burst.push(
        await route.POST(json('/api/scores', { ...submission, initials: 'x' }, { 'x-forwarded-for': '198.51.100.9' })),
      );
    expect(burst.slice(0, 20).every((response) => response.status === 400)).toBe(true);
    expect(burst[20]?.status).toBe(429);
    expect(burst[20]?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/scores with a replayed run', () => {
  it('stores a run whose replay gives its score, on today’s, the week’s and the all-time board, and answers its ranks', async () => {
    const run = playRun(THIRD, 4321);
    const response = await route.POST(
      json('/api/scores', { game: THIRD, version: versions[THIRD], ...run, initials: 'RUN', daily: false }),
    );
    expect(await response.json()).toEqual({
      ok: true,
      ranks: { today: expect.any(Number), week: expect.any(Number), all: expect.any(Number) },
    });
    const body = await (await get(`game=${THIRD}`)).json();
    expect(body.boards.all).toContainEqual({
      rank: expect.any(Number),
      initials: 'RUN',
      score: run.score,
      at: expect.any(String),
    });
    expect(body.boards.daily).not.toContainEqual(expect.objectContaining({ initials: 'RUN' }));
  });

  it('refuses the same run with a forged score, a changed log or an old build, and stores none of them', async () => {
    const run = playRun(ARCADE, 99);
    const base = { game: ARCADE, version: versions[ARCADE], ...run, initials: 'FRG', daily: false };
    const forged = [
      { ...base, score: run.score + 1000 },
      { ...base, log: goesOn(run.log, rulesOf(ARCADE).inputWidth) },
      { ...base, version: 'an-old-build' },
    ];
    for (const body of forged) {
      const response = await route.POST(json('/api/scores', body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await everything(ARCADE)).flat()).toEqual([]);
  });

  it('puts a daily run played with the day’s seed on the daily board too', async () => {
    const seed = verify.dailySeed(THIRD, boards.utcDay(new Date()));
    const run = playRun(THIRD, seed);
    const response = await route.POST(
      json('/api/scores', { game: THIRD, version: versions[THIRD], ...run, initials: 'DAY', daily: true }),
    );
    const { ranks } = await response.json();
    expect(ranks).toEqual({ today: expect.any(Number), week: expect.any(Number), all: expect.any(Number), daily: 1 });
    expect((await (await get(`game=${THIRD}`)).json()).boards.daily).toEqual([
      { rank: 1, initials: 'DAY', score: run.score, at: expect.any(String) },
    ]);
  });

  it('stores a level’s time on that level’s boards only', async () => {
    const run = { ...recordedLevelRun(1), level: 1 };
    const response = await route.POST(
      json('/api/scores', { game: LEVELLED, version: versions[LEVELLED], ...run, initials: 'LVL', daily: false }),
    );
    expect(await response.json()).toEqual({ ok: true, ranks: { today: 1, week: 1, all: 1 } });
    expect((await (await get(`game=${LEVELLED}&level=1`)).json()).boards.today).toEqual([
      { rank: 1, initials: 'LVL', score: run.score, at: expect.any(String) },
    ]);
    expect((await (await get(`game=${LEVELLED}&level=3`)).json()).boards.today).toEqual([]);
  });
});
