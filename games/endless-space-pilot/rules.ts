/** Endless Space Pilot's rules as the server replays them: the sim at 60 Hz, steering kept to 1/64 steps. */
import type { GameRules } from '../kit/replay';
import { createState, update, type Input, type State } from './sim';

const STEP = 1 / 60;
/** Steering axes run from -1 to 1 in steps of 1/64 (exact in binary, so the browser and the server agree). */
const AXIS_STEPS = 64;

export const rules: GameRules<State, Input> = {
  id: 'endless-space-pilot',
  create: (seed) => createState(seed),
  step: (s, input) => update(s, input, STEP),
  isOver: (s) => s.over,
  score: (s) => s.score,
  inputWidth: 2,
  encode: (i) => [Math.round(i.x * AXIS_STEPS), Math.round(i.y * AXIS_STEPS)],
  decode: ([x = 0, y = 0]) => ({
    x: Math.max(-1, Math.min(1, x / AXIS_STEPS)),
    y: Math.max(-1, Math.min(1, y / AXIS_STEPS)),
  }),
};
