/** NEON HORIZON's rules: a pure step from one state to the next. */
import { createRandom, type Random } from '../kit/random';
import { advanceBeat } from './beat';
import { milestonesPassed, MILESTONES } from './goals';
import {
  PATTERNS,
  debutShortfall,
  freeLanes,
  gapSeconds,
  gapShortfall,
  pickPattern,
  placePattern,
  placeTreats,
  type Pattern,
} from './patterns';
import { moveWindow } from './timing';
import {
  BASE_SPEED,
  CAR_HALF_LENGTH,
  CAR_HALF_WIDTH,
  COMBO_TIME,
  DEBUTS,
  DEBUT_SECONDS,
  DIVE_GRAVITY,
  GAP_DEPTH,
  GRAVITY,
  JUMP_SPEED,
  LANE_SPEED,
  LOW_CLEARANCE,
  MAGNET_TIME,
  MOVE_FOR,
  MAX_SPEED,
  NEAR_POINTS,
  NEAR_WINDOW,
  SHARD_POINTS,
  SLIDE_TIME,
  SLOW_TIME,
  SPEED_GAIN,
  VIEW_DISTANCE,
  multiplier,
  obstacleHalfWidth,
  obstacleX,
  paceSpeed,
  runSpeed,
  type Car,
  type Cue,
  type Input,
  type Move,
  type Obstacle,
  type ObstacleKind,
  type Pickup,
  type Popup,
  type State,
  type TimedMove,
} from './world';

export * from './world';

/** How long the wreck glows before the run is over. */
export const CRASH_SECONDS = 1;
/**
 * A short free stretch at the start, with shards to collect: the first wall stands in the car's lane here, which the car
 * nears about 6.5 s into the run (the cue for it shows 2.5 s before), and then waits for the move (`lessonHold`).
 */
export const FIRST_PATTERN_Z = 110;
/** Seconds an idle player runs before the first wall can reach the car. */
export const IDLE_SAFE_SECONDS = 8;
/**
 * The lesson waits for its move: from HOLD_FROM seconds (at the run's pace) before a cued obstacle the run slows, and from
 * HOLD_AT, where the move made at once still clears it, it crawls at CRAWL of its pace until the move is made (then it
 * runs on at once) or until the last moment the move still clears it (some seconds: then an idle car meets it).
 */
export const HOLD_FROM = 0.55;
export const HOLD_AT = 0.3;
export const CRAWL = 0.035;
/** Seconds (at the run's pace) before a cued obstacle reaches the car that its prompt shows. */
export const CUE_SECONDS = 2.5;
/** How long a banner stays (a pop-up's life). */
export const DEBUT_LIFE = 2;
/**
 * The opening, the same every run: a wall in the car's lane (change lane), a beam across the track (jump), then a bar
 * across it (slide), each lesson followed by `then` seconds of free track, so one move is learnt before the next is
 * asked for.
 */
export const OPENING: readonly { name: string; lane: number; then: number }[] = [
  { name: 'wall', lane: 0, then: 3.5 },
  { name: 'beam', lane: 0, then: 3 },
  { name: 'bar', lane: 0, then: 2.5 },
];
/** Without the lesson, where the first pattern (drawn like any other) stands: about 5 s into the run. */
export const NO_LESSON_FIRST_Z = 80;
/** Every move the track can ask for: a run without the lesson shows no cue for any of them. */
const ALL_MOVES: readonly Move[] = ['lane', 'jump', 'slide'];

/** The speed a distance earns. */
export function speedAt(distance: number): number {
  return Math.min(MAX_SPEED, BASE_SPEED + distance * SPEED_GAIN);
}

