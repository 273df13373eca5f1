/**
 * The in-run cues: a beat before the first obstacle that asks for a move, the track shows that move until it is made;
 * and before every beam and gap, the stretch of road from which a jump clears it.
 */
import { jumpWindow } from './timing';
import { CAR_HALF_LENGTH, lessonAsking, paceSpeed, wouldHit, type Move, type Obstacle, type State } from './sim';

export { CUE_SECONDS } from './sim';
export { jumpWindow } from './timing';

export interface ActiveCue {
  move: Move;
  /** Lanes the car can change to (for a lane cue): -1 left, +1 right. */
  ways: (-1 | 1)[];
  /** Seconds until the obstacle reaches the car. */
  seconds: number;
}

/**
 * The cue to show now, if any: the lesson asking for its move (`lessonAsking`). Its seconds are counted at the run's
 * pace, not at the lesson's crawl: the move, once made, runs on at that pace.
 */
export function activeCue(s: State): ActiveCue | null {
  const lesson = lessonAsking(s);
  if (!lesson) return null;
  const { o, move } = lesson;
  const ways = ([-1, 1] as const).filter((d) => {
    const lane = s.car.lane + d;
    return lane >= -1 && lane <= 1 && !wouldHit(o, { ...s.car, lane, x: lane, y: 0, vy: 0, slide: 0 }, s.time);
  });
  return { move, ways, seconds: lesson.seconds };
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
