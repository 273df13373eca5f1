/** A camera that leads the hero (where they face and move) and eases toward it; clamped to the level. */
import { TILE, type Level } from './level';
import { HERO_H, HERO_W } from './physics';
import type { Hero } from './sim';

export interface Camera {
  x: number;
  y: number;
}

/** How far ahead of the hero (a share of the view's width) the camera looks, on narrow and on wide views. */
export const LEAD_NARROW = 0.14;
export const LEAD_WIDE = 0.12;

/** The least share of the view kept below the hero's feet, so a fall or a shaft's floor is never at the view's bottom edge. */
export const BOTTOM_ROOM = 0.22;

/** The camera (view centre, world pixels) after `dt` seconds following `hero` with a view of viewW×viewH. */
export function followCamera(
  cam: Camera | null,
  hero: Hero,
  level: Level,
  viewW: number,
  viewH: number,
  dt: number,
): Camera {
  // A narrow (upright) view leads a little further ahead, so the next landing is in sight before the jump, yet keeps
  // the hero in the middle third of the view, standing or at a run.
  const lead = viewW < viewH ? LEAD_NARROW : LEAD_WIDE;
  const tx = hero.x + HERO_W / 2 + hero.facing * viewW * lead + hero.vx * 0.25;
  const ty = hero.y + HERO_H / 2 - viewH * (level.theme === 'tower' ? 0.12 : 0.05) + Math.max(0, hero.vy) * 0.2;
  const clamp = (v: number, size: number, view: number): number =>
    size <= view ? size / 2 : Math.min(Math.max(v, view / 2), size - view / 2);
  const target = { x: clamp(tx, level.cols * TILE, viewW), y: clamp(ty, level.rows * TILE, viewH) };
  if (!cam) return target;
  const k = Math.min(1, dt * 4.5);
  // The easing may trail a falling hero; it never lets them sink into the bottom of the view.
  const lowest = hero.y + HERO_H + viewH * BOTTOM_ROOM - viewH / 2;
  const y = Math.max(cam.y + (target.y - cam.y) * k, lowest);
  return { x: cam.x + (target.x - cam.x) * k, y: clamp(y, level.rows * TILE, viewH) };
}
