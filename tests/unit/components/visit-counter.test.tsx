import { groupedCount } from '@/components/layout/visit-counter';

describe('the visit count', () => {
  it('groups thousands as en-US does', () => {
    for (const count of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER]) {
      expect(groupedCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
