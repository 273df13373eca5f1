import { boardIds, isoWeek, utcDay, isExpired, periodEnd } from '@/lib/scores/boards';
import { isBoardId } from '@/lib/store/scores-store';

describe('leaderboard periods', () => {
  it('names the UTC day and the ISO week, across year ends', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(isoWeek(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
    // Monday starts a week; Sunday ends it.
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    // 1 January 2027 is a Friday: it belongs to 2026's last week, 53.
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
    // 29 December 2025 is a Monday in the week of 1 January 2026, a Thursday: week 1 of 2026.
    expect(isoWeek(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
  });

  it('gives each game and level its own boards, new each day and week, ids the store takes', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    expect(boardIds('demo', null, now)).toEqual({
      today: 'demo.today.2026-11-25',
      week: 'demo.week.2026-w48',
      all: 'demo.all',
      daily: 'demo.daily.2026-11-25',
    });
    const level = Object.values(boardIds('demo-levels', 3, now));
    expect(level).toContain('demo-levels.l3.all');
    for (const id of level) expect(isBoardId(id)).toBe(true);
  });

  it('ends each period where the next begins, and keeps a board 35 days past it', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const ids = boardIds('nh', 2, now);
    expect(periodEnd(ids.today)).toEqual(new Date('2026-11-29T00:00:00Z'));
    expect(periodEnd(ids.daily)).toEqual(new Date('2026-11-29T00:00:00Z'));
    expect(periodEnd(ids.week)).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(periodEnd(boardIds('nh', null, new Date('2026-01-01T00:00:00Z')).week)).toEqual(
      new Date('2026-01-05T00:00:00Z'),
    );
    expect(periodEnd(ids.all)).toBeNull();
    expect(isExpired(ids.today, new Date('2027-01-02T23:59:59Z'))).toBe(false);
    expect(isExpired(ids.today, new Date('2027-01-03T00:00:01Z'))).toBe(true);
    expect(isExpired(ids.all, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
