/**
 * Paddle War as the kit's modelled players play it (`npm run bench:difficulty`): a finger or a held mouse button on the
 * court, put where the player expects the ball, read from a picture a reaction time old. Also a player on the keys who
 * steers to where the ball will land (the way play-testers' scripts play): `paddleWarKeysModel`.
 */
import { NOVICE, SKILLED, type Decider, type LadderBench, type ModelledGame, type PlayerModel } from '../kit/players';
import { predictY } from './ai';
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

/**
 * A first-timer on the keys who reads where the ball will land: a novice's aim and slips, a picture 0.2 s old, and keys
 * pressed and let go twenty times a second (a key is easily let go; a finger is not lifted and put down as often).
 */
export const KEY_PLAYER: PlayerModel = { ...NOVICE, reaction: 0.2, decideEvery: 0.05 };

/** How close to its target the key player lets its paddle be before it lets the key go (px). */
const KEY_DEAD_ZONE = 10;

/**
 * The key player: the ball's landing point on its line as seen (folded off the walls, blind to the curve still to come),
 * or halfway back to the middle while the ball goes away, off by its aim; it holds the key toward it until its paddle,
 * as seen and carried on by the keys it has held since, is there.
 */
function decideKeys(seen: PaddleWarState, decider: Decider<InputFrame<Action>>): InputFrame<Action> {
  if (decider.slips()) return IDLE;
  const b = seen.ball;
  const coming = b.vx < 0 && seen.serveTimer === 0;
  const target = (coming ? predictY(b, R.LEFT_FACE) : (b.y + R.HEIGHT / 2) / 2) + decider.miss(R.HEIGHT);
  const half = seen.paddle / 2;
  const paddle = decider.givenSince.reduce((y, given) => {
    const way = (given.held.down ? 1 : 0) - (given.held.up ? 1 : 0);
    return Math.max(half, Math.min(R.HEIGHT - half, y + (way * R.PLAYER_SPEED) / 60));
  }, seen.left.y);
  const gap = target - paddle;
  if (Math.abs(gap) < KEY_DEAD_ZONE) return IDLE;
  return { ...IDLE, held: { ...NONE, up: gap < 0, down: gap > 0 } };
}

/** A match against the computer at `level` played on the keys by `KEY_PLAYER` (the same match as `paddleWarModel`'s). */
export function paddleWarKeysModel(level: R.Difficulty): ModelledGame<PaddleWarState, InputFrame<Action>> {
  return { ...paddleWarModel(level), decide: decideKeys };
}

/**
 * The play-testers' ball tracker: a script that reads the ball off each screenshot, a frame or more late, and drags the
 * paddle to its height there at full speed, with no guess of where the ball goes (no error, no slips).
 */
export const TRACKER: PlayerModel = { ...SKILLED, reaction: 0.1, decideEvery: 1 / 60, aimError: 0, slips: 0 };

/** The tracker's finger: on the ball's height as seen, wherever the ball goes. */
function decideTrack(seen: PaddleWarState): InputFrame<Action> {
  return { ...IDLE, touches: [{ x: R.WIDTH / 4, y: seen.ball.y }] };
}

/** A match against the computer at `level` played by `TRACKER`'s finger (the same match as `paddleWarModel`'s). */
export function paddleWarTrackerModel(level: R.Difficulty): ModelledGame<PaddleWarState, InputFrame<Action>> {
  return { ...paddleWarModel(level), decide: decideTrack };
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
