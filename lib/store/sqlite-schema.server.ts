import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { mailboxKey } from '@/lib/mail/mailbox';
import { CONFIRMATION_OUTBOX_MIGRATION, MAILING_LIST_MIGRATION } from './mailing-list-sqlite.server';
import { NEWSLETTER_MIGRATION } from './newsletter-sqlite.server';
import { MEASUREMENT_MIGRATION } from './measurement-sqlite.server';
import { SCORES_MIGRATION } from './scores-sqlite.server';

/** SQL text, or a function for a step SQL alone can't express. */
type Migration = string | ((db: Database) => void);

/**
 * Schema migrations, one a version: PRAGMA user_version counts how many have run, each in the same transaction
 * as its version bump. Append, never edit.
 */
const MIGRATIONS: readonly Migration[] = [
  // Rows are listed by their INTEGER PRIMARY KEY (insertion order), which VACUUM keeps and clocks can't reorder.
  `
  CREATE TABLE IF NOT EXISTS signups (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contact_messages (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS contact_messages_by_status ON contact_messages (status, seq);
  CREATE TABLE IF NOT EXISTS visit_counter (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    count INTEGER NOT NULL
  );
  INSERT INTO visit_counter (id, count) VALUES (1, 0) ON CONFLICT DO NOTHING;
  `,
  // Contact messages get claims (a 'sending' state, who holds it and since when). SQLite can't change a CHECK in
  // place, so the table is rebuilt; the status list is CONTACT_STATUSES, which a test holds this CHECK to.
  `
  CREATE TABLE contact_messages_next (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at INTEGER,
    claim_token TEXT,
    claimed_at INTEGER
  );
  INSERT INTO contact_messages_next (seq, id, name, email, message, created_at, status, attempts, last_error, sent_at)
    SELECT seq, id, name, email, message, created_at, status, attempts, last_error, sent_at FROM contact_messages;
  DROP TABLE contact_messages;
  ALTER TABLE contact_messages_next RENAME TO contact_messages;
  CREATE INDEX contact_messages_by_status ON contact_messages (status, seq);
  `,
  // One sign-up per mailbox: each row gets its mailbox key; of several rows for one mailbox the first is kept.
  (db) => {
    db.exec("ALTER TABLE signups ADD COLUMN mailbox TEXT NOT NULL DEFAULT ''");
    const rows = z
      .array(z.object({ id: z.number().int(), email: z.string() }))
      .parse(db.prepare('SELECT id, email FROM signups ORDER BY id').all());
    const setMailbox = db.prepare('UPDATE signups SET mailbox = ? WHERE id = ?');
    const remove = db.prepare('DELETE FROM signups WHERE id = ?');
    const seen = new Set<string>();
    for (const { id, email } of rows) {
      const mailbox = mailboxKey(email) ?? email;
      if (seen.has(mailbox)) remove.run(id);
      else setMailbox.run(mailbox, id);
      seen.add(mailbox);
    }
    db.exec('CREATE UNIQUE INDEX signups_by_mailbox ON signups (mailbox)');
  },
  // Quiz answer counters: anonymous totals only, one row per option of a question and per score of a histogram.
  `
  CREATE TABLE IF NOT EXISTS quiz_option_counts (
    quiz_path TEXT NOT NULL,
    question INTEGER NOT NULL,
    option INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (quiz_path, question, option)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS quiz_score_counts (
    score_key TEXT NOT NULL,
    score INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (score_key, score)
  ) WITHOUT ROWID;
  `,
  MAILING_LIST_MIGRATION,
  MEASUREMENT_MIGRATION,
  CONFIRMATION_OUTBOX_MIGRATION,
  SCORES_MIGRATION,
  NEWSLETTER_MIGRATION,
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database's schema up to SCHEMA_VERSION; refuses a database written by newer code. */
export function migrate(db: Database): void {
  // IMMEDIATE takes the write lock first, so two processes opening a new database don't both migrate it.
  db.transaction(() => {
    const current = z
      .number()
      .int()
      .nonnegative()
      .parse(db.pragma('user_version', { simple: true }));
    if (current > SCHEMA_VERSION) {
      throw new Error(`The database has schema version ${current}; this code knows up to ${SCHEMA_VERSION}`);
    }
    for (const migration of MIGRATIONS.slice(current)) {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
    }
    if (current < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
