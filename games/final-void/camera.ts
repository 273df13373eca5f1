/** A camera that leads the hero (where they face and move) and eases toward it; clamped to the level. */
import { TILE, tileAt, type Level } from './level';
import { HERO_H, HERO_W, TUNING } from './physics';
import { TALL_WALL_ROWS } from './shaft';
import type { Hero } from './sim';

export interface Camera {
  x: number;
  y: number;
  /** World px the view looks ahead of the hero across (eased, so turning round pans instead of jumping). */
  lead?: number;
}

/**
 * How far ahead of the hero the view looks, as a share of its width, on narrow (upright) and wide views: standing, and
 * added at a full run. Wide, the hero stands about a third of the way across at a run. The narrow view is only eleven or
 * twelve tiles wide (a large hero on a phone), so it leads much further: the hero stands a fifth of the way across, and at
 * a run about a seventh, so eight tiles and over a second of running ahead are in sight. Turning round at that lead swings
 * the view round too fast on twelve tiles, so the narrow view eases round a little slower (LEAD_EASE).
 */
export const LEAD = { narrow: { stand: 0.3, run: 0.06 }, wide: { stand: 0.12, run: 0.04 } } as const;
/**
 * Where the view's centre sits below (+) or above (-) the hero's, as a share of the view's height. A tower climbs, so it
 * shows more above; the narrow view of the ruins and caverns is tall, so it shows more below, where a drop lands.
 */
export const RISE = { tower: -0.12, narrow: 0.1, wide: -0.05 } as const;
/**
 * World px the look-ahead may show past the near face of a tall wall ahead (one a plain jump can't clear): stone fills no
 * more of the view than that, so at a wall, in a chimney or a shaft the view stays on the hero and shows both walls and
 * the way up.
 */
export const WALL_PEEK = TILE;
/**
 * Columns, counted from the one each of the hero's sides is in, a wall on each side may be off for a chimney: its gap may
 * be three tiles wide, as the ruins' are, wherever the hero is across it.
 */
const CHIMNEY_REACH = 4;
/**
 * How fast (per second) the look-ahead eases toward where the hero now faces and runs: about half a second to settle. The
 * narrow view's lead is longer, so it eases a little slower and its swing on turning round pans no faster.
 */
const LEAD_EASE = { narrow: 2.7, wide: 3 } as const;
/** How fast the view catches the hero across; its lag at a steady run is made up, so the lead is what the player sees. */
const FOLLOW_EASE = 10;
const VERTICAL_EASE = 4.5;

/**
 * A narrow (upright) view taller than `keep` tiles may look past the level's bottom edge (stone under its floors, the void
 * under its pits) by what it has over them, up to `most` tiles: the tall view of a phone would otherwise sit on that edge,
 * the level's walkable rows low in it under a sky of nothing. It keeps `keep` of the level's rows, enough for a chimney
 * and its top, and the shorter site frame keeps them all. Not in the tower, which climbs away from a void that chases
 * up from below.
 */
