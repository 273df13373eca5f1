// `npm run signups:export > signups.csv`: the confirmed sign-ups (double opt-in), oldest first, as CSV
// (email,timestamp in ISO-8601 UTC) for the Play Console tester list, from whichever store the environment configures.
// `-- --all` lists every sign-up instead, with its state (unconfirmed, confirmed, unsubscribed) and dates.
import { parseArgs } from 'node:util';
import { toCsv } from './format';
import { closeStore, store } from '@/lib/store/store.server';

function readAll(): boolean {
  try {
    return parseArgs({ options: { all: { type: 'boolean', default: false } }, strict: true, allowPositionals: false })
      .values.all;
  } catch {
    console.error('Usage: npm run signups:export [-- --all]');
    process.exit(2);
  }
}

const all = readAll();
const iso = (date: Date | null) => date?.toISOString() ?? '';
try {
  const members = await (await store()).listMembers();
  if (all) {
    const rows = members.map((m) => [
      m.email,
      m.signedUpAt.toISOString(),
      m.state,
      iso(m.confirmedAt),
      iso(m.unsubscribedAt),
    ]);
    process.stdout.write(toCsv(['email', 'timestamp', 'state', 'confirmed', 'unsubscribed'], rows));
    console.error(`${members.length} sign-up${members.length === 1 ? '' : 's'} exported.`);
  } else {
    const confirmed = members.filter((member) => member.state === 'confirmed');
    process.stdout.write(
      toCsv(
        ['email', 'timestamp'],
        confirmed.map(({ email, signedUpAt }) => [email, signedUpAt.toISOString()]),
      ),
    );
    console.error(
      `${confirmed.length} confirmed sign-up${confirmed.length === 1 ? '' : 's'} exported (${members.length - confirmed.length} not confirmed; --all lists them).`,
    );
  }
} finally {
  await closeStore();
}
