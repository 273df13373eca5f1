// `npm run signups:stats`: sign-ups by day and where they stand (confirmed, unconfirmed, unsubscribed), how the
// list measures against Google Play's closed-test rule (12 testers opted in for 14 days), and how many members left
// after each newsletter.
import {
  countsByDay,
  longTermTesters,
  PLAY_OPT_IN_DAYS,
  PLAY_TESTERS_REQUIRED,
  requirementMetSince,
} from '@/lib/mailing-list/stats';
import { toTable, utcMinute } from './format';
import { campaignsWithCounts } from '@/lib/newsletter/campaign.server';
import { closeStore, store } from '@/lib/store/store.server';

const DAY_MS = 24 * 60 * 60 * 1000;

try {
  const members = await (await store()).listMembers();
  const now = new Date();
  const days = countsByDay(members);
  const total = (key: 'confirmed' | 'unconfirmed' | 'unsubscribed') => days.reduce((sum, day) => sum + day[key], 0);
  const rows = days.map((d) => [d.day, String(d.confirmed), String(d.unconfirmed), String(d.unsubscribed)]);
  rows.push(['total', String(total('confirmed')), String(total('unconfirmed')), String(total('unsubscribed'))]);
  process.stdout.write(toTable(['SIGNED UP (UTC)', 'CONFIRMED', 'UNCONFIRMED', 'UNSUBSCRIBED'], rows));
  const testers = longTermTesters(members, now);
  console.log(
    `\nTesters opted in for ${PLAY_OPT_IN_DAYS}+ days: ${testers} (Google Play asks for ${PLAY_TESTERS_REQUIRED}).`,
  );
  const since = requirementMetSince(members, now);
  console.log(
    since
      ? `Held since ${utcMinute(since)} UTC: ${Math.floor((now.getTime() - since.getTime()) / DAY_MS)} days.`
      : `Not met yet: ${Math.max(0, PLAY_TESTERS_REQUIRED - testers)} more needed.`,
  );
  const campaigns = await campaignsWithCounts();
  if (campaigns.length > 0) {
    const rows = campaigns.map(({ campaign, counts }) => [
      campaign.id,
      `${utcMinute(campaign.startedAt)} UTC`,
      String(counts.sent),
      String(counts.unsubscribedSince),
    ]);
    process.stdout.write(`\nNewsletters:\n${toTable(['CAMPAIGN', 'STARTED', 'MAILED', 'UNSUBSCRIBED SINCE'], rows)}`);
  }
} finally {
  await closeStore();
}
