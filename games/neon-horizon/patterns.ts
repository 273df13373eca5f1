/** Obstacle patterns as data, unlocked by distance; the spawner mirrors and shifts them so runs differ. */
import type { Random } from '../kit';
import { DEBUTS, GAP_DEPTH, LANES, type Obstacle, type ObstacleKind, type Pickup, type PickupKind } from './world';

/** One piece of a pattern: at dz metres into the pattern, covering lanes from..to. */
interface Piece {
  dz: number;
  kind: ObstacleKind;
  from: number;
  to: number;
  sway?: number;
}

/** A pattern, its length in metres and the tier (0 = from the start) that unlocks it. */
export interface Pattern {
  name: string;
  tier: number;
  length: number;
  pieces: readonly Piece[];
}

const p = (dz: number, kind: ObstacleKind, from: number, to = from, sway?: number): Piece => ({
  dz,
  kind,
  from,
  to,
  sway,
});

export const PATTERNS: readonly Pattern[] = [
  { name: 'wall', tier: 0, length: 1, pieces: [p(0, 'wall', -1)] },
  { name: 'beam', tier: 0, length: 1, pieces: [p(0, 'low', -1, 1)] },
  { name: 'bar', tier: 1, length: 1, pieces: [p(0, 'high', -1, 1)] },
  { name: 'hole', tier: 1, length: 6, pieces: [p(3, 'gap', -1, 0)] },
  { name: 'pair', tier: 2, length: 1, pieces: [p(0, 'wall', -1, 0)] },
  { name: 'split', tier: 2, length: 1, pieces: [p(0, 'wall', -1), p(0, 'wall', 1)] },
  { name: 'chasm', tier: 2, length: 7, pieces: [p(3.5, 'gap', -1, 1)] },
  { name: 'mover', tier: 3, length: 1, pieces: [p(0, 'mover', 0, 0, 1)] },
  { name: 'zigzag', tier: 3, length: 16, pieces: [p(0, 'wall', -1, 0), p(16, 'wall', 0, 1)] },
  { name: 'gate', tier: 3, length: 1, pieces: [p(0, 'wall', -1), p(0, 'low', 0), p(0, 'wall', 1)] },
  { name: 'under-over', tier: 3, length: 14, pieces: [p(0, 'high', -1, 1), p(14, 'low', -1, 1)] },
  { name: 'twin-movers', tier: 3, length: 12, pieces: [p(0, 'mover', -1, -1, 1), p(12, 'mover', 1, 1, 1)] },
  { name: 'slalom', tier: 3, length: 28, pieces: [p(0, 'wall', -1, 0), p(14, 'wall', 0, 1), p(28, 'wall', -1, 0)] },
  {
    name: 'trench',
    tier: 4,
    length: 26,
    pieces: [p(0, 'wall', -1), p(0, 'wall', 1), p(8, 'gap', 0), p(26, 'high', -1, 1)],
  },
  { name: 'gauntlet', tier: 4, length: 20, pieces: [p(0, 'mover', 0, 0, 1), p(20, 'wall', -1), p(20, 'low', 0, 1)] },
];

/**
 * A combo asks for more than one thing at once or in a row: two or more pieces, or a wall over more than one lane (the
 * car must find the one lane left open).
 */
export function isCombo(pattern: Pattern): boolean {
  return pattern.pieces.length > 1 || pattern.pieces.some((piece) => piece.kind === 'wall' && piece.to > piece.from);
}

/**
 * Where each difficulty tier opens (metres). The ladder after the lesson brings one new kind of demand at a time: single
 * walls and beams, then from the second tier (soon after the lesson) the bar and the gap, each alone; combos and the
 * two-lane walls from the third, over half a minute after the lesson and within 45 s of the start; then the climb
 * quickens, a tier (the moving wall, then the trench and gauntlet) within 27 s of the last, the last within 90 s.
 */
export const TIER_STARTS: readonly number[] = [0, 300, 840, 1500, 2050];
/** Where the first combo may stand. */
export const COMBO_FROM = TIER_STARTS[2] ?? 0;

/** Difficulty tier for a distance, 0 to 4. */
export function tierAt(distance: number): number {
  return TIER_STARTS.filter((start) => distance >= start).length - 1;
}

