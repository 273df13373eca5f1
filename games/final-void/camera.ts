/** A camera that leads the hero (where they face and move) and eases toward it; clamped to the level. */
import { TILE, type Level } from './level';
import { HERO_H, HERO_W, TUNING } from './physics';
import type { Hero } from './sim';

export interface Camera {
  x: number;
  y: number;
  /** World px the view looks ahead of the hero across (eased, so turning round pans instead of jumping). */
  lead?: number;
}

/**
 * How far ahead of the hero the view looks, as a share of its width, on narrow (upright) and wide views: standing, and
 * added at a full run. At a run the hero stands about a third of the way across, so two thirds of the view (over a second
 * of running, even upright) is the way ahead; a narrow view leads further while standing, so the next landing is in sight.
 */
export const LEAD = { narrow: { stand: 0.14, run: 0.02 }, wide: { stand: 0.12, run: 0.04 } } as const;
/** How fast (per second) the look-ahead eases toward where the hero now faces and runs: about half a second to settle. */
const LEAD_EASE = 3;
/** How fast the view catches the hero across; its lag at a steady run is made up, so the lead is what the player sees. */
const FOLLOW_EASE = 10;
const VERTICAL_EASE = 4.5;

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
  const share = viewW < viewH ? LEAD.narrow : LEAD.wide;
  const wantedLead = viewW * (hero.facing * share.stand + (hero.vx / TUNING.run) * share.run);
  const lead = cam?.lead === undefined ? wantedLead : cam.lead + (wantedLead - cam.lead) * Math.min(1, dt * LEAD_EASE);
  const tx = hero.x + HERO_W / 2 + lead;
  const ty = hero.y + HERO_H / 2 - viewH * (level.theme === 'tower' ? 0.12 : 0.05) + Math.max(0, hero.vy) * 0.2;
  const clamp = (v: number, size: number, view: number): number =>
    size <= view ? size / 2 : Math.min(Math.max(v, view / 2), size - view / 2);
  const target = { x: clamp(tx, level.cols * TILE, viewW), y: clamp(ty, level.rows * TILE, viewH) };
  if (!cam) return { ...target, lead };
  // Aiming the easing's lag at a steady run ahead of the target keeps the hero exactly where the lead puts them.
  const k = Math.min(1, dt * FOLLOW_EASE);
  const lag = k < 1 ? hero.vx * dt * (1 / k - 1) : 0;
  const x = cam.x + (clamp(tx + lag, level.cols * TILE, viewW) - cam.x) * k;
  // The easing may trail a falling hero; it never lets them sink into the bottom of the view.
  const lowest = hero.y + HERO_H + viewH * BOTTOM_ROOM - viewH / 2;
  const y = Math.max(cam.y + (target.y - cam.y) * Math.min(1, dt * VERTICAL_EASE), lowest);
  return { x, y: clamp(y, level.rows * TILE, viewH), lead };
}
