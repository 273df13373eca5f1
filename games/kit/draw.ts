/** Small drawing helpers for the neon look: glowing strokes without costly shadowBlur, and text. */
import { COLORS, FONT_SANS, font } from './theme';

/** Strokes the path built by `path` twice: a wide faint halo, then a crisp core line. */
export function neonStroke(ctx: CanvasRenderingContext2D, color: string, width: number, path: () => void): void {
  ctx.beginPath();
  path();
  ctx.strokeStyle = color;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.globalAlpha = 0.25;
  ctx.lineWidth = width * 3.5;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Fills a rectangle with a faint halo around it. */
export function neonRect(ctx: CanvasRenderingContext2D, color: string, x: number, y: number, w: number, h: number): void {
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.2;
  ctx.fillRect(x - 4, y - 4, w + 8, h + 8);
  ctx.globalAlpha = 1;
  ctx.fillRect(x, y, w, h);
}

/** Options for `drawText`. */
export interface TextStyle {
  size: number;
  color?: string;
  align?: CanvasTextAlign;
  weight?: 'normal' | 'bold';
  family?: string;
  /** A soft neon glow (shadow blur); use on a few big texts per frame, not on many. */
  glow?: boolean;
  baseline?: CanvasTextBaseline;
  /** Shrinks the font so the line fits this width (narrow portrait frames). */
  maxWidth?: number;
}

/** A text as drawn in the last frame: its ink's box in CSS px of the game page. */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const drawnTexts: TextBox[] = [];
let canvasToPage = (x: number, y: number): { x: number; y: number } => ({ x, y });

/**
 * Starts a frame's list of drawn texts; `toPage` maps canvas backing pixels to CSS px of the page. Tests read the list to
 * prove that no two texts overlap and that none is clipped by the field's edge.
 */
export function beginTextFrame(toPage: (x: number, y: number) => { x: number; y: number }): void {
  drawnTexts.length = 0;
  canvasToPage = toPage;
}

/** The texts drawn since the last `beginTextFrame`. */
export function textsDrawn(): readonly TextBox[] {
  return drawnTexts.map((box) => ({ ...box }));
}

function recordText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  if (!text.trim()) return;
  const m = ctx.measureText(text);
  const t = ctx.getTransform();
  const corners = [
    [x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent],
    [x + m.actualBoundingBoxRight, y - m.actualBoundingBoxAscent],
    [x - m.actualBoundingBoxLeft, y + m.actualBoundingBoxDescent],
    [x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent],
  ].map(([cx = 0, cy = 0]) => canvasToPage(t.a * cx + t.c * cy + t.e, t.b * cx + t.d * cy + t.f));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  drawnTexts.push({ text, x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top });
}

/** Draws one line of text at (x, y), centred by default; the test build records its box (see `textsDrawn`). */
export function drawText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, style: TextStyle): void {
  ctx.font = font(style.size, style.weight ?? 'normal', style.family ?? FONT_SANS);
  const wide = style.maxWidth ? ctx.measureText(text).width : 0;
  if (style.maxWidth && wide > style.maxWidth) ctx.font = font((style.size * style.maxWidth) / wide, style.weight ?? 'normal', style.family ?? FONT_SANS);
  ctx.textAlign = style.align ?? 'center';
  ctx.textBaseline = style.baseline ?? 'middle';
  if (__GAME_DEBUG__) recordText(ctx, text, x, y);
  ctx.fillStyle = style.color ?? COLORS.text;
  if (style.glow) {
    ctx.shadowColor = style.color ?? COLORS.text;
    ctx.shadowBlur = style.size / 4;
  }
  ctx.fillText(text, x, y);
  ctx.shadowBlur = 0;
}

/**
 * Runs `draw` with landscape world coordinates turned a quarter turn counter-clockwise when `turned`, so a wide world fills a
 * portrait field: world x runs bottom → top and world y left → right (the field is worldHeight × worldWidth).
 */
export function drawTurned(ctx: CanvasRenderingContext2D, turned: boolean, worldWidth: number, draw: () => void): void {
  ctx.save();
  if (turned) {
    ctx.translate(0, worldWidth);
    ctx.rotate(-Math.PI / 2);
  }
  draw();
  ctx.restore();
}
