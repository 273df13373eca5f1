/**
 * Arrow Dash as the difficulty bench plays it: an archer with a mouse who looks at the targets (a reaction time late), picks
 * the one nearest the bow's aim that shows no raised shield, points ahead of it along the line it is seen moving on, and
 * once the hand is there holds the button, following the target, until the picture shows the aim dots reaching past it (a
 * quick click's arrow drops short of the far lanes), then lets go. The point misses by the player's aim error; a slip
 * shoots at nothing.
 */
import type { Point } from '../kit';
import { marksReached } from '../kit/milestones';
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { aimAt, rangeOf, shotFromDrag, velocity } from './aim';
import { MILESTONES } from './rounds';
import { rules } from './rules';
import {
  BOW,
  LANE_Y,
  MAX_AIM,
  MAX_SPEED,
  MIN_POWER,
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
/** The speed the player leads targets for: a full shot's (a shot drawn just far enough is a little slower). */
const FULL_SPEED = MAX_SPEED;
/** How far past the point aimed at the player wants the aim dots to reach before letting go (world units). */
const OVERREACH = 30;
/** A shield seen dropping this recently (seconds) leaves time to shoot before it rises again. */
const JUST_DROPPED = 0.5;
/** Seconds over which a player judges how a target moves. */
const GLANCE = 0.1;
/** Seconds a player leaves a target just shot at alone, watching the arrow fly. */
const WATCH = 0.6;

/**
 * What a player remembers of their own hand: the target last shot at and when (in the picture's time), the one pointed at,
 * and a finger's drag under way (put down on the bow, then pulled).
 */
interface Memory {
  shot: { id: number; at: number } | null;
  pointed: number | null;
  drag: 'down' | 'pulled' | null;
  /** The mouse button is held, drawing a shot. */
  drawing: boolean;
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
function choose(seen: State, decider: Decider, speed = FULL_SPEED): { id: number; point: Point } | null {
  const shot = memories.get(decider)?.shot;
  let best: { id: number; point: Point; cost: number } | null = null;
  for (const t of seen.targets) {
    if (shot && shot.id === t.id && seen.time - shot.at < WATCH + decider.model.reaction) continue;
    // Ahead by the time the picture is late plus the arrow's flight: where the target will be when the arrow gets there.
    const flight = Math.hypot(t.x - BOW.x, laneY(seen.lanes, t.lane, seen.time) - BOW.y) / speed;
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

function recall(decider: Decider): Memory {
  const memory = memories.get(decider) ?? { shot: null, pointed: null, drag: null, drawing: false };
  memories.set(decider, memory);
  return memory;
}

/**
 * Points at the chosen target, presses once the hand was already on it at the last decision, keeps following it until the
 * picture shows the shot drawn far enough to reach it, and lets go; a slip lets go at nothing.
 */
function decide(seen: State, decider: Decider): Input {
  const memory = recall(decider);
  if (seen.phase !== 'aim') memory.drawing = false;
  if (seen.phase === 'result') return { ...NO_INPUT, next: seen.phaseTime > READ_CARD };
  if (seen.phase !== 'aim') return NO_INPUT;
  const slip = decider.slips();
  const aim = slip ? anywhere(decider) : choose(seen, decider);
  const pointed = memory.pointed;
  memory.pointed = aim?.id ?? null;
  if (memory.drawing) {
    const reach = aim ? Math.hypot(aim.point.x - BOW.x, aim.point.y - BOW.y) + OVERREACH : 0;
    const drawn = rangeOf(Math.max(MIN_POWER, seen.charge)) >= reach;
    if (!drawn || !aim) return { ...NO_INPUT, point: aim?.point ?? null, charge: true };
    memory.drawing = false;
    memory.shot = { id: aim.id, at: seen.time };
    memory.pointed = null;
    return { ...NO_INPUT, point: aim.point };
  }
  if (!aim) return NO_INPUT;
  const ready = seen.arrowsLeft > 0 && seen.reload === 0 && !seen.chargeLock;
  if (!ready || (!slip && pointed !== aim.id)) return { ...NO_INPUT, point: aim.point };
  memory.drawing = true;
  return { ...NO_INPUT, point: aim.point, charge: true };
}

/** How far a thumb pulls on a phone without stretching (world units, about 100 CSS px on a phone). */
export const COMFORTABLE_DRAG = 100;
/** Where the finger goes down: on the bow, a little behind it (inside the grip ring on every layout). */
const FINGER_DOWN: Point = { x: BOW.x, y: BOW.y + 8 };

/** The finger's point a comfortable drag from the bow along (`way` 1) or against (-1) the line from the bow to `point`. */
function pullTo(point: Point, way: 1 | -1): Point {
  const dx = point.x - BOW.x;
  const dy = point.y - BOW.y;
  const length = Math.hypot(dx, dy) || 1;
  return { x: BOW.x + (way * dx * COMFORTABLE_DRAG) / length, y: BOW.y + (way * dy * COMFORTABLE_DRAG) / length };
}

/**
 * A player on a touch screen: puts a finger down on the bow, pulls it a comfortable length back from the target (or, `way`
 * 1, toward it) on the next decision, aimed ahead of the target for the arrow that drag looses, and lets go on the one after.
 */
function touchDecider(way: 1 | -1): (seen: State, decider: Decider) => Input {
  const power = shotFromDrag(BOW, pullTo({ x: BOW.x, y: 0 }, way))?.power ?? MIN_POWER;
  const speed = Math.hypot(velocity({ angle: 0, power }).x, velocity({ angle: 0, power }).y);
  return (seen, decider) => {
    const memory = recall(decider);
    if (seen.phase === 'result') return { ...NO_INPUT, next: seen.phaseTime > READ_CARD };
    if (seen.phase !== 'aim') {
      memory.drag = null;
      return NO_INPUT;
    }
    if (memory.drag === 'pulled') {
      memory.drag = null;
      return NO_INPUT;
    }
    if (memory.drag === 'down') {
      const aim = decider.slips() ? anywhere(decider) : choose(seen, decider, speed);
      if (!aim) {
        memory.drag = null;
        return NO_INPUT;
      }
      memory.drag = 'pulled';
      memory.shot = { id: aim.id, at: seen.time };
      return { ...NO_INPUT, touch: pullTo(aim.point, way) };
    }
    const ready = seen.arrowsLeft > 0 && seen.reload === 0 && !seen.drag;
    if (!ready || !choose(seen, decider, speed)) return NO_INPUT;
    memory.drag = 'down';
    return { ...NO_INPUT, touch: FINGER_DOWN };
  };
}

/** Arrow Dash played by touch: a drag pulled back from the bow (as the game teaches), or, `way` 1, dragged toward the target. */
export function touchModel(way: 1 | -1 = -1): ModelledGame<State, Input> {
  return { ...arrowDashModel, decide: touchDecider(way), hold: (input) => input };
}

/**
 * A player who does not aim (a play-tester's exploit): the mouse rests on one spot up the field, across every lane, and
 * clicks as fast as the bow reloads, weak shots into whatever flows past; `spot` is where it rests.
 */
export function cornerSpammer(spot: Point = SPAM_SPOT, pace = SPAM_PACE): ModelledGame<State, Input> {
  const decide = (seen: State, decider: Decider): Input => {
    const memory = recall(decider);
    if (seen.phase === 'result') return { ...NO_INPUT, next: seen.phaseTime > READ_CARD };
    if (seen.phase !== 'aim') return NO_INPUT;
    const last = memory.shot?.at ?? -Infinity;
    const ready = seen.arrowsLeft > 0 && seen.reload === 0 && !seen.chargeLock && seen.time - last >= pace;
    if (ready) memory.shot = { id: -1, at: seen.time };
    return { ...NO_INPUT, point: spot, charge: ready };
  };
  // A click: the button goes down for one step and up again, loosing the arrow at once.
  return { ...arrowDashModel, decide, hold: (input) => ({ ...input, charge: false }) };
}

/** The spammer's spot: up and to the right of the bow, past the far lane, its line from the bow crossing all three lanes. */
export const SPAM_SPOT: Point = { x: 300, y: 150 };
/** Seconds between the spammer's clicks: the play-tester's pace (a click held a quarter second, then a short wait). */
export const SPAM_PACE = 0.55;

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
