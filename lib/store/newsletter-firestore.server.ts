import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { alreadyExists } from './firestore-errors.server';
import type { Campaign, CampaignMailClaim, NewsletterStore } from './newsletter-store';
import { mailboxDocId } from './firestore-ids.server';
import { clipError, CONTACT_CLAIM_LEASE_MS } from './values';

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());
const campaignDocument = z.object({
  postId: z.string(),
  startedAt: timestamp,
  recipients: z.number().int(),
  /** False while its recipients are being written: a start cut short by a crash is finished by the next start. */
  filled: z.boolean(),
});
const recipientDocument = z.object({
  mailbox: z.string().nullable(),
  seq: z.number(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'skipped']),
  attempts: z.number().int(),
  claimToken: z.string().nullable(),
  claimedAt: timestamp.nullable(),
});
const memberDocument = z.object({
  mailbox: z.string(),
  confirmedAt: timestamp.nullable(),
  unsubscribedAt: timestamp.nullable(),
});
const signupDocument = z.object({ email: z.string(), timestamp });

// A batch holds at most 500 writes.
const BATCH_WRITES = 400;

/** Campaigns live in the `newsletterCampaigns` collection; a recipient is `newsletterCampaigns/{id}/recipients/{mailbox hash}`. */
const campaignsOf = (db: Firestore) => db.collection('newsletterCampaigns');

/**
 * The writes that make a mailbox forgotten in every campaign: each recipient document it has is moved under a name
 * that is nobody's, keeping its outcome for the counts but not the mailbox, and its claims go.
 */
export async function forgetRecipients(db: Firestore, mailbox: string): Promise<(batch: WriteBatch) => void> {
  const campaigns = await campaignsOf(db).get();
  const found = await Promise.all(
    campaigns.docs.map(async (campaign) => {
      const ref = campaign.ref.collection('recipients').doc(mailboxDocId(mailbox));
      const [snapshot, claims] = await Promise.all([ref.get(), ref.collection('claims').get()]);
      return snapshot.exists
        ? { campaign, ref, data: snapshot.data(), claims: claims.docs.map((doc) => doc.ref) }
        : null;
    }),
  );
  return (batch) => {
    for (const each of found) {
      if (!each) continue;
      const anonymous = each.campaign.ref.collection('recipients').doc(`forgotten-${randomUUID()}`);
      batch.create(anonymous, { ...each.data, mailbox: null, claimToken: null });
      batch.delete(each.ref);
      for (const claim of each.claims) batch.delete(claim);
    }
  };
}

