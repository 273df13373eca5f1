// `npm run contact:retry`: sends every failed contact message again, oldest first, with the configured mailer.
// Exits 1 while any message is still failing, so a cron job or an operator notices.
import { getMailer } from '@/lib/mail';
import { closeStore, listContactMessages, markContactMessage } from '@/lib/store';

let stillFailing = 0;
try {
  const failed = await listContactMessages({ status: 'failed' });
  if (failed.length === 0) console.log('No failed contact messages.');
  for (const message of failed) {
    try {
      const { delivery, location } = await getMailer().sendContact(message);
      await markContactMessage(message.id, { status: 'sent' });
      console.log(`sent    ${message.id} from ${message.email} (${delivery}: ${location})`);
    } catch (error) {
      stillFailing += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await markContactMessage(message.id, { status: 'failed', error: reason });
      console.log(`failed  ${message.id} from ${message.email}: ${reason}`);
    }
  }
  if (failed.length > 0) console.log(`\n${failed.length - stillFailing} sent, ${stillFailing} still failing.`);
} finally {
  await closeStore();
}
process.exitCode = stillFailing > 0 ? 1 : 0;
