import 'server-only';
import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ConfirmationMail, ConsentEvent, ListState, MailingListStore } from './mailing-list-store';
import { mailboxKey } from '@/lib/mail/mailbox';
import { groupCommit } from './group-commit.server';
import { FORGET_RECIPIENT } from './newsletter-sqlite.server';
import { clipError, CONFIRMATION_MAIL_INTERVAL_MS, CONTACT_CLAIM_LEASE_MS, signupKeys } from './values';

/** The mailing list's tables, keyed by mailbox as sign-ups are: its state per mailbox, and the append-only consent record. */
export const MAILING_LIST_MIGRATION = `
  CREATE TABLE IF NOT EXISTS mailing_list (
    mailbox TEXT PRIMARY KEY,
    confirmed_at INTEGER,
    unsubscribed_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS consent_events (
    seq INTEGER PRIMARY KEY,
    mailbox TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('signup', 'confirm', 'unsubscribe')),
    at INTEGER NOT NULL,
    page TEXT,
    wording TEXT
  );
  CREATE INDEX IF NOT EXISTS consent_events_by_mailbox ON consent_events (mailbox, seq);
`;

/**
 * The confirmation-mail outbox, one mail per mailbox at most (the latest queued), claimed as contact messages are;
 * and the sign-up event a repeated sign-up updates in place (cleared by a confirmation or an unsubscription, after
 * which a sign-up is a new event).
 */
export const CONFIRMATION_OUTBOX_MIGRATION = `
  ALTER TABLE mailing_list ADD COLUMN last_signup_event INTEGER;
  ALTER TABLE mailing_list ADD COLUMN mail_to TEXT;
  ALTER TABLE mailing_list ADD COLUMN mail_issued_at INTEGER;
  ALTER TABLE mailing_list ADD COLUMN mail_status TEXT CHECK (mail_status IN ('pending', 'sending', 'sent', 'failed'));
  ALTER TABLE mailing_list ADD COLUMN mail_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mailing_list ADD COLUMN mail_error TEXT;
  ALTER TABLE mailing_list ADD COLUMN mail_claim_token TEXT;
  ALTER TABLE mailing_list ADD COLUMN mail_claimed_at INTEGER;
  CREATE INDEX mailing_list_by_mail_status ON mailing_list (mail_status, mail_issued_at);
`;

const stateRow = z.object({ confirmed_at: z.number().int().nullable(), unsubscribed_at: z.number().int().nullable() });
const signUpRow = stateRow.extend({
  mail_issued_at: z.number().int().nullable(),
  last_signup_event: z.number().int().nullable(),
});
const mailRow = z.object({
  mailbox: z.string(),
  mail_to: z.string(),
  mail_issued_at: z.number().int(),
  mail_attempts: z.number().int(),
});
const toMail = (row: unknown): ConfirmationMail => {
  const r = mailRow.parse(row);
  return { mailbox: r.mailbox, to: r.mail_to, issuedAt: new Date(r.mail_issued_at), attempts: r.mail_attempts };
};
const memberRow = stateRow.extend({ email: z.string(), created_at: z.number().int() });
const eventRow = z.object({
  kind: z.enum(['signup', 'confirm', 'unsubscribe']),
  at: z.number().int(),
  page: z.string().nullable(),
  wording: z.string().nullable(),
});

function stateOf(row: z.infer<typeof stateRow> | undefined): ListState {
  if (row?.unsubscribed_at != null) return 'unsubscribed';
  return row?.confirmed_at != null ? 'confirmed' : 'unconfirmed';
}

