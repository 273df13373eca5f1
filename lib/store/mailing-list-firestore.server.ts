import 'server-only';
import { alreadyExists } from './firestore-errors.server';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ConfirmationMail, ConsentEvent, ListState, MailingListStore } from './mailing-list-store';
import { mailboxKey } from '@/lib/mail/mailbox';
import { mailboxDocId } from './firestore-ids.server';
import { clipError, CONFIRMATION_MAIL_INTERVAL_MS, CONTACT_CLAIM_LEASE_MS, signupKeys } from './values';
import { forgetRecipients } from './newsletter-firestore.server';

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
const stateDocument = z.object({ confirmedAt: timestamp.nullable(), unsubscribedAt: timestamp.nullable() });
// The outbox fields and the sign-up event a repeated sign-up updates; documents written before them have none.
const outboxDocument = stateDocument.extend({
  mailbox: z.string(),
  lastSignupEvent: z.string().nullish(),
  mailTo: z.string().nullish(),
  mailIssuedAt: timestamp.nullish(),
  mailStatus: z.enum(['pending', 'sending', 'sent', 'failed']).nullish(),
  mailAttempts: z.number().int().nullish(),
  mailClaimToken: z.string().nullish(),
  mailClaimedAt: timestamp.nullish(),
});
const signupDocument = z.object({ email: z.string(), timestamp });
const eventDocument = z.object({
  kind: z.enum(['signup', 'confirm', 'unsubscribe']),
  at: timestamp,
  page: z.string().nullable(),
  wording: z.string().nullable(),
});

type State = z.infer<typeof stateDocument>;
type Outbox = z.infer<typeof outboxDocument>;

/** The queued mail a state document holds, or null when it holds none. */
function mailOf(outbox: Outbox): ConfirmationMail | null {
  if (!outbox.mailTo || !outbox.mailIssuedAt) return null;
  return {
    mailbox: outbox.mailbox,
    to: outbox.mailTo,
    issuedAt: outbox.mailIssuedAt,
    attempts: outbox.mailAttempts ?? 0,
  };
}

function stateOf(state: State | undefined): ListState {
  if (state?.unsubscribedAt) return 'unsubscribed';
  return state?.confirmedAt ? 'confirmed' : 'unconfirmed';
}

const idOf = mailboxDocId;

/**
 * The mailing-list half of the Firestore store: `mailingList/{hash}` holds an address's state, and
 * `consentEvents` its consent record (one document an event, with the mailbox, so forgetting it is one query).
 */
