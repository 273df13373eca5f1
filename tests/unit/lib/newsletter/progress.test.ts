import { progressBar, progressLine, timeLeft } from '@/lib/newsletter/progress';

const counts = (sent: number, waiting: number, extra: { failed?: number; skipped?: number } = {}) => ({
  recipients: 2000,
  sent,
  waiting,
  failed: extra.failed ?? 0,
  skipped: extra.skipped ?? 0,
  unsubscribedSince: 0,
});

describe('a send in progress', () => {
  it('fills the bar for the mails handled, whatever their outcome', () => {
    expect(progressBar(counts(0, 2000), 10)).toBe('[..........]');
    expect(progressBar(counts(900, 1000, { failed: 50, skipped: 50 }), 10)).toBe('[#####.....]');
    expect(progressBar(counts(2000, 0), 10)).toBe('[##########]');
  });

  it('estimates the time left from the rate so far', () => {
    expect(timeLeft(1000, 0)).toBeNull();
    expect(timeLeft(30, 60)).toBe('about 30 s left');
    expect(timeLeft(1200, 60)).toBe('about 20 min left');
    expect(timeLeft(100_000, 100)).toBe('about 16.7 h left');
    expect(timeLeft(0, 100)).toBe('done');
  });

  it('says what it waits for when a stopped sender still holds mails', () => {
    const now = Date.now();
    const line = progressLine(
      { counts: counts(1200, 800, { failed: 3 }), ratePerMinute: 600, waitingForLeaseUntil: new Date(now + 12_000) },
      now,
    );
    expect(line).toBe(
      "[##################............] 1200/2000 sent · 3 failed · 600/min · waiting 12 s for a stopped sender's claims to lapse",
    );
    expect(progressLine({ counts: counts(1200, 800), ratePerMinute: 600, waitingForLeaseUntil: null })).toContain(
      '600/min · about 80 s left',
    );
  });
});
