import 'server-only';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { AggregateField, FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { firestoreCredential, type FirestoreSettings } from './firestore-credentials';
import { quizAnswersFirestore } from './quiz-answers-firestore';
import { ContactMessageNotFoundError, type ContactMessage, type Store } from './types';
import { clipError, isMessageId, normalizeEmail } from './values';

export type { FirestoreSettings } from './firestore-credentials';

// A document sustains about one write a second, so visits go to one of N shard documents, summed on read.
// N can grow later (the sum reads every shard there is); it should not shrink.
const VISIT_SHARDS = 10;
const PING_TIMEOUT_MS = 3000;
// gRPC status codes the Firestore client reports in `error.code`.
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
const signupDocument = z.object({ email: z.string(), timestamp });
const contactDocument = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: timestamp,
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  sentAt: timestamp.nullable(),
});

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function toContactMessage(id: string, data: unknown): ContactMessage {
  const parsed = contactDocument.safeParse(data);
  if (!parsed.success) throw new Error(`contactMessages/${id} is not a contact message: ${parsed.error.message}`);
  return { id, ...parsed.data };
}

/** Connects to Firestore (or its emulator) as its own Firebase app, so several stores can coexist. */
export function openFirestoreStore(settings: FirestoreSettings): Store {
  const credential = firestoreCredential(settings);
  const app = initializeApp({ projectId: settings.projectId, ...(credential ? { credential } : {}) }, `store-${randomUUID()}`);
  const db = getFirestore(app);
  // The emulator needs no credentials; naming the universe domain stops the client probing for a GCP metadata
  // server to learn it.
  if (settings.emulatorHost) db.settings({ host: settings.emulatorHost, ssl: false, universeDomain: 'googleapis.com' });

  const signups = db.collection('testerSignUps');
  const contacts = db.collection('contactMessages');
  const counter = db.collection('visitCounters').doc('visitorCount');
  const shards = counter.collection('shards');
  let closed = false;

  async function visitTotal(): Promise<number> {
    const snapshot = await shards.aggregate({ total: AggregateField.sum('count') }).get();
    return z.number().int().nonnegative().nullish().parse(snapshot.data().total) ?? 0;
  }

  return {
    async addSignup(email) {
      const normalized = normalizeEmail(email);
      // The id is derived from the address, so create() refuses a second sign-up of it; hashed because ids can't hold '/'.
      const id = createHash('sha256').update(normalized).digest('hex');
      try {
        await signups.doc(id).create({ email: normalized, timestamp: FieldValue.serverTimestamp() });
        return { created: true };
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return { created: false };
        throw error;
      }
    },
    async listSignups() {
      const snapshot = await signups.orderBy('timestamp').get();
      return snapshot.docs.map((doc) => {
        const parsed = signupDocument.safeParse(doc.data());
        if (!parsed.success) throw new Error(`testerSignUps/${doc.id} is not a sign-up: ${parsed.error.message}`);
        return parsed.data;
      });
    },
    async saveContactMessage({ name, email, message }) {
      const ref = contacts.doc();
      const fields = { name, email, message, status: 'pending' as const, attempts: 0, lastError: null, sentAt: null };
      // A server timestamp resolves to the commit time, which is the write result's time: no read-back needed.
      const { writeTime } = await ref.create({ ...fields, createdAt: FieldValue.serverTimestamp() });
      return { id: ref.id, ...fields, createdAt: writeTime.toDate() };
    },
    async markContactMessage(id, outcome) {
      if (!isMessageId(id)) throw new ContactMessageNotFoundError(id);
      const attempts = FieldValue.increment(1);
      const update =
        outcome.status === 'sent'
          ? { status: 'sent', attempts, sentAt: FieldValue.serverTimestamp() }
          : { status: 'failed', attempts, lastError: clipError(outcome.error) };
      try {
        await contacts.doc(id).update(update);
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) throw new ContactMessageNotFoundError(id);
        throw error;
      }
    },
    async listContactMessages(filter = {}) {
      // Filtered by status and sorted here rather than by the query: equality plus order on another field would
      // need a composite index deployed to the project.
      const snapshot = filter.status ? await contacts.where('status', '==', filter.status).get() : await contacts.orderBy('createdAt').get();
      const messages = snapshot.docs.map((doc) => toContactMessage(doc.id, doc.data()));
      return filter.status ? messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) : messages;
    },
    async getContactMessage(id) {
      if (!isMessageId(id)) return null;
      const doc = await contacts.doc(id).get();
      return doc.exists ? toContactMessage(doc.id, doc.data()) : null;
    },
    async incrementVisits() {
      await shards.doc(String(randomInt(VISIT_SHARDS))).set({ count: FieldValue.increment(1) }, { merge: true });
      // The sum read after our own increment: it includes ours and any that landed meanwhile, so concurrent
      // visitors may see the same or a skipped total. The stored total itself is exact.
      return visitTotal();
    },
    getVisitCount: visitTotal,
    ...quizAnswersFirestore(db),
    async ping() {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const read = counter.get().then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([read, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.terminate();
      await deleteApp(app);
    },
  };
}
