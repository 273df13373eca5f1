import type { Random } from '../kit/random';
import {
  HEIGHT,
  HUD_BAND,
  WIDTH,
  ceiling,
  type Formation,
  type Obstacle,
  type Pattern,
  type Pickup,
  type State,
} from './world';
import { hypot } from '../kit/exact-math';

/** Base scroll speed and its cap, in pixels per second. */
export const BASE_SPEED = 250;
export const TOP_SPEED = 720;
/** The narrowest vertical opening every column keeps, so there is always a way through. */
export const MIN_GAP = 96;
export const BONUS_POINTS = 250;
/** Seconds at top speed for the challenge to rise from 1 to its ceiling of 2. */
const CRUISE_RAMP = 90;
/** The challenge at which each pattern joins the mix: walls before the cap, gates at it, sweepers after it. */
export const PATTERN_FROM: Readonly<Record<Pattern, number>> = { column: 0, wall: 0.6, gate: 1, sweeper: 1.25 };

/** 0 at the start, 1 at top speed. */
export function difficulty(state: State): number {
  return Math.min(1, Math.max(0, (state.speed - BASE_SPEED) / (TOP_SPEED - BASE_SPEED)));
}

/** 0..1 while the speed rises, then on up to 2 with time spent at top speed: the run never stops getting harder. */
export function challenge(state: State): number {
  return difficulty(state) + Math.min(1, state.cruise / CRUISE_RAMP);
}

/** The launch sector (the first 30 s) spaces its groups this much wider, so a newcomer can reach the asteroid belt. */
export const LAUNCH_SPACING = 1.4;

/** Scroll distance to the next group: groups come closer as the run speeds up, and closer still while cruising. */
export function columnSpacing(state: State, rng: Random): number {
  const c = challenge(state);
  const launch = state.sector === 0 ? LAUNCH_SPACING : 1;
  return launch * (600 - 410 * Math.min(1, c) - 50 * Math.max(0, c - 1)) * rng.range(0.8, 1.2);
}

/** The patterns unlocked at a challenge level. */
export function patternsAt(c: number): Pattern[] {
  return (Object.keys(PATTERN_FROM) as Pattern[]).filter((p) => c >= PATTERN_FROM[p]);
}

interface Shape {
  debris: boolean;
  r: number;
  y: number;
  vx: number;
  vy: number;
  /** How far behind the group's front it enters (a stair's later steps). */
  behind?: number;
}

function obstacle(state: State, rng: Random, pattern: Pattern | Formation, shape: Shape): Obstacle {
  const points = shape.debris ? rng.int(3, 5) : 10;
  const outline: number[] = [];
  for (let i = 0; i < points; i++) outline.push(shape.debris ? rng.range(0.85, 1.2) : rng.range(0.74, 1.1));
  state.nextId += 1;
  return {
    id: state.nextId,
    kind: shape.debris ? 'debris' : 'rock',
    pattern,
    x: WIDTH + shape.r + 10 + (shape.behind ?? 0),
    y: shape.y,
    vx: shape.vx,
    vy: shape.vy,
    r: shape.r,
    angle: rng.range(0, Math.PI * 2),
    spin: shape.debris ? rng.range(-5, 5) : rng.range(-1, 1),
    shape: outline,
    closest: 1e9,
    passed: false,
  };
}

const low = (r: number): number => HUD_BAND + r;
const high = (r: number): number => HEIGHT - r;

/**
 * The sizes of loose rocks and shards: never so small that a phone shows a speck (about 30 CSS px across at the least, see
 * render's MIN_DRAWN), never wider than 60, so a sideways phone keeps room between them.
 */
export const ROCK_RADIUS: readonly [number, number] = [18, 30];
export const DEBRIS_RADIUS: readonly [number, number] = [13, 17];

/**
 * In the launch a shard's own speed on top of the scroll, and its drift up or down, stay under these: a pilot on keys
 * (who steers at one fixed rate) can read its line and get out of it; from the asteroid belt on they fly at full pace.
 */
