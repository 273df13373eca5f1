/** Paddle War's rules as the server replays them: the sim at 60 Hz; fingers kept to whole logical units. */
import type { GameRules } from '../kit/replay';
import type { InputFrame, MenuOption } from '../kit/types';
import type { Difficulty, Mode } from './numbers';
import { matchScore } from './score';
import { createState, update, type Action, type PaddleWarState } from './sim';

const STEP = 1 / 60;
const ACTIONS: readonly Action[] = ['up', 'down', 'up2', 'down2'];
/** The fingers a step keeps: one per player. */
const MAX_TOUCHES = 2;

/** One menu row, so two-player mode never shows a computer setting that does nothing. */
export const OPPONENTS: Readonly<Record<string, { mode: Mode; difficulty: Difficulty }>> = {
  'CPU · Easy': { mode: 'single', difficulty: 'easy' },
  'CPU · Normal': { mode: 'single', difficulty: 'normal' },
  'CPU · Hard': { mode: 'single', difficulty: 'hard' },
  'CPU · Expert': { mode: 'single', difficulty: 'expert' },
  'A friend': { mode: 'versus', difficulty: 'normal' },
};

const menu: readonly MenuOption[] = [{ id: 'opponent', label: 'Versus', choices: Object.keys(OPPONENTS), initial: 1 }];

export const rules: GameRules<PaddleWarState, InputFrame<Action>> = {
  id: 'paddle-war',
  menu,
  create: (seed, choices) =>
    createState(seed, OPPONENTS[choices.opponent ?? ''] ?? { mode: 'single', difficulty: 'normal' }),
  step: (s, input) => update(s, input, STEP),
  isOver: (s) => s.winner !== null,
  // Against the computer, the points weighted by its level, the win's margin and the returns (score.ts); a match
  // against a friend is not ranked, and scores the left player's points.
  score: (s) => (s.mode === 'single' ? matchScore(s) : s.scoreLeft),
  ranked: (s) => s.mode === 'single',
  // Held keys and the layout as bits, the number of fingers, then each finger's x and y.
  inputWidth: 2 + 2 * MAX_TOUCHES,
  encode: (i) => {
    const bits = ACTIONS.reduce((b, a, k) => b | (i.held[a] ? 1 << k : 0), i.layout === 'portrait' ? 16 : 0);
    const touches = i.touches.slice(0, MAX_TOUCHES);
    const xy = [0, 1].flatMap((k) => [Math.round(touches[k]?.x ?? 0), Math.round(touches[k]?.y ?? 0)]);
    return [bits, touches.length, ...xy];
  },
  decode: ([bits = 0, count = 0, ...xy]) => {
    const held = {} as Record<Action, boolean>;
    const pressed = {} as Record<Action, boolean>;
    ACTIONS.forEach((a, k) => {
      held[a] = (bits & (1 << k)) !== 0;
      pressed[a] = false;
    });
    const touches = Array.from({ length: Math.max(0, Math.min(count, MAX_TOUCHES)) }, (_, k) => ({
      x: xy[2 * k] ?? 0,
      y: xy[2 * k + 1] ?? 0,
    }));
    return { held, pressed, touches, layout: bits & 16 ? 'portrait' : 'landscape' };
  },
};
