/** Hazards: spikes, sweepers (positions from the clock alone) and the looming shape of the tower. */
import { TILE, tileAt, type Level, type Sweeper } from './level';
import { HERO_H, HERO_W } from './physics';

export const SWEEPER_SPEED = 55;
export const SWEEPER_RADIUS = 6;
/** How far below the hero the looming shape may fall behind, so it never leaves the screen for long. */
export const CHASE_LEASH = 12 * TILE;
/** Where the shape starts below a (re)spawn point. */
export const CHASE_START = 9 * TILE;

/** Centre of a sweeper at time t: a triangle wave between its ends. */
export function sweeperAt(s: Sweeper, time: number): { x: number; y: number } {
  const span = s.to - s.from;
  const d = (time * SWEEPER_SPEED + s.phase) % (2 * span);
  const p = s.from + (d < span ? d : 2 * span - d);
  return s.axis === 'x' ? { x: p, y: s.at } : { x: s.at, y: p };
}

/** True when the hero's box at (x, y) touches spikes (their lower half) or a sweeper. */
export function touchesHazard(level: Level, x: number, y: number, time: number): boolean {
  const x0 = Math.floor((x + 1) / TILE);
  const x1 = Math.floor((x + HERO_W - 1) / TILE);
  const y0 = Math.floor(y / TILE);
  const y1 = Math.floor((y + HERO_H - 1) / TILE);
  for (let cy = y0; cy <= y1; cy += 1) {
    for (let cx = x0; cx <= x1; cx += 1) {
      if (tileAt(level, cx, cy) === '^' && y + HERO_H > cy * TILE + TILE * 0.45) return true;
    }
  }
  for (const s of level.sweepers) {
    const c = sweeperAt(s, time);
    const dx = Math.max(x, Math.min(c.x, x + HERO_W)) - c.x;
    const dy = Math.max(y, Math.min(c.y, y + HERO_H)) - c.y;
    if (dx * dx + dy * dy < SWEEPER_RADIUS * SWEEPER_RADIUS) return true;
  }
  return false;
}

/** The looming shape's top edge after dt: it rises steadily and never trails the hero by more than the leash. */
export function nextChase(level: Level, chaseY: number, heroY: number, dt: number): number {
  if (level.chase <= 0) return chaseY;
  return Math.min(chaseY - level.chase * dt, heroY + CHASE_LEASH);
}