export const LAUNCH_SHARD_VX = 60;
export const LAUNCH_SHARD_DRIFT = 50;

/** A loose rock or shard; aimed ones start off-line so their drift brings them to the ship's height as they arrive. */
function loose(state: State, rng: Random, target: number | null): Shape {
  const debris = rng.next() < 0.3 && state.time >= FIRST_SHARD_AT;
  const r = debris ? rng.range(DEBRIS_RADIUS[0], DEBRIS_RADIUS[1]) : rng.range(ROCK_RADIUS[0], ROCK_RADIUS[1]);
  const launch = state.sector === 0;
  const vx = debris ? rng.range(20, launch ? LAUNCH_SHARD_VX : 110) : 0;
  const drift = launch ? LAUNCH_SHARD_DRIFT : 80;
  let vy = debris ? rng.range(-drift, drift) : rng.range(-22, 22);
  let y = rng.range(low(r), high(r));
  if (target !== null) {
    const arrival = (WIDTH + r + 10 - state.ship.x) / (state.speed + vx);
    y = target - vy * arrival;
    if (y < low(r) || y > high(r)) {
      y = Math.min(high(r), Math.max(low(r), target));
      vy = 0;
    }
  }
  return { debris, r, y, vx, vy };
}

/** A wall of still rocks from the HUD band to the floor with one opening (narrower as the challenge rises). */
function wall(state: State, rng: Random, gap: number): Shape[] {
  const r = 17;
  const centre = rng.range(low(0) + gap / 2, HEIGHT - gap / 2);
  const shapes: Shape[] = [];
  for (let y = low(r); y <= high(r); y += 2 * r + 2) {
    if (y + r > centre - gap / 2 && y - r < centre + gap / 2) continue;
    shapes.push({ debris: false, r, y, vx: 0, vy: 0 });
  }
  return shapes;
}

/** Two big rocks with a narrow opening between them, lined up with the ship. */
function gate(state: State, rng: Random): Shape[] {
  const gap = MIN_GAP + 16;
  const r = 34;
  const centre = Math.min(
    HEIGHT - gap / 2 - 2 * r,
    Math.max(low(0) + gap / 2 + 2 * r, state.ship.y + rng.range(-40, 40)),
  );
  return [
    { debris: false, r, y: centre - gap / 2 - r, vx: 0, vy: 0 },
    { debris: false, r, y: centre + gap / 2 + r, vx: 0, vy: 0 },
  ];
}

/** A shard crossing the field fast, bouncing between the HUD band and the floor. */
function sweeper(rng: Random): Shape[] {
  const r = 15;
  return [
    {
      debris: true,
      r,
      y: rng.range(low(r), high(r)),
      vx: rng.range(0, 40),
      vy: (rng.next() < 0.5 ? -1 : 1) * rng.range(200, 280),
    },
  ];
}

/** True when a new obstacle would touch one already on the field (or one of its own group). */
function overlaps(o: Obstacle, others: readonly Obstacle[]): boolean {
  return others.some((e) => hypot(e.x - o.x, e.y - o.y) < e.r + o.r + 6);
}

/** The widest vertical opening between obstacles (and the HUD band and the floor). */
export function widestGap(obstacles: readonly Obstacle[]): number {
  const spans = obstacles.map((o) => [o.y - o.r, o.y + o.r] as const).sort((a, b) => a[0] - b[0]);
  let widest = 0;
  let edge = HUD_BAND;
  for (const [top, bottom] of spans) {
    widest = Math.max(widest, top - edge);
    edge = Math.max(edge, bottom);
  }
  return Math.max(widest, HEIGHT - edge);
}

/**
 * Adds a group at the right edge in one of the unlocked patterns. Loose columns often aim one rock at the ship, so drifting
 * idle ends the run; every group leaves an opening of at least MIN_GAP, and no new obstacle touches another.
 */
