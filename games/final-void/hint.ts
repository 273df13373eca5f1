/** Which of a level's hints shows where the hero stands, and where on the field its plate goes. */
import { TILE, drawnTile, tileAt, type Guide, type Hint, type Level } from './level';
import { HERO_H, HERO_W } from './physics';
import type { FvState } from './sim';
import type { Camera } from './camera';
import type { Box } from './layout';
import { SWEEPER_RADIUS } from './hazards';
import { hypot } from '../kit/exact-math';
import { STUCK_HINT_AFTER } from './shaft';

/**
 * What a hero stuck at the foot of a tall wall is told (shaft.ts) while its ghost (ghost.ts) climbs out: the wall jump in
 * so many words, keys or touch.
 */
export const STUCK_HINT = {
  keys: 'WALL-JUMP like the ghost: press SPACE while touching the wall, / then again at the other wall, to climb',
  touch: 'WALL-JUMP like the ghost: tap JUMP while touching the wall, / then again at the other wall, to climb',
} as const;

/** How near (world px) a wall must be to the hero in the air for a wall hint: a chimney's walls are never farther apart. */
export const WALL_REACH = 20;

/** Whether stone stands beside the hero's body, within WALL_REACH on either side. */
function besideWall(level: Level, hero: FvState['hero']): boolean {
  const rows = [Math.floor((hero.y + 2) / TILE), Math.floor((hero.y + HERO_H - 3) / TILE)];
  const x0 = Math.floor((hero.x - WALL_REACH) / TILE);
  const x1 = Math.floor((hero.x + HERO_W + WALL_REACH) / TILE);
  for (const cy of rows)
    for (let cx = x0; cx <= x1; cx += 1)
      if (tileAt(level, cx, cy) === '#' || tileAt(level, cx, cy) === '=') return true;
  return false;
}

/**
 * Which way (-1 left, 1 right) a wall is pressed against: in the air touching it, or standing flush against one the hero
 * faces (a newcomer holding toward the wall slides down it and stays there); 0 when none.
 */
export function wallContact(level: Level, hero: FvState['hero']): -1 | 0 | 1 {
  if (!hero.onGround) return hero.wall;
  const cx = Math.floor((hero.facing > 0 ? hero.x + HERO_W + 1 : hero.x - 1) / TILE);
  const rows = [Math.floor((hero.y + 2) / TILE), Math.floor((hero.y + HERO_H - 3) / TILE)];
  return rows.some((cy) => tileAt(level, cx, cy) === '#' || tileAt(level, cx, cy) === '=') ? hero.facing : 0;
}

/**
 * The level's hint for where the hero stands (the nearest one in reach), in the player's wording, and how strongly to show
 * it, and whether it is a wall hint. In the air beside a wall, or standing pressed against one, a wall hint in reach comes
 * first: what to press now. Between a chimney's walls it stays up, never blinking at each touch.
 */
export function hintFor(state: FvState, touch: boolean): { text: string; alpha: number; wall: boolean } | null {
  const hx = (state.hero.x + HERO_W / 2) / TILE;
  const hy = (state.hero.y + HERO_H / 2) / TILE;
  const nearest = (hints: readonly Hint[]): { text: string; alpha: number } | null => {
    let best: { text: string; alpha: number; d: number } | null = null;
    for (const h of hints) {
      const d = hypot(h.x + 0.5 - hx, h.y + 0.5 - hy);
      if (d > h.radius || (best && best.d <= d)) continue;
      // Full strength up to a tile from the edge of its reach, fading out over that last tile.
      best = { text: touch ? h.touch : h.keys, alpha: Math.min(1, h.radius - d), d };
    }
    return best && { text: best.text, alpha: best.alpha };
  };
  const stuck = state.stay?.time ?? 0;
  const atWall =
    (!state.hero.onGround && besideWall(state.level, state.hero)) || wallContact(state.level, state.hero) !== 0;
  const wall = atWall || stuck >= STUCK_HINT_AFTER ? nearest(state.level.wallHints) : null;
  if (wall) return { ...wall, wall: true };
  if (stuck >= STUCK_HINT_AFTER) return { text: touch ? STUCK_HINT.touch : STUCK_HINT.keys, alpha: 1, wall: true };
  const plain = nearest(state.level.hints);
  return plain && { ...plain, wall: false };
}

/** The level's guide in reach of the hero, if any, and how strongly to draw it (fading over its reach's last tile). */
export function guideFor(state: FvState): { guide: Guide; alpha: number } | null {
  const hx = (state.hero.x + HERO_W / 2) / TILE;
  const hy = (state.hero.y + HERO_H / 2) / TILE;
  for (const guide of state.level.guides) {
    const d = hypot(guide.x + 0.5 - hx, guide.y + 0.5 - hy);
    if (d <= guide.radius) return { guide, alpha: Math.min(1, guide.radius - d) };
  }
  return null;
}

