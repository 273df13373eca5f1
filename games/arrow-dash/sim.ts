/** Arrow Dash's rules: a pure step from one state to the next. */
import type { Point } from '../kit';
import { hypot } from '../kit/exact-math';
import { createRandom, type Random } from '../kit/random';
import { aimAt, rangeOf, shotFromDrag, sweepHit, velocity, type Shot } from './aim';
import {
  POINTS,
  arrowsFor,
  clockWait,
  lanesFor,
  milestoneAt,
  newIn,
  radiusFor,
  roundGoal,
  roundTime,
  targetsFor,
} from './rounds';
import { WRAP_MARGIN, separate, wrapX } from './spacing';
import {
  BOW,
  CHARGE_TIME,
  FULL_POWER,
  GRIP_RADIUS,
  LIVES,
  MAX_AIM,
  MIN_POWER,
  RELOAD,
  TURN_FAST,
  TURN_RAMP,
  TURN_SLOW,
  WORLD_W,
  laneY,
  multiplier,
  shieldUp,
  roundStars,
  type Arrow,
  type Cue,
  type Input,
  type Popup,
  type State,
  type Target,
} from './world';

export * from './world';

/**
 * A round card waits for a tap or key. For its first moment it ignores them, so the press that loosed the last arrow does not
 * skip it: a clear's card briefly, a failed round's card a little longer (a late shot), but short of a player's second tap.
 */
export const RESULT_HOLD = 0.3;
export const FAILED_HOLD = 0.6;

/** Seconds a round card ignores taps and keys. */
export function cardHold(s: Pick<State, 'result'>): number {
  return s.result && s.result.stars === 0 ? FAILED_HOLD : RESULT_HOLD;
}

/** True once a round card takes a tap or key: its prompt shows from then on, never before. */
export function cardTakesInput(s: Pick<State, 'result' | 'phase' | 'phaseTime'>): boolean {
  return s.phase === 'result' && s.phaseTime > cardHold(s);
}
/** Once a hit leaves a round its last target, the round's clock keeps at most this many seconds: no waiting on one target. */
export const LAST_TARGET_TIME = 5;

/** Seconds the last result shows before the game-over screen. */
export const OVER_HOLD = 1.2;
const MARGIN = WRAP_MARGIN;

function startRound(s: State, round: number, rng: Random): State {
  const targets = targetsFor(round, rng, s.nextId);
  return {
    ...s,
    round,
    phase: 'aim',
    timeLeft: roundTime(round),
    phaseTime: 0,
    arrowsLeft: arrowsFor(round),
    shots: 0,
    hits: 0,
    targetCount: targets.length,
    needed: roundGoal(round),
    lanes: lanesFor(round, rng),
    targets,
    arrows: [],
    charge: 0,
    charging: false,
    clock: false,
    turnHeld: 0,
    drag: null,
    nextId: s.nextId + targets.length,
    result: null,
  };
}

/** A new game for a seed, at round 1 (or at a later one: the ladder's test plays each round from a fresh start). */
export function createState(seed: number, firstRound = 1): State {
  const rng = createRandom(seed);
  const base: State = {
    rng: 0,
    round: 0,
    phase: 'aim',
    timeLeft: roundTime(1),
    phaseTime: 0,
    time: 0,
    score: 0,
    lives: LIVES,
    cleared: 0,
    runHits: 0,
    runShots: 0,
    combo: 0,
    bestCombo: 0,
    arrowsLeft: 0,
    shots: 0,
    hits: 0,
    targetCount: 0,
    needed: 0,
    lanes: [],
    targets: [],
    arrows: [],
    aim: 0,
    charge: 0,
    charging: false,
    chargeLock: false,
    turnHeld: 0,
    clock: false,
    reload: 0,
    powerHint: false,
    fullShot: false,
    drag: null,
    nextId: 1,
    result: null,
    popups: [],
    events: [],
  };
  const s = startRound(base, firstRound, rng);
  return { ...s, rng: rng.int(0, 0xffffffff) };
}

/** Looses an arrow for a shot if one is ready. */
function fire(s: State, shot: Shot, events: Cue[]): State {
  if (s.arrowsLeft <= 0 || s.reload > 0) return s;
  const v = velocity(shot);
  const arrow: Arrow = { id: s.nextId, x: BOW.x, y: BOW.y, vx: v.x, vy: v.y, power: shot.power };
  const fullShot = s.fullShot || shot.power >= FULL_POWER;
  events.push('shoot');
  return {
    ...s,
    fullShot,
    powerHint: s.powerHint && !fullShot,
    arrows: [...s.arrows, arrow],
    arrowsLeft: s.arrowsLeft - 1,
    shots: s.shots + 1,
    reload: RELOAD,
    nextId: s.nextId + 1,
    aim: shot.angle,
    clock: true,
  };
}

