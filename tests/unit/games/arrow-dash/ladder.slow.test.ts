import { arrowDashModel } from '@/games/arrow-dash/model';
import { createState, type State } from '@/games/arrow-dash/sim';
import { NOVICE, playModelled } from '@/games/kit/players';

/** The share of first tries at a round, each from a fresh start at that round, the modelled novice passes. */
function passRate(round: number, seeds: number): number {
  const game = {
    ...arrowDashModel,
    rules: {
      ...arrowDashModel.rules,
      create: (seed: number) => ({ ...createState(seed, round), chargeLock: true }),
      isOver: (s: State) => s.phase !== 'aim',
    },
  };
  let passed = 0;
  for (let seed = 1; seed <= seeds; seed += 1)
    if ((playModelled(game, NOVICE, seed).state.result?.stars ?? 0) > 0) passed += 1;
  return passed / seeds;
}

describe('Arrow Dash: the ladder of rounds', () => {
  it('from round 3 each round is passed a little less often than the last by the modelled novice: no wall, no dip', () => {
    const rates = [3, 4, 5, 6, 7, 8].map((round) => passRate(round, 150));
    rates.slice(1).forEach((rate, i) => {
      const before = rates[i] as number;
      expect(rate).toBeLessThanOrEqual(before + 0.05);
      expect(before - rate).toBeLessThanOrEqual(0.1);
    });
    expect(rates[rates.length - 1]).toBeLessThan((rates[0] as number) - 0.15);
  }, 300_000);
});
