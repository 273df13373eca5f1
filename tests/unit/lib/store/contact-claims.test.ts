import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createStore, CONTACT_STATUSES } from '@/lib/store/store.server';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../../fixtures/firestore-emulator';
import { describeContactClaimsContract } from './contact-claims-contract';

jest.setTimeout(30_000);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function sqlitePlace() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-claims-'));
  folders.push(dataDir);
  return {
    dataDir,
    open: () => createStore({ engine: 'sqlite' }, dataDir),
    async writeLegacyPendingMessage() {
      const id = randomUUID();
      const db = new Database(path.join(dataDir, 'site.db'));
      db.prepare(
        `INSERT INTO contact_messages (id, name, email, message, created_at, status, attempts) VALUES (?, 'Old', 'old@example.org', 'Hi', ?, 'pending', 0)`,
      ).run(id, Date.now());
      db.close();
      return id;
    },
  };
}

describeContactClaimsContract('SQLite', async () => sqlitePlace());

describe('the SQLite schema', () => {
  it('accepts exactly the statuses CONTACT_STATUSES lists', async () => {
    const place = sqlitePlace();
    await (await place.open()).close();
    const db = new Database(path.join(place.dataDir, 'site.db'));
    const insert = db.prepare(
      `INSERT INTO contact_messages (id, name, email, message, created_at, status) VALUES (?, 'A', 'a@example.org', 'Hi', 0, ?)`,
    );
    for (const status of CONTACT_STATUSES) expect(() => insert.run(randomUUID(), status)).not.toThrow();
    expect(() => insert.run(randomUUID(), 'lost')).toThrow(/CHECK constraint/);
    db.close();
  });
});

describe('on a Firestore-protocol server', () => {
  let emulator: FirestoreEmulator;
  let projects = 0;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator.stop());

  describeContactClaimsContract('Firestore', async () => {
    const settings = emulator.settings(`claims-${process.pid}-${(projects += 1)}`);
    return {
      open: () => createStore(settings, 'unused'),
      async writeLegacyPendingMessage() {
        const app = initializeApp({ projectId: settings.projectId }, `legacy-${randomUUID()}`);
        try {
          const db = getFirestore(app);
          db.settings({ host: emulator.host, ssl: false, universeDomain: 'googleapis.com' });
          const fields = {
            name: 'Old',
            email: 'old@example.org',
            message: 'Hi',
            status: 'pending',
            attempts: 0,
            lastError: null,
            sentAt: null,
          };
          const ref = await db.collection('contactMessages').add({ ...fields, createdAt: Timestamp.now() });
          await db.terminate();
          return ref.id;
        } finally {
          await deleteApp(app);
        }
      },
    };
  });
});
