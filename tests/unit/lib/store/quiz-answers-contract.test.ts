import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createStore, type Store } from '@/lib/store/store.server';
import { onBothEngines } from './on-both-engines';

/** The quiz answer counters' behaviour, the same on both engines. */
function describeQuizAnswerContract(name: string, open: () => Promise<() => Promise<Store>>) {
  describe(`quiz answer counters on ${name}`, () => {
    let reopen: () => Promise<Store>;
    const opened: Store[] = [];
    const openStore = async () => {
      const store = await reopen();
      opened.push(store);
      return store;
    };
    beforeEach(async () => {
      reopen = await open();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('starts with no counts', async () => {
      const store = await openStore();
      expect(await store.getQuizOptionCounts('halo')).toEqual([]);
      expect(await store.getQuizScoreCounts('halo')).toEqual([]);
    });

    it('counts each chosen option and the score, per quiz, sorted', async () => {
      const store = await openStore();
      await store.addQuizAnswers({
        scoreKey: 'halo',
        score: 1,
        choices: [
          { quizPath: 'halo', question: 0, option: 2 },
          { quizPath: 'halo', question: 1, option: 0 },
        ],
      });
      await store.addQuizAnswers({
        scoreKey: 'halo',
        score: 1,
        choices: [{ quizPath: 'halo', question: 1, option: 0 }],
      });
      await store.addQuizAnswers({
        scoreKey: 'halo',
        score: 0,
        choices: [{ quizPath: 'halo', question: 0, option: 3 }],
      });
      await store.addQuizAnswers({
        scoreKey: 'daily-2026-11-23',
        score: 9,
        choices: [{ quizPath: 'witcher', question: 4, option: 1 }],
      });
      expect(await store.getQuizOptionCounts('halo')).toEqual([
        { question: 0, option: 2, count: 1 },
        { question: 0, option: 3, count: 1 },
        { question: 1, option: 0, count: 2 },
      ]);
      expect(await store.getQuizScoreCounts('halo')).toEqual([
        { score: 0, count: 1 },
        { score: 1, count: 2 },
      ]);
      expect(await store.getQuizOptionCounts('witcher')).toEqual([{ question: 4, option: 1, count: 1 }]);
      expect(await store.getQuizScoreCounts('daily-2026-11-23')).toEqual([{ score: 9, count: 1 }]);
    });

    it('counts exactly under 200 concurrent finished quizzes from two stores on the same data', async () => {
      const [first, second] = [await openStore(), await openStore()];
      await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          (n % 2 ? first : second).addQuizAnswers({
            scoreKey: 'csgo',
            score: n % 3,
            choices: [
              { quizPath: 'csgo', question: 0, option: n % 4 },
              { quizPath: 'csgo', question: 7, option: 1 },
            ],
          }),
        ),
      );
      const options = await first.getQuizOptionCounts('csgo');
      expect(options).toEqual([
        { question: 0, option: 0, count: 50 },
        { question: 0, option: 1, count: 50 },
        { question: 0, option: 2, count: 50 },
        { question: 0, option: 3, count: 50 },
        { question: 7, option: 1, count: 200 },
      ]);
      expect(await second.getQuizScoreCounts('csgo')).toEqual([
        { score: 0, count: 67 },
        { score: 1, count: 67 },
        { score: 2, count: 66 },
      ]);
    });

    it('refuses a malformed key or number and counts nothing of it', async () => {
      const store = await openStore();
      const good = { quizPath: 'halo', question: 0, option: 1 };
      await expect(store.addQuizAnswers({ scoreKey: 'halo/../x', score: 1, choices: [good] })).rejects.toThrow(/key/);
      await expect(store.addQuizAnswers({ scoreKey: 'halo', score: -1, choices: [good] })).rejects.toThrow(
        /whole numbers/,
      );
      await expect(
        store.addQuizAnswers({
          scoreKey: 'halo',
          score: 1,
          choices: [good, { quizPath: 'Halo', question: 0, option: 0 }],
        }),
      ).rejects.toThrow(/key/);
      expect(await store.getQuizOptionCounts('halo')).toEqual([]);
      expect(await store.getQuizScoreCounts('halo')).toEqual([]);
      expect(await store.getQuizOptionCounts('a/b')).toEqual([]);
    });

    it('keeps the counts across close and reopen', async () => {
      const store = await openStore();
      await store.addQuizAnswers({
        scoreKey: 'witcher',
        score: 10,
        choices: [{ quizPath: 'witcher', question: 9, option: 3 }],
      });
      await store.close();
      const again = await openStore();
      expect(await again.getQuizOptionCounts('witcher')).toEqual([{ question: 9, option: 3, count: 1 }]);
      expect(await again.getQuizScoreCounts('witcher')).toEqual([{ score: 10, count: 1 }]);
    });
  });
}

onBothEngines(
  'quiz-answers',
  (name, makePlace) => describeQuizAnswerContract(name, async () => (await makePlace()).open),
  (server) => {
    it('spreads each quiz’s counters over shard documents, summed on read', async () => {
      const settings = server().settings(`quiz-answers-layout-${process.pid}`);
      const store = await createStore(settings, 'unused');
      await Promise.all(
        Array.from({ length: 60 }, () =>
          store.addQuizAnswers({ scoreKey: 'halo', score: 3, choices: [{ quizPath: 'halo', question: 2, option: 1 }] }),
        ),
      );
      await store.close();
      const app = initializeApp({ projectId: settings.projectId }, 'quiz-answers-layout');
      try {
        const db = getFirestore(app);
        db.settings({ host: server().host, ssl: false, universeDomain: 'googleapis.com' });
        const shards = await db.collection('quizAnswerCounts/halo/shards').get();
        expect(shards.size).toBeGreaterThan(1);
        expect(shards.docs.reduce((sum, shard) => sum + Number(shard.get('q2o1')), 0)).toBe(60);
        const scores = await db.collection('quizScoreCounts/halo/shards').get();
        expect(scores.docs.reduce((sum, shard) => sum + Number(shard.get('s3')), 0)).toBe(60);
        await db.terminate();
      } finally {
        await deleteApp(app);
      }
    });
  },
);
