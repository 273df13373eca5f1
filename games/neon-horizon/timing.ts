/** When a move made now gets the car past an obstacle: the windows the lesson and the take-off cues are built on. */
import {
  CAR_HALF_LENGTH,
  CAR_HALF_WIDTH,
  GRAVITY,
  JUMP_SPEED,
  LANE_SPEED,
  LOW_CLEARANCE,
  SLIDE_TIME,
  obstacleHalfWidth,
  type Move,
  type Obstacle,
} from './world';

/** The sim's fixed step (s): its jump rises a little lower than the smooth curve, by half a step of gravity. */
export const STEP = 1 / 60;

/** Seconds before an obstacle reaches the car (its lead over the speed) between which a move made now clears it. */
export interface MoveWindow {
  early: number;
  late: number;
}

/** Seconds the car overlaps an obstacle along the track at this speed. */
function overlapSeconds(o: Obstacle, speed: number): number {
  return (o.depth + 2 * CAR_HALF_LENGTH) / speed;
}

/**
 * The window of a jump over a beam or a gap: the car is high enough over a beam, or off the ground over a gap, for as
 * long as it overlaps it. Null for an obstacle no jump clears.
 */
export function jumpWindow(o: Obstacle, speed: number): MoveWindow | null {
  if (o.kind !== 'low' && o.kind !== 'gap') return null;
  const clearance = o.kind === 'low' ? LOW_CLEARANCE : 0;
  // Heights at whole steps after take-off lie on the curve of this launch speed under full gravity.
  const launch = JUMP_SPEED - (GRAVITY * STEP) / 2;
  const spread = Math.sqrt(launch * launch - 2 * GRAVITY * clearance);
  const rises = (launch - spread) / GRAVITY;
  const falls = (launch + spread) / GRAVITY;
  // A step's margin at each end: the sim checks whole steps, the window's edges fall between them.
  return { early: rises + STEP, late: falls - overlapSeconds(o, speed) - STEP };
}

/** The window of a slide under a bar: the slide, begun now, lasts until the car is past it. */
export function slideWindow(o: Obstacle, speed: number): MoveWindow | null {
  if (o.kind !== 'high') return null;
  return { early: STEP, late: SLIDE_TIME - overlapSeconds(o, speed) - 2 * STEP };
}

/** The window of a lane change round a wall: the car must be out of its reach before it gets there (no late edge). */
function laneWindow(o: Obstacle): MoveWindow {
  return { early: (obstacleHalfWidth(o) + CAR_HALF_WIDTH) / LANE_SPEED + 2 * STEP, late: Infinity };
}

/** When the move clears the obstacle, or null when it does not. */
export function moveWindow(o: Obstacle, move: Move, speed: number): MoveWindow | null {
  if (move === 'jump') return jumpWindow(o, speed);
  if (move === 'slide') return slideWindow(o, speed);
  return o.kind === 'wall' ? laneWindow(o) : null;
}
