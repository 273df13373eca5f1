import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createStore, type ScoreEntry, type Store } from '@/lib/store/store.server';
import { onBothEngines } from './on-both-engines';
import type { StorePlace } from './store-contract';

jest.setTimeout(60_000);

const DAY = Date.UTC(2026, 10, 25);
const HOUR = 3_600_000;
const run = (initials: string, score: number, at = DAY + HOUR, version = 'b1'): ScoreEntry => ({
  initials,
  score,
  version,
  at: new Date(at),
});
/** Three distinct letters for n < 17576, in order: AAA, AAB… */
const initialsOf = (n: number) =>
  [676, 26, 1].map((unit) => String.fromCharCode(65 + (Math.floor(n / unit) % 26))).join('');

/** The leaderboards every store engine must keep, as one Jest suite. */
function describeScoresContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`the ${name} leaderboards`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await (await makePlace()).open();
    });
    afterEach(() => store.close());

    it('starts empty, and reads an unknown or malformed board as empty', async () => {
      expect(await store.getScoreBoard('arrow-dash.all', 10)).toEqual([]);
      expect(await store.getScoreBoard('../x', 10)).toEqual([]);
    });

    it('ranks the higher score first where points win, the lower where time wins, ties to the earlier run', async () => {
      expect(await store.addScore(['points'], 'higher', run('AAA', 500))).toEqual([1]);
      expect(await store.addScore(['points'], 'higher', run('BBB', 900))).toEqual([1]);
      expect(await store.addScore(['points'], 'higher', run('CCC', 500, DAY + 2 * HOUR))).toEqual([3]);
      expect(await store.addScore(['points'], 'higher', run('DDD', 100))).toEqual([4]);
      expect((await store.getScoreBoard('points', 10)).map((entry) => [entry.initials, entry.score])).toEqual([
        ['BBB', 900],
        ['AAA', 500],
        ['CCC', 500],
        ['DDD', 100],
      ]);
      expect(await store.addScore(['time'], 'lower', run('AAA', 3600))).toEqual([1]);
      expect(await store.addScore(['time'], 'lower', run('BBB', 1800))).toEqual([1]);
      expect((await store.getScoreBoard('time', 10)).map((entry) => entry.initials)).toEqual(['BBB', 'AAA']);
      expect(await store.getScoreBoard('time', 1)).toEqual([run('BBB', 1800)]);
    });

    it('keeps one entry per initials a day, the best, and answers null for a run no better', async () => {
      await store.addScore(['b'], 'higher', run('ABC', 300));
      expect(await store.addScore(['b'], 'higher', run('ABC', 200, DAY + 2 * HOUR))).toEqual([null]);
      expect(await store.addScore(['b'], 'higher', run('ABC', 300, DAY + 2 * HOUR))).toEqual([null]);
      expect(await store.addScore(['b'], 'higher', run('ABC', 400, DAY + 3 * HOUR, 'b2'))).toEqual([1]);
      expect(await store.getScoreBoard('b', 10)).toEqual([run('ABC', 400, DAY + 3 * HOUR, 'b2')]);
      // The next UTC day is an entry of its own (on a board that spans days: the week's, all time).
      expect(await store.addScore(['b'], 'higher', run('ABC', 100, DAY + 25 * HOUR))).toEqual([2]);
      expect(await store.getScoreBoard('b', 10)).toHaveLength(2);
    });

    it('writes a run on all its boards at once, each ranked on its own', async () => {
      await store.addScore(['g.today.2026-11-25'], 'higher', run('TOP', 1000));
      expect(
        await store.addScore(['g.today.2026-11-25', 'g.all', 'g.daily.2026-11-25'], 'higher', run('NEW', 10)),
      ).toEqual([2, 1, 1]);
      expect((await store.getScoreBoard('g.all', 10)).map((entry) => entry.initials)).toEqual(['NEW']);
    });

    it('keeps the best 100 entries of a board, pruning on write, and answers null for a run outside them', async () => {
      for (let n = 0; n < 105; n += 1) await store.addScore(['full'], 'higher', run(initialsOf(n), 1000 + n));
      const kept = await store.getScoreBoard('full', 500);
      expect(kept).toHaveLength(100);
      expect(kept[0]?.score).toBe(1104);
      expect(kept.at(-1)?.score).toBe(1005);
      expect(await store.addScore(['full'], 'higher', run('LOW', 1))).toEqual([null]);
      // 54 better scores, then MID: it ties with the kept 1050 but was played earlier.
      expect(await store.addScore(['full'], 'higher', run('MID', 1050, DAY))).toEqual([55]);
      const after = await store.getScoreBoard('full', 500);
      expect(after).toHaveLength(100);
      expect(after.some((entry) => entry.initials === 'LOW')).toBe(false);
      expect(after.at(-1)?.score).toBe(1006);
    });

    it('keeps one entry, the best, when the same initials write 8 runs at once; different initials all land', async () => {
      const ranks = await Promise.all(
        Array.from({ length: 8 }, (_, n) => store.addScore(['race', 'race.all'], 'higher', run('RUN', 100 + n * 10))),
      );
      expect(ranks.flat().every((rank) => rank === null || rank === 1)).toBe(true);
      expect(await store.getScoreBoard('race', 10)).toEqual([run('RUN', 170)]);
      expect(await store.getScoreBoard('race.all', 10)).toEqual([run('RUN', 170)]);
      await Promise.all(
        Array.from({ length: 8 }, (_, n) => store.addScore(['crowd'], 'lower', run(initialsOf(n), 500 - n))),
      );
      expect((await store.getScoreBoard('crowd', 10)).map((entry) => entry.score)).toEqual([
        493, 494, 495, 496, 497, 498, 499, 500,
      ]);
    });

    it('refuses a malformed board, entry or order, and stores nothing of it', async () => {
      await expect(store.addScore(['ok', 'Bad/Board'], 'higher', run('ABC', 1))).rejects.toThrow(/board/);
      await expect(store.addScore([], 'higher', run('ABC', 1))).rejects.toThrow(/board/);
      await expect(store.addScore(['ok'], 'higher', run('abc', 1))).rejects.toThrow(/Initials/);
      await expect(store.addScore(['ok'], 'higher', run('ABC', -1))).rejects.toThrow(/score/);
      await expect(store.addScore(['ok'], 'higher', run('ABC', 1.5))).rejects.toThrow(/score/);
      await expect(store.addScore(['ok'], 'higher', run('ABC', 1, DAY, 'a b'))).rejects.toThrow(/version/);
      await expect(store.addScore(['ok'], 'sideways' as 'higher', run('ABC', 1))).rejects.toThrow(/higher or lower/);
      expect(await store.getScoreBoard('ok', 10)).toEqual([]);
    });

    it('removes one player’s entries from a game’s boards, of one day or all, and no other game’s', async () => {
      const boards = ['nh.today.2026-11-25', 'nh.all', 'nh.l1.all', 'nhx.all'];
      await store.addScore(boards, 'higher', run('BAD', 900));
      await store.addScore(boards, 'higher', run('BAD', 950, DAY + 30 * HOUR));
      await store.addScore(boards, 'higher', run('OKK', 500));
      expect(await store.removeScores('nh', 'BAD', '2026-11-25')).toBe(3);
      expect((await store.getScoreBoard('nh.all', 10)).map((entry) => [entry.initials, entry.score])).toEqual([
        ['BAD', 950],
        ['OKK', 500],
      ]);
      expect(await store.removeScores('nh', 'BAD')).toBe(3);
      expect((await store.getScoreBoard('nh.l1.all', 10)).map((entry) => entry.initials)).toEqual(['OKK']);
      expect((await store.getScoreBoard('nhx.all', 10)).map((entry) => entry.initials)).toEqual(['BAD', 'BAD', 'OKK']);
      expect(await store.removeScores('nh', 'ZZZ')).toBe(0);
    });

    it('prunes the boards past their retention, and keeps the rest', async () => {
      await store.addScore(['g.today.2026-09-01', 'g.all'], 'higher', run('OLD', 1));
      await store.addScore(['g.today.2026-11-25'], 'higher', run('NEW', 2));
      expect(await store.pruneScoreBoards((board) => board.endsWith('2026-09-01'))).toBe(1);
      expect(await store.getScoreBoard('g.today.2026-09-01', 10)).toEqual([]);
      expect(await store.getScoreBoard('g.all', 10)).toHaveLength(1);
      expect(await store.getScoreBoard('g.today.2026-11-25', 10)).toHaveLength(1);
      expect(await store.pruneScoreBoards(() => false)).toBe(0);
    });
  });
}

onBothEngines('scores', describeScoresContract, (server) => {
  it('keeps each board in one document of its best entries, with a bounded number of revision markers', async () => {
    const settings = server().settings(`scores-layout-${process.pid}`);
    const store = await createStore(settings, 'unused');
    for (let n = 0; n < 40; n += 1) await store.addScore(['layout.all'], 'higher', run(initialsOf(n), n));
    await store.close();
    const app = initializeApp({ projectId: settings.projectId }, 'scores-layout');
    try {
      const db = getFirestore(app);
      db.settings({ host: server().host, ssl: false, universeDomain: 'googleapis.com' });
      const board = await db.doc('scoreBoards/layout.all').get();
      expect(board.get('rev')).toBe(40);
      expect(board.get('entries')).toHaveLength(40);
      expect((await db.collection('scoreBoards/layout.all/revisions').get()).size).toBe(32);
      await db.terminate();
    } finally {
      await deleteApp(app);
    }
  });
});
