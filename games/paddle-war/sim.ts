/** Paddle War's rules as a pure simulation: createState(seed, options) and update(state, input, dt). */
import { cos, exp, hypot, sin } from '../kit/exact-math';
import { toWorld } from '../kit/layout';
import { createRandom, type Random } from '../kit/random';
import type { InputFrame, Layout, Point } from '../kit/types';
import { aiTarget, CLEAR_READ, predictY, rollRead, steer, type AiRead } from './ai';
import * as R from './numbers';

export type Action = 'up' | 'down' | 'up2' | 'down2';
export type Side = 'left' | 'right';

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Sideways pull (px/s²) from the paddle's motion at the last hit: the ball curves. */
  spin: number;
}

/** The last paddle hit, for the flash, sparks and the angle arrow. */
export interface Hit {
  side: Side;
  x: number;
  y: number;
  /** Where on the paddle it met, -1 (top tip) .. 1 (bottom tip). */
  offset: number;
  /** The hit was a smash (the ball left faster). */
  smash: boolean;
  time: number;
}

/** A paddle's centre (y) and its last velocity. */
export interface Paddle {
  y: number;
  vy: number;
}

export interface PaddleWarState {
  mode: R.Mode;
  difficulty: R.Difficulty;
  /** Attract mode behind the title: both paddles are computer-driven. */
  demo: boolean;
  left: Paddle;
  right: Paddle;
  ball: Ball;
  scoreLeft: number;
  scoreRight: number;
  /** Seconds until the next serve; the ball waits at the centre meanwhile. */
  serveTimer: number;
  /** Seconds the first serve still waits for the player's first move (the match clock stands still meanwhile). */
  awaiting: number;
  /** Both paddles' length (px) on the court in use: longer held upright. */
  paddle: number;
  serveDir: 1 | -1;
  /** Paddle hits in the current rally, and in the longest rally of the match. */
  rally: number;
  longest: number;
  /** Each side's returns in this rally since its last smash: SMASH_CHARGE of them charge the next (players only). */
  streak: Record<Side, number>;
  /** The left player's paddle hits in the whole match (part of the ranked score). */
  returns: number;
  /** The computer's read of the ball now in play: its error, aim, misread and reaction still to come. */
  ai: AiRead;
  winner: Side | null;
  /** Who won the last point and when (for the score flash). */
  lastPoint: { side: Side; time: number } | null;
  lastHit: Hit | null;
  /** Seconds the ball still waits after a hit (hit-stop). */
  hitStop: number;
  time: number;
  rngSeed: number;
  /** Sound cues of the last update. */
  events: string[];
}

export interface Options {
  mode?: R.Mode;
  difficulty?: R.Difficulty;
}

/** No returns yet in a rally. */
const NO_STREAK: Record<Side, number> = { left: 0, right: 0 };

/**
 * How far from the horizontal a serve toward `dir` leaves (radians, up or down): never flat enough to meet a paddle left
 * in the middle, except the serves the player sends the computer, which are gentle (so points are won in rallies).
 */
function serveAngles(mode: R.Mode, dir: 1 | -1): readonly [number, number] {
  return mode === 'single' && dir === 1 ? [0, R.SERVE_MIN_ANGLE] : [R.SERVE_MIN_ANGLE, R.SERVE_MAX_ANGLE];
}

/** A ball waiting at the centre, about to be served toward `dir`, at a random angle. */
function serveBall(rngSeed: number, mode: R.Mode, dir: 1 | -1): { ball: Ball; rngSeed: number } {
  const rng = createRandom(rngSeed);
  const [low, high] = serveAngles(mode, dir);
  const angle = (rng.next() < 0.5 ? -1 : 1) * rng.range(low, high);
  const ball = {
    x: R.WIDTH / 2,
    y: R.HEIGHT / 2,
    vx: dir * R.SERVE_SPEED * cos(angle),
    vy: R.SERVE_SPEED * sin(angle),
    spin: 0,
  };
  return { ball, rngSeed: rng.int(0, 0xffffffff) };
}

/**
 * A new match. Against the computer the first serve goes to it, and in the warm-up it reads every ball right and sends it
 * back straight at the player's paddle at the serve's pace, so a new player first trades easy returns (an idle player
 * neither loses nor wins a point before WARM_UP seconds); between two players the first serve goes to a random side.
 */
