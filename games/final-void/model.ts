/**
 * Final Void as the difficulty bench plays it: a player who knows the level's expert route (its recorded replay, learnt
 * by place, not by time) and tries to give, where they see the hero, the input the expert gave there. They see the hero
 * a reaction time late and carry it on along a straight line by that time, judge the place of each jump a little early
 * or late, can only press and release a few times a second (so a quick wall-jump rhythm is hard), and now and then
 * hesitate or mistime a jump. A death respawns them at the last checkpoint; they give up the level after GIVE_UP deaths in
 * one room or STUCK_SECONDS without lighting a new checkpoint.
 */
import type { Decider, ModelledGame, DifficultyBench } from '../kit/players';
import { STEPS_PER_SECOND, type GameRules } from '../kit/replay';
import type { InputFrame } from '../kit/types';
import { TILE, tileAt, type Cell, type Level } from './level';
import { HERO_H, HERO_W, boxHits } from './physics';
import { REPLAYS } from './replays';
import { decodeReplay, frameOf } from './replay';
import { rules } from './rules';
import { hypot } from '../kit/exact-math';
import { createState, update, type Action, type FvState } from './sim';

type Input = InputFrame<Action>;

/** A run as the bench plays it: the game's state and what the player has been through in it. */
export interface ModelledState extends FvState {
  /** Deaths since the player last lit a checkpoint further on (or since the start). */
  roomDeaths: number;
  /** When (s of the level's clock) each checkpoint was first lit, in route order. */
  litAt: readonly number[];
}

/** Deaths in one room (without lighting a new checkpoint) after which a modelled player gives up the level. */
export const GIVE_UP = 8;
/** Seconds without lighting a new checkpoint after which a modelled player, stuck, gives up the level. */
export const STUCK_SECONDS = 90;

/** The short side of the view a sideways screen or desktop shows (layout.ts: at least 14 tiles), in world pixels. */
const VIEW_SHORT = 14 * TILE;

