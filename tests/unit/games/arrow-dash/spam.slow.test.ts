/** Arrow Dash's answers to a play-tester's exploit (weak shots spammed at one spot) and to round 3's wall of a clock. */
import { arrowDashModel, cornerSpammer } from '@/games/arrow-dash/model';
import { NOVICE, playModelled, type ModelledRun } from '@/games/kit/players';
import type { State } from '@/games/arrow-dash/sim';

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('Arrow Dash: aiming beats spamming, and the ladder has no wall', () => {
  const novice: ModelledRun<State>[] = SEEDS.map((seed) => playModelled(arrowDashModel, NOVICE, seed));

  it('a corner spammer (weak clicks at one spot as fast as the bow reloads, or at a person’s pace) scores under the novice', () => {
    const noviceScore = mean(novice.map((r) => r.score));
    for (const game of [cornerSpammer(), cornerSpammer(undefined, 0), cornerSpammer({ x: 60, y: 150 })]) {
      const spam = SEEDS.map((seed) => playModelled(game, NOVICE, seed));
      expect(mean(spam.map((r) => r.score))).toBeLessThan(noviceScore / 3);
      // Clicks that drop short of the far lanes never pass round 1's goal.
      expect(mean(spam.map((r) => r.state.cleared))).toBeLessThan(0.2);
    }
  });

  it('no round ends more than 30% of the novice’s runs: each round is a step, not a cliff', () => {
    const ends = new Map<number, number>();
    for (const r of novice) ends.set(r.state.round, (ends.get(r.state.round) ?? 0) + 1);
    for (const [, count] of ends) expect(count / novice.length).toBeLessThanOrEqual(0.3);
  });
});
