// `npm run contact:list [-- --status pending|sending|sent|failed]`: the stored contact messages, oldest first, as a table.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { contactTable } from './format';
import { closeStore, CONTACT_STATUSES, store } from '@/lib/store/store.server';

const usage = `Usage: npm run contact:list [-- --status ${CONTACT_STATUSES.join('|')}]`;

function readStatus() {
  try {
    const { values } = parseArgs({ options: { status: { type: 'string' } }, strict: true, allowPositionals: false });
    return z.enum(CONTACT_STATUSES).optional().parse(values.status);
  } catch {
    console.error(usage);
    process.exit(2);
  }
}

const status = readStatus();
try {
  const messages = await (await store()).listContactMessages(status ? { status } : {});
  if (messages.length === 0) {
    console.log(status ? `No ${status} contact messages.` : 'No contact messages.');
  } else {
    process.stdout.write(contactTable(messages));
    console.log(`\n${messages.length} message${messages.length === 1 ? '' : 's'}${status ? ` ${status}` : ''}.`);
  }
} finally {
  await closeStore();
}
