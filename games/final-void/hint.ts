/** Which of a level's hints shows where the hero stands. */
import { TILE } from './level';
import { HERO_H, HERO_W } from './physics';
import type { FvState } from './sim';
import { hypot } from '../kit/exact-math';

/** The level's hint for where the hero stands (the nearest one in reach), in the player's wording, and how strongly to show it. */
export function hintFor(state: FvState, touch: boolean): { text: string; alpha: number } | null {
  const hx = (state.hero.x + HERO_W / 2) / TILE;
  const hy = (state.hero.y + HERO_H / 2) / TILE;
  let best: { text: string; alpha: number; d: number } | null = null;
  for (const h of state.level.hints) {
    const d = hypot(h.x + 0.5 - hx, h.y + 0.5 - hy);
    if (d > h.radius || (best && best.d <= d)) continue;
    // Full strength up to a tile from the edge of its reach, fading out over that last tile.
    best = { text: touch ? h.touch : h.keys, alpha: Math.min(1, h.radius - d), d };
  }
  return best && { text: best.text, alpha: best.alpha };
}
