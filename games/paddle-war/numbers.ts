/** Paddle War's numbers: court, paddles, ball and the computer's four levels. */
import type { Layout } from '../kit/types';

export const WIDTH = 960;
export const HEIGHT = 540;
export const PADDLE_W = 14;
export const PADDLE_H = 92;
/** Held upright the court is as wide as a phone is narrow: both paddles are longer there (about a fifth of the court), a thumb's target. */
export const UPRIGHT_PADDLE_H = 116;

/** The paddles' length on a court of this shape. */
export function paddleLength(layout: Layout | undefined): number {
  return layout === 'portrait' ? UPRIGHT_PADDLE_H : PADDLE_H;
}
/** The wall lines along the court's top and bottom (px thick): a paddle is drawn no further than their inner edge. */
export const WALL = 3;
/** Distance of each paddle's outer edge from its side of the court. */
export const PADDLE_INSET = 36;
export const BALL_R = 8;
export const PLAYER_SPEED = 620;
/** How fast a paddle follows a finger (px/s). */
export const TOUCH_SPEED = 1100;
export const SERVE_SPEED = 460;
/**
 * A serve leaves between these angles from the horizontal (radians, up or down): never flat, so it never meets a paddle left
 * in the middle. Against the computer, the serves it receives stay under SERVE_MIN_ANGLE.
 */
export const SERVE_MIN_ANGLE = 0.2;
export const SERVE_MAX_ANGLE = 0.45;
/**
 * Speed added on each paddle hit, and the cap between two players and against Easy and Normal (reached on the 12th
 * return of a rally); Hard and Expert add more and raise the cap (their `step` and `pace`), so their long rallies keep
 * speeding up until even a player who follows every ball misses.
 */
export const SPEED_STEP = 65;
export const MAX_SPEED = 1200;
/** Largest departure angle from the horizontal (radians), reached at the paddle's tip. */
export const MAX_ANGLE = (55 * Math.PI) / 180;
/** Expert's tip angle: its returns can leave steeper than a player's (wider still, they bounce back to a parked paddle). */
export const EXPERT_TIP_ANGLE = (65 * Math.PI) / 180;
export const SERVE_DELAY = 1;
/** The warm-up against the computer: until this many seconds into a match it reads every ball at once and right, and sends it straight at your paddle. */
export const WARM_UP = 8;
/**
 * The first serve of a match against the computer waits for the player's first move (a finger or a key), this many
 * seconds at most; the match clock, and with it the warm-up, starts when it leaves.
 */
export const FIRST_SERVE_WAIT = 5;
/** Spin: the ball takes this share of the paddle's speed at the hit as a sideways pull (px/s²), capped, and loses it slowly. */
export const SPIN_FROM_PADDLE = 1.6;
export const MAX_SPIN = 700;
export const SPIN_DECAY = 1.1;
/** A short freeze of the ball on each paddle hit, so the hit lands (seconds); a smash freezes it longer. */
export const HIT_STOP = 0.05;
export const SMASH_STOP = 0.12;
/**
 * The rally streak's reward: after the warm-up, a player's (never the computer's) returns in one rally charge a smash at
 * this many, and the next return is the smash, leaving SMASH_BOOST times faster (within the rally's top speed).
 */
export const SMASH_CHARGE = 1;
export const SMASH_BOOST = 1.25;
export const POINTS_TO_WIN = 7;

export type Difficulty = 'easy' | 'normal' | 'hard' | 'expert';
/** The computer's levels, weakest first: beating one is the next goal's way in. */
export const LEVELS: readonly Difficulty[] = ['easy', 'normal', 'hard', 'expert'];
/** Each level's name on the court and the game-over screen. */
export const LEVEL_NAME: Readonly<Record<Difficulty, string>> = {
  easy: 'EASY',
  normal: 'NORMAL',
  hard: 'HARD',
  expert: 'EXPERT',
};
export type Mode = 'single' | 'versus';

/**
 * How the computer paddle plays at a level: a human-like player that reacts late, misjudges fast balls more than slow ones,
 * sometimes reads a ball the wrong way, and aims its returns away from you (more sharply higher up).
 */
