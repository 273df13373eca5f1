import { formatScore, groupDigits } from '@/games/kit/format-score';

describe('how scores and counts read', () => {
  it('groups thousands as en-US does, without Intl', () => {
    for (const count of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER]) {
      expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('shows points with thousands separators and times in seconds to two decimals', () => {
    expect(formatScore(1234567, 'points')).toBe('1,234,567');
    expect(formatScore(0, 'points')).toBe('0');
    expect(formatScore(5025, 'time')).toBe('83.75 s');
    expect(formatScore(61, 'time')).toBe('1.02 s');
  });
});
