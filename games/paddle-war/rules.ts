/** Paddle War's numbers: court, paddles, ball and the computer's three skill levels. */

export const WIDTH = 960;
export const HEIGHT = 540;
export const PADDLE_W = 14;
export const PADDLE_H = 92;
/** Distance of each paddle's outer edge from its side of the court. */
export const PADDLE_INSET = 36;
export const BALL_R = 8;
export const PLAYER_SPEED = 620;
/** How fast a paddle follows a finger (px/s). */
export const TOUCH_SPEED = 1100;
export const SERVE_SPEED = 400;
/** Speed added on each paddle hit, and the cap. */
export const SPEED_STEP = 20;
export const MAX_SPEED = 820;
/** Largest departure angle from the horizontal (radians), reached at the paddle's tip. */
export const MAX_ANGLE = (55 * Math.PI) / 180;
export const SERVE_DELAY = 1;
/** Spin: the ball takes this share of the paddle's speed at the hit as a sideways pull (px/s²), capped, and loses it slowly. */
export const SPIN_FROM_PADDLE = 1.6;
export const MAX_SPIN = 700;
export const SPIN_DECAY = 1.1;
/** A short freeze of the ball on each paddle hit, so the hit lands (seconds). */
export const HIT_STOP = 0.05;
export const POINTS_TO_WIN = 7;

export type Difficulty = 'easy' | 'normal' | 'hard';
export type Mode = 'single' | 'versus';

/** How the computer paddle plays at a difficulty. */
export interface AiProfile {
  /** Top paddle speed in px/s. */
  speed: number;
  /** It only reacts once the ball is this close (fraction of the court width). */
  reach: number;
  /** Largest aiming error in px at serve speed (grows with ball speed), rerolled on every hit. */
  error: number;
  /** Predicts wall bounces instead of chasing the ball. */
  predict: boolean;
}

export const AI: Readonly<Record<Difficulty, AiProfile>> = {
  easy: { speed: 210, reach: 0.45, error: 60, predict: false },
  // Tuned so a first-time player who follows the ball wins more matches than they lose (see tests/unit/games/paddle-war.test.ts).
  normal: { speed: 260, reach: 0.55, error: 50, predict: false },
  hard: { speed: 430, reach: 0.85, error: 28, predict: true },
};

/** x of the left paddle's inner (hitting) face and of the right paddle's. */
export const LEFT_FACE = PADDLE_INSET + PADDLE_W;
export const RIGHT_FACE = WIDTH - PADDLE_INSET - PADDLE_W;