export interface AiProfile {
  /** Top paddle speed in px/s. */
  speed: number;
  /** Seconds it takes to react once the ball turns toward it (it holds still meanwhile). */
  reaction: number;
  /** Non-predicting levels only follow the ball once it is this close (fraction of the court width). */
  reach: number;
  /** Typical aiming error in px at serve speed, rerolled for every ball that comes at it. */
  error: number;
  /** How the error grows with the ball's speed: at speed v it is error × (1 + growth × (v / SERVE_SPEED − 1)). */
  growth: number;
  /** Chance that it misreads a ball: it starts the wrong way and only sees its mistake when the ball is close. */
  misread: number;
  /** Predicts wall bounces instead of following the ball's height. */
  predict: boolean;
  /** 0..1: how far toward a paddle tip it tries to meet the ball (1 = the tip), to angle the return away from you (more higher up). */
  aim: number;
  /** Speed (px/s) each return adds in a rally against this level, up to its `pace`: the ball's top speed there. */
  step: number;
  pace: number;
  /** The departure angle (radians from the horizontal) of its returns that meet its paddle's tip: wider higher up. */
  tipAngle: number;
  /**
   * The share of a moving paddle's spin its returns take (the player's always take it all). The low levels reach the
   * ball late and are still moving as they hit: at full spin their returns curved off the line a player reads, so
   * Easy's fly straight and Normal's bend a little.
   */
  curve: number;
  /** Chance that it plays a return as an edge shot: set early, it meets the ball with a tip (EDGE_AIM), never misread. */
  edge: number;
  /** Its aiming error on an edge shot, as a share of its usual error. */
  edgeCare: number;
}

export const AI: Readonly<Record<Difficulty, AiProfile>> = {
  easy: {
    speed: 170,
    reaction: 0.4,
    reach: 0.4,
    error: 55,
    growth: 3,
    misread: 0.25,
    predict: false,
    aim: 0.25,
    step: SPEED_STEP,
    pace: MAX_SPEED,
    tipAngle: MAX_ANGLE,
    curve: 0,
    edge: 0,
    edgeCare: 1,
  },
  normal: {
    speed: 230,
    reaction: 0.3,
    reach: 0.5,
    error: 50,
    growth: 3,
    misread: 0.18,
    predict: true,
    aim: 0.1,
    step: SPEED_STEP,
    pace: MAX_SPEED,
    tipAngle: MAX_ANGLE,
    curve: 0.3,
    edge: 0.5,
    edgeCare: 0.5,
  },
  hard: {
    speed: 560,
    reaction: 0.14,
    reach: 0.7,
    error: 16,
    growth: 0.45,
    misread: 0.07,
    predict: true,
    aim: 0.6,
    step: 110,
    pace: 2100,
    tipAngle: MAX_ANGLE,
    curve: 1,
    edge: 0,
    edgeCare: 1,
  },
  expert: {
    speed: 900,
    reaction: 0.06,
    reach: 1,
    error: 5.5,
    growth: 1,
    misread: 0.02,
    predict: true,
    aim: 0.6,
    step: 110,
    pace: 2600,
    tipAngle: EXPERT_TIP_ANGLE,
    curve: 1,
    edge: 0,
    edgeCare: 1,
  },
};

/**
 * The computer's strength for each shape of court, as shares of its level's top speed and aiming error. Held upright,
 * the ball comes down the screen at a paddle moved across it and is returned more easily, so the computer plays sharper
 * there; on a wide court, short from wall to wall, a little duller.
 */
export const SHAPE: Readonly<Record<'landscape' | 'portrait', { speed: number; error: number }>> = {
  landscape: { speed: 0.96, error: 1 },
  portrait: { speed: 1.2, error: 0.8 },
};

/** Where an edge shot meets the computer's paddle: this share of the way from its middle to its tip. */
export const EDGE_AIM = 0.9;
/** An edge shot that meets the paddle at least this far out (share of the way to the tip) is a smash. */
export const EDGE_SMASH_FROM = 0.5;

/** A misread ball is seen right once it is this close to the computer (fraction of the court width). */
export const MISREAD_UNTIL = 0.3;

/** x of the left paddle's inner (hitting) face and of the right paddle's. */
export const LEFT_FACE = PADDLE_INSET + PADDLE_W;
export const RIGHT_FACE = WIDTH - PADDLE_INSET - PADDLE_W;
