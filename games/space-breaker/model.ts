/**
 * How a person plays Space Breaker, for the kit's modelled players (games/kit/players.ts): from a picture a reaction time
 * old, they turn toward the nearest rock (or the saucer), fire once it looks lined up, and thrust away from a rock closing
 * in behind. They know which keys they have held since that picture, so they allow for their own turning, but everything
 * else comes from the picture, led along a straight line by no more than a bullet's flight. A slip is a turn key mixed up or
 * a shot at nothing; a skilled player also hunts the saucer and lets a hot gun cool before it locks.
 */
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { STEPS_PER_SECOND } from '../kit/replay';
import { rules, type StepInput } from './rules';
import { SAUCER_RADIUS } from './saucer';
import { BULLET_SPEED, HEAT_PER_SHOT, NO_INPUT, TURN_SPEED, type State } from './sim';

/** The shortest wrapped offset from a to b along one axis of a world `size` wide. */
function offset(a: number, b: number, size: number): number {
  const d = b - a;
  return d > size / 2 ? d - size : d < -size / 2 ? d + size : d;
}

/** An angle brought into (-π, π]. */
function normalised(angle: number): number {
  let a = angle;
  while (a > Math.PI) a -= 2 * Math.PI;
  while (a <= -Math.PI) a += 2 * Math.PI;
  return a;
}

/** A turn the player gave: from when (in game seconds) and by how much (radians). */
interface Turned {
  at: number;
  by: number;
}

/** What each run's player remembers of their own hands: the turns given since the picture they see. */
const handsOf = new WeakMap<Decider, Turned[]>();
/** Decisions that are a short tap of a turn key (one step), not a turn held until the next decision. */
const taps = new WeakSet<StepInput>();

/** Something to shoot at or keep away from, as the player sees it from the ship. */
interface Thing {
  dx: number;
  dy: number;
  vx: number;
  vy: number;
  r: number;
  distance: number;
  saucer: boolean;
}

function thingsSeen(s: State, x: number, y: number): Thing[] {
  const seen: Thing[] = s.rocks.map((r) => ({
    dx: offset(x, r.x, s.width),
    dy: offset(y, r.y, s.height),
    vx: r.vx,
    vy: r.vy,
    r: r.r,
    distance: 0,
    saucer: false,
  }));
  const u = s.saucer;
  if (u) {
    const r = u.small ? SAUCER_RADIUS.small : SAUCER_RADIUS.large;
    seen.push({
      dx: offset(x, u.x, s.width),
      dy: offset(y, u.y, s.height),
      vx: u.vx,
      vy: u.vy,
      r,
      distance: 0,
      saucer: true,
    });
  }
  for (const t of seen) t.distance = Math.hypot(t.dx, t.dy);
  return seen;
}

function decide(seen: State, decider: Decider, portrait: boolean): StepInput {
  const { model } = decider;
  const ship = seen.ship;
  const hands = (handsOf.get(decider) ?? []).filter((t) => t.at > seen.time);
  const none: StepInput = { ...NO_INPUT, portrait };
  if (!ship.alive) {
    handsOf.set(decider, []);
    return none;
  }
  const now = seen.time + model.reaction;
  const angle = normalised(ship.angle + hands.reduce((sum, t) => sum + t.by, 0));
  const x = ship.x + ship.vx * model.reaction;
  const y = ship.y + ship.vy * model.reaction;
  const things = thingsSeen(seen, x, y);
  const short = Math.min(seen.width, seen.height);
  const remember = (input: StepInput, steps: number): StepInput => {
    if (input.turn !== 0) hands.push({ at: now, by: (input.turn * TURN_SPEED * steps) / STEPS_PER_SECOND });
    handsOf.set(decider, hands);
    return input;
  };
  const held = Math.max(1, Math.round(model.decideEvery * STEPS_PER_SECOND));

  if (decider.slips()) {
    // A wrong decision: a turn key mixed up, or a shot at nothing.
    const wrong =
      decider.random.next() < 0.5 ? { ...none, turn: decider.random.next() < 0.5 ? -1 : 1 } : { ...none, fire: true };
    return remember(wrong, held);
  }

  // A rock closing in: the nearer it is and the faster it comes, the sooner the player reacts.
  const closing = (t: Thing): number => -(t.dx * t.vx + t.dy * t.vy) / Math.max(1, t.distance);
  const danger = things
    .filter((t) => !t.saucer && t.distance - t.r < 30 + Math.max(0, closing(t)) * 0.6)
    .sort((a, b) => a.distance - a.r - (b.distance - b.r))[0];
  let target = danger ?? [...things].sort((a, b) => a.distance - a.r - (b.distance - b.r))[0];
  if (!danger && model.name === 'skilled') target = things.find((t) => t.saucer && t.distance < short * 0.6) ?? target;
  if (!target) return remember(none, held);

  const bearing = Math.atan2(target.dy, target.dx);
  if (danger && Math.abs(normalised(bearing - angle)) > 2.2) return remember({ ...none, thrust: true }, held);

  // Aim where the target is seen, led along its line by the bullet's flight, off by the player's aiming error.
  const flight = target.distance / BULLET_SPEED;
  const miss = decider.miss(short);
  const ax = target.dx + target.vx * flight - Math.sin(bearing) * miss;
  const ay = target.dy + target.vy * flight + Math.cos(bearing) * miss;
  const error = normalised(Math.atan2(ay, ax) - angle);
  const lined = Math.abs(error) < Math.atan2(target.r * 0.7, Math.hypot(ax, ay));
  const chunk = (TURN_SPEED * held) / STEPS_PER_SECOND;
  // Each shot still flying may be a miss, and a miss heats the gun: a skilled player holds fire before that could lock it.
  const pending = seen.heat + HEAT_PER_SHOT * (seen.bullets.length + 1);
  const hot = seen.overheated || (model.name === 'skilled' && pending >= 1);
  const fire = lined && !hot;
  if (Math.abs(error) > chunk / 2) return remember({ ...none, turn: Math.sign(error), fire }, held);
  if (lined) return remember({ ...none, fire }, held);
  const tap: StepInput = { ...none, turn: Math.sign(error) };
  taps.add(tap);
  return remember(tap, 1);
}

/** Space Breaker played upright on a phone (`portrait`) or sideways and at a desktop. */
export function spaceBreakerPlayer(portrait: boolean): ModelledGame<State, StepInput> {
  return {
    rules,
    decide: (seen, decider) => decide(seen, decider, portrait),
    idle: { ...NO_INPUT, portrait },
    // Fire and hyperspace go once per press; a tap of a turn key lasts one step.
    hold: (input) => ({ ...input, fire: false, hyperspace: false, turn: taps.has(input) ? 0 : input.turn }),
    milestones: (s) => s.wave - 1,
    limit: 300,
  };
}

export const spaceBreakerModel = spaceBreakerPlayer(false);

/** What the difficulty bench measures: a novice reaches the first mark in about half the runs, a skilled player the later one. */
export const difficulty: DifficultyBench<State, StepInput> = {
  game: spaceBreakerModel,
  first: { milestones: 1, name: 'wave 2' },
  later: { milestones: 2, name: 'wave 3' },
  score: 'points',
};
