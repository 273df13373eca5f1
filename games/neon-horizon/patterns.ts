/** Obstacle patterns as data, unlocked by distance; the spawner mirrors and shifts them so runs differ. */
import type { Random } from '../kit';
import { DEBUTS, GAP_DEPTH, type Obstacle, type ObstacleKind, type Pickup, type PickupKind } from './world';

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
  { name: 'pair', tier: 0, length: 1, pieces: [p(0, 'wall', -1, 0)] },
  { name: 'beam', tier: 0, length: 1, pieces: [p(0, 'low', -1, 1)] },
  { name: 'split', tier: 1, length: 1, pieces: [p(0, 'wall', -1), p(0, 'wall', 1)] },
  { name: 'bar', tier: 1, length: 1, pieces: [p(0, 'high', -1, 1)] },
  { name: 'hole', tier: 1, length: 6, pieces: [p(3, 'gap', -1, 0)] },
  { name: 'zigzag', tier: 2, length: 16, pieces: [p(0, 'wall', -1, 0), p(16, 'wall', 0, 1)] },
  { name: 'mover', tier: 2, length: 1, pieces: [p(0, 'mover', 0, 0, 1)] },
  { name: 'chasm', tier: 2, length: 7, pieces: [p(3.5, 'gap', -1, 1)] },
  { name: 'gate', tier: 2, length: 1, pieces: [p(0, 'wall', -1), p(0, 'low', 0), p(0, 'wall', 1)] },
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
 * Where each difficulty tier opens (metres): the second soon after the lesson, so the bar and the gap show within the
 * first half minute of a run and the moving wall within the first minute.
 */
export const TIER_STARTS: readonly number[] = [0, 250, 1100, 1700, 2300];

/** Difficulty tier for a distance, 0 to 4. */
export function tierAt(distance: number): number {
  return TIER_STARTS.filter((start) => distance >= start).length - 1;
}

/** The warm-up: over its first metres the free track between patterns is longer, by up to WARM_UP_EXTRA seconds. */
export const WARM_UP_METRES = 400;
export const WARM_UP_EXTRA = 0.4;

/** Seconds of free track between patterns: longer in the warm-up, then shrinking from 1.3 s toward 0.6 s with distance. */
export function gapSeconds(distance: number): number {
  const warmUp = WARM_UP_EXTRA * Math.max(0, 1 - distance / WARM_UP_METRES);
  return Math.max(0.6, 1.3 - distance / 5000) + warmUp;
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
 * The pattern placed next at track position z: as soon as its tier opens, one that brings a kind the run has not met
 * (unless a newcomer is still ahead of the car: they come one at a time), else one at random.
 */
export function pickPattern(z: number, met: readonly ObstacleKind[], newcomerAhead: boolean, rng: Random): Pattern {
  const pool = patternsFor(z);
  const debut = newcomerAhead ? undefined : pool.find((pattern) => newKinds(pattern, met).length > 0);
  return debut ?? rng.pick(pool);
}

/** Places one pattern at track position z (mirrored and shifted at random); returns the obstacles. */
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