/** CSS px between the field's top and a hint plate there: room for the checkpoint cue above it. */
export const HINT_TOP = 46;
/** CSS px between the field's edges and a hint plate. */
const HINT_MARGIN = 8;

/** What a plate over the world hides, worst first: the hero, a hazard, ground to land on or a way on, open air below the feet. */
export const PLATE_COST = { hero: 1000, hazard: 100, ground: 10, drop: 5 } as const;

/**
 * The places a hint's plate (`width`×`height` CSS px) may take, the first preferred: along the top of the field (centred,
 * then at the left or the right), then along its bottom.
 */
export function hintSlots(field: Box, width: number, height: number): Box[] {
  const w = Math.min(width, field.width - 2 * HINT_MARGIN);
  const xs = [field.x + (field.width - w) / 2, field.x + HINT_MARGIN, field.x + field.width - HINT_MARGIN - w];
  const ys = [field.y + HINT_TOP, field.y + field.height - height - HINT_MARGIN];
  return ys.flatMap((y) => xs.map((x) => ({ x, y, width: w, height })));
}

/**
 * How much of what the player must read a plate at `box` (CSS px of the field) hides, with the camera at `cam` and
 * `scale` CSS px per world px (see PLATE_COST); 0 when it lies over sky or solid rock only.
 */
export function plateCost(state: FvState, cam: Camera, field: Box, scale: number, box: Box): number {
  const left = cam.x - field.width / scale / 2 + (box.x - field.x) / scale;
  const top = cam.y - field.height / scale / 2 + (box.y - field.y) / scale;
  const right = left + box.width / scale;
  const bottom = top + box.height / scale;
  const meets = (x0: number, y0: number, x1: number, y1: number): boolean =>
    x0 < right && left < x1 && y0 < bottom && top < y1;
  const { hero, level } = state;
  let cost = meets(hero.x - 4, hero.y - 4, hero.x + HERO_W + 4, hero.y + HERO_H + 4) ? PLATE_COST.hero : 0;
  for (const s of level.sweepers) {
    const [x0, x1] = s.axis === 'x' ? [s.from, s.to] : [s.at, s.at];
    const [y0, y1] = s.axis === 'x' ? [s.at, s.at] : [s.from, s.to];
    if (meets(x0 - SWEEPER_RADIUS, y0 - SWEEPER_RADIUS, x1 + SWEEPER_RADIUS, y1 + SWEEPER_RADIUS))
      cost += PLATE_COST.hazard;
  }
  if (level.chase > 0 && bottom > state.chaseY) cost += PLATE_COST.hazard;
  const feet = Math.floor((hero.y + HERO_H) / TILE);
  for (let cy = Math.floor(top / TILE); cy <= Math.floor((bottom - 0.01) / TILE); cy += 1)
    for (let cx = Math.floor(left / TILE); cx <= Math.floor((right - 0.01) / TILE); cx += 1)
      cost += tileCost(level, cx, cy, feet);
  return cost;
}

function tileCost(level: Level, cx: number, cy: number, feet: number): number {
  const ch = drawnTile(level, cx, cy);
  const solid = (c: string): boolean => c === '#' || c === '=';
  if (ch === '^' || (cy === level.rows - 1 && !solid(ch))) return PLATE_COST.hazard;
  if (ch === 'E' || ch === 'C' || ch === 'D' || ch === '=') return PLATE_COST.ground;
  // Stone is ground to land on where air lies over it; under stone or spikes it is only rock.
  const above = drawnTile(level, cx, cy - 1);
  if (solid(ch)) return solid(above) || above === '^' ? 0 : PLATE_COST.ground;
  return cy >= feet ? PLATE_COST.drop : 0;
}

/**
 * Where a hint's plate goes: where it was last frame (`last`) while it hides nothing there, so it does not hop about as
 * the view scrolls; else the first of its slots (hintSlots) that hides the least of the play.
 */
export function hintBox(
  state: FvState,
  cam: Camera,
  field: Box,
  scale: number,
  plate: { width: number; height: number },
  last: Box | null = null,
): Box {
  const slots = hintSlots(field, plate.width, plate.height);
  const kept = last && slots.find((b) => b.x === last.x && b.y === last.y && b.width === last.width);
  if (kept && plateCost(state, cam, field, scale, kept) === 0) return kept;
  let best: { box: Box; cost: number } | null = null;
  for (const box of slots) {
    const cost = plateCost(state, cam, field, scale, box);
    if (!best || cost < best.cost) best = { box, cost };
  }
  return best?.box ?? { x: field.x, y: field.y + HINT_TOP, ...plate };
}
