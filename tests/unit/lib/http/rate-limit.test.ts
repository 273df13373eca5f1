import { createRateLimit } from '@/lib/http/rate-limit.server';

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

  it('keeps its memory within the byte budget however many clients come, forgetting the least recently seen', () => {
    const maxBytes = 64 * 1024;
    const limit = createRateLimit(5, 60_000, { maxBytes });
    limit.hit('first', 0);
    for (let n = 0; n < 100_000; n += 1) limit.hit(`client-${n}`, 1);
    const { keys, bytes } = limit.usage();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(keys).toBeGreaterThan(100);
    expect(keys).toBeLessThan(1_000);
    // 'first' was forgotten: a fresh start, all five requests allowed again.
    expect(Array.from({ length: 5 }, () => limit.hit('first', 2))).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts long keys against the budget by their size', () => {
    const limit = createRateLimit(5, 60_000, { maxBytes: 1024 * 1024 });
    for (let n = 0; n < 1_000; n += 1) limit.hit(`${n}-${'x'.repeat(16_384)}`, 0);
    expect(limit.usage().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(limit.usage().keys).toBeLessThan(40);
  });

  it('does not release a blocked client when a flood of new clients fills the memory', () => {
    const limit = createRateLimit(2, 60_000);
    limit.hit('blocked', 0);
    limit.hit('blocked', 0);
    expect(limit.hit('blocked', 0)).toBeGreaterThan(0);
    for (let n = 0; n < 100_000; n += 1) limit.hit(`flood-${n}`, 1_000);
    expect(limit.hit('blocked', 2_000)).toBe(58);
  });

  it('never forgets a blocked client however many other clients are blocked after it (12,000+)', () => {
    const limit = createRateLimit(2, 60_000);
    limit.hit('victim', 0);
    limit.hit('victim', 0);
    expect(limit.hit('victim', 0)).toBe(60);
    for (let n = 0; n < 15_000; n += 1) {
      limit.hit(`blocked-${n}`, 1_000);
      limit.hit(`blocked-${n}`, 1_000);
    }
    // The 15,000 blocked clients are over the 4 MB budget, and yet none of them, nor the victim, was forgotten.
    expect(limit.usage().bytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(limit.usage().keys).toBe(15_001);
    expect(limit.hit('victim', 2_000)).toBe(58);
    expect(limit.hit('blocked-0', 2_000)).toBe(59);
    // Open clients are what goes: a new one is remembered and the least recently seen open one is forgotten.
    limit.hit('open', 3_000);
    expect(limit.usage().keys).toBe(15_002);
  });

  it('forgets blocked clients whose window has passed before the budget is exceeded for good', () => {
    const limit = createRateLimit(2, 60_000, { maxBytes: 64 * 1024 });
    for (let n = 0; n < 500; n += 1) {
      limit.hit(`old-${n}`, 0);
      limit.hit(`old-${n}`, 0);
    }
    limit.hit('victim', 70_000);
    limit.hit('victim', 70_000);
    for (let n = 0; n < 1_000; n += 1) limit.hit(`new-${n}`, 70_000);
    expect(limit.usage().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(limit.hit('victim', 71_000)).toBe(59);
  });
});
