import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { ConsentEvent, ListState, MailingListStore } from './mailing-list-types';
import { mailboxKey } from '@/lib/mailbox';
import { signupKeys } from './values';

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

const stateRow = z.object({ confirmed_at: z.number().int().nullable(), unsubscribed_at: z.number().int().nullable() });
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
    ensureState: db.prepare('INSERT INTO mailing_list (mailbox) VALUES (?) ON CONFLICT (mailbox) DO NOTHING'),
    state: db.prepare('SELECT confirmed_at, unsubscribed_at FROM mailing_list WHERE mailbox = ?'),
    confirm: db.prepare('UPDATE mailing_list SET confirmed_at = ?, unsubscribed_at = NULL WHERE mailbox = ?'),
    unsubscribe: db.prepare('UPDATE mailing_list SET confirmed_at = NULL, unsubscribed_at = ? WHERE mailbox = ?'),
    addEvent: db.prepare('INSERT INTO consent_events (mailbox, kind, at, page, wording) VALUES (@mailbox, @kind, @at, @page, @wording)'),
    events: db.prepare('SELECT kind, at, page, wording FROM consent_events WHERE mailbox = ? ORDER BY seq'),
    members: db.prepare(
      `SELECT s.email, s.created_at, m.confirmed_at, m.unsubscribed_at FROM signups s LEFT JOIN mailing_list m ON m.mailbox = s.mailbox ORDER BY s.id`,
    ),
    forgetSignup: db.prepare('DELETE FROM signups WHERE mailbox = ?'),
    forgetState: db.prepare('DELETE FROM mailing_list WHERE mailbox = ?'),
    forgetEvents: db.prepare('DELETE FROM consent_events WHERE mailbox = ?'),
    contactSenders: db.prepare('SELECT id, email FROM contact_messages'),
    forgetContact: db.prepare('DELETE FROM contact_messages WHERE id = ?'),
  };
  const readState = (mailbox: string) => {
    const row = statements.state.get(mailbox);
    return row === undefined ? undefined : stateRow.parse(row);
  };
  const addEvent = (mailbox: string, kind: ConsentEvent['kind'], page: string | null = null, wording: string | null = null) =>
    statements.addEvent.run({ mailbox, kind, at: Date.now(), page, wording });

  // Each change reads and writes in one IMMEDIATE transaction, so two requests for one address can't interleave.
  const recordSignup = db.transaction((mailbox: string, page: string, wording: string) => {
    statements.ensureState.run(mailbox);
    addEvent(mailbox, 'signup', page, wording);
    return stateOf(readState(mailbox));
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
    // Contact messages keep the sender's address as typed: every spelling of this mailbox is matched.
    const senders = z.array(z.object({ id: z.string(), email: z.string() })).parse(statements.contactSenders.all());
    let contactMessages = 0;
    for (const sender of senders) if (mailboxKey(sender.email) === mailbox) contactMessages += statements.forgetContact.run(sender.id).changes;
    return { signups, consentEvents, contactMessages };
  });

  return {
    async recordSignupConsent(email, { page, wording }) {
      return recordSignup.immediate(signupKeys(email).mailbox, page, wording);
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
