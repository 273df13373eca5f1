/** Arrow Dash's rules as the server replays them: the sim at 60 Hz, aim points and the grip ring kept to whole world units. */
import type { GameRules } from '../kit/replay';
import { GRIP_RADIUS, createState, isOver, update, type Input, type State } from './sim';

const STEP = 1 / 60;

export const rules: GameRules<State, Input> = {
  id: 'arrow-dash',
  // The key, click or tap that started the run draws nothing: the first arrow comes from a press of its own.
  create: (seed) => ({ ...createState(seed), chargeLock: true }),
  step: (s, input) => update(s, input, STEP),
  isOver,
  score: (s) => s.score,
  // Bits (left, right, charge, next, tap, a finger, a mouse point), then the finger's and the point's x and y, and the grip ring.
  inputWidth: 6,
  encode: (i) => [
    (i.left ? 1 : 0) |
      (i.right ? 2 : 0) |
      (i.charge ? 4 : 0) |
      (i.next ? 8 : 0) |
      (i.tap ? 16 : 0) |
      (i.touch ? 32 : 0) |
      (i.point ? 64 : 0),
    Math.round(i.touch?.x ?? 0),
    Math.round(i.touch?.y ?? 0),
    Math.round(i.point?.x ?? 0),
    Math.round(i.point?.y ?? 0),
    Math.round(i.grip),
  ],
  decode: ([bits = 0, tx = 0, ty = 0, px = 0, py = 0, grip = GRIP_RADIUS]) => ({
    left: (bits & 1) !== 0,
    right: (bits & 2) !== 0,
    charge: (bits & 4) !== 0,
    next: (bits & 8) !== 0,
    tap: (bits & 16) !== 0,
    touch: bits & 32 ? { x: tx, y: ty } : null,
    point: bits & 64 ? { x: px, y: py } : null,
    grip,
  }),
};
