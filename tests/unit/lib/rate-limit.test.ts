import { createRateLimit } from '@/lib/rate-limit';

describe('createRateLimit', () => {
  it('allows the limit within the window, then answers the seconds to wait', () => {
    const limit = createRateLimit(3, 60_000);
    expect([limit.hit('a', 0), limit.hit('a', 1_000), limit.hit('a', 2_000)]).toEqual([0, 0, 0]);
    expect(limit.hit('a', 3_000)).toBe(57);
    expect(limit.hit('b', 3_000)).toBe(0);
  });

  it('frees a slot when the oldest request leaves the window', () => {
    const limit = createRateLimit(2, 10_000);
    limit.hit('a', 0);
    limit.hit('a', 5_000);
    expect(limit.hit('a', 9_999)).toBeGreaterThan(0);
    expect(limit.hit('a', 10_000)).toBe(0);
  });

  it('forgets the stalest client when it holds too many', () => {
    const limit = createRateLimit(1, 60_000, 2);
    limit.hit('a', 0);
    limit.hit('b', 0);
    limit.hit('c', 0);
    expect(limit.hit('a', 1)).toBe(0);
  });
});
