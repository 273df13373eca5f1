// `npm run contact:retry`: sends again, oldest first, every mail the site stored but did not send: contact messages
// (failed ones, and pending or sending ones whose sender died: their claim is older than the lease), then sign-up
// confirmation mails in the same states, then what newsletter campaigns left unsent (as `newsletter -- send` does). Each is claimed first, so several retries (or a retry and the site) running
// at once never send one twice. Without SMTP_URL it sends nothing and marks nothing sent: it only says what is
// waiting (the outbox folder is no delivery). Exits 1 while anything is still unsent, so a cron job or an operator notices.
import { config } from '@/lib/site/config.server';
import { deliverClaimed } from '@/lib/forms/contact.server';
import { deliverConfirmation } from '@/lib/forms/signup.server';
import { campaignsWithCounts, sendCampaign } from '@/lib/newsletter/campaign.server';
import { findPost } from '@/lib/newsletter/posts.server';
import { closeStore, CONTACT_CLAIM_LEASE_MS, store } from '@/lib/store/store.server';

let sent = 0;
let stillFailing = 0;
let busy = 0;

function report(result: { sent: true; location: string } | { sent: false; error: string }, what: string): void {
  if (result.sent) {
    sent += 1;
    console.log(`sent    ${what} (${result.location})`);
  } else {
    stillFailing += 1;
    console.log(`failed  ${what}: ${result.error}`);
  }
}

try {
  const unsent = (
    await Promise.all(
      (['failed', 'pending', 'sending'] as const).map(async (status) =>
        (await store()).listContactMessages({ status }),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const confirmations = await (await store()).listUnsentConfirmationMails();
  const campaigns = (await campaignsWithCounts())
    .filter(({ counts }) => counts.waiting + counts.failed > 0)
    .map(({ campaign, counts }) => ({ campaign, left: counts.waiting + counts.failed, sentBefore: counts.sent }));
  const newsletterMails = campaigns.reduce((sum, { left }) => sum + left, 0);
  if (!config.mail.smtpUrl) {
    console.log(
      `SMTP_URL is not set: nothing was sent and nothing is marked sent. Waiting: ${unsent.length} contact message(s), ` +
        `${confirmations.length} confirmation mail(s), ${newsletterMails} newsletter mail(s). Set SMTP_URL and run again.`,
    );
    stillFailing = unsent.length + confirmations.length + newsletterMails;
  } else {
    for (const candidate of unsent) {
      const claim = await (await store()).claimContactMessage(candidate.id);
      if (!claim) busy += 1;
      else report(await deliverClaimed(claim), `${claim.message.id} from ${claim.message.email}`);
    }
    for (const candidate of confirmations) {
      const claim = await (await store()).claimConfirmationMail(candidate.mailbox);
      if (!claim) busy += 1;
      else report(await deliverConfirmation(claim), `confirmation to ${claim.mail.to}`);
    }
    for (const { campaign, sentBefore } of campaigns) {
      const post = await findPost(campaign.postId);
      if (!post) {
        console.log(`failed  newsletter ${campaign.id}: its post ${campaign.postId} is no longer in content/updates`);
        stillFailing += 1;
        continue;
      }
      const counts = await sendCampaign(campaign, post, { perMinute: config.mail.newsletterRate });
      sent += counts.sent - sentBefore;
      stillFailing += counts.failed + counts.waiting;
      console.log(
        `newsletter ${campaign.id}: ${counts.sent - sentBefore} sent now, ${counts.sent} of ${counts.recipients} in all, ` +
          `${counts.failed} failed`,
      );
    }
    if (unsent.length + confirmations.length + campaigns.length === 0)
      console.log('No unsent contact messages, confirmation mails or newsletter mails.');
    else {
      const held =
        busy > 0
          ? `, ${busy} left to another sender (sent meanwhile, or claimed less than ${CONTACT_CLAIM_LEASE_MS / 1000} s ago)`
          : '';
      console.log(`\n${sent} sent, ${stillFailing} still failing${held}.`);
    }
  }
} finally {
  await closeStore();
}
process.exitCode = stillFailing > 0 ? 1 : 0;
