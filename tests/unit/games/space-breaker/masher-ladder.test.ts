import { aimBot } from '@/games/space-breaker/bots';
import { createState, update, type Input, type State } from '@/games/space-breaker/sim';
import { createRandom } from '@/games/kit/random';

/** A button-masher: thrust held, fire tapped as fast as fingers go, turning whichever way at random every half second. */
function masher(seed: number): (s: State, firedLastStep: boolean) => Input {
  const rng = createRandom(seed);
  let turn = 0;
  let step = 0;
  return (_s, firedLastStep) => {
    if (step++ % 30 === 0) turn = rng.int(-1, 1);
    return { turn, thrust: true, fire: !firedLastStep, hyperspace: false };
  };
}

/** The score and wave a bot ends a run with (three ships), or where it stands after `limit` seconds. */
function playRun(seed: number, bot: (s: State, firedLastStep: boolean) => Input, limit = 90): State {
  let s = createState(seed);
  let fired = false;
  for (let step = 0; step < limit * 60 && s.lives > 0; step++) {
    const input = bot(s, fired);
    fired = input.fire;
    s = update(s, input, 1 / 60);
  }
  return s;
}

describe('Space Breaker: aiming beats mashing', () => {
  it('a player who aims scores over 5× a fire-and-thrust masher in 90 s, and reaches a later wave (median of 5 seeds)', () => {
    const seeds = [1, 2, 3, 4, 5];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    const mashed = seeds.map((seed) => playRun(seed, masher(seed)));
    const aimed = seeds.map((seed) => playRun(seed, aimBot));
    const mashScore = median(mashed.map((s) => s.score));
    const aimScore = median(aimed.map((s) => s.score));
    // Measured: the masher 910 points in wave 1, the aiming bot 12,950 in wave 5.
    expect(aimScore).toBeGreaterThan(5 * mashScore);
    expect(median(aimed.map((s) => s.wave))).toBeGreaterThan(median(mashed.map((s) => s.wave)));
  });
});
