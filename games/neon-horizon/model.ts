/**
 * NEON HORIZON as the difficulty bench plays it: a runner who watches the track ahead (a reaction time late), heads for
 * the lane with the fewest walls near, and swipes up for a beam or a gap and down for a bar when it looks close enough,
 * misjudging that moment by a little and now and then swiping the wrong way.
 */
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { milestonesPassed } from './goals';
import { rules } from './rules';
import {
  CAR_HALF_LENGTH,
  GRAVITY,
  JUMP_SPEED,
  NO_INPUT,
  obstacleX,
  paceSpeed,
  wouldHit,
  type Input,
  type Obstacle,
  type State,
} from './sim';

/** How far ahead (seconds of track at the speed seen) the runner weighs the lanes. */
const LOOK_AHEAD = 1.4;
/** How long before a beam or a gap (seconds) the runner means to jump: to be at the top of the jump over it. */
const JUMP_LEAD = JUMP_SPEED / GRAVITY;
/** How long before a bar the runner means to slide: low in time, with half the slide still to run. */
const SLIDE_LEAD = 0.3;

type Swipe = 'left' | 'right' | 'up' | 'down';

/** The swipes made since the picture (a person knows what their own thumb just did, though their eyes lag). */
function unseenSwipes(decider: Decider<Input>): Swipe[] {
  return decider.givenSince.flatMap((input) =>
    (['left', 'right', 'up', 'down'] as const).filter((swipe) => input[swipe]),
  );
}

/** True when the obstacle, where it stands in the picture, blocks a lane outright (no jump or slide gets past it). */
function blocksLane(o: Obstacle, lane: number, seen: State, rel: number): boolean {
  if (o.kind === 'gap') return lane >= o.from && lane <= o.to && rel - o.depth / 2 < paceSpeed(seen) * 0.15;
  if (o.kind === 'mover') return Math.abs(lane - obstacleX(o, seen.time)) < 0.95;
  return o.kind === 'wall' && lane >= o.from && lane <= o.to;
}

/** The lane that looks best: no wall near in it or on the way to it, then the fewest beams and bars, then the nearest. */
function bestLane(seen: State, lane: number): number {
  const v = paceSpeed(seen);
  let best = lane;
  let bestCost = Infinity;
  for (const option of [-1, 0, 1]) {
    let cost = Math.abs(option - lane) * 0.4;
    for (const o of seen.obstacles) {
      const rel = o.z - seen.distance;
      if (o.passed || rel + o.depth / 2 + CAR_HALF_LENGTH < 0 || rel > v * LOOK_AHEAD) continue;
      if (blocksLane(o, option, seen, rel)) cost += 60 / (Math.max(0, rel) + 2);
      else if (o.kind !== 'wall' && option >= o.from && option <= o.to) cost += 0.3;
      const crossesMiddle = Math.min(option, lane) < 0 && Math.max(option, lane) > 0;
      if (crossesMiddle && rel < v * 0.3 && blocksLane(o, 0, seen, rel)) cost += 40;
    }
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = option;
    }
  }
  return best;
}

/** A jump or a slide when the beam, gap or bar ahead in the lane looks close enough (judged a little early or late). */
function upOrDown(seen: State, lane: number, unseen: readonly Swipe[], decider: Decider<Input>): Swipe | null {
  const inAir = seen.car.y > 0 || unseen.includes('up');
  const sliding = unseen.includes('down');
  // Timed at the run's pace, not the lesson's crawl: a move made while the lesson waits runs on at that pace.
  const v = paceSpeed(seen);
  const car = { lane, x: lane, y: 0, vy: 0, slide: 0 };
  let nearest: { o: Obstacle; seconds: number } | null = null;
  for (const o of seen.obstacles) {
    const lead = o.z - o.depth / 2 - CAR_HALF_LENGTH - seen.distance;
    if (o.passed || lead < -0.5 || o.kind === 'wall' || o.kind === 'mover' || !wouldHit(o, car, seen.time)) continue;
    if (!nearest || lead / v < nearest.seconds) nearest = { o, seconds: lead / v };
  }
  if (!nearest) return null;
  // The runner learns to swipe a reaction time early, and misjudges the distance by a share of one second of track.
  const seconds = nearest.seconds + decider.miss(v) / v;
  const early = decider.model.reaction;
  // A slide already under way that ends before the bar does not count.
  if (nearest.o.kind === 'high')
    return seconds < SLIDE_LEAD + early && !sliding && seen.car.slide < nearest.seconds + 0.1 ? 'down' : null;
  return !inAir && seconds < JUMP_LEAD + early ? 'up' : null;
}

const WRONG_WAY: Record<Swipe, Swipe> = { left: 'right', right: 'left', up: 'down', down: 'up' };

/** One swipe (or none) from the late picture; a slip swipes the opposite way. */
function decide(seen: State, decider: Decider<Input>): Input {
  const unseen = unseenSwipes(decider);
  const lane = unseen.reduce(
    (at, m) => (m === 'left' ? Math.max(-1, at - 1) : m === 'right' ? Math.min(1, at + 1) : at),
    seen.car.lane,
  );
  const target = bestLane(seen, lane);
  let swipe: Swipe | null =
    target !== lane ? (target < lane ? 'left' : 'right') : upOrDown(seen, lane, unseen, decider);
  if (!swipe) return NO_INPUT;
  if (decider.slips()) swipe = WRONG_WAY[swipe];
  return { ...NO_INPUT, [swipe]: true };
}

export const neonHorizonModel: ModelledGame<State, Input> = {
  rules,
  decide,
  idle: NO_INPUT,
  // A swipe or a key press is one step: the sim reads the flags as edges.
  hold: () => NO_INPUT,
  milestones: (s) => milestonesPassed(s.distance),
  limit: 300,
};

/** What the difficulty bench measures: a novice reaches the first mark in about half the runs, a skilled player the later one. */
export const difficulty: DifficultyBench<State, Input> = {
  game: neonHorizonModel,
  first: { milestones: 1, name: 'the first milestone (500 m)' },
  later: { milestones: 3, name: 'the third milestone (1000 m)' },
  score: 'points',
};
