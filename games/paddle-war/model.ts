/**
 * Paddle War as the kit's modelled players play it (`npm run bench:difficulty`): a finger or a held mouse button on the
 * court, put where the player expects the ball, read from a picture a reaction time old.
 */
import type { Decider, LadderBench, ModelledGame } from '../kit/players';
import type { InputFrame } from '../kit/types';
import * as R from './numbers';
import { rules } from './rules';
import type { Action, PaddleWarState } from './sim';

const NONE: Record<Action, boolean> = { up: false, down: false, up2: false, down2: false };
const IDLE: InputFrame<Action> = { held: NONE, pressed: NONE, touches: [] };
/** How far ahead a person follows the ball's line: a glance's worth, not the whole flight (seconds). */
const LOOK_AHEAD = 0.35;

/** The computer level each menu choice names, to play a given level. */
const CHOICE: Readonly<Record<R.Difficulty, string>> = {
  easy: 'CPU · Easy',
  normal: 'CPU · Normal',
  hard: 'CPU · Hard',
  expert: 'CPU · Expert',
};

/** The opponent the title screen offers first. */
export const PADDLE_WAR_DEFAULT: R.Difficulty = 'normal';

/**
 * Where the player puts the paddle: toward the ball's height a glance ahead on its line (folded back at the walls as
 * the eye does), plus their aim error; back to the middle while the ball goes away. A slip keeps the finger still.
 */
function decide(seen: PaddleWarState, decider: Decider): InputFrame<Action> {
  const b = seen.ball;
  if (decider.slips()) return { ...IDLE, touches: [{ x: R.WIDTH / 4, y: seen.left.y }] };
  const coming = b.vx < 0;
  const ahead = coming ? Math.min(LOOK_AHEAD, (b.x - R.LEFT_FACE) / -b.vx) : 0;
  let y = coming ? b.y + b.vy * ahead : (b.y + R.HEIGHT / 2) / 2;
  if (y < 0) y = -y;
  if (y > R.HEIGHT) y = 2 * R.HEIGHT - y;
  y += decider.miss(R.HEIGHT);
  return { ...IDLE, touches: [{ x: R.WIDTH / 4, y: Math.max(0, Math.min(R.HEIGHT, y)) }] };
}

/** A match against the computer at `level`, to its end (ten minutes at most). */
export function paddleWarModel(level: R.Difficulty): ModelledGame<PaddleWarState, InputFrame<Action>> {
  return {
    rules,
    choices: { opponent: CHOICE[level] },
    decide,
    idle: IDLE,
    milestones: (s) => s.scoreLeft,
    limit: 600,
  };
}

/** What the difficulty bench measures: matches against each computer level, from Easy up. */
export const ladder: LadderBench<PaddleWarState, InputFrame<Action>> = {
  levels: R.LEVELS,
  initial: PADDLE_WAR_DEFAULT,
  match: (level) => {
    const difficulty = R.LEVELS.find((known) => known === level);
    if (!difficulty) throw new Error(`Paddle War has no computer level "${level}"`);
    return paddleWarModel(difficulty);
  },
  points: (s) => ({ won: s.scoreLeft, lost: s.scoreRight }),
};
