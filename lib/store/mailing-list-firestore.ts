import 'server-only';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ConsentEvent, ListState, MailingListStore } from './mailing-list-types';
import { mailboxKey } from '@/lib/mailbox';
import { signupKeys } from './values';

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
const stateDocument = z.object({ confirmedAt: timestamp.nullable(), unsubscribedAt: timestamp.nullable() });
const signupDocument = z.object({ email: z.string(), timestamp });
const eventDocument = z.object({
  kind: z.enum(['signup', 'confirm', 'unsubscribe']),
  at: timestamp,
  page: z.string().nullable(),
  wording: z.string().nullable(),
});

type State = z.infer<typeof stateDocument>;

function stateOf(state: State | undefined): ListState {
  if (state?.unsubscribedAt) return 'unsubscribed';
  return state?.confirmedAt ? 'confirmed' : 'unconfirmed';
}

/** Document ids are the mailbox's hash, as testerSignUps' are: ids can't hold '/'. */
const idOf = (mailbox: string) => createHash('sha256').update(mailbox).digest('hex');

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
  const eventFields = (mailbox: string, kind: ConsentEvent['kind'], page: string | null = null, wording: string | null = null) => ({
    mailbox,
    kind,
    page,
    wording,
    at: FieldValue.serverTimestamp(),
  });

  return {
    async recordSignupConsent(email, { page, wording }) {
      const mailbox = signupKeys(email).mailbox;
      const ref = states.doc(idOf(mailbox));
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        const state = doc.exists ? parseState(doc.data(), doc.id) : undefined;
        if (!state) transaction.create(ref, { mailbox, confirmedAt: null, unsubscribedAt: null });
        transaction.create(events.doc(), eventFields(mailbox, 'signup', page, wording));
        return stateOf(state);
      });
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
        transaction.set(states.doc(id), { mailbox, confirmedAt: FieldValue.serverTimestamp(), unsubscribedAt: null });
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
        transaction.set(states.doc(id), { mailbox, confirmedAt: null, unsubscribedAt: FieldValue.serverTimestamp() });
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
      return snapshot.docs.map((doc) => eventDocument.parse(doc.data())).sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async forgetEmail(email) {
      const mailbox = signupKeys(email).mailbox;
      const id = idOf(mailbox);
      const [signup, eventDocs, contactDocs] = await Promise.all([
        signups.doc(id).get(),
        events.where('mailbox', '==', mailbox).get(),
        db.collection('contactMessages').get(),
      ]);
      // Contact messages keep the address as typed, so every spelling of the mailbox is matched here, not by a query.
      const contacts = contactDocs.docs.filter((doc) => mailboxKey(String(doc.get('email'))) === mailbox);
      const claims = await Promise.all(contacts.map(async (doc) => (await doc.ref.collection('claims').get()).docs.map((claim) => claim.ref)));
      // One batch, so the address is forgotten whole or not at all (a batch holds 500 writes: far more than one person's).
      const batch = db.batch();
      for (const ref of [signups.doc(id), states.doc(id), ...eventDocs.docs.map((doc) => doc.ref), ...contacts.map((doc) => doc.ref), ...claims.flat()])
        batch.delete(ref);
      await batch.commit();
      return { signups: signup.exists ? 1 : 0, consentEvents: eventDocs.size, contactMessages: contacts.length };
    },
  };
}
