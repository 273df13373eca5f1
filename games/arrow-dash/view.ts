/**
 * Fits the portrait world into the view: upright on tall frames, turned a quarter (bow on the left) on wide ones, beside a
 * band kept for the HUD, so no HUD text ever lies on the field (its lanes, targets and the arrows' paths).
 */
import type { Point } from '../kit';
import { readableSize } from '../kit/layout';
import { GRIP_RADIUS, WORLD_L, WORLD_W } from './world';

/** A box in view coordinates. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface View {
  portrait: boolean;
  /** Pixels per world unit, and where the world's corner lands. */
  k: number;
  ox: number;
  oy: number;
  width: number;
  height: number;
  /** The HUD's text size, and the band kept for it beside the field: a strip on top, or a column at the left. */
  hudSize: number;
  hud: Box;
}

/** The HUD's text size: at least 16 CSS px, so its smallest line (0.8 of it) still shows at 12 on a small phone. */
export function hudSize(width: number, height: number, scale: number): number {
  return readableSize(Math.max(16, Math.min(width, height) * 0.03), scale, 16);
}

/** The HUD's rows: their pitch and the band's padding, in text sizes. */
export const HUD_PITCH = 1.5;
export const HUD_PAD = 0.5;
/** Rows in the HUD's strip on top: upright three (the news gets its own), on a wide view two (the news ends the second). */
export const HUD_ROWS = { portrait: 3, landscape: 2 } as const;
/** The HUD's column at the left of a wide view, in text sizes: room for its widest item, `HITS 14/15`. */
export const HUD_COLUMN = 7;

/** The largest world scale for the field inside a box, and the field's corner there: centred, or at the box's top. */
function fitIn(box: Box, across: number, along: number, top = false): { k: number; ox: number; oy: number } {
  const k = Math.min(box.w / across, box.h / along);
  return { k, ox: box.x + (box.w - across * k) / 2, oy: box.y + (top ? 0 : (box.h - along * k) / 2) };
}

/**
 * The fit for a logical view size drawn at `scale` CSS px a unit. Upright the HUD takes a strip on top; wide, a strip on top
 * or a column at the left, whichever leaves the field larger (a sideways phone has room at the side, a desktop on top).
 */
export function fitView(width: number, height: number, scale = 1): View {
  const portrait = height >= width;
  const [across, along] = portrait ? [WORLD_W, WORLD_L] : [WORLD_L, WORLD_W];
  const size = hudSize(width, height, scale);
  const strip = {
    x: 0,
    y: 0,
    w: width,
    h: size * (2 * HUD_PAD + HUD_PITCH * HUD_ROWS[portrait ? 'portrait' : 'landscape']),
  };
  const column = { x: 0, y: 0, w: size * HUD_COLUMN, h: height };
  // Upright the field hangs from the HUD's strip, leaving the room to spare under it, by the thumb (for the coach lines).
  const below = fitIn({ x: 0, y: strip.h, w: width, h: height - strip.h }, across, along, portrait);
  const beside = fitIn({ x: column.w, y: 0, w: width - column.w, h: height }, across, along);
  const [hud, fit] = portrait || below.k >= beside.k ? [strip, below] : [column, beside];
  return { portrait, ...fit, width, height, hudSize: size, hud };
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
