/**
 * How long the hero has stayed at the foot of a wall too tall to jump: a shaft or chimney it leaves only by wall-jumping.
 * A player who has not found the wall jump would slide there for minutes; after a few seconds the hint (hint.ts) names the
 * move and a ghost hero (ghost.ts) climbs out before their eyes, pressing where they must.
 */
import { TILE, tileAt, type Level } from './level';
import { HERO_H, HERO_W } from './physics';

/** Rows of stone over the hero's feet that a plain jump can't clear (a full jump rises about three tiles). */
export const TALL_WALL_ROWS = 4;
/** Tiles the hero may wander across, or climb, from where it met the wall and still be in the same spot. */
const SPOT_REACH = 3;
/** Seconds in such a spot before the wall-jump hint and its ghost show there, touching the wall or not. */
export const STUCK_HINT_AFTER = 3;

/** Where the hero met a tall wall (its centre, world px) and the seconds it has stayed near since. */
export interface Stay {
  x: number;
  y: number;
  time: number;
}

interface Body {
  x: number;
  y: number;
}

/** Which side (-1 left, 1 right; 0 neither) stone within a pixel of the hero rises at least TALL_WALL_ROWS from its feet. */
export function tallWallSide(level: Level, hero: Body): -1 | 0 | 1 {
  const feet = Math.floor((hero.y + HERO_H - 1) / TILE);
  const solid = (cx: number, cy: number): boolean => tileAt(level, cx, cy) === '#' || tileAt(level, cx, cy) === '=';
  const tall = (cx: number): boolean =>
    Array.from({ length: TALL_WALL_ROWS }, (_, k) => feet - k).every((cy) => solid(cx, cy));
  if (tall(Math.floor((hero.x + HERO_W + 1) / TILE))) return 1;
  return tall(Math.floor((hero.x - 1) / TILE)) ? -1 : 0;
}

/** Whether stone within a pixel of the hero's side rises at least TALL_WALL_ROWS from its feet. */
export function tallWallBeside(level: Level, hero: Body): boolean {
  return tallWallSide(level, hero) !== 0;
}

/** Whether stone lies somewhere under the hero's centre: a pit open to the void is no shaft to climb, only a fall. */
function floorBelow(level: Level, hero: Body): boolean {
  const cx = Math.floor((hero.x + HERO_W / 2) / TILE);
  for (let cy = Math.floor((hero.y + HERO_H) / TILE); cy < level.rows; cy += 1)
    if (tileAt(level, cx, cy) === '#') return true;
  return false;
}

/** The stay after a step that left the hero at `hero`: kept while it stays in reach, begun at a tall wall, else null. */
export function nextStay(stay: Stay | null, level: Level, hero: Body, dt: number): Stay | null {
  const x = hero.x + HERO_W / 2;
  const y = hero.y + HERO_H / 2;
  const reach = SPOT_REACH * TILE;
  if (stay && Math.abs(x - stay.x) <= reach && y >= stay.y - reach) return { ...stay, time: stay.time + dt };
  return tallWallBeside(level, hero) && floorBelow(level, hero) ? { x, y, time: 0 } : null;
}
