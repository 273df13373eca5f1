import 'server-only';
import { alreadyExists } from './firestore-errors.server';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CONTACT_STATUSES,
  ContactClaimLostError,
  ContactMessageNotFoundError,
  type ContactMessage,
  type Store,
} from './types';
import { clipError, isClaimable, isMessageId } from './values';

type ContactMethods = Pick<
  Store,
  'saveContactMessage' | 'claimContactMessage' | 'markContactMessage' | 'listContactMessages' | 'getContactMessage'
>;

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
const contactDocument = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: timestamp,
  status: z.enum(CONTACT_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  sentAt: timestamp.nullable(),
  // Documents written before claims existed have neither field.
  claimedAt: timestamp.nullish().transform((value) => value ?? null),
  claimToken: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

function parse(id: string, data: unknown) {
  const parsed = contactDocument.safeParse(data);
  if (!parsed.success) throw new Error(`contactMessages/${id} is not a contact message: ${parsed.error.message}`);
  return parsed.data;
}

function toContactMessage(id: string, data: unknown): ContactMessage {
  const { name, email, message, createdAt, status, attempts, lastError, sentAt, claimedAt } = parse(id, data);
  return { id, name, email, message, createdAt, status, attempts, lastError, sentAt, claimedAt };
}

/**
 * The contact-message half of the Firestore store. A claim creates `contactMessages/{id}/claims/{attempt}` in the
 * same commit as the status change: create() fails when that attempt was claimed already, so of concurrent
 * claimers that read the same state exactly one commits, on Firestore and on servers without transaction isolation alike.
 */
export function firestoreContactMethods(db: Firestore): ContactMethods {
  const contacts = db.collection('contactMessages');

  return {
    async saveContactMessage({ name, email, message }) {
      const ref = contacts.doc();
      const token = randomUUID();
      const fields = { name, email, message, status: 'sending' as const, attempts: 1, lastError: null, sentAt: null };
      // Claim times are the claimer's clock, as in claimContactMessage, which compares them with its own.
      const claimedAt = Timestamp.now();
      // A server timestamp resolves to the commit time, which is the write result's time: no read-back needed.
      const { writeTime } = await ref.create({
        ...fields,
        createdAt: FieldValue.serverTimestamp(),
        claimedAt,
        claimToken: token,
      });
      return {
        message: { id: ref.id, ...fields, createdAt: writeTime.toDate(), claimedAt: claimedAt.toDate() },
        token,
      };
    },
    async claimContactMessage(id, now = Date.now()) {
      if (!isMessageId(id)) return null;
      const ref = contacts.doc(id);
      const snapshot = await ref.get();
      if (!snapshot.exists) return null;
      const current = toContactMessage(id, snapshot.data());
      if (!isClaimable(current, now)) return null;
      const token = randomUUID();
      const attempts = current.attempts + 1;
      const claimedAt = Timestamp.fromMillis(now);
      const batch = db.batch();
      batch.create(ref.collection('claims').doc(String(attempts)), { token, claimedAt });
      batch.update(ref, { status: 'sending', attempts, claimToken: token, claimedAt });
      try {
        await batch.commit();
      } catch (error) {
        if (alreadyExists(error)) return null;
        throw error;
      }
      return { message: { ...current, status: 'sending', attempts, claimedAt: claimedAt.toDate() }, token };
    },
    async markContactMessage(id, token, outcome) {
      if (!isMessageId(id)) throw new ContactMessageNotFoundError(id);
      const ref = contacts.doc(id);
      await db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw new ContactMessageNotFoundError(id);
        const current = parse(id, snapshot.data());
        if (current.status !== 'sending' || current.claimToken !== token) throw new ContactClaimLostError(id);
        transaction.update(
          ref,
          outcome.status === 'sent'
            ? { status: 'sent', sentAt: FieldValue.serverTimestamp(), claimToken: null }
            : { status: 'failed', lastError: clipError(outcome.error), claimToken: null },
        );
      });
    },
    async listContactMessages(filter = {}) {
      // Filtered by status and sorted here rather than by the query: equality plus order on another field would
      // need a composite index deployed to the project.
      const snapshot = filter.status
        ? await contacts.where('status', '==', filter.status).get()
        : await contacts.orderBy('createdAt').get();
      const messages = snapshot.docs.map((doc) => toContactMessage(doc.id, doc.data()));
      return filter.status ? messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) : messages;
    },
    async getContactMessage(id) {
      if (!isMessageId(id)) return null;
      const doc = await contacts.doc(id).get();
      return doc.exists ? toContactMessage(doc.id, doc.data()) : null;
    },
  };
}