export function spawnColumn(state: State, rng: Random, forceAimed = false): void {
  const c = challenge(state);
  const unlocked = patternsAt(c);
  const pattern: Pattern =
    forceAimed || rng.next() < 0.45 ? 'column' : (unlocked[rng.int(0, unlocked.length - 1)] ?? 'column');
  let shapes: Shape[];
  if (pattern === 'wall') shapes = wall(state, rng, Math.max(MIN_GAP + 10, 170 - 50 * (c - PATTERN_FROM.wall)));
  else if (pattern === 'gate') shapes = gate(state, rng);
  else if (pattern === 'sweeper') shapes = sweeper(rng);
  else {
    const d = Math.min(1, c);
    const count = 1 + (rng.next() < 0.35 + 0.5 * d ? 1 : 0) + (rng.next() < 0.7 * d ? 1 : 0);
    const aimed = forceAimed || rng.next() < 0.5;
    shapes = Array.from({ length: count }, (_, i) =>
      loose(state, rng, aimed && i === 0 ? state.ship.y + rng.range(-8, 8) : null),
    );
  }
  addGroup(state, rng, pattern, shapes);
}

/** Adds the shapes that touch nothing already there, then drops the last until the group leaves MIN_GAP open. */
function addGroup(state: State, rng: Random, pattern: Pattern | Formation, shapes: readonly Shape[]): void {
  const group: Obstacle[] = [];
  for (const shape of shapes) {
    const o = obstacle(state, rng, pattern, shape);
    if (!overlaps(o, state.obstacles) && !overlaps(o, group)) group.push(o);
  }
  while (group.length > 1 && widestGap(group) < MIN_GAP) group.pop();
  state.obstacles.push(...group);
  if (pattern === 'sweep' && group.length > 0 && state.sweepAt < 0) state.sweepAt = state.time;
}

/**
 * When the red shards are named (their NEW line in the HUD), in seconds of flight: after the warm-up's HERE THEY COME,
 * with the field settled into its first groups. No shard comes before its line.
 */
export const SHARDS_NEWS_AT = 11;
/** The first shard comes this long after its line: the words are read before the shard is on the field. */
export const FIRST_SHARD_LEAD = 2;
export const FIRST_SHARD_AT = SHARDS_NEWS_AT + FIRST_SHARD_LEAD;
/** The first shard's own speed on top of the scroll: faster than a rock, as its line says, slow enough to read. */
export const FIRST_SHARD_VX = 30;
/** Room the first shard leaves round the ship's lane, besides the two radii: a ship that holds still watches it pass. */
export const FIRST_SHARD_CLEAR = 60;
/** Room it leaves round rocks already near the right edge, besides the two radii: it comes in the open. */
const FIRST_SHARD_ROOM = 30;

/**
 * The first red shard: alone, flying level (no drift), a little faster than the scroll, on a row clear of the ship's lane
 * and of the rocks coming in, so a pilot on keys sees what a shard is before one is aimed at the ship.
 */
export function spawnFirstShard(state: State, rng: Random, shipRadius: number): void {
  const r = (DEBRIS_RADIUS[0] + DEBRIS_RADIUS[1]) / 2;
  const lane = r + shipRadius + FIRST_SHARD_CLEAR;
  const entry = WIDTH + r + 10;
  const near = state.obstacles.filter((o) => o.x + o.r > entry - 200);
  const laneCut: Span = [state.ship.y - lane, state.ship.y + lane];
  const cuts = near.map((o): Span => [o.y - o.r - r - FIRST_SHARD_ROOM, o.y + o.r + r + FIRST_SHARD_ROOM]);
  const y =
    pickOutside(rng, low(r), high(r), [laneCut, ...cuts]) ?? pickOutside(rng, low(r), high(r), [laneCut]) ?? low(r);
  state.obstacles.push(obstacle(state, rng, 'column', { debris: true, r, y, vx: FIRST_SHARD_VX, vy: 0 }));
}