/** A fresh run for a seed; `lesson: false` (a player who knows the moves) skips the opening and its cues. */
export function createState(seed: number, { lesson = true }: { lesson?: boolean } = {}): State {
  return {
    rng: seed >>> 0,
    time: 0,
    distance: 0,
    speed: BASE_SPEED,
    points: 0,
    combo: 0,
    comboTimer: 0,
    shield: false,
    magnet: 0,
    slow: 0,
    car: { lane: 0, x: 0, y: 0, vy: 0, slide: 0 },
    obstacles: [],
    nextPatternZ: lesson ? FIRST_PATTERN_Z : NO_LESSON_FIRST_Z,
    patterns: lesson ? 0 : OPENING.length,
    // A trail of shards straight ahead: something to collect in the first seconds, before anything stands in the way.
    pickups: Array.from({ length: 5 }, (_, i) => ({
      id: 1 + i,
      kind: 'shard' as const,
      z: 36 + i * 4,
      lane: 0,
      taken: false,
    })),
    nextId: 6,
    beatStep: 0,
    beatClock: 0,
    crashed: false,
    crashTime: 0,
    nearMisses: 0,
    taught: lesson ? [] : [...ALL_MOVES],
    kept: null,
    met: [],
    hold: 1,
    milestone: 0,
    popups: [],
    events: [],
  };
}

/** True when the car, as it is, would hit the obstacle were they at the same place on the track. */
export function wouldHit(o: Obstacle, car: Car, time: number): boolean {
  const dx = Math.abs(car.x - obstacleX(o, time));
  const reach = obstacleHalfWidth(o);
  if (o.kind === 'gap') return dx < reach && car.y <= 0;
  if (dx >= reach + CAR_HALF_WIDTH) return false;
  if (o.kind === 'low') return car.y < LOW_CLEARANCE;
  if (o.kind === 'high') return car.slide <= 0 || car.y > 0.1;
  return true;
}

function moveCar(car: Car, input: Input, dt: number, events: Cue[]): Car {
  let { lane, x, y, vy, slide } = car;
  if (input.left && lane > -1) lane -= 1;
  if (input.right && lane < 1) lane += 1;
  if (lane !== car.lane) events.push('lane');
  const step = LANE_SPEED * dt;
  x = Math.abs(lane - x) <= step ? lane : x + Math.sign(lane - x) * step;
  const grounded = y <= 0 && vy <= 0;
  if (input.up && grounded) {
    vy = JUMP_SPEED;
    slide = 0;
    events.push('jump');
  } else if (input.down && grounded) {
    slide = SLIDE_TIME;
    events.push('slide');
  }
  const diving = input.down && !grounded;
  if (!grounded || vy > 0) {
    vy -= (diving ? DIVE_GRAVITY : GRAVITY) * dt;
    y += vy * dt;
    if (y <= 0) {
      y = 0;
      vy = 0;
      if (diving) slide = SLIDE_TIME;
    }
  }
  return { lane, x, y, vy, slide: Math.max(0, slide - dt) };
}

/**
 * The pattern placed next: the opening's, in its lane, or one of those the distance unlocks (mirrored and shifted), a
 * kind the run has not met first.
 */
function nextPattern(
  s: Pick<State, 'patterns' | 'nextPatternZ' | 'met' | 'obstacles'>,
  rng: Random,
  firstId: number,
): { pattern: Pattern; placed: Obstacle[] } {
  const opening = OPENING[s.patterns];
  const fixed = opening && PATTERNS.find((p) => p.name === opening.name);
  if (fixed && opening) {
    const placed = fixed.pieces.map((piece, i) => ({
      id: firstId + i,
      kind: piece.kind,
      z: s.nextPatternZ + piece.dz,
      depth: piece.kind === 'gap' ? GAP_DEPTH : 0.5,
      from: fixed.name === 'wall' ? opening.lane : piece.from,
      to: fixed.name === 'wall' ? opening.lane : piece.to,
      sway: piece.sway ?? 0,
      phase: 0,
      threat: false,
      passed: false,
    }));
    return { pattern: fixed, placed };
  }
  const newcomerAhead = s.obstacles.some((o) => o.debut && !o.passed);
  const pattern = pickPattern(s.nextPatternZ, s.met, newcomerAhead, rng);
  return { pattern, placed: placePattern(pattern, s.nextPatternZ, rng, firstId) };
}

/**
 * Marks the first obstacle of the run that asks for each move, so the track shows that move before it, and the first of
 * each kind with a debut, so a banner names it.
 */