export function createState(seed: number, options: Options = {}): PaddleWarState {
  const rng = createRandom(seed);
  const coin: 1 | -1 = rng.next() < 0.5 ? -1 : 1;
  const mode = options.mode ?? 'single';
  const serveDir = mode === 'single' ? 1 : coin;
  const served = serveBall(rng.int(0, 0xffffffff), mode, serveDir);
  return {
    mode,
    difficulty: options.difficulty ?? 'normal',
    demo: false,
    left: { y: R.HEIGHT / 2, vy: 0 },
    right: { y: R.HEIGHT / 2, vy: 0 },
    ball: served.ball,
    scoreLeft: 0,
    scoreRight: 0,
    serveTimer: R.SERVE_DELAY,
    awaiting: mode === 'single' ? R.FIRST_SERVE_WAIT : 0,
    paddle: R.PADDLE_H,
    serveDir,
    rally: 0,
    longest: 0,
    streak: NO_STREAK,
    returns: 0,
    ai: CLEAR_READ,
    winner: null,
    lastPoint: null,
    lastHit: null,
    hitStop: 0,
    time: 0,
    rngSeed: served.rngSeed,
    events: [],
  };
}

/** Whether the match is in its warm-up: against the computer, in its first WARM_UP seconds. */
const warmingUp = (s: PaddleWarState): boolean => s.mode === 'single' && !s.demo && s.time < R.WARM_UP;

/** Whether a side's returns build a smash: a player's (not the computer's), once the warm-up is over. */
const earnsSmash = (s: PaddleWarState, side: Side): boolean =>
  !s.demo && !warmingUp(s) && (s.mode === 'versus' || side === 'left');

/** Whether a side's next return is a smash: its streak in this rally is charged. */
export const charged = (s: PaddleWarState, side: Side): boolean =>
  earnsSmash(s, side) && s.streak[side] >= R.SMASH_CHARGE;

/** The streaks after `side` returns the ball: a smash spends its charge, any other player's return adds to it. */
function nextStreak(s: PaddleWarState, side: Side, smash: boolean): Record<Side, number> {
  const own = smash || !earnsSmash(s, side) ? 0 : s.streak[side] + 1;
  return { ...s.streak, [side]: own };
}

/** A smash: the ball as bounced, sent on the same line SMASH_BOOST times faster (within the rally's top speed). */
export function smashed(ball: Ball, topSpeed = R.MAX_SPEED): Ball {
  const speed = hypot(ball.vx, ball.vy);
  const k = Math.max(speed, Math.min(speed * R.SMASH_BOOST, topSpeed)) / speed;
  return { ...ball, vx: ball.vx * k, vy: ball.vy * k };
}

/**
 * What a paddle's hit gives the ball: the speed it adds, the rally's top speed, the departure angle at the tip, and the
 * share of the paddle's spin it takes.
 */
export interface Stroke {
  step: number;
  topSpeed: number;
  tipAngle: number;
  curve: number;
}

/** A player's stroke, between two players and behind the title everyone's. */
export const PLAYER_STROKE: Stroke = { step: R.SPEED_STEP, topSpeed: R.MAX_SPEED, tipAngle: R.MAX_ANGLE, curve: 1 };

/**
 * The stroke of `side`'s hit: against the computer the rally speeds up to its level's pace for both sides, and the
 * computer's own returns leave at its level's angles and curve as much as its level lets them.
 */
export function strokeOf(s: PaddleWarState, side: Side): Stroke {
  if (s.mode !== 'single' || s.demo) return PLAYER_STROKE;
  const level = R.AI[s.difficulty];
  const computer = side === 'right';
  return {
    step: level.step,
    topSpeed: level.pace,
    tipAngle: computer ? level.tipAngle : R.MAX_ANGLE,
    curve: computer ? level.curve : 1,
  };
}

/**
 * The computer's profile: its level's (Normal's in the attract mode), faster and aiming sharper or slower and duller
 * for the shape of the court it is played on.
 */
function aiProfile(s: PaddleWarState, layout: Layout | undefined): R.AiProfile {
  const profile = R.AI[s.demo ? 'normal' : s.difficulty];
  const shape = R.SHAPE[layout ?? 'landscape'];
  return { ...profile, speed: profile.speed * shape.speed, error: profile.error * shape.error };
}

/**
 * The computer's read of a new ball. In the warm-up it reads the ball steadily (at once, with no error or misread,
 * following its path from the start, whatever its level), but still aims: a ball read in the warm-up and returned just
 * after it leaves at an angle away from the player, so a rally left to run on past the warm-up does not end in the
 * computer's miss.
 */
