import 'server-only';
import { alreadyExists } from './firestore-errors.server';
import { randomInt, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { AggregateField, FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { firestoreCredential, type FirestoreSettings } from './firestore-credentials.server';
import { firestoreContactMethods } from './contact-firestore.server';
import { firestoreMailingList } from './mailing-list-firestore.server';
import { firestoreMeasurement } from './measurement-firestore.server';
import { firestoreNewsletter } from './newsletter-firestore.server';
import type { Store } from './types';
import { mailboxDocId } from './firestore-ids.server';
import { signupKeys } from './values';
import { quizAnswersFirestore } from './quiz-answers-firestore.server';
import { scoresFirestore } from './scores-firestore.server';

export type { FirestoreSettings } from './firestore-credentials.server';

// A document sustains about one write a second, so visits go to one of N shard documents, summed on read.
// N can grow later (the sum reads every shard there is); it should not shrink.
const VISIT_SHARDS = 10;
const PING_TIMEOUT_MS = 3000;
const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
// `mailbox` is missing from documents written before sign-ups were keyed by mailbox; their id is the hash of the lowercased address.
const signupDocument = z.object({ email: z.string(), mailbox: z.string().optional(), timestamp });

/** Connects to Firestore (or its emulator) as its own Firebase app, so several stores can coexist. */
export function openFirestoreStore(settings: FirestoreSettings): Store {
  const credential = firestoreCredential(settings);
  const app = initializeApp(
    { projectId: settings.projectId, ...(credential ? { credential } : {}) },
    `store-${randomUUID()}`,
  );
  const db = getFirestore(app);
  // The emulator needs no credentials; naming the universe domain stops the client probing for a GCP metadata
  // server to learn it.
  if (settings.emulatorHost) db.settings({ host: settings.emulatorHost, ssl: false, universeDomain: 'googleapis.com' });

  const signups = db.collection('testerSignUps');
  const counter = db.collection('visitCounters').doc('visitorCount');
  const shards = counter.collection('shards');
  let closed = false;

  async function visitTotal(): Promise<number> {
    const snapshot = await shards.aggregate({ total: AggregateField.sum('count') }).get();
    return z.number().int().nonnegative().nullish().parse(snapshot.data().total) ?? 0;
  }

  return {
    ...firestoreContactMethods(db),
    ...firestoreMailingList(db),
    ...firestoreMeasurement(db),
    ...firestoreNewsletter(db),
    async addSignup(email) {
      const { email: typed, mailbox } = signupKeys(email);
      // The id is derived from the mailbox, so create() refuses a second sign-up of it.
      const id = mailboxDocId(mailbox);
      try {
        await signups.doc(id).create({ email: typed, mailbox, timestamp: FieldValue.serverTimestamp() });
        return { created: true };
      } catch (error) {
        if (alreadyExists(error)) return { created: false };
        throw error;
      }
    },
    async listSignups() {
      const snapshot = await signups.orderBy('timestamp').get();
      return snapshot.docs.map((doc) => {
        const parsed = signupDocument.safeParse(doc.data());
        if (!parsed.success) throw new Error(`testerSignUps/${doc.id} is not a sign-up: ${parsed.error.message}`);
        const { email, mailbox, timestamp } = parsed.data;
        return { email, mailbox: mailbox ?? email.toLowerCase(), timestamp };
      });
    },
    async incrementVisits() {
      await shards.doc(String(randomInt(VISIT_SHARDS))).set({ count: FieldValue.increment(1) }, { merge: true });
      // The sum read after our own increment: it includes ours and any that landed meanwhile, so concurrent
      // visitors may see the same or a skipped total. The stored total itself is exact.
      return visitTotal();
    },
    getVisitCount: visitTotal,
    ...quizAnswersFirestore(db),
    ...scoresFirestore(db),
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