/** The mailing-list half of the SQLite store, on the store's open database. */
export function sqliteMailingList(db: Database): MailingListStore {
  const statements = {
    hasSignup: db.prepare('SELECT 1 FROM signups WHERE mailbox = ?'),
    addSignup: db.prepare('INSERT INTO signups (email, mailbox, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    signUpState: db.prepare(
      'SELECT confirmed_at, unsubscribed_at, mail_issued_at, last_signup_event FROM mailing_list WHERE mailbox = ?',
    ),
    updateEvent: db.prepare('UPDATE consent_events SET at = @at, page = @page, wording = @wording WHERE seq = @seq'),
    setLastSignupEvent: db.prepare('UPDATE mailing_list SET last_signup_event = ? WHERE mailbox = ?'),
    queueMail: db.prepare(
      `UPDATE mailing_list SET mail_to = @to, mail_issued_at = @now, mail_status = 'pending', mail_attempts = 0, mail_error = NULL,
       mail_claim_token = NULL, mail_claimed_at = NULL WHERE mailbox = @mailbox`,
    ),
    claimMail: db.prepare(
      `UPDATE mailing_list SET mail_status = 'sending', mail_attempts = mail_attempts + 1, mail_claim_token = @token, mail_claimed_at = @now
       WHERE mailbox = @mailbox AND confirmed_at IS NULL AND unsubscribed_at IS NULL
         AND (mail_status IN ('pending', 'failed') OR (mail_status = 'sending' AND mail_claimed_at <= @staleBefore))
       RETURNING mailbox, mail_to, mail_issued_at, mail_attempts`,
    ),
    markMail: db.prepare(
      `UPDATE mailing_list SET mail_status = @status, mail_error = coalesce(@error, mail_error), mail_claim_token = NULL
       WHERE mailbox = @mailbox AND mail_status = 'sending' AND mail_claim_token = @token`,
    ),
    unsentMails: db.prepare(
      `SELECT mailbox, mail_to, mail_issued_at, mail_attempts FROM mailing_list
       WHERE mail_status IN ('pending', 'sending', 'failed') AND confirmed_at IS NULL AND unsubscribed_at IS NULL ORDER BY mail_issued_at`,
    ),
    ensureState: db.prepare('INSERT INTO mailing_list (mailbox) VALUES (?) ON CONFLICT (mailbox) DO NOTHING'),
    state: db.prepare('SELECT confirmed_at, unsubscribed_at FROM mailing_list WHERE mailbox = ?'),
    confirm: db.prepare(
      'UPDATE mailing_list SET confirmed_at = ?, unsubscribed_at = NULL, last_signup_event = NULL WHERE mailbox = ?',
    ),
    unsubscribe: db.prepare(
      'UPDATE mailing_list SET confirmed_at = NULL, unsubscribed_at = ?, last_signup_event = NULL WHERE mailbox = ?',
    ),
    addEvent: db.prepare(
      'INSERT INTO consent_events (mailbox, kind, at, page, wording) VALUES (@mailbox, @kind, @at, @page, @wording)',
    ),
    events: db.prepare('SELECT kind, at, page, wording FROM consent_events WHERE mailbox = ? ORDER BY seq'),
    members: db.prepare(
      `SELECT s.email, s.created_at, m.confirmed_at, m.unsubscribed_at FROM signups s LEFT JOIN mailing_list m ON m.mailbox = s.mailbox ORDER BY s.id`,
    ),
    forgetSignup: db.prepare('DELETE FROM signups WHERE mailbox = ?'),
    forgetState: db.prepare('DELETE FROM mailing_list WHERE mailbox = ?'),
    forgetEvents: db.prepare('DELETE FROM consent_events WHERE mailbox = ?'),
    forgetRecipients: db.prepare(FORGET_RECIPIENT),
    contactSenders: db.prepare('SELECT id, email FROM contact_messages'),
    forgetContact: db.prepare('DELETE FROM contact_messages WHERE id = ?'),
  };
  const readState = (mailbox: string) => {
    const row = statements.state.get(mailbox);
    return row === undefined ? undefined : stateRow.parse(row);
  };
  const addEvent = (mailbox: string, kind: Exclude<ConsentEvent['kind'], 'signup'>) =>
    statements.addEvent.run({ mailbox, kind, at: Date.now(), page: null, wording: null });

  // Each sign-up reads and writes in one IMMEDIATE transaction (its own savepoint in a group commit), so two requests
  // for one address cannot interleave.
  const signUp = groupCommit(db, (email: string, mailbox: string, page: string, wording: string, now: number) => {
    const created = statements.addSignup.run(email, mailbox, now).changes === 1;
    statements.ensureState.run(mailbox);
    const row = signUpRow.parse(statements.signUpState.get(mailbox));
    if (row.last_signup_event === null) {
      const { lastInsertRowid } = statements.addEvent.run({ mailbox, kind: 'signup', at: now, page, wording });
      statements.setLastSignupEvent.run(lastInsertRowid, mailbox);
    } else statements.updateEvent.run({ seq: row.last_signup_event, at: now, page, wording });
    const state = stateOf(row);
    const due =
      state === 'unconfirmed' &&
      (row.mail_issued_at === null || now - row.mail_issued_at >= CONFIRMATION_MAIL_INTERVAL_MS);
    if (!due) return { created, state, mail: null };
    statements.queueMail.run({ to: email, now, mailbox });
    return { created, state, mail: { mailbox, to: email, issuedAt: new Date(now), attempts: 0 } };
  });
  const confirm = db.transaction((mailbox: string, issuedAt: number) => {
    if (statements.hasSignup.get(mailbox) === undefined) return 'unknown' as const;
    const state = readState(mailbox);
    if (state?.unsubscribed_at != null && state.unsubscribed_at >= issuedAt) return 'unsubscribed-since' as const;
    if (state?.confirmed_at != null) return 'already-confirmed' as const;
    statements.ensureState.run(mailbox);
    statements.confirm.run(Date.now(), mailbox);
    addEvent(mailbox, 'confirm');
    return 'confirmed' as const;
  });
  const unsubscribe = db.transaction((mailbox: string) => {
    if (statements.hasSignup.get(mailbox) === undefined) return false;
    if (readState(mailbox)?.unsubscribed_at != null) return true;
    statements.ensureState.run(mailbox);
    statements.unsubscribe.run(Date.now(), mailbox);
    addEvent(mailbox, 'unsubscribe');
    return true;
  });
  const forget = db.transaction((mailbox: string) => {
    const signups = statements.forgetSignup.run(mailbox).changes;
    statements.forgetState.run(mailbox);
    const consentEvents = statements.forgetEvents.run(mailbox).changes;
    statements.forgetRecipients.run(mailbox);
    // Contact messages keep the sender's address as typed: every spelling of this mailbox is matched.
    const senders = z.array(z.object({ id: z.string(), email: z.string() })).parse(statements.contactSenders.all());
    let contactMessages = 0;
    for (const sender of senders)
      if (mailboxKey(sender.email) === mailbox) contactMessages += statements.forgetContact.run(sender.id).changes;
    return { signups, consentEvents, contactMessages };
  });

  return {
    async signUp(email, { page, wording }, now = Date.now()) {
      const keys = signupKeys(email);
      return signUp(keys.email, keys.mailbox, page, wording, now);
    },
    async claimConfirmationMail(mailbox, now = Date.now()) {
      const token = randomUUID();
      const row = statements.claimMail.get({ mailbox, token, now, staleBefore: now - CONTACT_CLAIM_LEASE_MS });
      return row === undefined ? null : { mail: toMail(row), token };
    },
    async markConfirmationMail(mailbox, token, outcome) {
      const error = outcome.status === 'failed' ? clipError(outcome.error) : null;
      return statements.markMail.run({ mailbox, token, status: outcome.status, error }).changes === 1;
    },
    async listUnsentConfirmationMails() {
      return statements.unsentMails.all().map(toMail);
    },
    async confirmSignup(email, issuedAt) {
      return confirm.immediate(signupKeys(email).mailbox, issuedAt.getTime());
    },
    async unsubscribe(email) {
      return unsubscribe.immediate(signupKeys(email).mailbox);
    },
    async listMembers() {
      return statements.members.all().map((row) => {
        const r = memberRow.parse(row);
        return {
          email: r.email,
          signedUpAt: new Date(r.created_at),
          state: stateOf(r),
          confirmedAt: r.confirmed_at === null ? null : new Date(r.confirmed_at),
          unsubscribedAt: r.unsubscribed_at === null ? null : new Date(r.unsubscribed_at),
        };
      });
    },
    async listConsentEvents(email) {
      return statements.events.all(signupKeys(email).mailbox).map((row) => {
        const r = eventRow.parse(row);
        return { kind: r.kind, at: new Date(r.at), page: r.page, wording: r.wording };
      });
    },
    async forgetEmail(email) {
      return forget.immediate(signupKeys(email).mailbox);
    },
  };
}
