import { formatScore, formatSeconds, groupDigits } from '@/games/kit/format-score';

describe('how scores and counts read', () => {
  it('groups thousands as en-US does, without Intl', () => {
    for (const count of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER]) {
      expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('shows points with thousands separators and times (60 Hz steps) as minutes, seconds and hundredths', () => {
    expect(formatScore(1234567, 'points')).toBe('1,234,567');
    expect(formatScore(0, 'points')).toBe('0');
    expect(formatScore(5025, 'time')).toBe('1:23.75');
    expect(formatScore(61, 'time')).toBe('0:01.02');
    expect(formatScore(3600, 'time')).toBe('1:00.00');
  });

  it('reads a time the same in the game as on the boards, rounding up into the next minute', () => {
    expect(formatSeconds(83.75)).toBe('1:23.75');
    expect(formatSeconds(0)).toBe('0:00.00');
    expect(formatSeconds(59.996)).toBe('1:00.00');
    expect(formatSeconds(9.5)).toBe('0:09.50');
    expect(formatSeconds(600.125)).toBe('10:00.13');
  });
});
