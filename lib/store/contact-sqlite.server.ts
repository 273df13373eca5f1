import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  CONTACT_STATUSES,
  ContactClaimLostError,
  ContactMessageNotFoundError,
  type ContactMessage,
  type Store,
} from './types';
import { clipError, CONTACT_CLAIM_LEASE_MS, isMessageId } from './values';

type ContactMethods = Pick<
  Store,
  'saveContactMessage' | 'claimContactMessage' | 'markContactMessage' | 'listContactMessages' | 'getContactMessage'
>;

const contactRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.number().int(),
  status: z.enum(CONTACT_STATUSES),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  sent_at: z.number().int().nullable(),
  claimed_at: z.number().int().nullable(),
});

function toContactMessage(row: unknown): ContactMessage {
  const r = contactRow.parse(row);
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    createdAt: new Date(r.created_at),
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: date(r.sent_at),
    claimedAt: date(r.claimed_at),
  };
}

/** The contact-message half of the SQLite store. Each claim is one conditional UPDATE, so SQLite's write lock makes it atomic across processes. */
export function sqliteContactMethods(db: Database): ContactMethods {
  const columns = 'id, name, email, message, created_at, status, attempts, last_error, sent_at, claimed_at';
  const statements = {
    save: db.prepare(
      `INSERT INTO contact_messages (id, name, email, message, created_at, status, attempts, claim_token, claimed_at)
       VALUES (@id, @name, @email, @message, @now, 'sending', 1, @token, @now) RETURNING ${columns}`,
    ),
    claim: db.prepare(
      `UPDATE contact_messages SET status = 'sending', attempts = attempts + 1, claim_token = @token, claimed_at = @now
       WHERE id = @id AND (status = 'failed' OR (status = 'pending' AND created_at <= @staleBefore) OR (status = 'sending' AND claimed_at <= @staleBefore))
       RETURNING ${columns}`,
    ),
    markSent: db.prepare(
      `UPDATE contact_messages SET status = 'sent', sent_at = @now, claim_token = NULL WHERE id = @id AND status = 'sending' AND claim_token = @token`,
    ),
    markFailed: db.prepare(
      `UPDATE contact_messages SET status = 'failed', last_error = @error, claim_token = NULL WHERE id = @id AND status = 'sending' AND claim_token = @token`,
    ),
    list: db.prepare(`SELECT ${columns} FROM contact_messages ORDER BY seq`),
    listByStatus: db.prepare(`SELECT ${columns} FROM contact_messages WHERE status = ? ORDER BY seq`),
    get: db.prepare(`SELECT ${columns} FROM contact_messages WHERE id = ?`),
  };

  return {
    async saveContactMessage({ name, email, message }) {
      const token = randomUUID();
      return {
        message: toContactMessage(
          statements.save.get({ id: randomUUID(), name, email, message, now: Date.now(), token }),
        ),
        token,
      };
    },
    async claimContactMessage(id, now = Date.now()) {
      if (!isMessageId(id)) return null;
      const token = randomUUID();
      const row = statements.claim.get({ id, token, now, staleBefore: now - CONTACT_CLAIM_LEASE_MS });
      return row === undefined ? null : { message: toContactMessage(row), token };
    },
    async markContactMessage(id, token, outcome) {
      const { changes } =
        outcome.status === 'sent'
          ? statements.markSent.run({ id, token, now: Date.now() })
          : statements.markFailed.run({ id, token, error: clipError(outcome.error) });
      if (changes === 1) return;
      throw statements.get.get(id) === undefined ? new ContactMessageNotFoundError(id) : new ContactClaimLostError(id);
    },
    async listContactMessages(filter = {}) {
      const rows = filter.status ? statements.listByStatus.all(filter.status) : statements.list.all();
      return rows.map(toContactMessage);
    },
    async getContactMessage(id) {
      if (!isMessageId(id)) return null;
      const row = statements.get.get(id);
      return row === undefined ? null : toContactMessage(row);
    },
  };
}