function markNews(
  placed: Obstacle[],
  taught: readonly Move[],
  met: readonly ObstacleKind[],
): { placed: Obstacle[]; taught: Move[]; met: ObstacleKind[] } {
  const known = [...taught];
  const kinds = [...met];
  const marked = placed.map((o) => {
    const move = MOVE_FOR[o.kind];
    const cue = known.includes(move) ? undefined : move;
    const debut = DEBUTS[o.kind] !== undefined && !kinds.includes(o.kind);
    if (cue) known.push(cue);
    if (debut) kinds.push(o.kind);
    return { ...o, ...(cue ? { cue } : {}), ...(debut ? { debut } : {}) };
  });
  return { placed: marked, taught: known, met: kinds };
}

/**
 * Adds patterns (and shards or a power-up beside them) until the track is filled to the view distance; a pattern with a
 * gap goes further along when the obstacles before it would leave the gap no fair answer (`gapShortfall`).
 */
export function spawn(
  s: State,
  rng: Random,
): Pick<State, 'obstacles' | 'pickups' | 'nextPatternZ' | 'nextId' | 'patterns' | 'taught' | 'met'> {
  let { obstacles, pickups, nextPatternZ, nextId, patterns, taught, met } = s;
  while (nextPatternZ < s.distance + VIEW_DISTANCE) {
    const next = nextPattern({ patterns, nextPatternZ, met, obstacles }, rng, nextId);
    const { pattern } = next;
    const firstGap = !met.includes('gap');
    const gaps = next.placed.filter((o) => o.kind === 'gap');
    const debuts = next.placed.filter((o) => DEBUTS[o.kind] !== undefined && !met.includes(o.kind));
    let push = 0;
    // Pushed on, a gap or a debut is met at a higher speed that needs a little more track: a few passes settle it.
    for (let pass = 0; pass < 3; pass += 1) {
      const shortfalls = [
        ...gaps
          .map((gap) => ({ ...gap, z: gap.z + push }))
          .map((gap) => gapShortfall(gap, obstacles, speedAt(gap.z), firstGap)),
        ...debuts.map((o) => ({ ...o, z: o.z + push })).map((o) => debutShortfall(o, obstacles, speedAt(o.z))),
      ];
      push += Math.max(0, ...shortfalls);
    }
    nextPatternZ += push;
    const cued = markNews(
      next.placed.map((o) => ({ ...o, z: o.z + push })),
      taught,
      met,
    );
    taught = cued.taught;
    met = cued.met;
    nextId += cued.placed.length;
    obstacles = [...obstacles, ...cued.placed];
    const lanes = freeLanes(cued.placed, nextPatternZ - 6, nextPatternZ + pattern.length + 6);
    // The opening always lays a trail beside its first wall: follow the shards round it.
    if (lanes.length > 0 && (patterns === 0 || rng.next() < 0.55)) {
      const treats = placeTreats(rng.pick(lanes), nextPatternZ - 6, rng, nextId, patterns > 0 && rng.next() < 0.15);
      nextId += treats.length;
      pickups = [...pickups, ...treats];
    }
    nextPatternZ += pattern.length + (OPENING[patterns]?.then ?? gapSeconds(nextPatternZ)) * speedAt(nextPatternZ);
    patterns += 1;
  }
  return { obstacles, pickups, nextPatternZ, nextId, patterns, taught, met };
}

/** The nearest cued obstacle still ahead, and the track left before the car reaches it. */
export function nextCued(s: Pick<State, 'obstacles' | 'distance'>): { o: Obstacle; lead: number } | null {
  let found: { o: Obstacle; lead: number } | null = null;
  for (const o of s.obstacles) {
    const lead = o.z - o.depth / 2 - CAR_HALF_LENGTH - s.distance;
    if (!o.cue || o.passed || lead < 0 || (found && found.lead < lead)) continue;
    found = { o, lead };
  }
  return found;
}

/**
 * True while a cued obstacle still waits for its move: the car, in the lane it heads for, would hit it, is not jumping
 * it, and has no press of its move kept for it.
 */
export function awaitsMove(o: Obstacle, car: Car, time: number, kept: TimedMove | null = null): boolean {
  if ((o.cue === 'jump' && car.y > 0) || (kept !== null && kept === o.cue)) return false;
  return wouldHit(o, { ...car, x: car.lane }, time);
}