/** The launch's formations in the order they come round. */
export const FORMATIONS: readonly Formation[] = ['flank', 'stair', 'arch'];
/** Every this many groups after the warm-up, until walls join the mix, one is a formation. */
export const FORMATION_EVERY = 3;
/** From the asteroid belt on (about 30 s) the sweep joins them, every other formation, opening the belt. */
export const BELT_FORMATIONS: readonly Formation[] = ['sweep', 'flank', 'sweep', 'stair', 'sweep', 'arch'];
/** In the belt, every this many groups is a formation: the field is busier than the launch's. */
export const BELT_FORMATION_EVERY = 2;
/** The opening between the two rocks that flank a star: room for the ship, not much more. */
export const FLANK_OPENING = 140;
/** The opening of an arch: a first, generous wall. */
export const ARCH_OPENING = 200;

/** The formation the next group takes, or null for the usual mix. */
export function nextFormation(state: State): Formation | null {
  const launch = state.sector === 0;
  const every = launch ? FORMATION_EVERY : BELT_FORMATION_EVERY;
  if (challenge(state) >= PATTERN_FROM.wall || state.groups % every !== every - 1) return null;
  if (!launch && state.sweepAt < 0) return 'sweep';
  const order = launch ? FORMATIONS : BELT_FORMATIONS;
  return order[Math.floor(state.groups / every) % order.length] ?? null;
}

/** A sweep's shard: as large as a loose one, slower up and down than a late sweeper, so its bounce can be read. */
export const SWEEP_RADIUS = 16;
export const SWEEP_SPEED: readonly [number, number] = [130, 170];

/** One red shard entering along the top or the bottom edge and sweeping across the field toward the other. */
function sweep(rng: Random): Shape[] {
  const fromTop = rng.next() < 0.5;
  const r = SWEEP_RADIUS;
  return [
    {
      debris: true,
      r,
      y: fromTop ? low(r) + rng.range(0, 30) : high(r) - rng.range(0, 30),
      vx: rng.range(0, 20),
      vy: (fromTop ? 1 : -1) * rng.range(SWEEP_SPEED[0], SWEEP_SPEED[1]),
    },
  ];
}

/**
 * Two rocks with a bonus star between them, a little off the ship's height: one rock comes at a ship that holds still,
 * and the star is there for a pilot who dares the opening.
 */
function flank(state: State, rng: Random): Shape[] {
  const r = 22;
  const reach = FLANK_OPENING / 2 + r;
  const off = (rng.next() < 0.5 ? -1 : 1) * rng.range(65, 85);
  const centre = Math.min(HEIGHT - reach - r, Math.max(low(0) + reach + r, state.ship.y + off));
  state.nextId += 1;
  state.pickups.push({ id: state.nextId, kind: 'bonus', x: WIDTH + r + 10, y: centre, r: 13 });
  return [
    { debris: false, r, y: centre - reach, vx: 0, vy: 0 },
    { debris: false, r, y: centre + reach, vx: 0, vy: 0 },
  ];
}

/** How far apart a stair's steps enter: the group after it waits for the last step. */
const STAIR_STEP = 100;
const STAIR_STEPS = 3;

/** Three small rocks in a diagonal line, climbing or falling along one side: the way round is on the other. */
function stair(rng: Random): Shape[] {
  const r = 18;
  const rise = 70;
  const span = (STAIR_STEPS - 1) * rise + 2 * r;
  const down = rng.next() < 0.5;
  const top = rng.next() < 0.5 ? low(0) + rng.range(0, 40) : HEIGHT - span - rng.range(0, 40);
  return Array.from({ length: STAIR_STEPS }, (_, k) => ({
    debris: false,
    r,
    y: top + r + (down ? k : STAIR_STEPS - 1 - k) * rise,
    vx: 0,
    vy: 0,
    behind: k * STAIR_STEP,
  }));
}

