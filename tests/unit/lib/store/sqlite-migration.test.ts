import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createStore } from '@/lib/store/store.server';

// The schema version 1 wrote, as deployed before claims and mailbox keys.
const VERSION_1 = `
  CREATE TABLE signups (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL);
  CREATE TABLE contact_messages (
    seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL,
    created_at INTEGER NOT NULL, status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, sent_at INTEGER
  );
  CREATE TABLE visit_counter (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL);
  INSERT INTO visit_counter (id, count) VALUES (1, 7);
  PRAGMA user_version = 1;
`;

describe('opening a database version 1 wrote', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-migration-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the first sign-up of each mailbox and every contact message, which a retry can then claim', async () => {
    const old = new Database(path.join(dataDir, 'site.db'));
    old.exec(VERSION_1);
    const addSignup = old.prepare('INSERT INTO signups (email, created_at) VALUES (?, ?)');
    ['ada.player@gmail.com', 'bo@gmail.com', 'adaplayer+beta@googlemail.com', 'a.d.a.player@gmail.com'].forEach(
      (email, index) => addSignup.run(email, index),
    );
    const addMessage = old.prepare(
      `INSERT INTO contact_messages (id, name, email, message, created_at, status, attempts) VALUES (?, 'Old', 'o@example.org', 'Hi', 0, ?, ?)`,
    );
    addMessage.run('left-pending', 'pending', 0);
    addMessage.run('failed-once', 'failed', 1);
    old.close();

    const store = await createStore({ engine: 'sqlite' }, dataDir);
    try {
      expect((await store.listSignups()).map(({ email, mailbox }) => [email, mailbox])).toEqual([
        ['ada.player@gmail.com', 'adaplayer@gmail.com'],
        ['bo@gmail.com', 'bo@gmail.com'],
      ]);
      expect(await store.addSignup('AdaPlayer@gmail.com')).toEqual({ created: false });
      expect(
        (await store.listContactMessages()).map(({ id, status, attempts, claimedAt }) => [
          id,
          status,
          attempts,
          claimedAt,
        ]),
      ).toEqual([
        ['left-pending', 'pending', 0, null],
        ['failed-once', 'failed', 1, null],
      ]);
      expect((await store.claimContactMessage('left-pending'))?.message.status).toBe('sending');
      expect((await store.claimContactMessage('failed-once'))?.message.attempts).toBe(2);
      expect(await store.getVisitCount()).toBe(7);
    } finally {
      await store.close();
    }
  });
});