export function firestoreMailingList(db: Firestore): MailingListStore {
  const signups = db.collection('testerSignUps');
  const states = db.collection('mailingList');
  const events = db.collection('consentEvents');

  const parseState = (data: unknown, id: string): State => {
    const parsed = stateDocument.safeParse(data);
    if (!parsed.success) throw new Error(`mailingList/${id} is not a list state: ${parsed.error.message}`);
    return parsed.data;
  };
  const parseOutbox = (data: unknown, id: string): Outbox => {
    const parsed = outboxDocument.safeParse(data);
    if (!parsed.success) throw new Error(`mailingList/${id} is not a list state: ${parsed.error.message}`);
    return parsed.data;
  };
  // Each attempt's claim is a document created in the same commit as the claim itself: create() fails for a second
  // claimer of the same attempt, as for contact messages.
  const claimDoc = (id: string, issuedAt: Date, attempt: number) =>
    states.doc(id).collection('mailClaims').doc(`${issuedAt.getTime()}-${attempt}`);
  const eventFields = (
    mailbox: string,
    kind: ConsentEvent['kind'],
    page: string | null = null,
    wording: string | null = null,
  ) => ({
    mailbox,
    kind,
    page,
    wording,
    at: FieldValue.serverTimestamp(),
  });

  /** One try at a sign-up: the sign-up row once, its consent event, and a confirmation mail queued when one is due. */
  const signUpOnce = (
    typed: string,
    mailbox: string,
    id: string,
    { page, wording }: { page: string; wording: string },
    now: number,
  ) =>
    db.runTransaction(async (transaction) => {
      const [signup, doc] = await Promise.all([transaction.get(signups.doc(id)), transaction.get(states.doc(id))]);
      const outbox = doc.exists ? parseOutbox(doc.data(), doc.id) : undefined;
      if (!signup.exists)
        transaction.create(signups.doc(id), { email: typed, mailbox, timestamp: FieldValue.serverTimestamp() });
      const eventId = outbox?.lastSignupEvent ?? events.doc().id;
      transaction.set(events.doc(eventId), {
        ...eventFields(mailbox, 'signup', page, wording),
        at: Timestamp.fromMillis(now),
      });
      const state = stateOf(outbox);
      const issued = outbox?.mailIssuedAt?.getTime();
      const due = state === 'unconfirmed' && (issued === undefined || now - issued >= CONFIRMATION_MAIL_INTERVAL_MS);
      const queued = due
        ? {
            mailTo: typed,
            mailIssuedAt: Timestamp.fromMillis(now),
            mailStatus: 'pending',
            mailAttempts: 0,
            mailError: null,
            mailClaimToken: null,
            mailClaimedAt: null,
          }
        : {};
      const base = {
        mailbox,
        confirmedAt: outbox?.confirmedAt ?? null,
        unsubscribedAt: outbox?.unsubscribedAt ?? null,
      };
      transaction.set(states.doc(id), { ...base, lastSignupEvent: eventId, ...queued }, { merge: true });
      return {
        created: !signup.exists,
        state,
        mail: due ? { mailbox, to: typed, issuedAt: new Date(now), attempts: 0 } : null,
      };
    });

  return {
    async signUp(email, { page, wording }, now = Date.now()) {
      const { email: typed, mailbox } = signupKeys(email);
      const id = idOf(mailbox);
      // Two first sign-ups of one mailbox at once: Firestore retries the one that lost, which then reads the sign-up
      // and creates nothing. A server without transaction isolation (the Firestore-protocol test server) lets both
      // commit and refuses the second create() instead, so that one is run again here: same outcome, nothing lost.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await signUpOnce(typed, mailbox, id, { page, wording }, now);
        } catch (error) {
          if (!alreadyExists(error) || attempt >= 3) throw error;
        }
      }
    },
    async claimConfirmationMail(mailbox, now = Date.now()) {
      const id = idOf(mailbox);
      const snapshot = await states.doc(id).get();
      if (!snapshot.exists) return null;
      const outbox = parseOutbox(snapshot.data(), id);
      const mail = mailOf(outbox);
      if (!mail || outbox.confirmedAt || outbox.unsubscribedAt) return null;
      const stale =
        outbox.mailStatus === 'sending' && (outbox.mailClaimedAt?.getTime() ?? 0) <= now - CONTACT_CLAIM_LEASE_MS;
      if (outbox.mailStatus !== 'pending' && outbox.mailStatus !== 'failed' && !stale) return null;
      const token = randomUUID();
      const attempts = mail.attempts + 1;
      const batch = db.batch();
      batch.create(claimDoc(id, mail.issuedAt, attempts), { token, claimedAt: Timestamp.fromMillis(now) });
      batch.update(states.doc(id), {
        mailStatus: 'sending',
        mailAttempts: attempts,
        mailClaimToken: token,
        mailClaimedAt: Timestamp.fromMillis(now),
      });
      try {
        await batch.commit();
      } catch (error) {
        if (alreadyExists(error)) return null;
        throw error;
      }
      return { mail: { ...mail, attempts }, token };
    },
    async markConfirmationMail(mailbox, token, outcome) {
      const ref = states.doc(idOf(mailbox));
      return db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        const outbox = parseOutbox(snapshot.data(), snapshot.id);
        if (outbox.mailStatus !== 'sending' || outbox.mailClaimToken !== token) return false;
        transaction.update(
          ref,
          outcome.status === 'sent'
            ? { mailStatus: 'sent', mailClaimToken: null }
            : { mailStatus: 'failed', mailError: clipError(outcome.error), mailClaimToken: null },
        );
        return true;
      });
    },
    async listUnsentConfirmationMails() {
      const snapshot = await states.where('mailStatus', 'in', ['pending', 'sending', 'failed']).get();
      return snapshot.docs
        .map((doc) => parseOutbox(doc.data(), doc.id))
        .filter((outbox) => !outbox.confirmedAt && !outbox.unsubscribedAt)
        .flatMap((outbox) => mailOf(outbox) ?? [])
        .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    },
    async confirmSignup(email, issuedAt) {
      const mailbox = signupKeys(email).mailbox;
      const id = idOf(mailbox);
      return db.runTransaction(async (transaction) => {
        const [signup, doc] = await Promise.all([transaction.get(signups.doc(id)), transaction.get(states.doc(id))]);
        if (!signup.exists) return 'unknown';
        const state = doc.exists ? parseState(doc.data(), doc.id) : undefined;
        if (state?.unsubscribedAt && state.unsubscribedAt.getTime() >= issuedAt.getTime()) return 'unsubscribed-since';
        if (state?.confirmedAt) return 'already-confirmed';
        transaction.set(
          states.doc(id),
          { mailbox, confirmedAt: FieldValue.serverTimestamp(), unsubscribedAt: null, lastSignupEvent: null },
          { merge: true },
        );
        transaction.create(events.doc(), eventFields(mailbox, 'confirm'));
        return 'confirmed';
      });
    },
    async unsubscribe(email) {
      const mailbox = signupKeys(email).mailbox;
      const id = idOf(mailbox);
      return db.runTransaction(async (transaction) => {
        const [signup, doc] = await Promise.all([transaction.get(signups.doc(id)), transaction.get(states.doc(id))]);
        if (!signup.exists) return false;
        if (doc.exists && parseState(doc.data(), doc.id).unsubscribedAt) return true;
        transaction.set(
          states.doc(id),
          { mailbox, confirmedAt: null, unsubscribedAt: FieldValue.serverTimestamp(), lastSignupEvent: null },
          { merge: true },
        );
        transaction.create(events.doc(), eventFields(mailbox, 'unsubscribe'));
        return true;
      });
    },
    async listMembers() {
      const [signupDocs, stateDocs] = await Promise.all([signups.orderBy('timestamp').get(), states.get()]);
      const byId = new Map(stateDocs.docs.map((doc) => [doc.id, parseState(doc.data(), doc.id)]));
      return signupDocs.docs.map((doc) => {
        const parsed = signupDocument.safeParse(doc.data());
        if (!parsed.success) throw new Error(`testerSignUps/${doc.id} is not a sign-up: ${parsed.error.message}`);
        const state = byId.get(doc.id);
        return {
          email: parsed.data.email,
          signedUpAt: parsed.data.timestamp,
          state: stateOf(state),
          confirmedAt: state?.confirmedAt ?? null,
          unsubscribedAt: state?.unsubscribedAt ?? null,
        };
      });
    },
    async listConsentEvents(email) {
      // Sorted here: equality on one field plus order on another would need a composite index deployed to the project.
      const snapshot = await events.where('mailbox', '==', signupKeys(email).mailbox).get();
      return snapshot.docs
        .map((doc) => eventDocument.parse(doc.data()))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async forgetEmail(email) {
      const mailbox = signupKeys(email).mailbox;
      const id = idOf(mailbox);
      const [signup, eventDocs, contactDocs, mailClaims, forgetInCampaigns] = await Promise.all([
        signups.doc(id).get(),
        events.where('mailbox', '==', mailbox).get(),
        db.collection('contactMessages').get(),
        states.doc(id).collection('mailClaims').get(),
        forgetRecipients(db, mailbox),
      ]);
      // Contact messages keep the address as typed, so every spelling of the mailbox is matched here, not by a query.
      const contacts = contactDocs.docs.filter((doc) => mailboxKey(String(doc.get('email'))) === mailbox);
      const claims = await Promise.all(
        contacts.map(async (doc) => (await doc.ref.collection('claims').get()).docs.map((claim) => claim.ref)),
      );
      // One batch, so the address is forgotten whole or not at all (a batch holds 500 writes: far more than one person's).
      const batch = db.batch();
      for (const ref of [
        signups.doc(id),
        states.doc(id),
        ...eventDocs.docs.map((doc) => doc.ref),
        ...contacts.map((doc) => doc.ref),
        ...claims.flat(),
        ...mailClaims.docs.map((doc) => doc.ref),
      ])
        batch.delete(ref);
      forgetInCampaigns(batch);
      await batch.commit();
      return { signups: signup.exists ? 1 : 0, consentEvents: eventDocs.size, contactMessages: contacts.length };
    },
  };
}
