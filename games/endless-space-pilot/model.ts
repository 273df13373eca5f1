/**
 * Endless Space Pilot as the difficulty bench plays it: a pilot who looks at the rocks coming (a reaction time late),
 * picks the clearest height to be at, and steers there, missing it by a little and now and then steering the wrong way.
 */
import type { Point } from '../kit/types';
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { STEPS_PER_SECOND } from '../kit/replay';
import { rules } from './rules';
import { HEIGHT, NO_INPUT, SHIP_MIN_Y, SHIP_RADIUS, type Input, type State } from './sim';

/** Heights the pilot weighs, evenly spread over the field. */
const LANES = 24;
const TOP_LANE = SHIP_MIN_Y;
const BOTTOM_LANE = HEIGHT - 34;
/** How far ahead (in seconds of scroll) the pilot looks at the rocks coming. */
const LOOK_AHEAD = 1.3;
/** A person follows a drifting rock's line only a little way ahead. */
const DRIFT_AHEAD = 0.4;
/** Room the pilot wants between the ship's edge and a rock's. */
const CLEARANCE = 12;
/** Where the pilot likes to keep the ship across the field: well back, for time to react. */
const HOME_X = 140;
/** Distance to the target height at which the stick is pushed all the way. */
const FULL_STICK = 24;

const clampAxis = (v: number): number => Math.max(-1, Math.min(1, v));

/** How fast the pilot reckons the ship crosses the field (it steers at about 300 px/s and more). */
const CROSSING_SPEED = 300;

/**
 * How bad it looks to head for height `y`: a rock is in the way when, on the straight way there, the ship would be in the
 * rock's band while the rock passes the ship (sooner is worse). Pick-ups on the way make a height a little better.
 */
function laneCost(seen: State, ship: Point, y: number): number {
  let cost = Math.abs(y - ship.y) * 0.004;
  for (const o of seen.obstacles) {
    const closing = Math.max(1, seen.speed + o.vx);
    const arrives = (o.x - o.r - SHIP_RADIUS - ship.x) / closing;
    const leaves = (o.x + o.r + SHIP_RADIUS - ship.x) / closing;
    if (leaves < 0 || arrives > LOOK_AHEAD) continue;
    const oy = o.y + o.vy * Math.min(Math.max(0, arrives), DRIFT_AHEAD);
    const reach = o.r + SHIP_RADIUS + CLEARANCE;
    const inBand = (h: number): boolean => Math.abs(h - oy) < reach;
    // When the ship, flying straight from where it is to y, is inside the rock's band.
    const bandTop = oy - reach;
    const bandBottom = oy + reach;
    const from = Math.min(ship.y, y);
    const to = Math.max(ship.y, y);
    const overlapTop = Math.max(from, bandTop);
    const overlapBottom = Math.min(to, bandBottom);
    let hit = inBand(y) && leaves > Math.abs(y - ship.y) / CROSSING_SPEED;
    if (!hit && overlapTop < overlapBottom) {
      const enter = (ship.y < y ? overlapTop - ship.y : ship.y - overlapBottom) / CROSSING_SPEED;
      const exit = (ship.y < y ? overlapBottom - ship.y : ship.y - overlapTop) / CROSSING_SPEED;
      hit = enter < leaves && exit > arrives;
    }
    if (hit) cost += 10 / (Math.max(0, arrives) + 0.25);
  }
  for (const p of seen.pickups) {
    const t = (p.x - ship.x) / Math.max(1, seen.speed);
    if (t > 0 && t < LOOK_AHEAD && Math.abs(p.y - y) < 20) cost -= 1;
  }
  return cost;
}

/** How fast the ship answers the stick, in px/s per unit of axis, as a pilot learns it (the sim's steering top speed). */
const shipSpeed = (seen: State): number => 300 + seen.speed * 0.3;

/**
 * Where the pilot reckons the ship is by now: the picture is a reaction time late, so the pilot carries it on with what
 * they have pressed since (without that, a late picture makes a pilot swing past every target).
 */
function shipNow(seen: State, decider: Decider<Input>): Point {
  let { x, y } = seen.ship;
  for (const given of decider.givenSince) {
    x += (given.x * shipSpeed(seen) * 0.8) / STEPS_PER_SECOND;
    y += (given.y * shipSpeed(seen)) / STEPS_PER_SECOND;
  }
  return { x, y: Math.max(TOP_LANE, Math.min(BOTTOM_LANE, y)) };
}

/** The height the pilot heads for: the cheapest lane in the (late) picture, missed by the pilot's aim error. */
function targetHeight(seen: State, ship: Point, decider: Decider<Input>): number {
  let best = ship.y;
  let bestCost = Infinity;
  for (let i = 0; i <= LANES; i++) {
    const y = TOP_LANE + ((BOTTOM_LANE - TOP_LANE) * i) / LANES;
    const cost = laneCost(seen, ship, y);
    if (cost < bestCost) {
      bestCost = cost;
      best = y;
    }
  }
  return best + decider.miss(HEIGHT);
}

/** A slip steers the wrong way: up for down (or off the spot the pilot meant to hold). */
function decide(seen: State, decider: Decider<Input>): Input {
  const ship = shipNow(seen, decider);
  const y = clampAxis((targetHeight(seen, ship, decider) - ship.y) / FULL_STICK);
  const x = clampAxis((HOME_X - ship.x) / 40);
  if (!decider.slips()) return { x, y };
  return { x, y: Math.abs(y) < 0.2 ? (decider.random.next() < 0.5 ? -1 : 1) : -y };
}

export const pilotModel: ModelledGame<State, Input> = {
  rules,
  decide,
  idle: NO_INPUT,
  milestones: (s) => s.sector,
  limit: 300,
};

/** What the difficulty bench measures: a novice reaches the first mark in about half the runs, a skilled player the later one. */
export const difficulty: DifficultyBench<State, Input> = {
  game: pilotModel,
  first: { milestones: 1, name: 'the first sector' },
  later: { milestones: 3, name: 'the third sector' },
  score: 'points',
};
