/**
 * The HUD band across the top of the field, off the play: the world the rocks wrap around in fills the field under it
 * (world.ts sizes each world to its field); nothing of the play is drawn in the band. Pure layout, no canvas.
 */
import type { Box } from './heat-gauge';
import type { World } from './world';

/** The band's height in logical units of the field. */
export const HUD_BAND = 40;

/** Where the world is drawn in a field: its scale and its top-left corner, under the band. */
export interface WorldView {
  scale: number;
  x: number;
  y: number;
}

/** The world drawn as large as fits under the band, centred across the field. */
export function worldView(field: { width: number; height: number }, world: World): WorldView {
  const scale = Math.min(field.width / world.width, (field.height - HUD_BAND) / world.height);
  return { scale, x: (field.width - world.width * scale) / 2, y: HUD_BAND };
}

/** A box cut to the world's edges (what of it shows: the world is clipped there), or null when none of it does. */
export function inWorld(box: Box, world: World): Box | null {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const width = Math.min(world.width, box.x + box.width) - x;
  const height = Math.min(world.height, box.y + box.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Whether two boxes meet. */
export const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes a shape of radius r at (x, y) covers, with its copy at the opposite edge when it straddles one. */
export function wrappedBoxes(world: World, x: number, y: number, r: number): Box[] {
  const xs = [x, ...(x < r ? [x + world.width] : x > world.width - r ? [x - world.width] : [])];
  const ys = [y, ...(y < r ? [y + world.height] : y > world.height - r ? [y - world.height] : [])];
  return xs.flatMap((px) => ys.map((py) => ({ x: px - r, y: py - r, width: 2 * r, height: 2 * r })));
}

/** The first of some blocks of boxes, in order of preference, none of whose boxes meets one of `keepClear`; else -1. */
export const firstClear = (blocks: readonly (readonly Box[])[], keepClear: readonly Box[]): number =>
  blocks.findIndex((block) => block.every((box) => !keepClear.some((clear) => meets(box, clear))));
