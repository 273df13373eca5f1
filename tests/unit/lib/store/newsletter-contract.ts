import { CONTACT_CLAIM_LEASE_MS, type Store } from '@/lib/store/store.server';
import { openPerTest, type StorePlace } from './store-contract';

const consent = { page: '/', wording: 'Send me the news.' };

/** Signs each address up and confirms it, oldest first. */
async function confirmedMembers(store: Store, emails: string[]): Promise<void> {
  for (const email of emails) {
    await store.signUp(email, consent);
    await store.confirmSignup(email, new Date(Date.now() + 1000));
  }
}

/** The first of a list that must have one. */
function firstOf<T>(items: T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error('Expected at least one item');
  return first;
}

/** Claims and marks sent everything claimable now, returning the addresses mailed. */
async function sendAll(store: Store, campaignId: string): Promise<string[]> {
  const mailed: string[] = [];
  for (;;) {
    const claims = await store.claimCampaignMails(campaignId, 3);
    if (claims.length === 0) return mailed;
    for (const claim of claims) {
      expect(await store.markCampaignMail(campaignId, claim.mailbox, claim.token, { status: 'sent' })).toBe(true);
      mailed.push(claim.to);
    }
  }
}

/** Newsletter campaigns every store engine must keep, as one Jest suite. */
export function describeNewsletterContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`${name} newsletter campaigns`, () => {
    let store: Store;
    openPerTest(makePlace, (first) => {
      store = first;
    });

    it('fixes the recipients at the start: confirmed members then, nobody who joins or confirms later', async () => {
      await confirmedMembers(store, ['Ann@example.org', 'bob@example.org']);
      await store.signUp('pending@example.org', consent);
      const started = await store.startCampaign('launch', { resendToNew: false });
      expect(started).toEqual({
        outcome: 'started',
        campaign: { id: 'launch', postId: 'launch', startedAt: expect.any(Date), recipients: 2 },
      });
      await confirmedMembers(store, ['late@example.org']);
      await store.confirmSignup('pending@example.org', new Date(Date.now() + 1000));
      expect((await sendAll(store, 'launch')).sort()).toEqual(['Ann@example.org', 'bob@example.org']);
      expect(await store.campaignCounts('launch')).toEqual({
        recipients: 2,
        sent: 2,
        waiting: 0,
        failed: 0,
        skipped: 0,
        unsubscribedSince: 0,
      });
      expect(await store.listCampaigns()).toEqual([
        { id: 'launch', postId: 'launch', startedAt: expect.any(Date), recipients: 2 },
      ]);
    });

    it('refuses a second send of a post, and resends only to members on none of its campaigns', async () => {
      expect(await store.startCampaign('news', { resendToNew: false })).toEqual({ outcome: 'no-recipients' });
      expect(await store.listCampaigns()).toEqual([]);
      await confirmedMembers(store, ['a@example.org']);
      expect(await store.startCampaign('news', { resendToNew: true }, Date.now())).toMatchObject({
        outcome: 'started',
        campaign: { id: 'news', recipients: 1 },
      });
      await sendAll(store, 'news');
      await confirmedMembers(store, ['b@example.org', 'c@example.org']);
      const again = await store.startCampaign('news', { resendToNew: false });
      expect(again).toEqual({ outcome: 'already-sent', campaigns: [expect.objectContaining({ id: 'news' })] });
      const resend = await store.startCampaign('news', { resendToNew: true });
      expect(resend).toMatchObject({ outcome: 'started', campaign: { id: 'news~2', postId: 'news', recipients: 2 } });
      expect((await sendAll(store, 'news~2')).sort()).toEqual(['b@example.org', 'c@example.org']);
      expect(await store.startCampaign('news', { resendToNew: true })).toEqual({ outcome: 'no-recipients' });
      expect((await store.listCampaigns('news')).map((campaign) => campaign.id)).toEqual(['news', 'news~2']);
    });

    it('gives each mail to one claimer at a time, and to another once the lease has run out', async () => {
      await confirmedMembers(store, ['one@example.org', 'two@example.org']);
      await store.startCampaign('lease', { resendToNew: false });
      const start = Date.now();
      const [first, second] = await Promise.all([
        store.claimCampaignMails('lease', 2, { now: start }),
        store.claimCampaignMails('lease', 2, { now: start }),
      ]);
      const claimed = [...first, ...second].map((claim) => claim.mailbox).sort();
      expect(claimed).toEqual(['one@example.org', 'two@example.org']);
      expect(await store.claimCampaignMails('lease', 2, { now: start + 1000 })).toEqual([]);
      expect(await store.campaignLeaseEnds('lease')).toEqual(expect.any(Date));
      const taken = await store.claimCampaignMails('lease', 2, { now: start + CONTACT_CLAIM_LEASE_MS + 1 });
      expect(taken.map((claim) => claim.attempts)).toEqual([2, 2]);
      const old = firstOf([...first, ...second]);
      expect(await store.markCampaignMail('lease', old.mailbox, old.token, { status: 'sent' })).toBe(false);
      for (const claim of taken)
        expect(await store.markCampaignMail('lease', claim.mailbox, claim.token, { status: 'sent' })).toBe(true);
      expect(await store.campaignLeaseEnds('lease')).toBeNull();
      expect(await store.campaignCounts('lease')).toMatchObject({ sent: 2, waiting: 0 });
    });

    it('retries a failed mail only when asked for failures from before, and counts it failed meanwhile', async () => {
      await confirmedMembers(store, ['flaky@example.org']);
      await store.startCampaign('retry', { resendToNew: false });
      const claim = firstOf(await store.claimCampaignMails('retry', 5));
      await store.markCampaignMail('retry', claim.mailbox, claim.token, { status: 'failed', error: '451 try later' });
      expect(await store.campaignCounts('retry')).toMatchObject({ failed: 1, waiting: 0, sent: 0 });
      expect(await store.claimCampaignMails('retry', 5, { failedBefore: Date.now() - 60_000 })).toEqual([]);
      const [again] = await store.claimCampaignMails('retry', 5, { failedBefore: Date.now() + 1 });
      expect(again).toMatchObject({ mailbox: 'flaky@example.org', attempts: 2 });
    });

    it('mails nobody who unsubscribed or was forgotten after the start, and counts who left since', async () => {
      await confirmedMembers(store, ['stay@example.org', 'leave@example.org', 'forget@example.org']);
      await store.startCampaign('farewell', { resendToNew: false });
      const first = firstOf(await store.claimCampaignMails('farewell', 1));
      expect(first.to).toBe('stay@example.org');
      await store.markCampaignMail('farewell', first.mailbox, first.token, { status: 'sent' });
      await store.unsubscribe('leave@example.org');
      await store.unsubscribe('stay@example.org');
      await store.forgetEmail('forget@example.org');
      expect(await sendAll(store, 'farewell')).toEqual([]);
      expect(await store.campaignCounts('farewell')).toEqual({
        recipients: 3,
        sent: 1,
        waiting: 0,
        failed: 0,
        skipped: 2,
        unsubscribedSince: 2,
      });
    });

    it('forgets a mailbox whose mail is in flight: its mark finds nothing and nothing names it', async () => {
      await confirmedMembers(store, ['gone@example.org']);
      await store.startCampaign('privacy', { resendToNew: false });
      const claim = firstOf(await store.claimCampaignMails('privacy', 1));
      await store.forgetEmail('gone@example.org');
      expect(await store.markCampaignMail('privacy', claim.mailbox, claim.token, { status: 'sent' })).toBe(false);
      expect(await store.claimCampaignMails('privacy', 1, { now: Date.now() + CONTACT_CLAIM_LEASE_MS + 1 })).toEqual(
        [],
      );
      expect(await store.campaignCounts('privacy')).toMatchObject({ recipients: 1, sent: 0, skipped: 1 });
    });
  });
}