export const DEEP = { keep: 16, most: 3 } as const;

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
  // Sliding down a wall the hero looks neither way: the next kick goes off it, the one after back. Between a chimney's
  // walls every kick turns it round, so the view holds still on the chimney, not swaying with each kick.
  const stand = hero.wall === 0 ? share.stand : 0;
  const ahead = inChimney(level, hero) ? 0 : viewW * (hero.facing * stand + (hero.vx / TUNING.run) * share.run);
  const wantedLead = leadShortOfWalls(level, hero, viewW, ahead);
  const ease = viewW < viewH ? LEAD_EASE.narrow : LEAD_EASE.wide;
  const lead = cam?.lead === undefined ? wantedLead : cam.lead + (wantedLead - cam.lead) * Math.min(1, dt * ease);
  const tx = hero.x + HERO_W / 2 + lead;
  const rise = level.theme === 'tower' ? RISE.tower : viewW < viewH ? RISE.narrow : RISE.wide;
  const ty = hero.y + HERO_H / 2 + viewH * rise + Math.max(0, hero.vy) * 0.2;
  const clamp = (v: number, size: number, view: number): number =>
    size <= view ? size / 2 : Math.min(Math.max(v, view / 2), size - view / 2);
  const deep =
    viewW < viewH && level.theme !== 'tower' ? Math.min(DEEP.most * TILE, Math.max(0, viewH - DEEP.keep * TILE)) : 0;
  const clampY = (v: number): number => clamp(v, level.rows * TILE + deep, viewH);
  const target = { x: clamp(tx, level.cols * TILE, viewW), y: clampY(ty) };
  if (!cam) return { ...target, lead };
  // Aiming the easing's lag at a steady run ahead of the target keeps the hero exactly where the lead puts them.
  const k = Math.min(1, dt * FOLLOW_EASE);
  const lag = k < 1 ? hero.vx * dt * (1 / k - 1) : 0;
  const x = cam.x + (clamp(tx + lag, level.cols * TILE, viewW) - cam.x) * k;
  // The easing may trail a falling hero; it never lets them sink into the bottom of the view.
  const lowest = hero.y + HERO_H + viewH * BOTTOM_ROOM - viewH / 2;
  const y = Math.max(cam.y + (target.y - cam.y) * Math.min(1, dt * VERTICAL_EASE), lowest);
  return { x, y: clampY(y), lead };
}

/**
 * Whether a column is stone for at least TALL_WALL_ROWS of the rows from `feet` up to TALL_WALL_ROWS + 2 over them: a
 * block hanging over a chimney is one of its walls, though the hero passes under it.
 */
function wallColumn(level: Level, cx: number, feet: number): boolean {
  let stone = 0;
  for (let cy = feet; cy >= feet - TALL_WALL_ROWS - 2; cy -= 1) if (solid(level, cx, cy)) stone += 1;
  return stone >= TALL_WALL_ROWS;
}

/**
 * Whether the hero is in a chimney or shaft: open over its head, with a wall (wallColumn) within CHIMNEY_REACH on each
 * side. A tunnel under a low ceiling is not one, so the lead still shows the way along it.
 */
function inChimney(level: Level, hero: Hero): boolean {
  const feet = Math.floor((hero.y + HERO_H - 1) / TILE);
  const head = Math.floor(hero.y / TILE);
  const column = Math.floor((hero.x + HERO_W / 2) / TILE);
  if (solid(level, column, head - 1) || solid(level, column, head - 2)) return false;
  const wallWithin = (from: number, dir: -1 | 1): boolean =>
    Array.from({ length: CHIMNEY_REACH }, (_, k) => from + dir * k).some((cx) => wallColumn(level, cx, feet));
  return wallWithin(Math.floor((hero.x - 1) / TILE), -1) && wallWithin(Math.floor((hero.x + HERO_W) / TILE), 1);
}

const solid = (level: Level, cx: number, cy: number): boolean => {
  const tile = tileAt(level, cx, cy);
  return tile === '#' || tile === '=';
};

/** `lead` cut so the view reaches no more than WALL_PEEK past the face of the nearest tall wall the lead looks toward. */
function leadShortOfWalls(level: Level, hero: Hero, viewW: number, lead: number): number {
  if (lead === 0) return 0;
  const dir = Math.sign(lead);
  const centre = hero.x + HERO_W / 2;
  const reach = viewW / 2 + Math.abs(lead);
  const feet = Math.floor((hero.y + HERO_H - 1) / TILE);
  const tall = (cx: number): boolean =>
    Array.from({ length: TALL_WALL_ROWS }, (_, k) => feet - k).every((cy) => solid(level, cx, cy));
  for (let cx = Math.floor((dir > 0 ? hero.x + HERO_W : hero.x - 1) / TILE); ; cx += dir) {
    const face = dir > 0 ? cx * TILE - centre : centre - (cx + 1) * TILE;
    if (face > reach) return lead;
    if (tall(cx)) return dir * Math.min(Math.abs(lead), Math.max(0, face + WALL_PEEK - viewW / 2));
  }
}