function readBall(
  s: PaddleWarState,
  layout: Layout | undefined,
  rng: Random,
  speed: number,
  opponentY: number,
): AiRead {
  if (!warmingUp(s)) return rollRead(rng, aiProfile(s, layout), speed, opponentY, R.paddleLength(layout));
  const read = rollRead(rng, { ...aiProfile(s, layout), edge: 0 }, speed, opponentY, R.paddleLength(layout));
  return { ...read, error: 0, misread: false, wait: 0, steady: true };
}

/** The served ball turned, if need be, toward the half of the court away from a paddle at `y` (its own way when that is centred). */
function awayFrom(ball: Ball, y: number): Ball {
  const side = Math.sign(y - R.HEIGHT / 2);
  if (side === 0 || Math.sign(ball.vy) !== side) return ball;
  return { ...ball, vy: -ball.vy + 0 };
}

/**
 * The ball as the serve leaves. Against the computer, in the warm-up every serve flies straight at the receiver's paddle;
 * after it the computer serves away from the player's paddle. Between two players, and behind the title, as served.
 */
function launch(s: PaddleWarState, left: Paddle, right: Paddle): Ball {
  if (s.mode !== 'single' || s.demo) return s.ball;
  const toRight = s.serveDir === 1;
  if (warmingUp(s))
    return toward(
      s.ball,
      toRight ? R.RIGHT_FACE - R.BALL_R : R.LEFT_FACE + R.BALL_R,
      toRight ? right.y : left.y,
      R.SERVE_SPEED,
    );
  return toRight ? s.ball : awayFrom(s.ball, left.y);
}

const clampPaddle = (y: number, length: number): number => Math.max(length / 2, Math.min(R.HEIGHT - length / 2, y));

/** A paddle moved at velocity `vy` for dt, stopped by the walls: one pushed against a wall stands still (and puts no spin on the ball). */
function movePaddle(p: Paddle, vy: number, dt: number, length: number): Paddle {
  const free = p.y + vy * dt;
  const y = clampPaddle(free, length);
  return { y, vy: y === free ? vy : (y - p.y) / dt + 0 };
}

/** The y a finger asks for, in court coordinates (the court is drawn turned in portrait). */
const courtPoint = (input: InputFrame<Action>, t: Point): Point => toWorld(t, input.layout, R.WIDTH);

/** Velocity of a human paddle from keys, or toward a finger on its half of the court. */
function humanVelocity(y: number, up: boolean, down: boolean, touchY: number | undefined, dt: number): number {
  if (touchY !== undefined) return steer(y, touchY, R.TOUCH_SPEED, dt);
  return ((down ? 1 : 0) - (up ? 1 : 0)) * R.PLAYER_SPEED;
}

/** Paddle velocities for this step: humans from input, the computer from its AI. */
function paddleVelocities(s: PaddleWarState, input: InputFrame<Action>, dt: number): [number, number] {
  const { held, touches } = input;
  const serving = s.serveTimer > 0;
  const profile = aiProfile(s, input.layout);
  const ai = (side: Side, y: number): number =>
    steer(y, aiTarget(s.ball, side, profile, s.ai, serving, y, R.paddleLength(input.layout)), profile.speed, dt);
  if (s.demo) return [ai('left', s.left.y), ai('right', s.right.y)];
  const court = touches.map((t) => courtPoint(input, t));
  if (s.mode === 'single') {
    const touch = court[0]?.y;
    return [humanVelocity(s.left.y, held.up || held.up2, held.down || held.down2, touch, dt), ai('right', s.right.y)];
  }
  const leftTouch = court.find((t) => t.x < R.WIDTH / 2)?.y;
  const rightTouch = court.find((t) => t.x >= R.WIDTH / 2)?.y;
  return [
    humanVelocity(s.left.y, held.up, held.down, leftTouch, dt),
    humanVelocity(s.right.y, held.up2, held.down2, rightTouch, dt),
  ];
}

/** Where on a paddle a ball at hitY meets it: -1 at the top tip, 0 in the middle, 1 at the bottom tip. */
export function hitOffset(paddleY: number, hitY: number, length = R.PADDLE_H): number {
  return Math.max(-1, Math.min(1, (hitY - paddleY) / (length / 2 + R.BALL_R)));
}

/**
 * Bounce off a paddle: faster (capped), leaving at an angle set by where it met the paddle (edges angle it most), and taking
 * spin from the paddle's motion (the stroke's share of it), so a paddle moving as it hits curves the ball that way.
 */
