import gamesList from '@/content/games.json';
import { createTempDataDir, json, post } from './helpers';

createTempDataDir();
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;
let measurement: typeof import('@/lib/store/store.server');

beforeAll(async () => {
  ({ POST } = await import('@/app/api/vitals/route'));
  measurement = await import('@/lib/store/store.server');
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/vitals', () => {
  it('stores a page load as bucket counts per page and day, with nothing about the visitor', async () => {
    const response = await POST(
      json('/api/vitals', {
        kind: 'vitals',
        page: '/quiz/halo/3',
        metrics: [
          { name: 'LCP', value: 1234.5 },
          { name: 'CLS', value: 0.02 },
        ],
      }),
    );
    expect(response.status).toBe(204);
    const rows = await (await measurement.store()).listVitals(today());
    expect(rows.map(({ page, metric, count }) => [page, metric, count]).sort()).toEqual([
      ['/quiz/halo', 'CLS', 1],
      ['/quiz/halo', 'LCP', 1],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2|1234\.5/);
  });

  it('counts a known game funnel step and refuses an unknown game', async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    expect((await POST(json('/api/vitals', { kind: 'play', game: 'paddle-war', step: 'view' }, from))).status).toBe(
      204,
    );
    expect((await POST(json('/api/vitals', { kind: 'play', game: 'paddle-war', step: 'start' }, from))).status).toBe(
      204,
    );
    expect((await POST(json('/api/vitals', { kind: 'play', game: 'no-such-game', step: 'start' }, from))).status).toBe(
      400,
    );
    expect(
      (await (await measurement.store()).listPlays(today())).map(({ game, step, count }) => [game, step, count]),
    ).toEqual([
      ['paddle-war', 'start', 1],
      ['paddle-war', 'view', 1],
    ]);
  });

  it('stores nothing for a page the site does not have', async () => {
    const before = (await (await measurement.store()).listVitals(today())).length;
    for (const page of [
      '/no-such-page',
      '/wp-admin',
      '/quiz/no-such-quiz',
      '/blog-updates/invented',
      '/quiz/halo/3/x',
    ]) {
      const response = await POST(json('/api/vitals', { kind: 'vitals', page, metrics: [{ name: 'LCP', value: 1 }] }));
      expect([page, response.status, (await response.json()).error]).toEqual([page, 400, 'page: no such page']);
    }
    expect(await (await measurement.store()).listVitals(today())).toHaveLength(before);
    for (const page of ['/', '/games', '/paddle-war', '/quiz/daily', '/mailing-list/confirm']) {
      expect(
        (await POST(json('/api/vitals', { kind: 'vitals', page, metrics: [{ name: 'TTFB', value: 1 }] }))).status,
      ).toBe(204);
    }
  });

  it("counts at most 3 loads a day of one page from one client, so one client can't move its p75", async () => {
    const page = '/about';
    for (let visitor = 0; visitor < 12; visitor += 1) {
      const good = json(
        '/api/vitals',
        { kind: 'vitals', page, metrics: [{ name: 'LCP', value: 900 }] },
        { 'x-forwarded-for': `203.0.113.${visitor}` },
      );
      expect((await POST(good)).status).toBe(204);
    }
    for (let fake = 0; fake < 50; fake += 1) {
      const slow = json(
        '/api/vitals',
        { kind: 'vitals', page, metrics: [{ name: 'LCP', value: 59_000 }] },
        { 'x-forwarded-for': '198.51.100.66' },
      );
      expect((await POST(slow)).status).toBe(204);
    }
    const { vitalsByPage } = await import('@/lib/measurement/report');
    const about = vitalsByPage(
      (await (await measurement.store()).listVitals(today())).filter((row) => row.page === page),
    )[0];
    expect(about?.loads).toBe(15);
    expect(about?.p75.LCP).toBe(1000);
  });

  it('counts funnel steps only in order per client, so no funnel passes 100%', async () => {
    // A game no other test here plays, so its counts start at zero.
    const game = gamesList.find((entry) => entry.id !== 'paddle-war')?.id ?? '';
    const step = (client: string, name: string) =>
      POST(json('/api/vitals', { kind: 'play', game, step: name }, { 'x-forwarded-for': client }));
    for (let n = 0; n < 40; n += 1) expect((await step('198.51.100.77', 'minute')).status).toBe(204);
    for (let n = 0; n < 15; n += 1) await step('198.51.100.78', 'start');
    for (let n = 0; n < 15; n += 1) {
      await step('198.51.100.79', 'view');
      await step('198.51.100.79', 'start');
      await step('198.51.100.79', 'minute');
      await step('198.51.100.79', 'minute');
    }
    const counts = Object.fromEntries(
      (await (await measurement.store()).listPlays(today()))
        .filter((row) => row.game === game)
        .map(({ step: name, count }) => [name, count]),
    );
    expect(counts).toEqual({ view: 10, start: 10, minute: 10 });
  });

  it.each([
    ['malformed JSON', () => post('/api/vitals', '{"kind":', 'application/json'), 400],
    ['an array', () => json('/api/vitals', []), 400],
    ['a string', () => json('/api/vitals', 'LCP'), 400],
    [
      'a visitor id',
      () => json('/api/vitals', { kind: 'vitals', page: '/', metrics: [{ name: 'LCP', value: 1 }], visitor: 'abc' }),
      400,
    ],
    [
      'NaN as text',
      () =>
        post('/api/vitals', '{"kind":"vitals","page":"/","metrics":[{"name":"LCP","value":NaN}]}', 'application/json'),
      400,
    ],
    [
      'a metric twice',
      () =>
        json('/api/vitals', {
          kind: 'vitals',
          page: '/',
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        }),
      400,
    ],
    [
      'a huge value',
      () => json('/api/vitals', { kind: 'vitals', page: '/', metrics: [{ name: 'LCP', value: 1e308 }] }),
      400,
    ],
    [
      'a foreign page',
      () =>
        json('/api/vitals', { kind: 'vitals', page: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] }),
      400,
    ],
    [
      'a __proto__ key',
      () =>
        post(
          '/api/vitals',
          '{"kind":"play","game":"paddle-war","step":"view","__proto__":{"x":1}}',
          'application/json',
        ),
      400,
    ],
    ['a body over 2 KB', () => json('/api/vitals', { kind: 'vitals', page: `/${'a'.repeat(3000)}`, metrics: [] }), 413],
    ['plain text', () => post('/api/vitals', 'LCP=1', 'text/plain'), 415],
    ['no body', () => post('/api/vitals', '', null), 415],
    [
      'another site',
      () => json('/api/vitals', { kind: 'play', game: 'paddle-war', step: 'view' }, { origin: 'https://evil.example' }),
      403,
    ],
  ])('answers %s with a clear 4xx, never a 5xx', async (_case, request, status) => {
    const response = await POST(request());
    expect(response.status).toBe(status);
    expect((await response.json()).ok).toBe(false);
  });

  it('limits a client to 60 beacons a minute', async () => {
    const statuses: number[] = [];
    for (let beacon = 0; beacon < 61; beacon += 1) {
      statuses.push(
        (
          await POST(
            json(
              '/api/vitals',
              { kind: 'play', game: 'paddle-war', step: 'view' },
              { 'x-forwarded-for': '198.51.100.7' },
            ),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
