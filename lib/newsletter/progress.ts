import type { CampaignCounts } from '@/lib/store/newsletter-store';

/** What a progress line shows of a running send. */
export interface ProgressView {
  counts: CampaignCounts;
  ratePerMinute: number;
  waitingForLeaseUntil: Date | null;
}

/** A bar of `width` cells, filled for the share of the campaign's mails handled (sent, failed or skipped). */
export function progressBar(counts: CampaignCounts, width = 30): string {
  const done = counts.recipients - counts.waiting;
  const filled = counts.recipients === 0 ? width : Math.round((done / counts.recipients) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** About how long the rest takes at this rate, in words; null before there is a rate to go by. */
export function timeLeft(waiting: number, ratePerMinute: number): string | null {
  if (waiting === 0) return 'done';
  if (ratePerMinute <= 0) return null;
  const seconds = Math.ceil((waiting / ratePerMinute) * 60);
  if (seconds < 90) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `about ${minutes} min left` : `about ${(minutes / 60).toFixed(1)} h left`;
}

/** One line of a running send: bar, counts, rate and the time left (or what it waits for). */
export function progressLine({ counts, ratePerMinute, waitingForLeaseUntil }: ProgressView, now = Date.now()): string {
  const parts = [
    `${progressBar(counts)} ${counts.sent}/${counts.recipients} sent`,
    ...(counts.failed > 0 ? [`${counts.failed} failed`] : []),
    ...(counts.skipped > 0 ? [`${counts.skipped} skipped (left the list)`] : []),
    `${Math.round(ratePerMinute)}/min`,
  ];
  if (waitingForLeaseUntil)
    parts.push(
      `waiting ${Math.max(0, Math.ceil((waitingForLeaseUntil.getTime() - now) / 1000))} s for a stopped sender's claims to lapse`,
    );
  else parts.push(timeLeft(counts.waiting, ratePerMinute) ?? 'estimating time left');
  return parts.join(' · ');
}