/** The cued obstacle whose prompt shows now, with the seconds (at the run's pace) before the car reaches it. */
export interface Lesson {
  o: Obstacle;
  move: Move;
  seconds: number;
}

/**
 * The lesson asking for its move now: a cued obstacle within CUE_SECONDS, still waiting for its move, and not yet past the
 * last moment the move clears it. Every press of that move while it asks gets the car past (`lessonInput`).
 */
export function lessonAsking(s: State): Lesson | null {
  const next = nextCued(s);
  const move = next?.o.cue;
  if (s.crashed || !next || !move || !awaitsMove(next.o, s.car, s.time, s.kept)) return null;
  const pace = paceSpeed(s);
  const seconds = next.lead / pace;
  const window = moveWindow(next.o, move, pace);
  if (seconds > CUE_SECONDS || !window || seconds < window.early) return null;
  return { o: next.o, move, seconds };
}

/**
 * The share of its pace the run moves at next: held back before a cued obstacle until its move is made, or until the
 * move can no longer clear it.
 */
export function lessonHold(s: State): number {
  const lesson = lessonAsking(s);
  if (!lesson) return 1;
  const ease = (lesson.seconds - HOLD_AT) / (HOLD_FROM - HOLD_AT);
  return CRAWL + (1 - CRAWL) * Math.min(1, Math.max(0, ease));
}

const KEY_FOR: Readonly<Record<TimedMove, 'up' | 'down'>> = { jump: 'up', slide: 'down' };

/**
 * The input the car gets while a lesson asks for a jump or a slide: a press too early to clear the obstacle is kept
 * (not made), and the kept press is made in the middle of the move's window.
 */
export function lessonInput(s: State, input: Input): { input: Input; kept: TimedMove | null } {
  const next = nextCued(s);
  const move = next?.o.cue;
  if (s.crashed || !next || !move || move === 'lane') return { input, kept: null };
  const pace = paceSpeed(s);
  const window = moveWindow(next.o, move, pace);
  if (!window) return { input, kept: null };
  const key = KEY_FOR[move];
  const seconds = next.lead / pace;
  if (s.kept === move) {
    if (seconds > (window.early + window.late) / 2) return { input: { ...input, [key]: false }, kept: move };
    return { input: { ...input, [key]: true }, kept: null };
  }
  if (lessonAsking(s) && input[key] && seconds > window.late) return { input: { ...input, [key]: false }, kept: move };
  return { input, kept: null };
}

/** True when nothing the car has not passed stands before `o`: it is the next thing the car meets. */
function nextToMeet(o: Obstacle, obstacles: readonly Obstacle[]): boolean {
  const near = o.z - o.depth / 2;
  return obstacles.every((other) => other === o || other.passed || other.z - other.depth / 2 >= near);
}

/** Collects what the car touches (or the magnet pulls in); returns what changed. */
function collect(s: State, pickups: readonly Pickup[], events: Cue[], popups: Popup[]) {
  let { points, shield, magnet, slow } = s;
  const mult = multiplier(s.combo);
  const left = pickups.map((p) => {
    if (p.taken) return p;
    const dz = p.z - s.distance;
    const touching = Math.abs(dz) < 1.4 && Math.abs(s.car.x - p.lane) < 0.6 && s.car.y < 2;
    const pulled = p.kind === 'shard' && magnet > 0 && dz > -1 && dz < 12;
    if (!touching && !pulled) return p;
    if (p.kind === 'shard') {
      points += SHARD_POINTS * mult;
      events.push('shard');
    } else {
      if (p.kind === 'shield') shield = true;
      if (p.kind === 'magnet') magnet = MAGNET_TIME;
      if (p.kind === 'slow') slow = SLOW_TIME;
      events.push('pickup');
      popups.push({ text: p.kind === 'slow' ? 'SLOW-MO' : p.kind.toUpperCase(), life: 1 });
    }
    return { ...p, taken: true };
  });
  return { pickups: left.filter((p) => p.z - s.distance > -8), points, shield, magnet, slow };
}

