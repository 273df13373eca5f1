/** Movement tuning and tile collision of the hero; numbers are world pixels and seconds. */
import { TILE, tileAt, type Level } from './level';

export const HERO_W = 10;
export const HERO_H = 14;

export const TUNING = {
  run: 125,
  groundAccel: 1500,
  airAccel: 1000,
  gravity: 980,
  /** Extra gravity factor while rising with jump released: a tap gives a hop, a hold a full jump. */
  cutGravity: 2.6,
  jump: 310,
  maxFall: 340,
  /** Top speed sliding down a wall held toward: slow, so a newcomer has time to see the wall and press jump. */
  wallSlide: 45,
  wallJumpX: 165,
  wallJumpY: 290,
  /** Seconds the stick is ignored after a wall jump, so the hero leaves the wall even while holding toward it. */
  wallLock: 0.13,
  coyote: 0.1,
  /** Seconds after leaving a wall that a jump still kicks off it, as coyote time does for a ledge. */
  wallCoyote: 0.12,
  /** Seconds a jump pressed early is kept: it fires on landing, or on touching a wall in the air. */
  buffer: 0.1,
  dashSpeed: 300,
  dashTime: 0.16,
} as const;

/** True when a tile blocks movement; `broken` says whether a crumbling ledge at that index has fallen. */
export function solidAt(level: Level, cx: number, cy: number, broken: (index: number) => boolean): boolean {
  const ch = tileAt(level, cx, cy);
  if (ch === '#') return true;
  return ch === '=' && !broken(cy * level.cols + cx);
}

/** True when any tile under the box blocks. */
export function boxHits(
  level: Level,
  x: number,
  y: number,
  w: number,
  h: number,
  broken: (index: number) => boolean,
): boolean {
  const x0 = Math.floor(x / TILE);
  const x1 = Math.floor((x + w - 0.001) / TILE);
  const y0 = Math.floor(y / TILE);
  const y1 = Math.floor((y + h - 0.001) / TILE);
  for (let cy = y0; cy <= y1; cy += 1)
    for (let cx = x0; cx <= x1; cx += 1) if (solidAt(level, cx, cy, broken)) return true;
  return false;
}

/** Moves a box along one axis by `d`, stopping flush against the first blocking tile; returns the new coordinate and whether it hit. */
export function sweep(
  level: Level,
  x: number,
  y: number,
  axis: 'x' | 'y',
  d: number,
  broken: (index: number) => boolean,
): { pos: number; hit: boolean } {
  const from = axis === 'x' ? x : y;
  const to = from + d;
  const at = (p: number): boolean =>
    axis === 'x' ? boxHits(level, p, y, HERO_W, HERO_H, broken) : boxHits(level, x, p, HERO_W, HERO_H, broken);
  if (!at(to)) return { pos: to, hit: false };
  const size = axis === 'x' ? HERO_W : HERO_H;
  // Snap to the tile edge in the direction of travel; moves are shorter than a tile, so one edge is enough.
  const snapped = d > 0 ? Math.floor((to + size) / TILE) * TILE - size : Math.ceil(to / TILE) * TILE;
  return { pos: at(snapped) ? from : snapped, hit: true };
}
