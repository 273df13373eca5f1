/**
 * The in-run cues: a beat before the first obstacle that asks for a move, the track shows that move until it is made;
 * and before every beam and gap, the stretch of road from which a jump clears it.
 */
import {
  CAR_HALF_LENGTH,
  GRAVITY,
  JUMP_SPEED,
  LOW_CLEARANCE,
  awaitsMove,
  nextCued,
  paceSpeed,
  wouldHit,
  type Move,
  type Obstacle,
  type State,
} from './sim';

/** The sim's fixed step (s): its jump rises a little lower than the smooth curve, by half a step of gravity. */
const STEP = 1 / 60;

/** Seconds before such an obstacle reaches the car that its cue shows. */
export const CUE_SECONDS = 2.5;

export interface ActiveCue {
  move: Move;
  /** Lanes the car can change to (for a lane cue): -1 left, +1 right. */
  ways: (-1 | 1)[];
  /** Seconds until the obstacle reaches the car. */
  seconds: number;
}

/**
 * The cue to show now, if any: its obstacle is near, still in the car's way, and the move has not been made. Its seconds
 * are counted at the run's pace, not at the lesson's crawl: the move, once made, runs on at that pace.
 */
export function activeCue(s: State): ActiveCue | null {
  if (s.crashed) return null;
  const v = paceSpeed(s);
  const found = nextCued(s);
  const move = found?.o.cue;
  if (!found || !move || found.lead > v * CUE_SECONDS) return null;
  const { o, lead } = found;
  // The move made (in the air, sliding, or heading for a lane out of the way) ends the cue.
  if (!awaitsMove(o, s.car, s.time)) return null;
  const ways = ([-1, 1] as const).filter((d) => {
    const lane = s.car.lane + d;
    return lane >= -1 && lane <= 1 && !wouldHit(o, { ...s.car, lane, x: lane, y: 0, vy: 0, slide: 0 }, s.time);
  });
  return { move, ways, seconds: lead / v };
}

/**
 * Seconds before a beam or a gap reaches the car (its `lead` over the car's speed, as `activeCue` counts it) between
 * which a jump taken now clears it: the car is high enough over a beam, or off the ground over a gap, for as long as it
 * overlaps it. Null for an obstacle no jump clears.
 */
export function jumpWindow(o: Obstacle, speed: number): { early: number; late: number } | null {
  if (o.kind !== 'low' && o.kind !== 'gap') return null;
  const clearance = o.kind === 'low' ? LOW_CLEARANCE : 0;
  // Heights at whole steps after take-off lie on the curve of this launch speed under full gravity.
  const launch = JUMP_SPEED - (GRAVITY * STEP) / 2;
  const spread = Math.sqrt(launch * launch - 2 * GRAVITY * clearance);
  const rises = (launch - spread) / GRAVITY;
  const falls = (launch + spread) / GRAVITY;
  const overlap = (o.depth + 2 * CAR_HALF_LENGTH) / speed;
  // A step's margin at each end: the sim checks whole steps, the window's edges fall between them.
  return { early: rises + STEP, late: falls - overlap - STEP };
}

/** The stretch of track (the car's positions) from which a jump clears a beam or a gap. */
export interface JumpZone {
  from: number;
  to: number;
  /** True while the car is on it, on the ground, and would hit the obstacle without a jump: jump now. */
  lit: boolean;
}

/** Where a jump clears this obstacle, if a jump does and it is still ahead (a jump runs at the pace, never held). */
export function jumpZone(o: Obstacle, s: State): JumpZone | null {
  const v = paceSpeed(s);
  const jump = o.passed ? null : jumpWindow(o, v);
  if (!jump) return null;
  const reached = o.z - o.depth / 2 - CAR_HALF_LENGTH;
  const from = reached - v * jump.late;
  const to = reached - v * jump.early;
  const grounded = s.car.y <= 0 && s.car.vy <= 0;
  const inWay = wouldHit(o, { ...s.car, y: 0, vy: 0, slide: 0 }, s.time);
  return { from, to, lit: grounded && inWay && s.distance >= from && s.distance <= to };
}
