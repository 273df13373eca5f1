/** Final Void's rules as the server replays them: one level from its start to its exit; the score is the time in steps. */
import type { GameRules } from '../kit/replay';
import type { InputFrame, MenuOption } from '../kit/types';
import { parseLevel } from './level';
import { LEVEL_SOURCES } from './levels';
import { createState, update, type Action, type FvState } from './sim';

const STEP = 1 / 60;
const ACTIONS: readonly Action[] = ['left', 'right', 'up', 'down', 'jump', 'dash'];
const LEVELS = LEVEL_SOURCES.map(([id, text]) => parseLevel(id, text));

/** The level a run plays, by its number: '1' to '3'. */
const menu: readonly MenuOption[] = [{ id: 'level', label: 'Level', choices: LEVELS.map((_, i) => String(i + 1)) }];

export const rules: GameRules<FvState, InputFrame<Action>> = {
  id: 'final-void',
  menu,
  create: (seed, choices) =>
    createState(LEVELS[Number(choices.level ?? '1') - 1] ?? (LEVELS[0] as FvState['level']), seed),
  step: (s, input) => update(s, input, STEP),
  isOver: (s) => s.done,
  /** The level's time in 60 Hz steps: lower is better. */
  score: (s) => Math.round(s.time / STEP),
  // Bits: each action held, then each action pressed since the last step (a tap shorter than a step).
  inputWidth: 1,
  encode: (i) => [
    ACTIONS.reduce((bits, a, k) => bits | (i.held[a] ? 1 << k : 0) | (i.pressed[a] ? 1 << (k + 6) : 0), 0),
  ],
  decode: ([bits = 0]) => {
    const held = {} as Record<Action, boolean>;
    const pressed = {} as Record<Action, boolean>;
    ACTIONS.forEach((a, k) => {
      held[a] = (bits & (1 << k)) !== 0;
      pressed[a] = (bits & (1 << (k + 6))) !== 0;
    });
    return { held, pressed, touches: [] };
  },
};
