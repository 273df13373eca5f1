// `npm run contact:retry`: sends again, oldest first, every contact message that is not sent: failed ones, and
// pending or sending ones whose sender died (its claim is older than the lease). Each message is claimed first, so
// several retries (or a retry and the site) running at once never send one message twice.
// Exits 1 while any message is still failing, so a cron job or an operator notices.
import { deliverClaimed } from '@/lib/forms/contact-delivery';
import { claimContactMessage, closeStore, CONTACT_CLAIM_LEASE_MS, listContactMessages } from '@/lib/store';

let sent = 0;
let stillFailing = 0;
let busy = 0;
try {
  const unsent = (await Promise.all((['failed', 'pending', 'sending'] as const).map((status) => listContactMessages({ status }))))
    .flat()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const candidate of unsent) {
    const claim = await claimContactMessage(candidate.id);
    if (!claim) {
      busy += 1;
      continue;
    }
    const result = await deliverClaimed(claim);
    const { id, email } = claim.message;
    if (result.sent) {
      sent += 1;
      console.log(`sent    ${id} from ${email} (${result.location})`);
    } else {
      stillFailing += 1;
      console.log(`failed  ${id} from ${email}: ${result.error}`);
    }
  }
  if (unsent.length === 0) console.log('No unsent contact messages.');
  else {
    const held = busy > 0 ? `, ${busy} left to another sender (sent meanwhile, or claimed less than ${CONTACT_CLAIM_LEASE_MS / 1000} s ago)` : '';
    console.log(`\n${sent} sent, ${stillFailing} still failing${held}.`);
  }
} finally {
  await closeStore();
}
process.exitCode = stillFailing > 0 ? 1 : 0;