export function bounce(
  ball: Ball,
  paddleY: number,
  hitY: number,
  dir: 1 | -1,
  faceX: number,
  paddleVy = 0,
  length = R.PADDLE_H,
  stroke: Stroke = PLAYER_STROKE,
): Ball {
  const speed = Math.min(hypot(ball.vx, ball.vy) + stroke.step, stroke.topSpeed);
  const angle = hitOffset(paddleY, hitY, length) * stroke.tipAngle;
  const spin = Math.max(-R.MAX_SPIN, Math.min(R.MAX_SPIN, paddleVy * R.SPIN_FROM_PADDLE * stroke.curve)) + 0;
  return { x: faceX + dir * R.BALL_R, y: hitY, vx: dir * speed * cos(angle), vy: speed * sin(angle), spin };
}

/** The ball sent at `speed`, without spin, in a straight line to (x, y): the computer's returns in the warm-up. */
function toward(ball: Ball, x: number, y: number, speed: number): Ball {
  const distance = hypot(x - ball.x, y - ball.y);
  return { ...ball, vx: (speed * (x - ball.x)) / distance + 0, vy: (speed * (y - ball.y)) / distance + 0, spin: 0 };
}

/** One step of flight: spin bends the path and fades. */
function fly(b: Ball, dt: number): Ball {
  const vy = b.vy + b.spin * dt;
  return { x: b.x + b.vx * dt, y: b.y + vy * dt, vx: b.vx, vy, spin: b.spin * exp(-R.SPIN_DECAY * dt) };
}

/** Where the ball meets a paddle's face during this step, or null when it misses. */
function paddleHit(from: Ball, to: Ball, faceX: number, paddleY: number, dir: 1 | -1, length: number): number | null {
  const edgeFrom = from.x - dir * R.BALL_R;
  const edgeTo = to.x - dir * R.BALL_R;
  const crosses = dir === 1 ? edgeFrom >= faceX && edgeTo < faceX : edgeFrom <= faceX && edgeTo > faceX;
  if (!crosses) return null;
  const t = (edgeFrom - faceX) / (edgeFrom - edgeTo);
  const y = from.y + (to.y - from.y) * t;
  return Math.abs(y - paddleY) <= length / 2 + R.BALL_R ? y : null;
}

/** Whether the first serve still waits for the player's first move: against the computer, not behind the title. */
const waitsForPlayer = (s: PaddleWarState): boolean => s.awaiting > 0 && s.mode === 'single' && !s.demo;

/** Whether a step's input moves a paddle: a finger down or a key held. */
const moves = (input: InputFrame<Action>): boolean =>
  input.touches.length > 0 || Object.values(input.held).some((held) => held);

/** Advances the match by dt seconds. */
export function update(s: PaddleWarState, input: InputFrame<Action>, dt: number): PaddleWarState {
  if (!waitsForPlayer(s)) return play(s, input, dt);
  // Nothing moves while the serve waits: no finger or key (the computer's paddle waits in the middle).
  const awaiting = moves(input) ? 0 : Math.max(0, s.awaiting - dt);
  if (awaiting > 0) return { ...s, awaiting, paddle: R.paddleLength(input.layout), events: [] };
  return play({ ...s, awaiting }, input, dt);
}

