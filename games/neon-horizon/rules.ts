/** NEON HORIZON's rules as the server replays them: the sim at 60 Hz, its input one moves each step. */
import type { GameRules } from '../kit/replay';
import type { MenuOption } from '../kit/types';
import { createState, isOver, score, update, type Input, type State } from './sim';

const STEP = 1 / 60;

/**
 * The title menu's lesson row: kept by the kit between visits, and sent with every run so its replay starts the same. It
 * has no note under the menu: on a short sideways phone a second note line pushes the controls into the start button.
 */
export const LESSON_OPTION: MenuOption = {
  id: 'lesson',
  label: 'Lesson',
  choices: ['Show', 'Skip'],
};
const SKIP = LESSON_OPTION.choices[1];

export const rules: GameRules<State, Input> = {
  id: 'neon-horizon',
  menu: [LESSON_OPTION],
  create: (seed, choices) => createState(seed, { lesson: choices.lesson !== SKIP }),
  step: (s, input) => update(s, input, STEP),
  isOver,
  score,
  // Bits: left, right, up, down.
  inputWidth: 1,
  encode: (i) => [(i.left ? 1 : 0) | (i.right ? 2 : 0) | (i.up ? 4 : 0) | (i.down ? 8 : 0)],
  decode: ([bits = 0]) => ({
    left: (bits & 1) !== 0,
    right: (bits & 2) !== 0,
    up: (bits & 4) !== 0,
    down: (bits & 8) !== 0,
  }),
};
