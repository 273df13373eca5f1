/** The modelled touch novice reaches the same rounds on every field shape, with the grip ring each device draws. */
import { touchModel } from '@/games/arrow-dash/model';
import type { Input, State } from '@/games/arrow-dash/sim';
import { fitView, gripRadius } from '@/games/arrow-dash/view';
import { NOVICE, playModelled, type ModelledGame } from '@/games/kit/players';

/** The views as the kit hands them over on the three devices the play-testers use (logical size, CSS px a unit). */
const DEVICES = {
  upright: [362.27, 784, 390 / 362.27],
  sideways: [784, 362.27, 390 / 362.27],
  desktop: [1220, 762.5, 1],
} as const;

/** The touch novice on a device: every step's input carries the grip ring that device draws. */
function onDevice(grip: number): ModelledGame<State, Input> {
  const base = touchModel();
  return {
    ...base,
    decide: (seen, decider) => ({ ...base.decide(seen, decider), grip }),
    idle: { ...base.idle, grip },
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('Arrow Dash: a novice fares alike on every field shape', () => {
  it('the touch novice, with each device’s grip ring, clears as many rounds on every shape (median, and within 3% of runs)', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    const results = Object.entries(DEVICES).map(([device, [width, height, scale]]) => {
      const grip = gripRadius(fitView(width, height, scale), scale);
      const runs = seeds.map((seed) => playModelled(onDevice(grip), NOVICE, seed).state.cleared);
      return { device, grip, median: median(runs), first: runs.filter((c) => c >= 3).length / runs.length };
    });
    // The sideways phone draws a smaller ring, the others the full one: the rule below holds across both sizes.
    expect(new Set(results.map((r) => r.grip)).size).toBe(2);
    const [upright, ...others] = results;
    for (const other of others) {
      expect(other.median).toBe(upright?.median);
      expect(Math.abs(other.first - (upright?.first ?? 0))).toBeLessThanOrEqual(0.03);
    }
  }, 120_000);
});
