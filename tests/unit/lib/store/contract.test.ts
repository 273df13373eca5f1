import { createHash } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createStore } from '@/lib/store/store.server';
import { onBothEngines } from './on-both-engines';
import { describeStoreContract } from './store-contract';

// The Firestore-protocol server is slow under a loaded machine: 200 concurrent increments can take seconds.
jest.setTimeout(30_000);

onBothEngines('store', describeStoreContract, (server) => {
  // As a deployment would set it; the store also receives the host explicitly through its settings.
  beforeAll(() => {
    process.env.FIRESTORE_EMULATOR_HOST = server().host;
  });
  afterAll(() => {
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('keeps the documented layout: testerSignUps by mailbox hash, visits in shards', async () => {
    const settings = server().settings(`layout-${process.pid}`);
    const store = await createStore(settings, 'unused');
    await store.addSignup('Ada@Gmail.com');
    await Promise.all(Array.from({ length: 60 }, () => store.incrementVisits()));
    await store.close();

    const app = initializeApp({ projectId: settings.projectId }, 'layout-check');
    try {
      const db = getFirestore(app);
      db.settings({ host: server().host, ssl: false, universeDomain: 'googleapis.com' });
      const signup = await db.doc(`testerSignUps/${createHash('sha256').update('ada@gmail.com').digest('hex')}`).get();
      expect(signup.data()).toEqual({
        email: 'Ada@Gmail.com',
        mailbox: 'ada@gmail.com',
        timestamp: expect.any(Timestamp),
      });
      const shards = await db.collection('visitCounters/visitorCount/shards').get();
      expect(shards.size).toBeGreaterThan(1);
      expect(shards.docs.reduce((sum, shard) => sum + Number(shard.get('count')), 0)).toBe(60);
      await db.terminate();
    } finally {
      await deleteApp(app);
    }
  });
});
