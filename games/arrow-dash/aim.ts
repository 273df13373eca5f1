/** Aiming: a flick (drag and release), the mouse (point, hold to draw) or the keys (turn, hold to draw) become an angle and a power. */
import type { Point } from '../kit';
import {
  BOW,
  FULL_FLICK,
  FULL_POWER,
  FULL_PULL,
  LONG_RANGE,
  MAX_AIM,
  MAX_SPEED,
  MIN_FLICK,
  MIN_POWER,
  MIN_SPEED,
  SHORT_RANGE,
} from './world';
import { atan2, cos, hypot, sin } from '../kit/exact-math';

/** A shot: angle from straight up (radians, + right) and power 0..1. */
export interface Shot {
  angle: number;
  power: number;
}

/** A drag whose rise is less than this share of its length is too near level to read as a flick or a pull. */
const LEVEL_SHARE = 0.2;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** The drag length that gives full power: a short pull for a drag from the bow, a long flick for one from anywhere else. */
export function fullDrag(start: Point): number {
  return start.x === BOW.x && start.y === BOW.y ? FULL_PULL : FULL_FLICK;
}

/**
 * The shot a drag describes, by its pull: a drag down the field pulls the string back and looses the arrow the opposite
 * way, as a slingshot does (the thumb stays behind the bow, the aim line ahead in sight); a drag up it flicks the arrow
 * the way it moves. Its length is the power, from a quick flick's (a quick click's, `MIN_POWER`) to full at `fullDrag`;
 * null when it is too short or too near level to say which of the two it is.
 */
export function shotFromDrag(start: Point, now: Point): Shot | null {
  const dx = now.x - start.x;
  const dy = now.y - start.y;
  const length = hypot(dx, dy);
  if (length < MIN_FLICK || Math.abs(dy) < length * LEVEL_SHARE) return null;
  const way = dy < 0 ? 1 : -1;
  const share = clamp((length - MIN_FLICK) / (fullDrag(start) - MIN_FLICK), 0, 1);
  return { angle: angleOf(way * dx, way * dy), power: MIN_POWER + (1 - MIN_POWER) * share };
}

/** The aim (within the bow's limits) of a direction dx, dy; one pointing down or level turns the bow fully to its side. */
function angleOf(dx: number, dy: number): number {
  if (dy > -1) return dx < 0 ? -MAX_AIM : MAX_AIM;
  return clamp(atan2(dx, -dy), -MAX_AIM, MAX_AIM);
}

/** The aim toward a point of the field (the mouse): the bow turns to face it. */
export function aimAt(p: Point): number {
  return angleOf(p.x - BOW.x, p.y - BOW.y);
}

/** How far from the bow an arrow of this power flies before it drops: from `SHORT_RANGE` to `LONG_RANGE`, unbounded at full. */
export function rangeOf(power: number): number {
  if (power >= FULL_POWER) return Infinity;
  const share = clamp((power - MIN_POWER) / (1 - MIN_POWER), 0, 1);
  return SHORT_RANGE + share * (LONG_RANGE - SHORT_RANGE);
}

/** The arrow's velocity for a shot. */
export function velocity(shot: Shot): Point {
  const speed = MIN_SPEED + shot.power * (MAX_SPEED - MIN_SPEED);
  return { x: sin(shot.angle) * speed, y: -cos(shot.angle) * speed };
}

/** Where a moving point (from a to b this step) first touches a circle, as a fraction of the step; null if it does not. */
export function sweepHit(a: Point, b: Point, c: Point, r: number): number | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const qa = dx * dx + dy * dy;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - r * r;
  if (qc <= 0) return 0;
  const disc = qb * qb - 4 * qa * qc;
  if (qa === 0 || disc < 0) return null;
  const t = (-qb - Math.sqrt(disc)) / (2 * qa);
  return t >= 0 && t <= 1 ? t : null;
}