/** The warm-up: over its first metres the free track between patterns is longer, by up to WARM_UP_EXTRA seconds. */
export const WARM_UP_METRES = 400;
export const WARM_UP_EXTRA = 0.4;
/** Until the combos open, at least this many seconds of free track between patterns: one demand is met, then the next. */
export const LADDER_GAP_SECONDS = 1.4;
/**
 * Once the combos open, the free track shrinks from the ladder's gap to the usual over these metres (about 13 s), not at
 * once: the combos' first half-minute would otherwise also pack the demands a fifth closer, a cliff a novice falls off.
 */
export const COMBO_EASE_METRES = 300;

/**
 * Seconds of free track between patterns: longer in the warm-up and never under the ladder's gap before the combos, then
 * easing down from it, toward 1.3 s shrinking toward 0.6 s with distance.
 */
export function gapSeconds(distance: number): number {
  const warmUp = WARM_UP_EXTRA * Math.max(0, 1 - distance / WARM_UP_METRES);
  const usual = Math.max(0.6, 1.3 - distance / 5000) + warmUp;
  if (distance < COMBO_FROM) return Math.max(LADDER_GAP_SECONDS, usual);
  const ease = Math.max(0, 1 - (distance - COMBO_FROM) / COMBO_EASE_METRES);
  return usual + (Math.max(LADDER_GAP_SECONDS, usual) - usual) * ease;
}

/** The patterns a distance may draw from; newer tiers come up more often. */
export function patternsFor(distance: number): Pattern[] {
  const tier = tierAt(distance);
  return PATTERNS.filter((pat) => pat.tier <= tier && pat.tier >= tier - 2);
}

/** The kinds in a pattern that have a debut and that the run has not met yet. */
export function newKinds(pattern: Pattern, met: readonly ObstacleKind[]): ObstacleKind[] {
  return pattern.pieces.map((piece) => piece.kind).filter((kind) => DEBUTS[kind] !== undefined && !met.includes(kind));
}

/**
 * A tier's own patterns come in over its first metres (about 12 s at its opening pace): at its start a random pick is
 * 15% less likely than later to be one of them, so the bars and gaps join the walls and beams gradually (a novice's
 * losses climb through 20-40 s instead of jumping as the tier opens).
 */
export const TIER_SETTLE_METRES = 250;

/** The share of random picks at distance z that may come from the newest tier: 0.85 at its start, rising to 1. */
export function newTierShare(z: number): number {
  const tier = tierAt(z);
  return 0.85 + 0.15 * Math.min(1, (z - (TIER_STARTS[tier] ?? 0)) / TIER_SETTLE_METRES);
}

/**
 * The pattern placed next at track position z: as soon as its tier opens, one that brings a kind the run has not met
 * (unless a newcomer is still ahead of the car: they come one at a time), else one at random, the newest tier's patterns
 * settling in (`newTierShare`).
 */
export function pickPattern(z: number, met: readonly ObstacleKind[], newcomerAhead: boolean, rng: Random): Pattern {
  const pool = patternsFor(z);
  const debut = newcomerAhead ? undefined : pool.find((pattern) => newKinds(pattern, met).length > 0);
  if (debut) return debut;
  const older = pool.filter((pattern) => pattern.tier < tierAt(z));
  return older.length > 0 && rng.next() >= newTierShare(z) ? rng.pick(older) : rng.pick(pool);
}

export function placePattern(pattern: Pattern, z: number, rng: Random, firstId: number): Obstacle[] {
  const mirror = rng.next() < 0.5 ? -1 : 1;
  const spans = pattern.pieces.map(
    (piece) => [piece.from * mirror, piece.to * mirror].sort((a, b) => a - b) as [number, number],
  );
  const narrow = spans.every(([a, b]) => b - a < 2) && pattern.pieces.every((piece) => piece.kind !== 'mover');
  const lo = Math.min(...spans.map((s) => s[0]));
  const hi = Math.max(...spans.map((s) => s[1]));
  const shift = narrow ? rng.int(-1 - lo, 1 - hi) : 0;
  return pattern.pieces.map((piece, i) => {
    const [from, to] = spans[i] ?? [0, 0];
    return {
      id: firstId + i,
      kind: piece.kind,
      z: z + piece.dz,
      depth: piece.kind === 'gap' ? GAP_DEPTH : 0.5,
      from: from + shift,
      to: to + shift,
      sway: piece.sway ?? 0,
      phase: rng.range(0, Math.PI * 2),
      threat: false,
      passed: false,
    };
  });
}

