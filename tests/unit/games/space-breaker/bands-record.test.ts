import { CONTROLS, TOUCH_CONTROLS } from '@/games/space-breaker/controls';
import { betterRecord, recordLine } from '@/games/space-breaker/goals';
import { drawBands, edgesFacingBands } from '@/games/space-breaker/gutter';
import { fakeContext } from '../../../fixtures/fake-canvas';

describe('Space Breaker: the bands round the field', () => {
  // Desktop 1280×800: the 800×450 field at 1.525 CSS px a unit, under the page's bar, a 60 px band at its right.
  const frame = { x: 0, y: -37, width: 839, height: 524 };
  const field = { width: 800, height: 450 };

  it('finds the edges of the field that face a band', () => {
    expect(edgesFacingBands(frame, field)).toEqual({ left: false, right: true, top: true, bottom: true });
    expect(edgesFacingBands({ x: 0, y: 0, width: 800, height: 450 }, field)).toEqual({
      left: false,
      right: false,
      top: false,
      bottom: false,
    });
  });

  it('paints only outside the field: its panel is clipped to the frame less the field', () => {
    const calls: string[] = [];
    const ctx = fakeContext({
      rect: (...args: number[]) => calls.push(`rect ${args.join(' ')}`),
      clip: (rule?: string) => calls.push(`clip ${rule}`),
      fillRect: (...args: number[]) => calls.push(`fill ${args.join(' ')}`),
    });
    drawBands(ctx, field, [{ x: 0.5, y: 0.5, s: 1, a: 1 }], frame);
    expect(calls.slice(0, 3)).toEqual(['rect 0 -37 839 524', 'rect 0 0 800 450', 'clip evenodd']);
    // The rims lie just outside the field's edges.
    expect(calls).toContain('fill 800 0 2 450');
    expect(calls).toContain('fill -2 -2 804 2');
    expect(calls).toContain('fill -2 450 804 2');
  });
});

describe('Space Breaker: a reason to come back', () => {
  it('keeps the furthest wave reached, and the best score at that wave', () => {
    const none = { wave: 0, score: 0 };
    expect(recordLine(none)).toBeNull();
    const first = betterRecord(none, { wave: 2, score: 2590 });
    expect(recordLine(first)).toBe('FURTHEST: WAVE 2 · 2590 PTS');
    expect(betterRecord(first, { wave: 1, score: 9000 })).toBe(first);
    expect(betterRecord(first, { wave: 2, score: 3000 })).toEqual({ wave: 2, score: 3000 });
    expect(betterRecord(first, { wave: 3, score: 100 })).toEqual({ wave: 3, score: 100 });
  });

  it('tells a touch player that holding fire keeps shooting, without asking for a held spray', () => {
    expect(TOUCH_CONTROLS.join(' ')).toMatch(/● fire \(hold repeats\)/);
  });

  it('states the heat rule on the title by touch and by keys alike: a player who sprays is told before the lock', () => {
    for (const lines of [TOUCH_CONTROLS, CONTROLS]) expect(lines).toContain('Misses heat the gun: aim, then fire');
  });
});
