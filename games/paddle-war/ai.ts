/** The computer paddle: how it reads each ball coming at it, where it wants to be, and how it gets there. */
import type { Random } from '../kit/random';
import {
  BALL_R,
  HEIGHT,
  LEFT_FACE,
  EDGE_AIM,
  MISREAD_UNTIL,
  PADDLE_H,
  RIGHT_FACE,
  SERVE_SPEED,
  WIDTH,
  type AiProfile,
} from './numbers';

/** The ball as the AI sees it. */
export interface BallView {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** What the computer makes of one ball coming at it, rolled as the ball turns toward it (each hit and each serve). */
export interface AiRead {
  /** Aiming error in px (grows with the ball's speed). */
  error: number;
  /** How far above the ball it puts its paddle's centre (px), so the ball meets a tip and leaves at an angle. */
  aim: number;
  /** It reads this ball the wrong way (a mirrored guess) until the ball comes close. */
  misread: boolean;
  /** Seconds before it reacts to this ball at all. */
  wait: number;
  /** It follows this ball's path from the start, whatever its level (the warm-up's balls). */
  steady: boolean;
  /** It plays this ball as an edge shot: met with a tip, it leaves steep and fast (a smash). */
  edge: boolean;
}

/** A read with no mistakes and no delay (before the first ball). */
export const CLEAR_READ: AiRead = { error: 0, aim: 0, misread: false, wait: 0, steady: false, edge: false };

/** The error's scale for a ball at `speed`: `error` at serve speed, growing by `growth` per serve speed above it. */
export function errorScale(profile: AiProfile, speed: number): number {
  return profile.error * (1 + profile.growth * Math.max(0, speed / SERVE_SPEED - 1));
}

/**
 * Rolls the computer's read of a ball at `speed`. The error is the sum of two uniform draws (small errors are common, large
 * ones rare, up to twice the scale); the aim sends the ball away from where the opponent's paddle (`opponentY`) is now.
 */
export function rollRead(rng: Random, profile: AiProfile, speed: number, opponentY: number, length = PADDLE_H): AiRead {
  const error = (rng.range(-1, 1) + rng.range(-1, 1)) * errorScale(profile, speed);
  const misread = rng.next() < profile.misread;
  // Only the levels that play edge shots roll for one, so the others' reads stay as they were.
  const edge = profile.edge > 0 && rng.next() < profile.edge;
  // Above the ball's line the ball meets the paddle's lower half and leaves downward: away from an opponent up high.
  const away = (opponentY < HEIGHT / 2 ? 1 : -1) * (length / 2 + BALL_R);
  const wait = profile.reaction;
  if (edge) return { error: error * profile.edgeCare, aim: away * EDGE_AIM, misread: false, wait, steady: false, edge };
  return { error, aim: away * profile.aim * rng.range(0.7, 1), misread, wait, steady: false, edge };
}

/** Where a ball will cross x = targetX, folding its path off the top and bottom walls. */
export function predictY(ball: BallView, targetX: number): number {
  if (ball.vx === 0) return ball.y;
  const t = (targetX - ball.x) / ball.vx;
  if (t < 0) return ball.y;
  const span = HEIGHT - 2 * BALL_R;
  const raw = ball.y - BALL_R + ball.vy * t;
  const folded = ((raw % (2 * span)) + 2 * span) % (2 * span);
  return BALL_R + (folded > span ? 2 * span - folded : folded);
}

/**
 * The y the computer paddle on `side` (now at `paddleY`) steers to: the centre while serving or while the ball moves away,
 * where it is while it has not yet reacted, otherwise where it reads the ball will arrive (predicted by the levels that
 * predict, and for a steady read), off by its error and aim.
 */
export function aiTarget(
  ball: BallView,
  side: 'left' | 'right',
  profile: AiProfile,
  read: AiRead,
  serving: boolean,
  paddleY: number,
  length = PADDLE_H,
): number {
  const approaching = side === 'left' ? ball.vx < 0 : ball.vx > 0;
  if (serving || !approaching) return HEIGHT / 2;
  if (read.wait > 0) return paddleY;
  const distance = side === 'left' ? ball.x / WIDTH : 1 - ball.x / WIDTH;
  const predict = profile.predict || read.steady;
  if (!predict && distance > profile.reach) return HEIGHT / 2;
  const y = predict ? predictY(ball, side === 'left' ? LEFT_FACE : RIGHT_FACE) : ball.y;
  const seen = read.misread && distance > MISREAD_UNTIL ? HEIGHT - y : y;
  return aimAt(seen + read.error, read.aim, length);
}

/**
 * Where the paddle goes to meet a ball arriving at `y` off-centre by `aim`. When the wall keeps the paddle from getting
 * that far past the ball, it meets it with its other half instead: the ball leaves toward the wall, and the wall turns it away.
 */
function aimAt(y: number, aim: number, length: number): number {
  const aimed = y - aim;
  return aimed < length / 2 || aimed > HEIGHT - length / 2 ? y + aim : aimed;
}

/** The velocity toward `target` for a paddle at `y`, limited to `speed`, with a small dead zone against jitter. */
export function steer(y: number, target: number, speed: number, dt: number): number {
  const dy = target - y;
  if (Math.abs(dy) < 4) return 0;
  return Math.max(-speed, Math.min(speed, dy / dt));
}