/** One fixed step of the run. */
export function update(s: State, input: Input, dt: number): State {
  const popups = s.popups.map((p) => ({ ...p, life: p.life - dt })).filter((p) => p.life > 0);
  if (s.crashed) return { ...s, crashTime: s.crashTime + dt, popups, events: [] };
  const rng = createRandom(s.rng);
  const events: Cue[] = [];
  const time = s.time + dt;
  const lesson = lessonInput(s, input);
  const car = moveCar(s.car, lesson.input, dt, events);
  const v = runSpeed(s);
  const distance = s.distance + v * dt;
  const beat = advanceBeat(s.beatClock, s.beatStep, v, dt);
  events.push(...beat.cues);

  let { combo, comboTimer, shield, points, nearMisses } = s;
  comboTimer = Math.max(0, comboTimer - dt);
  if (comboTimer === 0) combo = 0;
  let crashed = false;
  const obstacles: Obstacle[] = [];
  const bannerAt = paceSpeed(s) * DEBUT_SECONDS;
  for (const o of s.obstacles) {
    const rel = o.z - distance;
    if (rel < -12) continue;
    const banner = o.debut && !o.announced && rel < bannerAt && nextToMeet(o, s.obstacles) ? DEBUTS[o.kind] : undefined;
    // The banner goes as the car meets what it names, so it never shows over the next thing on the track.
    if (banner) popups.push({ text: banner, life: Math.min(DEBUT_LIFE, rel / paceSpeed(s)) });
    const reach = o.depth / 2 + CAR_HALF_LENGTH;
    const hit = !o.passed && Math.abs(rel) < reach && wouldHit(o, car, time);
    const threat = o.threat || (!o.passed && rel > 0 && rel < reach + v * NEAR_WINDOW && wouldHit(o, car, time));
    if (hit && shield) {
      shield = false;
      combo = 0;
      events.push('shield-break');
      popups.push({ text: 'SHIELD SAVED YOU', life: 1.2 });
      if (o.kind === 'gap') car.vy = JUMP_SPEED;
      obstacles.push({ ...o, threat: false, passed: true });
      continue;
    }
    if (hit) crashed = true;
    const passed = o.passed || rel + reach < 0;
    if (passed && !o.passed && threat && !crashed) {
      combo += 1;
      comboTimer = COMBO_TIME;
      nearMisses += 1;
      const bonus = NEAR_POINTS * multiplier(combo);
      points += bonus;
      events.push('near');
      popups.push({ text: `NEAR MISS +${bonus}`, life: 1 });
    }
    obstacles.push({ ...o, threat, passed, ...(banner ? { announced: true } : {}) });
  }
  if (crashed) events.push('crash');
  const milestone = milestonesPassed(distance);
  const mark = MILESTONES[milestone - 1];
  if (milestone > s.milestone && mark && !crashed) {
    events.push('milestone');
    popups.push({ text: `${mark.metres} m · ${mark.name}`, life: 1.2 });
  }

  const moved: State = {
    ...s,
    time,
    distance,
    car,
    kept: lesson.kept,
    combo,
    comboTimer,
    shield,
    points,
    nearMisses,
    obstacles,
    milestone: Math.max(s.milestone, milestone),
    beatClock: beat.clock,
    beatStep: beat.step,
  };
  const got = collect(moved, s.pickups, events, popups);
  const filled = spawn({ ...moved, pickups: got.pickups }, rng);
  const next: State = {
    ...moved,
    ...got,
    ...filled,
    points: got.points + (crashed ? 0 : v * dt * 0.5 * multiplier(combo)),
    speed: speedAt(distance),
    magnet: Math.max(0, got.magnet - dt),
    slow: Math.max(0, got.slow - dt),
    crashed,
    popups: popups.slice(-3),
    events,
    rng: rng.int(0, 0xffffffff),
  };
  return { ...next, hold: lessonHold(next) };
}

/** The score: whole points. */
export function score(s: State): number {
  return Math.floor(s.points);
}

/** True once the wreck has glowed out. */
export function isOver(s: State): boolean {
  return s.crashed && s.crashTime >= CRASH_SECONDS;
}
