/**
 * Arrow Dash as the difficulty bench plays it: an archer with a mouse who looks at the targets (a reaction time late), picks
 * the one nearest the bow's aim that shows no raised shield, points ahead of it along the line it is seen moving on, and
 * clicks once the hand is there. The point misses by the player's aim error; a slip clicks at nothing.
 */
import type { Point } from '../kit';
import { marksReached } from '../kit/milestones';
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { aimAt } from './aim';
import { MILESTONES } from './rounds';
import { rules } from './rules';
import {
  BOW,
  LANE_Y,
  MAX_AIM,
  MAX_SPEED,
  MIN_POWER,
  MIN_SPEED,
  NO_INPUT,
  WORLD_W,
  laneY,
  shieldUp,
  type Input,
  type State,
  type Target,
} from './sim';

/** A person follows a moving target's straight line only a little way ahead (seconds). */
const LEAD_AT_MOST = 1;
/** Seconds the player reads the round card before clicking on. */
const READ_CARD = 1;
/** The field's short side, for the aim error. */
const SHORT_SIDE = WORLD_W;
/** A click looses an arrow at the least power: this fast. */
const CLICK_SPEED = MIN_SPEED + MIN_POWER * (MAX_SPEED - MIN_SPEED);
/** A shield seen dropping this recently (seconds) leaves time to shoot before it rises again. */
const JUST_DROPPED = 0.5;
/** Seconds over which a player judges how a target moves. */
const GLANCE = 0.1;
/** Seconds a player leaves a target just shot at alone, watching the arrow fly. */
const WATCH = 0.6;

/** What a player remembers of their own hand: the target last shot at and when (in the picture's time), and the one pointed at. */
interface Memory {
  shot: { id: number; at: number } | null;
  pointed: number | null;
}
const memories = new WeakMap<Decider, Memory>();

/** Where a target will be after `seconds` along the straight line it is seen moving on (its lane's flow and drift). */
function ahead(seen: State, t: Target, seconds: number): Point {
  const lead = Math.min(LEAD_AT_MOST, seconds);
  const y = laneY(seen.lanes, t.lane, seen.time);
  const rise = (y - laneY(seen.lanes, t.lane, seen.time - GLANCE)) / GLANCE;
  return { x: t.x + ((seen.lanes[t.lane]?.speed ?? 0) + t.vx) * lead, y: y + rise * lead };
}

/** Whether a player shoots at a target: never at a raised shield, and at a shielded one only just after its shield drops. */
function open(seen: State, t: Target): boolean {
  if (t.kind !== 'shielded') return true;
  return !shieldUp(t, seen.time) && shieldUp(t, seen.time - JUST_DROPPED);
}

/** The target the archer goes for and the point ahead of it: nearest the bow's aim, in the field, its shield down then. */
function choose(seen: State, decider: Decider): { id: number; point: Point } | null {
  const shot = memories.get(decider)?.shot;
  let best: { id: number; point: Point; cost: number } | null = null;
  for (const t of seen.targets) {
    if (shot && shot.id === t.id && seen.time - shot.at < WATCH + decider.model.reaction) continue;
    // Ahead by the time the picture is late plus the arrow's flight: where the target will be when the arrow gets there.
    const flight = Math.hypot(t.x - BOW.x, laneY(seen.lanes, t.lane, seen.time) - BOW.y) / CLICK_SPEED;
    const lead = decider.model.reaction + flight;
    const point = ahead(seen, t, lead);
    if (point.x < t.r || point.x > WORLD_W - t.r || !open(seen, t)) continue;
    const angle = aimAt(point);
    if (Math.abs(angle) >= MAX_AIM) continue;
    const cost = Math.abs(angle - seen.aim);
    if (!best || cost < best.cost) best = { id: t.id, point, cost };
  }
  return best && { id: best.id, point: { x: best.point.x + decider.miss(SHORT_SIDE), y: best.point.y } };
}

/** A shot at nothing: a point somewhere across the lanes, picked at random. */
function anywhere(decider: Decider): { id: number; point: Point } {
  return { id: -1, point: { x: decider.random.range(0, WORLD_W), y: decider.random.pick(LANE_Y) } };
}

/** Points at the chosen target, and clicks when the hand was already on it at the last decision; a slip clicks at nothing. */
function decide(seen: State, decider: Decider): Input {
  const memory = memories.get(decider) ?? { shot: null, pointed: null };
  memories.set(decider, memory);
  if (seen.phase === 'result') return { ...NO_INPUT, next: seen.phaseTime > READ_CARD };
  if (seen.phase !== 'aim') return NO_INPUT;
  const slip = decider.slips();
  const aim = slip ? anywhere(decider) : choose(seen, decider);
  const pointed = memory.pointed;
  memory.pointed = aim?.id ?? null;
  if (!aim) return NO_INPUT;
  const ready = seen.arrowsLeft > 0 && seen.reload === 0 && !seen.chargeLock;
  if (!ready || (!slip && pointed !== aim.id)) return { ...NO_INPUT, point: aim.point };
  memory.shot = { id: aim.id, at: seen.time };
  memory.pointed = null;
  return { ...NO_INPUT, point: aim.point, charge: true };
}

/** The ranks a run has earned by the rounds it cleared. */
function milestones(s: State): number {
  return marksReached(MILESTONES, s.cleared, (m) => m.round);
}

export const arrowDashModel: ModelledGame<State, Input> = {
  rules,
  decide,
  // A round card waits for a press: a player who does nothing else still moves on from each one, so the card's wait does
  // not count and the clock alone ends an idle run.
  idle: { ...NO_INPUT, next: true },
  // A click: the button goes down for one step and up again, loosing the arrow at once.
  hold: (input) => ({ ...input, charge: false }),
  milestones,
  limit: 300,
};

/** What the difficulty bench measures: a novice reaches the first mark in about half the runs, a skilled player the later one. */
export const difficulty: DifficultyBench<State, Input> = {
  game: arrowDashModel,
  first: { milestones: 1, name: 'the first rank (round 3 cleared)' },
  later: { milestones: 2, name: 'the second rank (round 5 cleared)' },
  score: 'points',
};
