import { arrowDashModel, touchModel } from '@/games/arrow-dash/model';
import { LADDER_STEP, arrowsFor, roundGoal } from '@/games/arrow-dash/rounds';
import { createState, type Input, type State } from '@/games/arrow-dash/sim';
import { NOVICE, SKILLED, playModelled, type ModelledGame, type PlayerModel } from '@/games/kit/players';

/** The share of first tries at a round, each from a fresh start at that round, a modelled player passes. */
function passRate(round: number, seeds: number, model: PlayerModel, base: ModelledGame<State, Input> = arrowDashModel) {
  const game = {
    ...base,
    rules: {
      ...base.rules,
      create: (seed: number) => ({ ...createState(seed, round), chargeLock: true }),
      isOver: (s: State) => s.phase !== 'aim',
    },
  };
  let passed = 0;
  for (let seed = 1; seed <= seeds; seed += 1)
    if ((playModelled(game, model, seed).state.result?.stars ?? 0) > 0) passed += 1;
  return passed / seeds;
}

/** The share of a round's arrows its goal asks for. */
const share = (round: number): number => roundGoal(round) / arrowsFor(round);

describe('Arrow Dash: the ladder of rounds', () => {
  it('from round 3 the modelled novice passes rounds less and less often: no drop of more than 0.1 a round up to round 10', () => {
    const rounds = [3, 4, 5, 6, 7, 8, 9, 10];
    const rates = rounds.map((round) => passRate(round, 150, NOVICE));
    rates.slice(1).forEach((rate, i) => {
      const before = rates[i] as number;
      expect(before - rate).toBeLessThanOrEqual(0.1);
      // A round passed more often than the last is a breather: more shields or splitters come with a smaller share asked.
      const breather = share(rounds[i + 1] as number) < share(rounds[i] as number);
      expect(rate).toBeLessThanOrEqual(before + (breather ? 0.15 : 0.05));
    });
    // Round 11 asks its last mark: by then the novice passes far less often than at round 3.
    expect(passRate(11, 150, NOVICE)).toBeLessThan((rates[0] as number) - 0.15);
  }, 300_000);

  it(`the modelled skilled player's clear rate never falls more than ${LADDER_STEP} from one round to the next, and falls`, () => {
    const rates = Array.from({ length: 14 }, (_, i) => passRate(i + 1, 150, SKILLED));
    rates.slice(1).forEach((rate, i) => expect((rates[i] as number) - rate).toBeLessThanOrEqual(LADDER_STEP));
    // Real pressure: by round 14 a skilled player fails a clear share of first tries.
    expect(rates[13]).toBeLessThan(0.8);
  }, 300_000);

  it('a touch novice pulling back from the bow clears rounds 1-3 about as often as a mouse novice (within 0.1)', () => {
    for (const round of [1, 2, 3]) {
      const mouse = passRate(round, 150, NOVICE);
      const touch = passRate(round, 150, NOVICE, touchModel());
      expect(Math.abs(touch - mouse)).toBeLessThanOrEqual(0.1);
    }
  }, 300_000);
});
