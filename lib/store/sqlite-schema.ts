import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';

/**
 * Schema migrations, one a version: PRAGMA user_version counts how many have run. Append, never edit; each is
 * idempotent (IF NOT EXISTS) so a half-known database is still safe to open.
 */
const MIGRATIONS: readonly string[] = [
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
    for (const migration of MIGRATIONS.slice(current)) db.exec(migration);
    if (current < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