/** One step of the expert's run: where the hero was and what the expert held there. */
interface RoutePoint {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** The way the expert was heading (the sign of their next few steps' travel, so a brief step back to time a jump is left out). */
  way: -1 | 0 | 1;
  jump: boolean;
  /** Where a person means to press jump for a take-off: here, at the edge the expert left by a late (coyote) jump. */
  aim: boolean;
  onGround: boolean;
  /** For a take-off: whether the jump crosses danger (a pit, spikes), where a person holds jump fully. */
  risky: boolean;
  /** The wall a wall jump taking off here leaves (-1 left, 1 right). */
  wall: -1 | 0 | 1;
  /** How many of the level's checkpoints the expert had lit (the stretch of the route this point belongs to). */
  leg: number;
}

interface Route {
  points: readonly RoutePoint[];
  /** The level's checkpoints in the order the expert lights them. */
  order: readonly Cell[];
}

/** Seconds of motion a difference in speed counts as (px) when a place is matched to the route, and the cost (px²) of a
 * point past the next checkpoint. */
const MATCH_VX = 0.15;
const MATCH_VY = 0.06;
const MATCH_NEXT_LEG = 400;

/** Steps ahead and the least travel (px) over them that give the expert's heading at a point of the route. */
const HEADING_STEPS = 12;
const GROUND_HEADING_STEPS = 30;
const HEADING_PX = 3;

/** The most steps a hop of the expert's route is tested over, and how far (px) below the route's lowest point the hero may fall meanwhile. */
const HOP_TEST_STEPS = 90;
const HOP_TEST_DROP = 2 * TILE;
const HOP_TEST_SLACK = 30;
/** A wall jump this many steps or fewer after leaving the ground is the search's trick of dropping off a ledge to jump off its side. */
const EDGE_TRICK_STEPS = 24;

/** Route points either side of the hero's a take-off is looked for in, and the least distance (px) at which it is taken. */
const AIM_SEARCH = 40;
const MIN_REACH = 3;
/** How far (px) below the hero a take-off may be for a hero seen falling onto its ground. */
const LANDING_BELOW = 4 * TILE;
/** How near (px across, px along the wall) to the route's wall jump a player touching that wall jumps off it. */
const WALL_REACH_X = 16;
const WALL_REACH_Y = 40;
/** The longest gap (steps of the route) between take-offs that a player jumps in rhythm rather than by sight. */
const CHAIN_STEPS = 36;
/** Seconds within which the same take-off is not jumped again. */
const REPEAT = 0.6;
/** How long (s) a player holds jump for a full jump of their own (at a wall they ran into, across a pit). */
const FULL_JUMP = 0.3;
/** Tiles ahead a player looks for an edge, and how far past it (px) they still jump, thinking the hero is on it. */
const EDGE_LOOK = 4;
const LATE_EDGE = 12;
/** The hero's running speed (px/s), to turn a misjudged place into a misjudged moment. */
const RUN_SPEED = 125;

const routes = new Map<string, Route>();

/** The expert route of a level, played once from its recorded replay. */
function routeOf(level: Level): Route {
  const known = routes.get(level.id);
  if (known) return known;
  const index = rules.menu?.[0]?.choices.findIndex((c) => rules.create(0, { level: c }).level.id === level.id) ?? 0;
  const steps = decodeReplay(REPLAYS[index] ?? '');
  const points: RoutePoint[] = [];
  const order: Cell[] = [];
  let s = createState(level, 0);
  let before: readonly Action[] = [];
  const takeOffs: { at: number; wall: -1 | 0 | 1 }[] = [];
  const states: FvState[] = [];
  for (const held of steps) {
    states.push(s);
    const { x, y, vx, vy, onGround } = s.hero;
    points.push({
      x,
      y,
      vx,
      vy,
      way: 0,
      jump: held.includes('jump'),
      aim: false,
      risky: false,
      onGround,
      wall: 0,
      leg: order.length,
    });
    s = update(s, frameOf(held, before), 1 / STEPS_PER_SECOND);
    before = held;
    if (s.events.includes('jump')) takeOffs.push({ at: points.length - 1, wall: 0 });
    if (s.events.includes('walljump')) takeOffs.push({ at: points.length - 1, wall: s.hero.vx > 0 ? -1 : 1 });
    if (s.events.includes('checkpoint')) order.push(s.checkpoint);
    if (s.done) break;
  }
  const wallJumps = takeOffs.filter((t) => t.wall !== 0).map((t) => t.at);
  points.forEach((p, i) => {
    // On the ground the heading looks further on, past the expert's short waits to time a jump; in the air it never looks
    // past the next wall jump (until then the hero heads for that wall).
    const toWall = (wallJumps.find((w) => w >= i) ?? Infinity) - i;
    const steps = p.onGround ? GROUND_HEADING_STEPS : Math.min(HEADING_STEPS, toWall);
    if (steps < 2) {
      p.way = p.vx > 0 ? 1 : p.vx < 0 ? -1 : p.way;
      return;
    }
    const ahead = points[Math.min(points.length - 1, i + steps)] ?? p;
    // Near the end of the route the expert heads for the exit.
    const dx = (i + steps >= points.length ? (level.exit.x + 0.5) * TILE - HERO_W / 2 : ahead.x) - p.x;
    p.way = dx > HEADING_PX ? 1 : dx < -HEADING_PX ? -1 : 0;
  });
  // A person means to jump where the hero leaves the ground or the wall: for a late (coyote) jump, at the edge left. The
  // expert's hops that running on would do as well (the search's bunny hops) are not part of what a person learns.
  const edgeOf = (at: number): number => {
    let aim = at;
    while (aim > 0 && !points[aim]?.onGround) aim -= 1;
    return aim;
  };
  takeOffs.forEach((takeOff, k) => {
    const after = takeOffs[k + 1];
    // The search's trick of stepping off a ledge and wall-jumping back off its side: a person jumps from the edge instead.
    const edge = edgeOf(takeOff.at);
    const stepOff = takeOff.wall !== 0 && takeOff.at - edge < EDGE_TRICK_STEPS && (takeOffs[k - 1]?.at ?? -1) < edge;
    const { at, wall } = stepOff ? { at: edge, wall: 0 as const } : takeOff;
    if (stepOff)
      for (let i = Math.max(0, edge - GROUND_HEADING_STEPS); i <= takeOff.at; i += 1)
        (points[i] as RoutePoint).way = -takeOff.wall as -1 | 1;
    const aim = wall === 0 ? edgeOf(at) : at;
    if (wall === 0 && after && !jumpNeeded(points, states, aim, after.wall === 0 ? edgeOf(after.at) : after.at)) return;
    const point = points[aim] as RoutePoint;
    point.aim = true;
    point.wall = wall;
    point.risky = points.slice(aim, aim + HOP_TEST_STEPS).some((p) => {
      const cx = Math.floor((p.x + HERO_W / 2) / TILE);
      return !p.onGround && dangerBelow(level, cx, Math.floor((p.y + HERO_H) / TILE));
    });
  });
  const route = { points, order };
  routes.set(level.id, route);
  return route;
}

/**
 * Whether the take-off at route point `i` is needed: running on along the route's heading without it dies, runs into a
 * wall, falls below the route, or never stands where the expert took off next (route point `next`).
 */
function jumpNeeded(points: readonly RoutePoint[], states: readonly FvState[], i: number, next: number): boolean {
  const from = states[i];
  const goal = points[next];
  if (!from || !goal || next - i > HOP_TEST_STEPS) return true;
  // Without the expert's jump: none pressed, none waiting in the buffer.
  let s: FvState = { ...from, hero: { ...from.hero, buffer: 0 } };
  let stuck = 0;
  const lowest = Math.max(...points.slice(i, next + 1).map((p) => p.y));
  for (let k = i; k < next + HOP_TEST_SLACK; k += 1) {
    const way = points[Math.min(k, next)]?.way ?? 0;
    const held: Action[] = way > 0 ? ['right'] : way < 0 ? ['left'] : [];
    s = update(s, frameOf(held, held), 1 / STEPS_PER_SECOND);
    if (s.hero.onGround && Math.abs(s.hero.x - goal.x) < TILE / 2 && Math.abs(s.hero.y - goal.y) < TILE / 2)
      return false;
    stuck = held.length > 0 && s.hero.onGround && Math.abs(s.hero.vx) < 1 ? stuck + 1 : 0;
    if (s.dead > 0 || stuck > 3 || s.hero.y > lowest + HOP_TEST_DROP) return true;
  }
  return true;
}

/** How many checkpoints a state has reached along the route (the one it respawns at and those before it); the exit counts one more. */
function reached(s: FvState): number {
  const { order } = routeOf(s.level);
  if (s.done) return order.length + 1;
  return order.findIndex((c) => c.x === s.checkpoint.x && c.y === s.checkpoint.y) + 1;
}

/** The route point nearest a place and motion, within the stretch of the route after the checkpoint the player has lit. */
function nearestPoint(route: Route, leg: number, x: number, y: number, vx: number, vy: number): number {
  let best = 0;
  let bestCost = Infinity;
  route.points.forEach((p, i) => {
    if (p.leg !== leg && p.leg !== leg + 1) return;
    const dvx = (p.vx - vx) * MATCH_VX;
    const dvy = (p.vy - vy) * MATCH_VY;
    const cost =
      (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y) + dvx * dvx + dvy * dvy + (p.leg === leg ? 0 : MATCH_NEXT_LEG);
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  });
  return best;
}

/**
 * What a player's fingers are doing and mean to do, which they know without seeing it: what they hold, when they let go of
 * jump, the take-off they last jumped at, and the next wall jump of a chain they jump in the expert's rhythm.
 */
interface Hands {
  held: readonly Action[];
  releaseAt: number;
  last: { aim: number; at: number } | null;
  chain: { aim: number; at: number } | null;
  /** The way a player keeps steering through a jump of their own over a pit, until the hero lands or meets a wall. */
  leap: { way: -1 | 1; at: number } | null;
  /** When the player began to hold the direction they hold. */
  wayAt: number;
  /** How far off (px) the player judges the take-off they are coming to, judged once for it. */
  judged: { aim: number; off: number } | null;
}

const hands = new WeakMap<Decider, Hands>();

const NOTHING: readonly Action[] = [];
const AT_REST: Hands = { held: NOTHING, releaseAt: 0, last: null, chain: null, leap: null, wayAt: 0, judged: null };

/** How long (seconds) the expert held jump for the take-off at route point `i`. */
function jumpLength(route: Route, i: number): number {
  let end = i;
  while (route.points[end] && !route.points[end]?.jump) end += 1;
  const from = end;
  while (route.points[end]?.jump) end += 1;
  return (end - from) / STEPS_PER_SECOND;
}

/** The wall jump that follows the take-off at `i` quickly enough to be jumped in rhythm, if any. */
function nextInChain(route: Route, i: number): number {
  for (let j = i + 1; j <= i + CHAIN_STEPS && j < route.points.length; j += 1)
    if (route.points[j]?.aim) return route.points[j]?.wall ? j : -1;
  return -1;
}

const wayOf = (held: readonly Action[]): number => (held.includes('right') ? 1 : 0) - (held.includes('left') ? 1 : 0);

/**
 * Where the player reckons the hero is now along x: from the late picture, carried on by the motion seen until they changed
 * direction and, on the ground, at a run in the direction they have held since (a person knows what their fingers did).
 */
function reckonX(seen: FvState, decider: Decider): number {
  const { model } = decider;
  const h = seen.hero;
  const now = seen.time + model.reaction;
  const mine = hands.get(decider) ?? AT_REST;
  if (!h.onGround) return h.x + h.vx * model.reaction;
  const changed = Math.min(Math.max(mine.wayAt, seen.time), now);
  return h.x + h.vx * (changed - seen.time) + wayOf(mine.held) * RUN_SPEED * (now - changed);
}

/** Where a player judges the take-off at route point `aim` to be: its place `x`, off by an error judged once for it. */
function judgedAt(decider: Decider, aim: number, x: number): number {
  const mine = hands.get(decider) ?? AT_REST;
  if (mine.judged?.aim === aim) return x + mine.judged.off;
  const off = decider.miss(VIEW_SHORT);
  hands.set(decider, { ...mine, judged: { aim, off } });
  return x + off;
}

/** The take-off of the route a player sees the hero at (or about to be at), judging the place a little early or late. */
function takeOffSeen(seen: FvState, decider: Decider, route: Route, at: number): number {
  const { model } = decider;
  const h = seen.hero;
  const every = Math.max(1, Math.round(model.decideEvery * STEPS_PER_SECOND));
  const speed = hypot(h.vx, h.vy);
  const error = decider.miss(VIEW_SHORT);
  const guessX = reckonX(seen, decider) + (speed > 1 ? (h.vx / speed) * error : 0);
  const guessY = h.y + h.vy * model.reaction + (speed > 1 ? (h.vy / speed) * error : 0);
  // From the ground: the take-off is nearer than half the way the hero runs before the next decision, and level with the
  // hero or below them (a hero seen falling onto it lands before it).
  const running = h.onGround ? RUN_SPEED * Math.abs(wayOf((hands.get(decider) ?? AT_REST).held)) : 0;
  const reach = Math.max(MIN_REACH, (Math.max(Math.abs(h.vx), running) * every) / STEPS_PER_SECOND / 2);
  // From a wall: the wall is seen touched, or about to be on the straight line the hero flies.
  const side = Math.sign(h.vx);
  const flying = h.y + h.vy * model.reaction;
  const onWall =
    h.wall !== 0
      ? h.wall
      : side !== 0 && boxHits(seen.level, guessX + side, flying, HERO_W, HERO_H, () => false)
        ? side
        : 0;
  for (let i = Math.max(0, at - AIM_SEARCH); i <= at + AIM_SEARCH && i < route.points.length; i += 1) {
    const p = route.points[i] as RoutePoint;
    if (!p.aim) continue;
    if (p.wall === 0) {
      // The place of a jump is misjudged once, as the player comes to it; the decision nearest that place presses.
      const judged = judgedAt(decider, i, p.x);
      const ahead = (judged - reckonX(seen, decider)) * Math.sign(h.vx || 1);
      if (ahead >= -reach && ahead < reach && p.y - h.y > -TILE && p.y - h.y < LANDING_BELOW) return i;
    } else if (p.wall === onWall && Math.abs(p.x - guessX) < WALL_REACH_X && Math.abs(p.y - guessY) < WALL_REACH_Y)
      return i;
  }
  return -1;
}

/** Whether a column holds danger under the row `from`: spikes, or no ground at all down to the bottom of the level. */
function dangerBelow(level: Level, cx: number, from: number): boolean {
  for (let cy = from; cy < level.rows; cy += 1) {
    const t = tileAt(level, cx, cy);
    if (t === '^') return true;
    if (t === '#' || t === '=') return false;
  }
  return true;
}

/** True when the hero runs at an edge over danger that is, by the player's judgement, nearer than `reach` px (or just passed). */
function atEdge(seen: FvState, way: -1 | 0 | 1, guessX: number, reach: number): boolean {
  const h = seen.hero;
  if (!h.onGround || way === 0 || Math.sign(h.vx) !== way) return false;
  const foot = Math.floor((h.y + HERO_H + 1) / TILE);
  const ground = (cx: number): boolean => tileAt(seen.level, cx, foot) === '#' || tileAt(seen.level, cx, foot) === '=';
  const from = Math.floor((way > 0 ? h.x + HERO_W - 1 : h.x + 1) / TILE);
  for (let cx = from; Math.abs(cx - from) <= EDGE_LOOK; cx += way) {
    if (ground(cx)) continue;
    const edge = way > 0 ? cx * TILE : (cx + 1) * TILE;
    const gap = way > 0 ? edge - (guessX + HERO_W) : guessX - edge;
    return gap <= reach && gap > -LATE_EDGE && dangerBelow(seen.level, cx, foot);
  }
  return false;
}

function decide(seen: FvState, decider: Decider): Input {
  const before = hands.get(decider) ?? AT_REST;
  const { model } = decider;
  const now = seen.time + model.reaction;
  const give = (held: readonly Action[], next: Omit<Hands, 'held' | 'wayAt' | 'judged'>): Input => {
    hands.set(decider, {
      ...(hands.get(decider) ?? AT_REST),
      held,
      ...next,
      wayAt: wayOf(held) === wayOf(before.held) ? before.wayAt : now,
    });
    return frameOf(held, before.held);
  };
  if (seen.dead > 0 || seen.done) return give(NOTHING, AT_REST);
  const route = routeOf(seen.level);
  const half = model.decideEvery / 2;
  const h = seen.hero;
  // Where the hero is now, as the player guesses it from the late picture: the motion seen, carried on in a straight line.
  const at = nearestPoint(route, reached(seen), reckonX(seen, decider), h.y + h.vy * model.reaction, h.vx, h.vy);
  const point = (i: number): RoutePoint =>
    route.points[Math.max(0, Math.min(route.points.length - 1, i))] as RoutePoint;
  let { chain, last, releaseAt, leap } = before;
  if (chain && now > chain.at + half) chain = null;
  if (leap && seen.time > leap.at && (h.onGround || h.wall !== 0)) leap = null;
  const guessX = reckonX(seen, decider) + decider.miss(VIEW_SHORT) * Math.sign(h.vx);
  // Within a chain of wall jumps the player steers and jumps by the rhythm they learnt, not by the late picture.
  let way = leap
    ? leap.way
    : chain
      ? point(chain.aim - Math.round((chain.at - now) * STEPS_PER_SECOND)).way
      : point(at + Math.round(half * STEPS_PER_SECOND)).way;
  let press = chain && Math.abs(now - chain.at) <= half ? chain.aim : -1;
  if (press < 0 && !chain) {
    const seenAim = takeOffSeen(seen, decider, route, at);
    if (seenAim >= 0 && !(last && last.aim === seenAim && now - last.at < REPEAT)) press = seenAim;
  }
  // Running at the edge of a pit or spikes, with no jump of the route in sight: a person jumps across and keeps going.
  const routeJumpsHere = route.points.slice(at, at + AIM_SEARCH).some((p) => p.aim && p.wall === 0);
  const leaping =
    press < 0 &&
    !chain &&
    !leap &&
    !routeJumpsHere &&
    way !== 0 &&
    atEdge(seen, way, guessX, (Math.abs(h.vx) * model.decideEvery) / 2);
  // Pressed against a wall on the ground, going nowhere: a person jumps.
  const blocked =
    press < 0 &&
    h.onGround &&
    way !== 0 &&
    Math.abs(h.vx) < 1 &&
    !before.held.includes('jump') &&
    boxHits(seen.level, h.x + way, h.y, HERO_W, HERO_H, () => false);
  let jump = before.held.includes('jump') && now < releaseAt;
  if (press >= 0) {
    jump = true;
    last = { aim: press, at: now };
    releaseAt = now + Math.max(model.decideEvery, jumpLength(route, press), point(press).risky ? FULL_JUMP : 0);
    const next = nextInChain(route, press);
    const rhythm = decider.miss(VIEW_SHORT) / RUN_SPEED;
    chain = next >= 0 ? { aim: next, at: now + (next - press) / STEPS_PER_SECOND + rhythm } : null;
  } else if (leaping || blocked) {
    jump = true;
    releaseAt = now + FULL_JUMP;
    if (leaping) leap = { way: way as -1 | 1, at: now };
  }
  let pressed = press >= 0 || leaping || blocked;
  // A wrong decision: a hesitation (the direction let go, or pressed when it should not be), or jump mixed up.
  if (decider.slips()) {
    if (decider.random.next() < 0.5) way = way === 0 ? (seen.hero.facing as -1 | 1) : 0;
    else {
      jump = !jump;
      pressed = jump;
    }
  }
  const held: Action[] = [];
  if (way < 0) held.push('left');
  if (way > 0) held.push('right');
  if (jump) held.push('jump');
  const input = give(held, { releaseAt, last, chain, leap });
  // A press while jump is still held is a quick release and press between two steps.
  return pressed && jump ? { ...input, pressed: { ...input.pressed, jump: true } } : input;
}

/** The game's own rules, keeping count of what the bench measures; a run also ends when the player gives up. */
const modelledRules: GameRules<ModelledState, Input> = {
  ...rules,
  create: (seed, choices) => ({ ...rules.create(seed, choices), roomDeaths: 0, litAt: [] }),
  step: (s, input) => {
    const next = rules.step(s, input);
    const rank = reached(next);
    const litAt =
      rank > s.litAt.length ? [...s.litAt, ...Array.from({ length: rank - s.litAt.length }, () => next.time)] : s.litAt;
    const roomDeaths = litAt !== s.litAt ? 0 : s.roomDeaths + (next.events.includes('death') ? 1 : 0);
    return { ...next, roomDeaths, litAt };
  },
  isOver: (s) => s.done || s.roomDeaths >= GIVE_UP || s.time - (s.litAt[s.litAt.length - 1] ?? 0) > STUCK_SECONDS,
};

export const finalVoidModel: ModelledGame<ModelledState, Input> = {
  rules: modelledRules,
  choices: { level: '1' },
  decide,
  idle: frameOf([], []),
  hold: (input) => ({ ...input, pressed: frameOf([], []).pressed }),
  milestones: reached,
  limit: 300,
};

/** Level 1's exit, as milestones: its checkpoints, then the exit itself. */
const EXIT = finalVoidModel.rules.create(1, { level: '1' }).level.checkpoints.length + 1;

/** What the difficulty bench measures: a novice clears level 1 in about half the runs, a skilled player at least as often. */
export const difficulty: DifficultyBench<ModelledState, Input> = {
  game: finalVoidModel,
  first: { milestones: EXIT, name: "level 1's exit" },
  later: { milestones: EXIT, name: "level 1's exit" },
  score: 'time',
};