/** Lanes with nothing at all in a pattern's span of track: where shards and pick-ups may go. */
export function freeLanes(obstacles: readonly Obstacle[], fromZ: number, toZ: number): number[] {
  return [-1, 0, 1].filter(
    (lane) =>
      !obstacles.some(
        (o) =>
          o.z + o.depth / 2 > fromZ &&
          o.z - o.depth / 2 < toZ &&
          (o.kind === 'mover' || (lane >= o.from && lane <= o.to)),
      ),
  );
}

/** A trail of shards in a lane, or now and then a power-up. */
export function placeTreats(lane: number, z: number, rng: Random, firstId: number, powerUp: boolean): Pickup[] {
  if (powerUp) {
    const kind: PickupKind = rng.pick(['shield', 'magnet', 'slow'] as const);
    return [{ id: firstId, kind, z, lane, taken: false }];
  }
  return Array.from({ length: 5 }, (_, i) => ({
    id: firstId + i,
    kind: 'shard' as const,
    z: z + i * 3,
    lane,
    taken: false,
  }));
}

/**
 * Seconds of track a gap's answer needs past whatever stands before it: either a lane beside the gap clear this long
 * before it and all along it (time to see the gap and change lane), or this long a run-up in the gap's own lanes (time
 * to see it and jump).
 */
export const GAP_ANSWER_SECONDS = 0.9;
/** The run's first gap comes alone: nothing in any lane this many seconds before it, so its banner and the gap are read. */
export const FIRST_GAP_CLEAR_SECONDS = 1.5;

/**
 * Seconds of empty track, in every lane, before the first obstacle of a new kind: its banner, held back until the car has
 * passed everything before it, still shows this long (DEBUT_SECONDS at most) before the car meets it.
 */
export const DEBUT_CLEAR_SECONDS = 1.5;

function standsIn(o: Obstacle, lanes: readonly number[]): boolean {
  return o.kind === 'mover' || lanes.some((lane) => lane >= o.from && lane <= o.to);
}

/** How much further (metres) `o` must go to have nothing in these lanes for `seconds` of track before it at `speed`. */
function clearShortfall(
  o: Obstacle,
  others: readonly Obstacle[],
  lanes: readonly number[],
  seconds: number,
  speed: number,
): number {
  const near = o.z - o.depth / 2;
  const far = o.z + o.depth / 2;
  const ends = others
    .filter((other) => other !== o && other.z - other.depth / 2 < far && standsIn(other, lanes))
    .map((other) => other.z + other.depth / 2);
  return Math.max(0, Math.max(-Infinity, ...ends) + seconds * speed - near);
}

/** How much further along the track (metres) a debut must go for its banner to name the next thing the car meets. */
export function debutShortfall(o: Obstacle, others: readonly Obstacle[], speed: number): number {
  return clearShortfall(o, others, LANES, DEBUT_CLEAR_SECONDS, speed);
}

/**
 * How much further along the track (metres) a gap must go for a fair answer past the obstacles around it, at the speed
 * the run will have there: 0 when it has one.
 */
export function gapShortfall(gap: Obstacle, others: readonly Obstacle[], speed: number, first: boolean): number {
  const shortfall = (lanes: readonly number[], seconds: number): number =>
    clearShortfall(gap, others, lanes, seconds, speed);
  if (first) return shortfall(LANES, FIRST_GAP_CLEAR_SECONDS);
  const gapLanes = LANES.filter((lane) => lane >= gap.from && lane <= gap.to);
  const byJump = shortfall(gapLanes, GAP_ANSWER_SECONDS);
  const byLane = LANES.filter((lane) => !gapLanes.includes(lane)).map((lane) => shortfall([lane], GAP_ANSWER_SECONDS));
  return Math.min(byJump, ...byLane);
}