/**
 * Sends the next group after the warm-up: an early formation every few groups, else the usual mix. Returns how much
 * longer than one column the group is, to add to the distance before the next.
 */
export function spawnGroup(state: State, rng: Random): number {
  const formation = nextFormation(state);
  state.groups += 1;
  if (formation === 'flank') addGroup(state, rng, formation, flank(state, rng));
  else if (formation === 'stair') {
    addGroup(state, rng, formation, stair(rng));
    return (STAIR_STEPS - 1) * STAIR_STEP;
  } else if (formation === 'arch') addGroup(state, rng, formation, wall(state, rng, ARCH_OPENING));
  else if (formation === 'sweep') addGroup(state, rng, formation, sweep(rng));
  else spawnColumn(state, rng);
  return 0;
}

/** Warm-up rocks are large and slow: they drift against the scroll, so a newcomer sees each one coming from afar. */
export const WARMUP_RADIUS: readonly [number, number] = [22, 30];
export const WARMUP_SLOW = 80;
/** Scroll distance between warm-up rocks: two or three on the field at once from the first seconds. */
export const WARMUP_SPACING = 450;
/** Room a warm-up rock leaves round a lesson pick-up's row, besides the two radii. */
const WARMUP_CLEAR = 24;
/** Room it leaves round the ship's lane: wide, so a first-timer's slip or late look still misses it. */
const WARMUP_LANE_CLEAR = 48;

type Span = readonly [number, number];

/** The spans of `open` left once `span` is cut out of them. */
function cutOut(open: readonly Span[], [from, to]: Span): Span[] {
  return open.flatMap(([a, b]): Span[] => {
    const pieces: Span[] = [];
    if (Math.min(b, from) > a) pieces.push([a, Math.min(b, from)]);
    if (b > Math.max(a, to)) pieces.push([Math.max(a, to), b]);
    return pieces;
  });
}

/** A height from top to bottom outside every cut-out span, picked evenly along what is left; null when nothing is. */
export function pickOutside(rng: Random, top: number, bottom: number, cuts: readonly Span[]): number | null {
  const open = cuts.reduce(cutOut, [[top, bottom]]);
  const room = open.reduce((sum, [a, b]) => sum + b - a, 0);
  if (room <= 0) return null;
  let pick = rng.range(0, room);
  for (const [a, b] of open) {
    if (pick <= b - a) return a + pick;
    pick -= b - a;
  }
  return null;
}

/** The lesson's pick-ups still ahead of the ship: its guide stars and, in the warm-up, its crystal trail. */
const lessonAhead = (state: State): Pickup[] =>
  state.pickups.filter((p) => (p.guide || p.crystal) && p.x > state.ship.x);

/**
 * A warm-up rock: large, slow, no drift, placed clear of the ship's lane and of every lesson pick-up's row, so an idle ship
 * watches it pass, a pilot flying to a star or along the crystals meets none, and one who strays learns to steer round it.
 */
export function spawnWarmup(state: State, rng: Random, shipRadius: number): void {
  const r = rng.range(WARMUP_RADIUS[0], WARMUP_RADIUS[1]);
  const lane = r + shipRadius + WARMUP_LANE_CLEAR;
  const cuts: Span[] = [
    [state.ship.y - lane, state.ship.y + lane],
    ...lessonAhead(state).map((p): Span => [p.y - r - p.r - WARMUP_CLEAR, p.y + r + p.r + WARMUP_CLEAR]),
  ];
  const y = pickOutside(rng, ceiling(state.time) + r, high(r), cuts);
  if (y === null) return;
  const o = obstacle(state, rng, 'column', { debris: false, r, y, vx: -WARMUP_SLOW, vy: 0 });
  if (!overlaps(o, state.obstacles)) state.obstacles.push(o);
}

