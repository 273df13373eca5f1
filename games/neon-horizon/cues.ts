/** The in-run cue: a beat before the first obstacle that asks for a move, the track shows that move until it is made. */
import { CAR_HALF_LENGTH, runSpeed, wouldHit, type Move, type Obstacle, type State } from './sim';

/** Seconds before such an obstacle reaches the car that its cue shows. */
export const CUE_SECONDS = 2.5;

export interface ActiveCue {
  move: Move;
  /** Lanes the car can change to (for a lane cue): -1 left, +1 right. */
  ways: (-1 | 1)[];
  /** Seconds until the obstacle reaches the car. */
  seconds: number;
}

/** The cue to show now, if any: its obstacle is near, still in the car's way, and the move has not been made. */
export function activeCue(s: State): ActiveCue | null {
  if (s.crashed) return null;
  const v = runSpeed(s);
  let found: { o: Obstacle; lead: number } | null = null;
  for (const o of s.obstacles) {
    if (!o.cue || o.passed) continue;
    const lead = o.z - o.depth / 2 - CAR_HALF_LENGTH - s.distance;
    if (lead < 0 || lead > v * CUE_SECONDS || (found && found.lead < lead)) continue;
    found = { o, lead };
  }
  const move = found?.o.cue;
  if (!found || !move) return null;
  const { o, lead } = found;
  // The move made (in the air, sliding, or heading for a lane out of the way) ends the cue.
  if ((move === 'jump' && s.car.y > 0) || (move === 'slide' && s.car.slide > 0)) return null;
  if (!wouldHit(o, { ...s.car, x: s.car.lane }, s.time)) return null;
  const ways = ([-1, 1] as const).filter((d) => {
    const lane = s.car.lane + d;
    return lane >= -1 && lane <= 1 && !wouldHit(o, { ...s.car, lane, x: lane, y: 0, vy: 0, slide: 0 }, s.time);
  });
  return { move, ways, seconds: lead / v };
}
