import type { ListMember } from '@/lib/store/mailing-list-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Google Play's closed-test rule for new developer accounts: at least 12 testers opted in for 14 days running. */
export const PLAY_TESTERS_REQUIRED = 12;
export const PLAY_OPT_IN_DAYS = 14;

export interface DayCounts {
  /** The UTC day people signed up, YYYY-MM-DD. */
  day: string;
  confirmed: number;
  unconfirmed: number;
  unsubscribed: number;
}

/** Sign-ups by the UTC day they were made, split by where each address stands now; oldest day first. */
export function countsByDay(members: readonly ListMember[]): DayCounts[] {
  const days = new Map<string, DayCounts>();
  for (const member of members) {
    const day = member.signedUpAt.toISOString().slice(0, 10);
    const counts = days.get(day) ?? { day, confirmed: 0, unconfirmed: 0, unsubscribed: 0 };
    counts[member.state] += 1;
    days.set(day, counts);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** How many addresses, at `at`, had been confirmed for at least 14 days and were still subscribed. */
export function longTermTesters(members: readonly ListMember[], at: Date): number {
  const cutoff = at.getTime() - PLAY_OPT_IN_DAYS * DAY_MS;
  return members.filter(
    (member) => member.state === 'confirmed' && member.confirmedAt && member.confirmedAt.getTime() <= cutoff,
  ).length;
}

/**
 * Since when the count of 14-day testers has been at least 12 without a break, or null when it is below 12 now:
 * the moment the 12th of today's testers passed 14 days. Exact, because addresses that have left since only added
 * to the count before they left, and today's testers only ever added to it.
 */
export function requirementMetSince(members: readonly ListMember[], now: Date): Date | null {
  const passedAt = members
    .filter((member) => member.state === 'confirmed' && member.confirmedAt)
    .map((member) => (member.confirmedAt?.getTime() ?? 0) + PLAY_OPT_IN_DAYS * DAY_MS)
    .filter((time) => time <= now.getTime())
    .sort((a, b) => a - b);
  const twelfth = passedAt[PLAY_TESTERS_REQUIRED - 1];
  return twelfth === undefined ? null : new Date(twelfth);
}