/** A step of the match under way. */
function play(s: PaddleWarState, input: InputFrame<Action>, dt: number): PaddleWarState {
  if (s.winner) return { ...s, time: s.time + dt, events: [] };
  const events: string[] = [];
  const [lv, rv] = paddleVelocities(s, input, dt);
  const paddle = R.paddleLength(input.layout);
  const left = movePaddle(s.left, lv, dt, paddle);
  const right = movePaddle(s.right, rv, dt, paddle);
  const time = s.time + dt;
  if (s.serveTimer > 0) {
    const serveTimer = Math.max(0, s.serveTimer - dt);
    if (serveTimer > 0) return { ...s, left, right, paddle, serveTimer, time, events };
    // The serve leaves: the receiver reads it (the computer aims away from the server).
    events.push('serve');
    const rng = createRandom(s.rngSeed);
    const ball = launch(s, left, right);
    const ai = readBall(s, input.layout, rng, R.SERVE_SPEED, (s.serveDir === 1 ? left : right).y);
    return { ...s, left, right, paddle, ball, serveTimer, ai, rngSeed: rng.int(0, 0xffffffff), time, events };
  }

  const ai = { ...s.ai, wait: Math.max(0, s.ai.wait - dt) };
  if (s.hitStop > 0) return { ...s, left, right, paddle, ai, hitStop: Math.max(0, s.hitStop - dt), time, events };
  const from = s.ball;
  let ball = fly(from, dt);
  if (ball.y < R.BALL_R || ball.y > R.HEIGHT - R.BALL_R) {
    const wall = ball.y < R.BALL_R ? R.BALL_R : R.HEIGHT - R.BALL_R;
    ball = { ...ball, y: 2 * wall - ball.y, vy: -ball.vy, spin: -ball.spin + 0 }; // + 0: no -0, so states survive JSON
    events.push('wall');
  }
  let { rally, longest, streak, returns, rngSeed, lastHit, hitStop } = s;
  let read = ai;
  const leftHit = from.vx < 0 ? paddleHit(from, ball, R.LEFT_FACE, left.y, 1, paddle) : null;
  const rightHit = from.vx > 0 ? paddleHit(from, ball, R.RIGHT_FACE, right.y, -1, paddle) : null;
  if (leftHit !== null || rightHit !== null) {
    const side: Side = leftHit !== null ? 'left' : 'right';
    const hitter = side === 'left' ? left : right;
    const hitY = leftHit ?? rightHit ?? 0;
    const face = side === 'left' ? R.LEFT_FACE : R.RIGHT_FACE;
    const offset = hitOffset(hitter.y, hitY, paddle);
    const smash = charged(s, side) || (side === 'right' && ai.edge && Math.abs(offset) >= R.EDGE_SMASH_FROM);
    ball = bounce(ball, hitter.y, hitY, side === 'left' ? 1 : -1, face, hitter.vy, paddle, strokeOf(s, side));
    if (smash) ball = smashed(ball, strokeOf(s, side).topSpeed);
    lastHit = { side, x: face, y: hitY, offset, smash, time };
    hitStop = smash ? R.SMASH_STOP : R.HIT_STOP;
    streak = nextStreak(s, side, smash);
    const rng = createRandom(rngSeed);
    // The receiver reads the new ball: faster balls are harder to judge, and it aims away from where the hitter will
    // stand when it returns it: a player who follows the ball is then where the ball arrives, not where they hit it.
    if (side === 'right' && warmingUp(s)) ball = toward(ball, R.LEFT_FACE + R.BALL_R, left.y, R.SERVE_SPEED);
    const arrival = predictY(ball, side === 'left' ? R.RIGHT_FACE : R.LEFT_FACE);
    read = readBall(s, input.layout, rng, hypot(ball.vx, ball.vy), arrival);
    rngSeed = rng.int(0, 0xffffffff);
    rally += 1;
    longest = Math.max(longest, rally);
    if (side === 'left') returns += 1;
    events.push(smash ? 'smash' : 'hit');
  }

  const out = ball.x < -R.BALL_R * 2 ? 'right' : ball.x > R.WIDTH + R.BALL_R * 2 ? 'left' : null;
  if (!out)
    return {
      ...s,
      left,
      right,
      paddle,
      ball,
      rally,
      longest,
      streak,
      returns,
      ai: read,
      rngSeed,
      lastHit,
      hitStop,
      time,
      events,
    };

  const scoreLeft = s.scoreLeft + (out === 'left' ? 1 : 0);
  const scoreRight = s.scoreRight + (out === 'right' ? 1 : 0);
  const winner: Side | null = scoreLeft >= R.POINTS_TO_WIN ? 'left' : scoreRight >= R.POINTS_TO_WIN ? 'right' : null;
  const serveDir = out === 'left' ? 1 : -1; // the side that lost the point receives the serve
  const served = serveBall(rngSeed, s.mode, serveDir);
  const humanLost = s.mode === 'single' && out === 'right';
  events.push(winner ? (humanLost ? 'lose-match' : 'win') : humanLost ? 'miss' : 'point');
  return {
    ...s,
    left,
    right,
    paddle,
    ball: served.ball,
    rngSeed: served.rngSeed,
    scoreLeft,
    scoreRight,
    winner,
    serveDir,
    serveTimer: R.SERVE_DELAY,
    rally: 0,
    longest,
    streak: NO_STREAK,
    returns,
    ai: CLEAR_READ,
    lastPoint: { side: out, time },
    lastHit,
    hitStop: 0,
    time,
    events,
  };
}

/** The attract-mode step behind the title: computer against computer, restarting when a match ends. */
export function attract(s: PaddleWarState, dt: number): PaddleWarState {
  const next = update(
    { ...s, demo: true },
    {
      held: { up: false, down: false, up2: false, down2: false },
      pressed: { up: false, down: false, up2: false, down2: false },
      touches: [],
    },
    dt,
  );
  return next.winner ? { ...createState(next.rngSeed, s), demo: true } : next;
}
