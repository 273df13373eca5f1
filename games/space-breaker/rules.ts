/** Space Breaker's rules as the server replays them: the sim, stepped at 60 Hz in the world of the layout in use. */
import type { GameRules } from '../kit/replay';
import { createState, fitWorld, update, type Input, type State } from './sim';

/** A step's input: the sim's, and whether the phone is held upright (the world turns with it). */
export interface StepInput extends Input {
  portrait: boolean;
}

const STEP = 1 / 60;

export const rules: GameRules<State, StepInput> = {
  id: 'space-breaker',
  create: (seed) => createState(seed),
  step: (s, input) => update(fitWorld(s, input.portrait), input, STEP),
  isOver: (s) => s.over,
  score: (s) => s.score,
  // Bits: turn + 1 (0–2), thrust, fire, hyperspace, portrait.
  inputWidth: 1,
  encode: (i) => [
    (i.turn + 1) | (i.thrust ? 4 : 0) | (i.fire ? 8 : 0) | (i.hyperspace ? 16 : 0) | (i.portrait ? 32 : 0),
  ],
  decode: ([bits = 0]) => ({
    turn: Math.min(bits & 3, 2) - 1,
    thrust: (bits & 4) !== 0,
    fire: (bits & 8) !== 0,
    hyperspace: (bits & 16) !== 0,
    portrait: (bits & 32) !== 0,
  }),
};
