import { addDays, localDateKey } from '@/lib/quiz/daily';
import { streakOf, withDailyResult, type DailyHistory } from '@/lib/quiz/streak';

/** Plays (and wins) the daily quiz at each moment in the given time zone, as a browser there would record it. */
function playIn(moments: [Date, string][]): DailyHistory {
  return moments.reduce<DailyHistory>(
    (history, [moment, zone]) => withDailyResult(history, localDateKey(moment, zone), 8),
    {},
  );
}

/** Plays the daily quiz on each moment of this machine's zone with its score. */
function play(moments: [Date, number][]): DailyHistory {
  return moments.reduce<DailyHistory>(
    (history, [moment, score]) => withDailyResult(history, localDateKey(moment), score),
    {},
  );
}

describe('the daily streak', () => {
  it('counts won days in a row across a month end and a year end', () => {
    const history = play([
      [new Date(2026, 11, 30, 9), 7],
      [new Date(2026, 11, 31, 22), 10],
      [new Date(2027, 0, 1, 0, 1), 8],
    ]);
    expect(streakOf(history, '2027-01-01')).toEqual({ current: 3, best: 3, playedToday: true, wonToday: true });
    expect(streakOf(history, '2027-01-02')).toEqual({ current: 3, best: 3, playedToday: false, wonToday: false });
    expect(
      streakOf(
        play([
          [new Date(2026, 0, 31, 12), 9],
          [new Date(2026, 1, 1, 12), 9],
        ]),
        '2026-02-01',
      ).current,
    ).toBe(2);
  });

  it('is broken by a skipped day and by a lost day (fewer than 7 right), and keeps the best run', () => {
    const skipped = { '2026-11-20': 9, '2026-11-21': 9, '2026-11-23': 9 };
    expect(streakOf(skipped, '2026-11-23')).toEqual({ current: 1, best: 2, playedToday: true, wonToday: true });
    expect(streakOf(skipped, '2026-11-25').current).toBe(0);
    const lost = { '2026-11-21': 9, '2026-11-22': 6, '2026-11-23': 7 };
    expect(streakOf(lost, '2026-11-23')).toEqual({ current: 1, best: 1, playedToday: true, wonToday: true });
    expect(streakOf({ '2026-11-23': 6 }, '2026-11-23')).toEqual({
      current: 0,
      best: 0,
      playedToday: true,
      wonToday: false,
    });
  });

  it('counts local days through the spring-forward and fall-back nights, where UTC dates would skip or repeat', () => {
    // London, 29 March 2026: the clocks go from 01:00 to 02:00 (a 23-hour day). Played just before and after midnight.
    const london = (moments: string[]) => moments.map((iso): [Date, string] => [new Date(iso), 'Europe/London']);
    const spring = playIn(london(['2026-03-28T23:50:00Z', '2026-03-29T00:10:00Z', '2026-03-30T22:59:00Z']));
    expect(Object.keys(spring)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(streakOf(spring, '2026-03-30').current).toBe(3);

    // Los Angeles, 1 November 2026: 02:00 falls back to 01:00 (a 25-hour day). Their evenings are tomorrow in UTC:
    // 23:30 on 1 November is 07:30 UTC on 2 November, and 17:30 on 2 November is 01:30 UTC on 3 November.
    const la = ['2026-11-01T04:00:00Z', '2026-11-02T07:30:00Z', '2026-11-03T01:30:00Z'].map((iso): [Date, string] => [
      new Date(iso),
      'America/Los_Angeles',
    ]);
    const fall = playIn(la);
    expect(Object.keys(fall)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(streakOf(fall, localDateKey(new Date('2026-11-03T07:59:00Z'), 'America/Los_Angeles'))).toMatchObject({
      current: 3,
      playedToday: true,
    });
    expect(Object.keys(playIn(la.map(([moment]) => [moment, 'UTC'])))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('keeps the first result of a day: a replay for fun neither makes nor breaks the streak', () => {
    const first = withDailyResult({}, '2026-11-23', 5);
    expect(withDailyResult(first, '2026-11-23', 10)).toBe(first);
    expect(streakOf(first, '2026-11-23').wonToday).toBe(false);
  });

  it('forgets days older than 400, so the stored history stays small', () => {
    let history: DailyHistory = {};
    for (let day = 0; day < 500; day += 1) history = withDailyResult(history, addDays('2025-01-01', day), 9);
    expect(Object.keys(history)).toHaveLength(400);
    expect(streakOf(history, addDays('2025-01-01', 499)).current).toBe(400);
  });
});
