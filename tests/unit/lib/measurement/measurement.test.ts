import { advanceFunnel, initialFunnel, PLAYED_MS } from '@/lib/measurement/funnel';
import { formatP75, funnels, percent, vitalsByPage } from '@/lib/measurement/report';
import { beaconSchema, bucketOf, p75, pagePath, rating } from '@/lib/measurement/vitals';

describe('web vitals histograms', () => {
  it('put a value in the first bucket whose bound it does not exceed, thresholds included', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 2500)).toBe(bucketOf('LCP', 2001));
    expect(bucketOf('LCP', 2501)).toBe(bucketOf('LCP', 2500) + 1);
    expect(bucketOf('CLS', 0.1)).toBe(bucketOf('CLS', 0.08));
    expect(bucketOf('LCP', 1e9)).toBe(bucketOf('LCP', 30001));
  });

  it('give the 75th percentile as its bucket bound, rated against the thresholds', () => {
    const counts = new Map([
      [bucketOf('LCP', 900), 3],
      [bucketOf('LCP', 3200), 1],
    ]);
    expect(p75('LCP', counts)).toBe(1000);
    expect(p75('LCP', new Map([[bucketOf('LCP', 3200), 4]]))).toBe(3500);
    expect(p75('LCP', new Map())).toBeNull();
    expect(p75('LCP', new Map([[bucketOf('LCP', 99_999), 1]]))).toBe(Infinity);
    expect(rating('LCP', 2500)).toBe('good');
    expect(rating('INP', 300)).toBe('needs improvement');
    expect(rating('CLS', 0.35)).toBe('poor');
  });
});

describe('measurement beacons', () => {
  it('fold quiz questions into their quiz and refuse anything but a plain path', () => {
    expect(pagePath.parse('/quiz/halo/7')).toBe('/quiz/halo');
    expect(pagePath.parse('/games/')).toBe('/games');
    expect(pagePath.parse('/')).toBe('/');
    for (const bad of [
      'games',
      '/Games',
      '/a?b',
      '/a b',
      `/${'a'.repeat(200)}`,
      '//evil.example/x'.replace('//', 'https://'),
    ]) {
      expect(pagePath.safeParse(bad).success).toBe(false);
    }
  });

  it('take only known metrics with finite values, and known funnel steps', () => {
    expect(beaconSchema.safeParse({ kind: 'vitals', page: '/', metrics: [{ name: 'LCP', value: 1200 }] }).success).toBe(
      true,
    );
    expect(beaconSchema.safeParse({ kind: 'play', game: 'paddle-war', step: 'start' }).success).toBe(true);
    for (const bad of [
      { kind: 'vitals', page: '/', metrics: [] },
      { kind: 'vitals', page: '/', metrics: [{ name: 'FID', value: 1 }] },
      { kind: 'vitals', page: '/', metrics: [{ name: 'LCP', value: -1 }] },
      { kind: 'vitals', page: '/', metrics: [{ name: 'LCP', value: 1, id: 'visitor-1' }] },
      { kind: 'vitals', page: '/', metrics: Array.from({ length: 6 }, () => ({ name: 'CLS', value: 0 })) },
      { kind: 'play', game: 'paddle-war', step: 'won' },
      { kind: 'play', game: '../x', step: 'view' },
      { kind: 'other' },
      [],
      null,
    ]) {
      expect(beaconSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the play funnel', () => {
  it('counts the first start, then a minute of playing time only', () => {
    let progress = initialFunnel;
    const look = (scene: string | null, ms: number) => {
      const next = advanceFunnel(progress, scene, ms);
      progress = next.progress;
      return next.steps;
    };
    expect(look('title', 1000)).toEqual([]);
    expect(look('playing', 1000)).toEqual(['start']);
    expect(look('playing', PLAYED_MS / 2)).toEqual([]);
    expect(look('paused', PLAYED_MS)).toEqual([]);
    expect(look('gameover', PLAYED_MS)).toEqual([]);
    expect(look('playing', PLAYED_MS / 2)).toEqual(['minute']);
    expect(look('playing', PLAYED_MS)).toEqual([]);
    expect(look(null, 1000)).toEqual([]);
  });
});

describe('the vitals report', () => {
  it('summarises p75 per page, busiest first, and funnels per game', () => {
    const day = '2026-01-01';
    const rows = vitalsByPage([
      { day, page: '/', metric: 'LCP', bucket: bucketOf('LCP', 1200), count: 2 },
      { day: '2026-01-02', page: '/', metric: 'LCP', bucket: bucketOf('LCP', 1200), count: 1 },
      { day, page: '/about', metric: 'CLS', bucket: bucketOf('CLS', 0), count: 1 },
    ]);
    expect(rows.map((row) => [row.page, row.loads, row.p75.LCP, row.p75.CLS])).toEqual([
      ['/', 3, 1200, null],
      ['/about', 1, null, 0.001],
    ]);
    expect(formatP75('LCP', 1200)).toBe('≤ 1200 ms good');
    expect(formatP75('CLS', Infinity)).toBe('> 2 poor');
    expect(formatP75('INP', null)).toBe('—');
    expect(
      funnels([
        { day, game: 'paddle-war', step: 'view', count: 4 },
        { day, game: 'paddle-war', step: 'start', count: 2 },
      ]),
    ).toEqual([{ game: 'paddle-war', counts: { view: 4, start: 2, minute: 0 } }]);
    expect(percent(1, 4)).toBe('25%');
    expect(percent(1, 0)).toBe('—');
  });
});
