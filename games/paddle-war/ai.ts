/** The computer paddle: where it wants to be and how it gets there. */
import { AI, BALL_R, HEIGHT, LEFT_FACE, RIGHT_FACE, WIDTH, type Difficulty } from './rules';

/** The ball as the AI sees it. */
export interface BallView {
  x: number;
  y: number;
  vx: number;
  vy: number;
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

/** The y the computer paddle on `side` steers to. */
export function aiTarget(ball: BallView, side: 'left' | 'right', difficulty: Difficulty, error: number, serving: boolean): number {
  const profile = AI[difficulty];
  const approaching = side === 'left' ? ball.vx < 0 : ball.vx > 0;
  const distance = side === 'left' ? ball.x / WIDTH : 1 - ball.x / WIDTH;
  if (serving || !approaching || distance > profile.reach) return HEIGHT / 2;
  const y = profile.predict ? predictY(ball, side === 'left' ? LEFT_FACE : RIGHT_FACE) : ball.y;
  return y + error;
}

/** The velocity toward `target` for a paddle at `y`, limited to `speed`, with a small dead zone against jitter. */
export function steer(y: number, target: number, speed: number, dt: number): number {
  const dy = target - y;
  if (Math.abs(dy) < 4) return 0;
  return Math.max(-speed, Math.min(speed, dy / dt));
}