/** The newsletter half of the Firestore store. Claims work as contact messages' do (a claim document per attempt). */
export function firestoreNewsletter(db: Firestore): NewsletterStore {
  const campaigns = campaignsOf(db);
  const signups = db.collection('testerSignUps');
  const states = db.collection('mailingList');
  const recipientsOf = (campaignId: string) => campaigns.doc(campaignId).collection('recipients');

  const parseCampaign = (doc: { id: string; data(): unknown }): Campaign & { filled: boolean } => {
    const parsed = campaignDocument.safeParse(doc.data());
    if (!parsed.success) throw new Error(`newsletterCampaigns/${doc.id} is not a campaign: ${parsed.error.message}`);
    const { postId, startedAt, recipients, filled } = parsed.data;
    return { id: doc.id, postId, startedAt, recipients, filled };
  };
  const parseRecipient = (doc: QueryDocumentSnapshot) => {
    const parsed = recipientDocument.safeParse(doc.data());
    if (!parsed.success) throw new Error(`${doc.ref.path} is not a campaign recipient: ${parsed.error.message}`);
    return parsed.data;
  };
  const postCampaigns = async (postId: string) =>
    (await campaigns.where('postId', '==', postId).get()).docs
      .map(parseCampaign)
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());

  /** Writes a campaign's recipients (members confirmed by its start, on none of `earlier`) and marks it filled. */
  async function fill(campaign: Campaign, earlier: Campaign[]): Promise<number> {
    const [signupDocs, stateDocs, ...earlierRecipients] = await Promise.all([
      signups.get(),
      states.get(),
      ...earlier.map((each) => recipientsOf(each.id).select().get()),
    ]);
    const onEarlier = new Set(earlierRecipients.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id)));
    const confirmed = new Set(
      stateDocs.docs
        .map((doc) => ({ id: doc.id, state: memberDocument.partial().parse(doc.data()) }))
        .filter(({ state }) => state.confirmedAt && state.confirmedAt <= campaign.startedAt && !state.unsubscribedAt)
        .map(({ id }) => id),
    );
    const members = signupDocs.docs
      .filter((doc) => confirmed.has(doc.id) && !onEarlier.has(doc.id))
      .map((doc) => ({
        id: doc.id,
        mailbox: String(doc.get('mailbox')),
        signedUpAt: signupDocument.parse(doc.data()).timestamp.getTime(),
      }));
    for (let first = 0; first < members.length; first += BATCH_WRITES) {
      const batch = db.batch();
      for (const { id, mailbox, signedUpAt } of members.slice(first, first + BATCH_WRITES))
        batch.set(recipientsOf(campaign.id).doc(id), {
          mailbox,
          seq: signedUpAt,
          status: 'pending',
          attempts: 0,
          error: null,
          claimToken: null,
          claimedAt: null,
          sentAt: null,
        });
      await batch.commit();
    }
    if (members.length === 0) await campaigns.doc(campaign.id).delete();
    else await campaigns.doc(campaign.id).update({ filled: true, recipients: members.length });
    return members.length;
  }

  /** Claims one candidate, or marks it skipped when its member is gone; null when another sender got it first. */
  async function claimOne(
    campaignId: string,
    doc: QueryDocumentSnapshot,
    now: number,
  ): Promise<CampaignMailClaim | null> {
    const recipient = parseRecipient(doc);
    const mailbox = recipient.mailbox;
    const [signup, state] = mailbox ? await db.getAll(signups.doc(doc.id), states.doc(doc.id)) : [];
    const member = state?.exists ? memberDocument.partial().parse(state.data()) : null;
    if (!mailbox || !signup?.exists || !member?.confirmedAt || member.unsubscribedAt) {
      await doc.ref.update({ status: 'skipped', claimToken: null });
      return null;
    }
    const token = randomUUID();
    const attempts = recipient.attempts + 1;
    const batch = db.batch();
    batch.create(doc.ref.collection('claims').doc(String(attempts)), { token, claimedAt: Timestamp.fromMillis(now) });
    batch.update(doc.ref, { status: 'sending', attempts, claimToken: token, claimedAt: Timestamp.fromMillis(now) });
    try {
      await batch.commit();
    } catch (error) {
      if (alreadyExists(error)) return null;
      throw error;
    }
    return { campaignId, mailbox, to: signupDocument.parse(signup.data()).email, attempts, token };
  }

  return {
    async startCampaign(postId, { resendToNew }, now = Date.now()) {
      const earlier = await postCampaigns(postId);
      const unfinished = earlier.find((campaign) => !campaign.filled);
      if (unfinished) {
        const count = await fill(unfinished, earlier.slice(0, earlier.indexOf(unfinished)));
        if (count > 0) return { outcome: 'started', campaign: { ...unfinished, recipients: count } };
        return { outcome: 'no-recipients' };
      }
      if (earlier.length > 0 && !resendToNew) return { outcome: 'already-sent', campaigns: earlier };
      const campaign = {
        id: earlier.length === 0 ? postId : `${postId}~${earlier.length + 1}`,
        postId,
        startedAt: new Date(now),
        recipients: 0,
      };
      try {
        await campaigns
          .doc(campaign.id)
          .create({ postId, startedAt: Timestamp.fromMillis(now), recipients: 0, filled: false });
      } catch (error) {
        // Another start of the same campaign won the race: it is sent (or being sent) already.
        if (alreadyExists(error)) return { outcome: 'already-sent', campaigns: await postCampaigns(postId) };
        throw error;
      }
      const count = await fill(campaign, earlier);
      return count > 0
        ? { outcome: 'started', campaign: { ...campaign, recipients: count } }
        : { outcome: 'no-recipients' };
    },
    async listCampaigns(postId) {
      const docs = postId === undefined ? (await campaigns.get()).docs.map(parseCampaign) : await postCampaigns(postId);
      return docs
        .filter((campaign) => campaign.filled)
        .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
        .map(({ id, postId: post, startedAt, recipients }) => ({ id, postId: post, startedAt, recipients }));
    },
    async claimCampaignMails(campaignId, limit, { failedBefore = 0, now = Date.now() } = {}) {
      const recipients = recipientsOf(campaignId);
      const claims: CampaignMailClaim[] = [];
      for (;;) {
        const [pending, sending, failed] = await Promise.all([
          recipients
            .where('status', '==', 'pending')
            .limit(limit - claims.length)
            .get(),
          recipients.where('status', '==', 'sending').get(),
          recipients.where('status', '==', 'failed').get(),
        ]);
        const candidates = [
          ...sending.docs.filter((doc) => {
            const claimedAt = parseRecipient(doc).claimedAt?.getTime() ?? 0;
            return claimedAt <= now - CONTACT_CLAIM_LEASE_MS;
          }),
          ...failed.docs.filter((doc) => (parseRecipient(doc).claimedAt?.getTime() ?? 0) < failedBefore),
          ...pending.docs,
        ].slice(0, limit - claims.length);
        if (candidates.length === 0) return claims;
        const results = await Promise.all(candidates.map((doc) => claimOne(campaignId, doc, now)));
        claims.push(...results.flatMap((claim) => claim ?? []));
        if (claims.length >= limit) return claims;
      }
    },
    async markCampaignMail(campaignId, mailbox, token, outcome) {
      const ref: DocumentReference = recipientsOf(campaignId).doc(mailboxDocId(mailbox));
      return db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        const recipient = recipientDocument.parse(snapshot.data());
        if (recipient.status !== 'sending' || recipient.claimToken !== token) return false;
        transaction.update(
          ref,
          outcome.status === 'sent'
            ? { status: 'sent', claimToken: null, sentAt: Timestamp.now() }
            : { status: 'failed', error: clipError(outcome.error), claimToken: null },
        );
        return true;
      });
    },
    async campaignLeaseEnds(campaignId) {
      const sending = await recipientsOf(campaignId).where('status', '==', 'sending').get();
      const claimedAt = sending.docs.map((doc) => parseRecipient(doc).claimedAt?.getTime() ?? 0);
      return claimedAt.length === 0 ? null : new Date(Math.min(...claimedAt) + CONTACT_CLAIM_LEASE_MS);
    },
    async campaignCounts(campaignId) {
      const snapshot = await campaigns.doc(campaignId).get();
      if (!snapshot.exists) throw new Error(`No campaign ${JSON.stringify(campaignId)}`);
      const campaign = parseCampaign(snapshot);
      const recipients = recipientsOf(campaignId);
      const count = async (...statuses: string[]) =>
        (await recipients.where('status', 'in', statuses).count().get()).data().count;
      const [sent, waiting, failed, skipped, left] = await Promise.all([
        count('sent'),
        count('pending', 'sending'),
        count('failed'),
        count('skipped'),
        states.where('unsubscribedAt', '>=', Timestamp.fromDate(campaign.startedAt)).select().get(),
      ]);
      const leftRecipients = left.empty
        ? []
        : await db.getAll(...left.docs.map((doc) => recipients.doc(doc.id)), { fieldMask: [] });
      const unsubscribedSince = leftRecipients.filter((doc) => doc.exists).length;
      return { recipients: campaign.recipients, sent, waiting, failed, skipped, unsubscribedSince };
    },
  };
}
