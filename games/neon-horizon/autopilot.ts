/** A simple driver for the attract mode and the scripted benchmark player: picks the safest lane, jumps and slides in time. */
import {
  CAR_HALF_LENGTH,
  NO_INPUT,
  obstacleX,
  paceSpeed,
  wouldHit,
  type Input,
  type Obstacle,
  type State,
} from './sim';

const LOOK_AHEAD_SECONDS = 1.3;

/** True when the obstacle will stand in `lane` as the car reaches it and cannot be jumped or slid under. */
function blocks(o: Obstacle, lane: number, s: State, arrival: number): boolean {
  // A gap alongside the car (or about to be) is a wall for lane changes: the car would drive into it.
  if (o.kind === 'gap') return lane >= o.from && lane <= o.to && o.z - o.depth / 2 - s.distance < paceSpeed(s) * 0.15;
  if (o.kind !== 'wall' && o.kind !== 'mover') return false;
  const x = obstacleX(o, s.time + arrival);
  return Math.abs(lane - x) < (o.kind === 'mover' ? 0.95 : (o.to - o.from + 1) / 2 + 0.3);
}

/** The lane to head for: fewest walls ahead (nearer is worse), then the fewest jumps, then the nearest. */
export function safestLane(s: State): number {
  const v = paceSpeed(s);
  let best = s.car.lane;
  let bestCost = Infinity;
  for (const lane of [-1, 0, 1]) {
    let cost = Math.abs(lane - s.car.lane) * 0.4;
    for (const o of s.obstacles) {
      const rel = o.z - s.distance;
      if (o.passed || rel + o.depth / 2 + CAR_HALF_LENGTH < 0 || rel > v * LOOK_AHEAD_SECONDS) continue;
      const arrival = Math.max(0, rel / v);
      if (blocks(o, lane, s, arrival)) cost += 60 / (Math.max(0, rel) + 2);
      else if (lane >= o.from && lane <= o.to) cost += 0.3;
      // Crossing a lane where a wall is about to arrive is as bad as stopping in it.
      const crossing = Math.min(lane, s.car.lane) < 0 && Math.max(lane, s.car.lane) > 0;
      if (crossing && rel < v * 0.3 && blocks(o, 0, s, arrival)) cost += 40;
    }
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = lane;
    }
  }
  return best;
}

/** One step of the autopilot's intent. */
export function autopilot(s: State): Input {
  const target = safestLane(s);
  const v = paceSpeed(s);
  // One lane at a time, pressed again once the car has arrived (like a player tapping twice).
  const settled = Math.abs(s.car.x - s.car.lane) < 0.05;
  const input = { ...NO_INPUT, left: settled && target < s.car.lane, right: settled && target > s.car.lane };
  // Checked where the car is and where it is heading, so a lane change never ends over a gap.
  const cars = [
    { ...s.car, y: 0, vy: 0, slide: 0 },
    { ...s.car, x: target, y: 0, vy: 0, slide: 0 },
  ];
  const airborne = s.car.y > 0;
  for (const o of s.obstacles) {
    const lead = o.z - s.distance - o.depth / 2 - CAR_HALF_LENGTH;
    if (o.passed || lead < -0.5 || !cars.some((car) => wouldHit(o, car, s.time))) continue;
    if ((o.kind === 'low' && lead < v * 0.3) || (o.kind === 'gap' && lead < v * 0.1)) input.up = true;
    if (o.kind === 'high' && lead < v * (airborne ? 0.45 : 0.2)) input.down = true;
  }
  return input;
}
