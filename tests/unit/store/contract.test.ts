import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createStore } from '@/lib/store';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../fixtures/firestore-emulator';
import { describeStoreContract } from './store-contract';

// The Firestore-protocol server is slow under a loaded machine: 200 concurrent increments can take seconds.
jest.setTimeout(30_000);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describeStoreContract('SQLite', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-'));
  folders.push(dataDir);
  return { open: () => createStore({ engine: 'sqlite' }, dataDir) };
});

describe('on a Firestore-protocol server', () => {
  let emulator: FirestoreEmulator;
  let projects = 0;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    // As a deployment would set it; the store also receives the host explicitly through its settings.
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  });
  afterAll(() => {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    emulator.stop();
  });

  describeStoreContract('Firestore', async () => {
    // Each test gets its own project, which the server keeps as a separate database.
    const projectId = `contract-${process.pid}-${(projects += 1)}`;
    return { open: () => createStore(emulator.settings(projectId), 'unused') };
  });

  it('keeps the documented layout: testerSignUps by mailbox hash, visits in shards', async () => {
    const settings = emulator.settings(`layout-${process.pid}`);
    const store = await createStore(settings, 'unused');
    await store.addSignup('Ada@Gmail.com');
    await Promise.all(Array.from({ length: 60 }, () => store.incrementVisits()));
    await store.close();

    const app = initializeApp({ projectId: settings.projectId }, 'layout-check');
    try {
      const db = getFirestore(app);
      db.settings({ host: emulator.host, ssl: false, universeDomain: 'googleapis.com' });
      const signup = await db.doc(`testerSignUps/${createHash('sha256').update('ada@gmail.com').digest('hex')}`).get();
      expect(signup.data()).toEqual({ email: 'Ada@Gmail.com', mailbox: 'ada@gmail.com', timestamp: expect.any(Timestamp) });
      const shards = await db.collection('visitCounters/visitorCount/shards').get();
      expect(shards.size).toBeGreaterThan(1);
      expect(shards.docs.reduce((sum, shard) => sum + Number(shard.get('count')), 0)).toBe(60);
      await db.terminate();
    } finally {
      await deleteApp(app);
    }
  });
});
