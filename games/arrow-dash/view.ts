/** Fits the portrait world into the view: upright on tall frames, turned a quarter (bow on the left) on wide ones. */
import type { Point } from '../kit';
import { GRIP_RADIUS, WORLD_L, WORLD_W } from './world';

export interface View {
  portrait: boolean;
  /** Pixels per world unit, and where the world's corner lands. */
  k: number;
  ox: number;
  oy: number;
  width: number;
  height: number;
}

/** The fit for a logical view size. */
export function fitView(width: number, height: number): View {
  const portrait = height >= width;
  const [across, along] = portrait ? [WORLD_W, WORLD_L] : [WORLD_L, WORLD_W];
  const k = Math.min(width / across, height / along);
  return { portrait, k, ox: (width - across * k) / 2, oy: (height - along * k) / 2, width, height };
}

/** World to view coordinates. */
export function toScreen(v: View, p: Point): Point {
  return v.portrait
    ? { x: v.ox + p.x * v.k, y: v.oy + p.y * v.k }
    : { x: v.ox + (WORLD_L - p.y) * v.k, y: v.oy + p.x * v.k };
}

/** View to world coordinates (for the finger). */
export function toWorld(v: View, p: Point): Point {
  return v.portrait
    ? { x: (p.x - v.ox) / v.k, y: (p.y - v.oy) / v.k }
    : { x: (p.y - v.oy) / v.k, y: WORLD_L - (p.x - v.ox) / v.k };
}

/** Sets the canvas transform so world coordinates can be drawn directly (on top of the kit's own transform). */
export function applyWorld(ctx: CanvasRenderingContext2D, v: View): void {
  if (v.portrait) ctx.transform(v.k, 0, 0, v.k, v.ox, v.oy);
  else ctx.transform(0, v.k, -v.k, 0, v.ox + WORLD_L * v.k, v.oy);
}

/** A field drawn under this many CSS px high is short (a phone held sideways): its grip ring is drawn smaller. */
export const SHORT_FIELD = 480;
/** The grip ring's radius on a short field (CSS px): still a comfortable target for a thumb. */
export const SHORT_GRIP = 52;

/** The grip ring's radius in whole world units (the input carries it exactly) for a view drawn at `scale` CSS px a unit. */
export function gripRadius(v: View, scale: number): number {
  const px = v.k * scale;
  const fieldHeight = (v.portrait ? WORLD_L : WORLD_W) * px;
  return fieldHeight < SHORT_FIELD ? Math.min(GRIP_RADIUS, Math.round(SHORT_GRIP / px)) : GRIP_RADIUS;
}
