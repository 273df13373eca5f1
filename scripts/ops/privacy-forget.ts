// `npm run privacy:forget -- someone@example.org`: deletes everything stored about one e-mail address's mailbox (its
// sign-up, list state and consent record, contact messages from it, in any spelling that reaches the same mailbox) and
// the outbox files that mention it, then says what went.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { config } from '@/lib/site/config.server';
import { mailboxKey } from '@/lib/mail/mailbox';
import { closeStore, store } from '@/lib/store/store.server';

const [email, ...rest] = process.argv.slice(2);
const mailbox = email && z.email().safeParse(email.trim()).success ? mailboxKey(email) : null;
if (!email || !mailbox || rest.length > 0) {
  console.error('Usage: npm run privacy:forget -- <e-mail address>');
  process.exit(2);
}

// Anything shaped like an address in a mail file; each is compared by the mailbox it reaches.
const ADDRESS = /[^\s<>"',;:()[\]]+@[A-Za-z0-9.-]+/g;

/** Outbox .eml files (written when SMTP is not configured) that mention the mailbox, in any spelling. */
async function forgetOutboxFiles(target: string): Promise<number> {
  const dir = path.join(config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if ([...text.matchAll(ADDRESS)].some(([address]) => mailboxKey(address) === target)) {
      await fs.rm(path.join(dir, file));
      removed += 1;
    }
  }
  return removed;
}

try {
  const result = await (await store()).forgetEmail(mailbox);
  const outboxFiles = await forgetOutboxFiles(mailbox);
  console.log(
    `Deleted for ${mailbox}: ${result.signups} sign-up, ${result.consentEvents} consent record entries, ${result.contactMessages} contact messages, ${outboxFiles} outbox files.`,
  );
} finally {
  await closeStore();
}
