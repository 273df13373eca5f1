import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { configuredMailSettings, createMailer, MAX_SENDS_IN_FLIGHT, type Mailer } from '@/lib/mail/mailer.server';
import { sendThenMark, type DeliveryResult } from '@/lib/mail/send-then-mark';
import { listLink } from '@/lib/mailing-list/links.server';
import type { Post } from '@/lib/posts/posts.server';
import { type Campaign, type CampaignCounts, type CampaignMailClaim, store } from '@/lib/store/store.server';
import { newsletterListMail, newsletterRenderer, type NewsletterMail } from './newsletter-mail.server';
import { newsletterPost, newsletterSite } from './posts.server';

/** Every campaign (of one post, or of all), oldest first, each with its counts: what the operator's tables show. */
export async function campaignsWithCounts(postId?: string): Promise<{ campaign: Campaign; counts: CampaignCounts }[]> {
  const campaigns = await (await store()).listCampaigns(postId);
  return Promise.all(
    campaigns.map(async (campaign) => ({ campaign, counts: await (await store()).campaignCounts(campaign.id) })),
  );
}

/** How a running send stands, for its progress line. */
export interface SendProgress {
  campaign: Campaign;
  counts: CampaignCounts;
  /** Mails this run has sent a minute, so far. */
  ratePerMinute: number;
  /** Set while the run waits for claims a stopped sender left to run out. */
  waitingForLeaseUntil: Date | null;
}

/** Sends one recipient's claimed mail and records the outcome: the same mail, links and Message-ID on every attempt. */
async function deliverCampaignMail(
  claim: CampaignMailClaim,
  campaign: Campaign,
  render: (unsubscribeUrl: string) => NewsletterMail,
  mailer: Mailer,
): Promise<DeliveryResult> {
  const issuedAt = campaign.startedAt;
  const member = {
    to: claim.to,
    unsubscribeUrl: await listLink('unsubscribe', claim.to, { issuedAt }),
    oneClickUrl: await listLink('unsubscribe', claim.to, { api: true, issuedAt }),
  };
  const mail = newsletterListMail(render, member, issuedAt);
  return sendThenMark(
    `The newsletter mail of ${campaign.id}`,
    () => mailer.sendListMail(mail),
    async (outcome) => (await store()).markCampaignMail(campaign.id, claim.mailbox, claim.token, outcome),
  );
}

/** Resolves at each send's turn so that no more than `perMinute` start in any minute; every turn at once without. */
function pacer(perMinute: number | null): () => Promise<void> {
  if (perMinute === null) return async () => undefined;
  const gapMs = 60_000 / perMinute;
  let next = Date.now();
  return async () => {
    const wait = next - Date.now();
    next = Math.max(next, Date.now()) + gapMs;
    if (wait > 0) await sleep(wait);
  };
}

/**
 * Sends every mail of a campaign still to send: its pending mails, those a stopped sender left claimed (once their
 * lease runs out), and those failed before this run began, once each. At most MAX_SENDS_IN_FLIGHT go at once, paced
 * to `perMinute`. A mail is claimed only at its turn, so a claim never waits out its lease behind the pace. Resolves
 * with the campaign's counts once nothing is left to send or held by anyone.
 */
export async function sendCampaign(
  campaign: Campaign,
  post: Post,
  { perMinute, onProgress }: { perMinute: number | null; onProgress?: (progress: SendProgress) => void },
): Promise<CampaignCounts> {
  const begun = Date.now();
  const render = newsletterRenderer(newsletterPost(post), newsletterSite());
  const mailer = createMailer({ ...configuredMailSettings(), pooled: true });
  const turn = pacer(perMinute);
  const inFlight = new Set<Promise<void>>();
  let sentHere = 0;
  let waitingForLeaseUntil: Date | null = null;
  let lastReport = 0;
  const report = async (force = false) => {
    if (!onProgress || (!force && Date.now() - lastReport < 1000)) return;
    lastReport = Date.now();
    const counts = await (await store()).campaignCounts(campaign.id);
    const minutes = (Date.now() - begun) / 60_000;
    onProgress({ campaign, counts, ratePerMinute: minutes > 0 ? sentHere / minutes : 0, waitingForLeaseUntil });
  };
  // The first failure of a send in flight (the store, or the progress report after it); the loop stops on it.
  let failure: { error: unknown } | null = null;
  const send = (claim: CampaignMailClaim) => {
    const sending: Promise<void> = deliverCampaignMail(claim, campaign, render, mailer)
      .then(async (result) => {
        if (result.sent) sentHere += 1;
        await report();
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  const stopOnFailure = () => {
    if (failure) throw failure.error;
  };

  try {
    await report(true);
    for (;;) {
      stopOnFailure();
      while (inFlight.size >= MAX_SENDS_IN_FLIGHT) await Promise.race(inFlight);
      await turn();
      const wanted = perMinute === null ? MAX_SENDS_IN_FLIGHT - inFlight.size : 1;
      const claims = await (await store()).claimCampaignMails(campaign.id, wanted, { failedBefore: begun });
      if (claims.length > 0) {
        waitingForLeaseUntil = null;
        claims.forEach(send);
        continue;
      }
      if (inFlight.size > 0) {
        await Promise.race(inFlight);
        continue;
      }
      const leaseEnds = await (await store()).campaignLeaseEnds(campaign.id);
      if (leaseEnds === null) break;
      waitingForLeaseUntil = leaseEnds;
      await report(true);
      await sleep(Math.max(250, leaseEnds.getTime() - Date.now() + 50));
    }
  } finally {
    // Mails on their way are let through and marked before the connections close, whatever stopped the send.
    await Promise.all(inFlight);
    mailer.close();
  }
  stopOnFailure();
  waitingForLeaseUntil = null;
  await report(true);
  return (await store()).campaignCounts(campaign.id);
}