/** When the opening lesson sends its guide stars, in seconds of flight: the first at once, the next as it passes. */
export const GUIDE_TIMES: readonly number[] = [0.2, 2.9];
/** How far from the ship's height a guide star flies: a clear move to make, well inside the field. */
export const GUIDE_OFFSET = 110;
/** A guide star is larger than a bonus along the way: the first thing to steer to, easy to see and to catch. */
export const GUIDE_RADIUS = 18;

/**
 * A guide star of the opening lesson, a bonus GUIDE_OFFSET above or below the ship (the second toward the side with
 * more room), on a row no rock on the field will cross as the star overtakes it (or, when every row is near one, the
 * row farthest from them).
 */
export function spawnGuide(state: State, rng: Random): void {
  const top = ceiling(state.time) + 30;
  const bottom = HEIGHT - 40;
  const toward = state.guides === 0 ? (rng.next() < 0.5 ? -1 : 1) : state.ship.y > (top + bottom) / 2 ? -1 : 1;
  const rows = [1, -1, 1.4, -1.4, 0.7, -0.7]
    .map((k) => state.ship.y + toward * k * GUIDE_OFFSET)
    .filter((y) => y >= top && y <= bottom);
  const free = (y: number): boolean =>
    state.obstacles.every((o) => Math.abs(o.y - y) >= o.r + GUIDE_RADIUS + WARMUP_CLEAR);
  const room = (y: number): number => Math.min(Infinity, ...state.obstacles.map((o) => Math.abs(o.y - y) - o.r));
  const roomiest = rows.reduce<number | undefined>((a, y) => (a === undefined || room(y) > room(a) ? y : a), undefined);
  const y = rows.find(free) ?? roomiest ?? (top + bottom) / 2;
  state.nextId += 1;
  state.guides += 1;
  state.pickups.push({ id: state.nextId, kind: 'bonus', x: WIDTH + 20, y, r: GUIDE_RADIUS, guide: true });
}

/** Pebbles: small still rocks sent halfway between two launch groups, so the first half-minute is never an empty sky. */
export const PEBBLE_RADIUS: readonly [number, number] = [14, 17];
/** How far in from the field's top or bottom edge a pebble flies: along the edge, never across the middle. */
export const PEBBLE_BAND = 20;

/**
 * A launch pebble: one small rock along the edge farther from the ship, streaming past like a roadside, so the launch
 * shows its speed without another rock to dodge in the middle of the field.
 */
export function spawnPebble(state: State, rng: Random): void {
  const r = rng.range(PEBBLE_RADIUS[0], PEBBLE_RADIUS[1]);
  const top = state.ship.y > (HUD_BAND + HEIGHT) / 2;
  const y = top ? low(r) + rng.range(0, PEBBLE_BAND) : high(r) - rng.range(0, PEBBLE_BAND);
  const o = obstacle(state, rng, 'column', { debris: false, r, y, vx: 0, vy: 0 });
  if (!overlaps(o, state.obstacles)) state.obstacles.push(o);
}

/** Adds a shield (if the ship has none, usually) or a score bonus at the right edge, clear of any obstacle. */
export function spawnPickup(state: State, rng: Random): void {
  const kind: Pickup['kind'] = !state.shield && rng.next() < 0.6 ? 'shield' : 'bonus';
  const x = WIDTH + 20;
  let y = rng.range(HUD_BAND + 20, HEIGHT - 40);
  for (let i = 0; i < 6 && state.obstacles.some((o) => hypot(o.x - x, o.y - y) < o.r + 30); i++)
    y = rng.range(HUD_BAND + 20, HEIGHT - 40);
  state.nextId += 1;
  state.pickups.push({ id: state.nextId, kind, x, y, r: 13 });
}

