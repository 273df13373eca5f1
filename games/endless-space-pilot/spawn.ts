import type { Random } from '../kit/random';
import { HEIGHT, WIDTH, type Obstacle, type Pickup, type State } from './world';

/** Base scroll speed and its cap, in pixels per second. */
export const BASE_SPEED = 250;
export const TOP_SPEED = 720;
/** The narrowest vertical opening every column keeps, so there is always a way through. */
export const MIN_GAP = 84;
export const BONUS_POINTS = 250;

/** 0 at the start, 1 at top speed. */
export function difficulty(state: State): number {
  return Math.min(1, Math.max(0, (state.speed - BASE_SPEED) / (TOP_SPEED - BASE_SPEED)));
}

/** Scroll distance to the next column: columns come closer as the run speeds up. */
export function columnSpacing(state: State, rng: Random): number {
  const d = difficulty(state);
  return (310 - 120 * d) * rng.range(0.8, 1.2);
}

function makeObstacle(state: State, rng: Random, target: number | null): Obstacle {
  const debris = rng.next() < 0.3;
  const r = debris ? rng.range(9, 15) : rng.range(16, 40);
  const points = debris ? rng.int(3, 5) : 10;
  const shape: number[] = [];
  for (let i = 0; i < points; i++) shape.push(debris ? rng.range(0.5, 1.15) : rng.range(0.74, 1.1));
  const x = WIDTH + r + 10;
  const vx = debris ? rng.range(20, 110) : 0;
  let vy = debris ? rng.range(-80, 80) : rng.range(-22, 22);
  let start = rng.range(r, HEIGHT - r);
  if (target !== null) {
    // Aimed: start off-line so the drift brings it to the ship's height as it arrives.
    const arrival = (x - state.ship.x) / (state.speed + vx);
    start = target - vy * arrival;
    if (start < r || start > HEIGHT - r) {
      start = Math.min(HEIGHT - r, Math.max(r, target));
      vy = 0;
    }
  }
  state.nextId += 1;
  return {
    id: state.nextId,
    kind: debris ? 'debris' : 'rock',
    x,
    y: start,
    vx,
    vy,
    r,
    angle: rng.range(0, Math.PI * 2),
    spin: debris ? rng.range(-5, 5) : rng.range(-1, 1),
    shape,
    closest: 1e9,
    passed: false,
  };
}

/** The widest vertical opening between obstacles (and the top and bottom edges). */
export function widestGap(obstacles: readonly Obstacle[]): number {
  const spans = obstacles.map((o) => [o.y - o.r, o.y + o.r] as const).sort((a, b) => a[0] - b[0]);
  let widest = 0;
  let edge = 0;
  for (const [top, bottom] of spans) {
    widest = Math.max(widest, top - edge);
    edge = Math.max(edge, bottom);
  }
  return Math.max(widest, HEIGHT - edge);
}

/**
 * Adds a column of one to three obstacles at the right edge. Often one is aimed at the ship,
 * so drifting idle ends the run; the column always leaves an opening of at least MIN_GAP.
 */
export function spawnColumn(state: State, rng: Random, forceAimed = false): void {
  const d = difficulty(state);
  const count = 1 + (rng.next() < 0.35 + 0.5 * d ? 1 : 0) + (rng.next() < 0.7 * d ? 1 : 0);
  const aimed = forceAimed || rng.next() < 0.5;
  const column: Obstacle[] = [];
  for (let i = 0; i < count; i++) {
    const target = aimed && i === 0 ? state.ship.y + rng.range(-8, 8) : null;
    column.push(makeObstacle(state, rng, target));
  }
  while (column.length > 1 && widestGap(column) < MIN_GAP) column.pop();
  state.obstacles.push(...column);
}

/** Adds a shield (if the ship has none, usually) or a score bonus at the right edge. */
export function spawnPickup(state: State, rng: Random): void {
  const kind: Pickup['kind'] = !state.shield && rng.next() < 0.6 ? 'shield' : 'bonus';
  state.nextId += 1;
  state.pickups.push({ id: state.nextId, kind, x: WIDTH + 20, y: rng.range(40, HEIGHT - 40), r: 13 });
}
