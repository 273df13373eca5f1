import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { quizAnswersSqlite } from './quiz-answers-sqlite';
import { migrate } from './sqlite-schema';
import { ContactMessageNotFoundError, type ContactMessage, type Store } from './types';
import { clipError, isMessageId, normalizeEmail } from './values';

const BUSY_TIMEOUT_MS = 5000;

const signupRow = z.object({ email: z.string(), created_at: z.number().int() });
const contactRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.number().int(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  sent_at: z.number().int().nullable(),
});
const countRow = z.object({ count: z.number().int().nonnegative() });

function toContactMessage(row: unknown): ContactMessage {
  const r = contactRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    createdAt: new Date(r.created_at),
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: r.sent_at === null ? null : new Date(r.sent_at),
  };
}

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

  const columns = 'id, name, email, message, created_at, status, attempts, last_error, sent_at';
  const statements = {
    addSignup: db.prepare('INSERT INTO signups (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING'),
    listSignups: db.prepare('SELECT email, created_at FROM signups ORDER BY id'),
    saveContact: db.prepare(
      `INSERT INTO contact_messages (id, name, email, message, created_at, status, attempts)
       VALUES (@id, @name, @email, @message, @createdAt, 'pending', 0) RETURNING ${columns}`,
    ),
    markSent: db.prepare(`UPDATE contact_messages SET status = 'sent', attempts = attempts + 1, sent_at = ? WHERE id = ?`),
    markFailed: db.prepare(`UPDATE contact_messages SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?`),
    listContacts: db.prepare(`SELECT ${columns} FROM contact_messages ORDER BY seq`),
    listContactsByStatus: db.prepare(`SELECT ${columns} FROM contact_messages WHERE status = ? ORDER BY seq`),
    getContact: db.prepare(`SELECT ${columns} FROM contact_messages WHERE id = ?`),
    incrementVisits: db.prepare('UPDATE visit_counter SET count = count + 1 WHERE id = 1 RETURNING count'),
    getVisitCount: db.prepare('SELECT count FROM visit_counter WHERE id = 1'),
    ping: db.prepare('SELECT 1'),
  };

  return {
    async addSignup(email) {
      const { changes } = statements.addSignup.run(normalizeEmail(email), Date.now());
      return { created: changes === 1 };
    },
    async listSignups() {
      return statements.listSignups.all().map((row) => {
        const { email, created_at } = signupRow.parse(row);
        return { email, timestamp: new Date(created_at) };
      });
    },
    async saveContactMessage({ name, email, message }) {
      return toContactMessage(statements.saveContact.get({ id: randomUUID(), name, email, message, createdAt: Date.now() }));
    },
    async markContactMessage(id, outcome) {
      const { changes } = outcome.status === 'sent' ? statements.markSent.run(Date.now(), id) : statements.markFailed.run(clipError(outcome.error), id);
      if (changes === 0) throw new ContactMessageNotFoundError(id);
    },
    async listContactMessages(filter = {}) {
      const rows = filter.status ? statements.listContactsByStatus.all(filter.status) : statements.listContacts.all();
      return rows.map(toContactMessage);
    },
    async getContactMessage(id) {
      if (!isMessageId(id)) return null;
      const row = statements.getContact.get(id);
      return row === undefined ? null : toContactMessage(row);
    },
    async incrementVisits() {
      return countRow.parse(statements.incrementVisits.get()).count;
    },
    async getVisitCount() {
      return countRow.parse(statements.getVisitCount.get()).count;
    },
    ...quizAnswersSqlite(db),
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
