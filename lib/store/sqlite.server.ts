import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { sqliteMailingList } from './mailing-list-sqlite.server';
import { quizAnswersSqlite } from './quiz-answers-sqlite.server';
import { scoresSqlite } from './scores-sqlite.server';
import { sqliteMeasurement } from './measurement-sqlite.server';
import { sqliteNewsletter } from './newsletter-sqlite.server';
import { migrate } from './sqlite-schema.server';
import { groupCommit } from './group-commit.server';
import { sqliteContactMethods } from './contact-sqlite.server';
import type { Store } from './types';
import { signupKeys } from './values';

const BUSY_TIMEOUT_MS = 5000;

const signupRow = z.object({ email: z.string(), mailbox: z.string(), created_at: z.number().int() });
const countRow = z.object({ count: z.number().int().nonnegative() });

/** Opens (creating if needed) the SQLite store in `${dataDir}/site.db`. */
export function openSqliteStore(dataDir: string): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints, not at each commit. A commit has still been written to the WAL file
  // (in the OS page cache) before the call returns, so an acknowledged write survives the process being killed
  // (SIGKILL, crash, OOM); only an OS crash or power loss can lose the last commits. FULL would cover those at
  // an fsync per write.
  db.pragma('synchronous = NORMAL');
  migrate(db);

  const statements = {
    addSignup: db.prepare(
      'INSERT INTO signups (email, mailbox, created_at) VALUES (@email, @mailbox, @now) ON CONFLICT DO NOTHING',
    ),
    listSignups: db.prepare('SELECT email, mailbox, created_at FROM signups ORDER BY id'),
    incrementVisits: db.prepare('UPDATE visit_counter SET count = count + 1 WHERE id = 1 RETURNING count'),
    getVisitCount: db.prepare('SELECT count FROM visit_counter WHERE id = 1'),
    ping: db.prepare('SELECT 1'),
  };

  const incrementVisits = groupCommit(db, () => countRow.parse(statements.incrementVisits.get()).count);

  return {
    ...sqliteContactMethods(db),
    ...sqliteMailingList(db),
    ...sqliteMeasurement(db),
    ...sqliteNewsletter(db),
    async addSignup(email) {
      const { changes } = statements.addSignup.run({ ...signupKeys(email), now: Date.now() });
      return { created: changes === 1 };
    },
    async listSignups() {
      return statements.listSignups.all().map((row) => {
        const { email, mailbox, created_at } = signupRow.parse(row);
        return { email, mailbox, timestamp: new Date(created_at) };
      });
    },
    async incrementVisits() {
      return incrementVisits();
    },
    async getVisitCount() {
      return countRow.parse(statements.getVisitCount.get()).count;
    },
    ...quizAnswersSqlite(db),
    ...scoresSqlite(db),
    async ping() {
      try {
        return statements.ping.get() !== undefined;
      } catch {
        return false;
      }
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