/** The keys turn the bow: gently for the first moment of a press, then faster. */
function turn(s: State, input: Input, dt: number): State {
  const way = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  if (way === 0) return s.turnHeld === 0 ? s : { ...s, turnHeld: 0 };
  const held = Math.sign(s.turnHeld) === way ? Math.abs(s.turnHeld) + dt : dt;
  const speed = TURN_SLOW + (TURN_FAST - TURN_SLOW) * Math.min(1, held / TURN_RAMP);
  return { ...s, turnHeld: way * held, aim: Math.max(-MAX_AIM, Math.min(MAX_AIM, s.aim + way * speed * dt)) };
}

/**
 * Where a drag counts from: the bow, for a finger put down inside the grip ring the screen draws (the arrow then flies toward
 * the finger).
 */
function dragStart(touch: Point, grip: number): Point {
  const dx = touch.x - BOW.x;
  const dy = touch.y - BOW.y;
  const radius = Math.min(GRIP_RADIUS, grip);
  return dx * dx + dy * dy <= radius * radius ? BOW : touch;
}

/** Aiming by finger and by keys; returns the state with any arrow loosed. */
function aim(s: State, input: Input, dt: number, events: Cue[]): State {
  let next = s;
  if (input.touch) {
    const drag = s.drag
      ? { ...s.drag, now: input.touch }
      : { start: dragStart(input.touch, input.grip), now: input.touch };
    const shot = shotFromDrag(drag.start, drag.now);
    next = { ...next, drag, aim: shot?.angle ?? next.aim, charge: shot?.power ?? 0 };
  } else if (s.drag) {
    const shot = shotFromDrag(s.drag.start, s.drag.now);
    next = { ...next, drag: null, charge: 0 };
    if (shot) next = fire(next, shot, events);
  }
  next = turn(next, input, dt);
  if (input.point && !next.drag) next = { ...next, aim: aimAt(input.point) };
  if (next.chargeLock) return input.charge ? next : { ...next, chargeLock: false };
  if (input.charge) next = { ...next, charging: true, charge: Math.min(1, next.charge + dt / CHARGE_TIME) };
  else if (next.charging)
    next = fire(
      { ...next, charging: false, charge: 0 },
      { angle: next.aim, power: Math.max(MIN_POWER, next.charge) },
      events,
    );
  return next;
}

/**
 * Moves the arrows: each hits the first target on its path this step, is blocked by a raised shield, or flies off. An arrow
 * short of full power that flies off raises the power hint, until a full-power shot is loosed.
 */
function fly(s: State, dt: number, events: Cue[], popups: Popup[]): State {
  let { targets, score, combo, bestCombo, hits, targetCount, nextId, powerHint } = s;
  const arrows: Arrow[] = [];
  for (const a of s.arrows) {
    const full = { x: a.x + a.vx * dt, y: a.y + a.vy * dt };
    const range = rangeOf(a.power);
    const flown = hypot(full.x - BOW.x, full.y - BOW.y);
    const drops = flown > range;
    // An arrow that reaches its range this step hits only what lies before the point it drops at.
    const to = drops
      ? { x: BOW.x + ((full.x - BOW.x) * range) / flown, y: BOW.y + ((full.y - BOW.y) * range) / flown }
      : full;
    let first: { t: number; target: Target } | null = null;
    for (const target of targets) {
      const t = sweepHit(a, to, { x: target.x, y: laneY(s.lanes, target.lane, s.time) }, target.r);
      if (t !== null && (!first || t < first.t)) first = { t, target };
    }
    if (!first) {
      const gone = to.y < -MARGIN || to.x < -MARGIN || to.x > WORLD_W + MARGIN;
      if (!gone && !drops) arrows.push({ ...a, ...to });
      else {
        combo = 0;
        powerHint = powerHint || (a.power < FULL_POWER && !s.fullShot);
        events.push('miss');
        const x = Math.max(30, Math.min(WORLD_W - 30, to.x));
        popups.push(
          drops
            ? { x, y: Math.max(40, to.y), text: 'SHORT', life: 0.8, good: false }
            : { x, y: 40, text: 'MISS', life: 0.8, good: false },
        );
      }
      continue;
    }
    const { target } = first;
    const y = laneY(s.lanes, target.lane, s.time);
    if (shieldUp(target, s.time)) {
      combo = 0;
      events.push('block');
      popups.push({ x: target.x, y: y - 30, text: 'BLOCKED', life: 0.8, good: false });
      continue;
    }
    combo += 1;
    bestCombo = Math.max(bestCombo, combo);
    hits += 1;
    const gained = POINTS[target.kind] * multiplier(combo);
    score += gained;
    targets = targets.filter((t) => t.id !== target.id);
    if (target.kind === 'splitter') {
      const halves = [-1, 1].map((side, i): Target => ({
        ...target,
        id: nextId + i,
        kind: 'half',
        r: radiusFor('half', s.round),
        x: wrapX(target.x + side * 20),
        vx: side * 70,
      }));
      nextId += 2;
      targetCount += 2;
      targets = [...targets, ...halves];
      events.push('split');
    } else events.push(target.kind === 'gold' ? 'gold' : 'hit');
    if (multiplier(combo) > multiplier(combo - 1)) events.push('combo');
    popups.push({ x: target.x, y: y - 30, text: `+${gained}`, life: 0.8, good: true });
  }
  return { ...s, arrows, targets, score, combo, bestCombo, hits, targetCount, nextId, powerHint };
}

