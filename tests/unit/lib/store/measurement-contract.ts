import type { Store } from '@/lib/store/store.server';
import type { StorePlace } from './store-contract';

/** The first-party measurement counts every store engine must keep, as one Jest suite. */
export function describeMeasurementContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`the ${name} measurement counts`, () => {
    let store: Store;
    afterEach(() => store.close());
    beforeEach(async () => {
      store = await (await makePlace()).open();
    });

    it('adds vitals into buckets per day, page and metric, exactly under concurrent beacons', async () => {
      await Promise.all(
        Array.from({ length: 40 }, () =>
          store.recordVitals('2026-01-02', '/', [
            { metric: 'LCP', bucket: 3 },
            { metric: 'CLS', bucket: 0 },
          ]),
        ),
      );
      await store.recordVitals('2026-01-02', '/quiz/halo', [{ metric: 'LCP', bucket: 3 }]);
      await store.recordVitals('2026-01-01', '/', [{ metric: 'LCP', bucket: 5 }]);
      const rows = (await store.listVitals('2026-01-02')).sort((a, b) =>
        `${a.page}${a.metric}`.localeCompare(`${b.page}${b.metric}`),
      );
      expect(rows).toEqual([
        { day: '2026-01-02', page: '/', metric: 'CLS', bucket: 0, count: 40 },
        { day: '2026-01-02', page: '/', metric: 'LCP', bucket: 3, count: 40 },
        { day: '2026-01-02', page: '/quiz/halo', metric: 'LCP', bucket: 3, count: 1 },
      ]);
      expect(await store.listVitals('2026-01-01')).toHaveLength(4);
    });

    it('counts play funnel steps per day and game', async () => {
      await Promise.all(Array.from({ length: 30 }, () => store.recordPlay('2026-01-02', 'paddle-war', 'view')));
      await store.recordPlay('2026-01-02', 'paddle-war', 'start');
      await store.recordPlay('2025-12-31', 'space-breaker', 'view');
      const rows = (await store.listPlays('2026-01-01')).sort((a, b) => a.step.localeCompare(b.step));
      expect(rows).toEqual([
        { day: '2026-01-02', game: 'paddle-war', step: 'start', count: 1 },
        { day: '2026-01-02', game: 'paddle-war', step: 'view', count: 30 },
      ]);
    });
  });
}
