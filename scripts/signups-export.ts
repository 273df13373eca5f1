// `npm run signups:export > signups.csv`: every sign-up, oldest first, as CSV (email,timestamp in ISO-8601 UTC)
// from whichever store the environment configures.
import { closeStore, listSignups } from '@/lib/store';
import { toCsv } from './lib/format';

try {
  const signups = await listSignups();
  process.stdout.write(
    toCsv(
      ['email', 'timestamp'],
      signups.map(({ email, timestamp }) => [email, timestamp.toISOString()]),
    ),
  );
  console.error(`${signups.length} sign-up${signups.length === 1 ? '' : 's'} exported.`);
} finally {
  await closeStore();
}