/** A hit that leaves a round its last target cuts the round's clock to `LAST_TARGET_TIME`. */
function lastTarget(before: State, s: State): State {
  const leftOne = before.targets.length > 1 && s.targets.length === 1;
  return leftOne && s.timeLeft > LAST_TARGET_TIME ? { ...s, timeLeft: LAST_TARGET_TIME, clock: true } : s;
}

/** Targets flow along their lanes and wrap around the field's sides. */
function flow(s: State, dt: number): Target[] {
  return s.targets.map((t) => ({ ...t, x: wrapX(t.x + ((s.lanes[t.lane]?.speed ?? 0) + t.vx) * dt) }));
}

/**
 * Ends the round when the targets are all hit, the arrows are spent or the time is up. A failed round costs a try (and the
 * combo): its card offers the round again while tries are left, else the run is over.
 */
function settle(s: State, events: Cue[]): State {
  const allHit = s.targets.length === 0;
  const spent = s.arrowsLeft === 0 && s.arrows.length === 0;
  if (!allHit && !spent && s.timeLeft > 0) return s;
  const stars = roundStars(s.hits, s.targetCount, s.needed);
  const passed = stars > 0;
  const lives = passed ? s.lives : s.lives - 1;
  const timeBonus = allHit ? Math.floor(s.timeLeft) * 5 : 0;
  const bonus = allHit ? s.arrowsLeft * 25 + timeBonus : 0;
  events.push(passed ? 'round' : 'fail');
  const result = {
    round: s.round,
    stars,
    hits: s.hits,
    shots: s.shots,
    bonus,
    timeBonus,
    needed: s.needed,
    cause: allHit ? ('cleared' as const) : spent ? ('arrows' as const) : ('time' as const),
    milestone: passed ? milestoneAt(s.round) : null,
    next: passed ? newIn(s.round + 1) : null,
  };
  return {
    ...s,
    score: s.score + bonus,
    lives,
    cleared: s.cleared + (passed ? 1 : 0),
    runHits: s.runHits + s.hits,
    runShots: s.runShots + s.shots,
    combo: passed ? s.combo : 0,
    arrows: [],
    drag: null,
    charging: false,
    charge: 0,
    phase: lives > 0 ? 'result' : 'over',
    phaseTime: 0,
    result,
  };
}

/** One fixed step. */
export function update(s: State, input: Input, dt: number): State {
  const rng = createRandom(s.rng);
  const events: Cue[] = [];
  const popups = s.popups.map((p) => ({ ...p, life: p.life - dt, y: p.y - 30 * dt })).filter((p) => p.life > 0);
  let next: State = { ...s, time: s.time + dt, phaseTime: s.phaseTime + dt, popups, events };
  if (s.phase === 'result') {
    const tapped = input.tap || (input.touch !== null && s.drag === null);
    if (cardTakesInput(next) && (input.next || tapped)) {
      // A failed round is played again. The finger or key that moved on is still down: it must not draw or loose an arrow.
      const round = s.result && s.result.stars > 0 ? s.round + 1 : s.round;
      next = {
        ...startRound(next, round, rng),
        drag: input.touch ? { start: input.touch, now: input.touch } : null,
        chargeLock: input.charge,
      };
    } else next = { ...next, drag: input.touch ? (s.drag ?? { start: input.touch, now: input.touch }) : null };
  } else if (s.phase === 'aim') {
    const clock = s.clock || next.phaseTime >= clockWait(s.round);
    const timeLeft = clock ? Math.max(0, s.timeLeft - dt) : s.timeLeft;
    if (timeLeft <= 5 && Math.ceil(timeLeft) < Math.ceil(s.timeLeft)) events.push('tick');
    next = aim({ ...next, clock, timeLeft, reload: Math.max(0, s.reload - dt) }, input, dt, events);
    next = lastTarget(next, fly({ ...next, targets: flow(next, dt) }, dt, events, popups));
    next = settle({ ...next, targets: separate(next.targets) }, events);
  }
  return { ...next, popups: next.popups.slice(-6), rng: rng.int(0, 0xffffffff) };
}

/** True once the result of the round that cost the last try has shown. */
export function isOver(s: State): boolean {
  return s.phase === 'over' && s.phaseTime >= OVER_HOLD;
}