/** A crystal trail: this many small crystals in a line, this far apart, for the pilot to sweep up one after another. */
export const TRAIL_CRYSTALS = 4;
export const TRAIL_STEP = 44;
export const CRYSTAL_RADIUS = 10;
/** How long a trail is, first crystal to last. */
export const TRAIL_SPAN = (TRAIL_CRYSTALS - 1) * TRAIL_STEP;
/**
 * In the launch a trail comes halfway between two groups when they are at least this far apart, so it leaves well over
 * a hundred pixels of open sky before and after it: the launch's half-minute has something to chase between the rocks.
 */
export const TRAIL_ROOM = TRAIL_SPAN + 2 * 125;
/** A trail keeps this far inside the field's top (under the HUD) and bottom: clear of the pebbles along the edges. */
export const TRAIL_EDGE = 80;
/** The most a trail climbs or falls from one crystal to the next: a gentle slope to follow with the stick. */
export const TRAIL_SLOPE = 18;
/** A trail starts at least this far off the ship's height, so catching it is a move to make. */
export const TRAIL_OFFSET = 50;

/**
 * A crystal trail entering at the right edge: a gently sloping line of crystals, on heights no rock on the field is
 * near as the trail comes in, and off the ship's own height when there is room.
 */
export function spawnTrail(state: State, rng: Random): void {
  const slope = rng.range(-TRAIL_SLOPE, TRAIL_SLOPE);
  const rise = slope * (TRAIL_CRYSTALS - 1);
  const top = HUD_BAND + TRAIL_EDGE - Math.min(0, rise);
  const bottom = HEIGHT - TRAIL_EDGE - Math.max(0, rise);
  const entry = WIDTH + 20;
  const near = state.obstacles.filter((o) => o.x + o.r > entry - 60 && o.x - o.r < entry + TRAIL_SPAN + 60);
  const clear = (o: Obstacle): Span => {
    const reach = o.r + CRYSTAL_RADIUS + 20;
    return [Math.min(o.y, o.y - rise) - reach, Math.max(o.y, o.y - rise) + reach];
  };
  const cuts = near.map(clear);
  const offLine: Span = [
    state.ship.y - TRAIL_OFFSET - Math.max(0, rise),
    state.ship.y + TRAIL_OFFSET - Math.min(0, rise),
  ];
  const y = pickOutside(rng, top, bottom, [...cuts, offLine]) ?? pickOutside(rng, top, bottom, cuts);
  if (y === null) return;
  pushCrystals(state, entry, y, slope);
}

/** A trail of TRAIL_CRYSTALS crystals from `entry` on, the first at height `y`, each `slope` lower than the last. */
function pushCrystals(state: State, entry: number, y: number, slope: number): void {
  for (let k = 0; k < TRAIL_CRYSTALS; k++) {
    state.nextId += 1;
    state.pickups.push({
      id: state.nextId,
      kind: 'bonus',
      x: entry + k * TRAIL_STEP,
      y: y + k * slope,
      r: CRYSTAL_RADIUS,
      crystal: true,
    });
  }
}

/** When the lesson's crystal trail comes, in seconds of flight: just behind the second guide star, so the first streak is won at once. */
export const LESSON_TRAIL_AT = 3.2;
/** Where the lesson's trail flies when the second star's row is off the field: this far from the ship, a short move. */
const LESSON_TRAIL_OFFSET = 60;

/**
 * The lesson's crystal trail: level, on the row of the last guide star (a pilot who caught it holds the stick still and
 * sweeps the streak up), or a short move off the ship's height when no star is on the field.
 */
export function spawnLessonTrail(state: State, rng: Random): void {
  const star = state.pickups.filter((p) => p.guide).at(-1);
  const top = ceiling(state.time) + TRAIL_EDGE / 2;
  const bottom = HEIGHT - TRAIL_EDGE / 2;
  const away = state.ship.y > (top + bottom) / 2 ? -LESSON_TRAIL_OFFSET : LESSON_TRAIL_OFFSET;
  const y = Math.min(bottom, Math.max(top, star ? star.y : state.ship.y + away));
  pushCrystals(state, WIDTH + 20 + rng.range(0, 10), y, 0);
}
