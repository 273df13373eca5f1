/** The kit's own screens drawn over the game: title (with menu and controls), paused, game over. */
import { drawText } from './draw';
import { COLORS, FONT_MONO } from './theme';
import type { MenuOption, Scene } from './types';

/** What the overlay shows. */
export interface OverlayModel {
  scene: Scene;
  title: string;
  tagline?: string;
  width: number;
  height: number;
  controls: readonly string[];
  menu: readonly MenuOption[];
  /** Chosen index per menu option. */
  choices: readonly number[];
  /** Highlighted menu row. */
  menuIndex: number;
  score: number;
  best: number;
  headline: string;
  touch: boolean;
  reducedMotion: boolean;
  time: number;
}

/** A rectangle in logical coordinates. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rectangles of the title-screen menu rows (shared by drawing and tap hit-testing). */
export function menuRows(width: number, height: number, count: number): Rect[] {
  const h = height * 0.075;
  const w = Math.min(width * 0.6, height * 1.1);
  return Array.from({ length: count }, (_, i) => ({ x: (width - w) / 2, y: height * 0.36 + i * h * 1.15, w, h }));
}

/** True when a point falls inside a rectangle. */
export function hit(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

const dim = (ctx: CanvasRenderingContext2D, m: OverlayModel, alpha: number): void => {
  ctx.fillStyle = `rgba(11, 15, 26, ${alpha})`;
  ctx.fillRect(0, 0, m.width, m.height);
};

const prompt = (ctx: CanvasRenderingContext2D, m: OverlayModel, text: string, y: number): void => {
  const pulse = m.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(m.time * 4);
  ctx.globalAlpha = pulse;
  drawText(ctx, text, m.width / 2, y, { maxWidth: m.width * 0.92, size: m.height * 0.045, color: COLORS.amber, weight: 'bold' });
  ctx.globalAlpha = 1;
};

function drawTitle(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  const { width: w, height: h } = m;
  dim(ctx, m, 0.72);
  drawText(ctx, m.title.toUpperCase(), w / 2, h * 0.17, { maxWidth: m.width * 0.92, size: h * 0.11, color: COLORS.cyan, weight: 'bold', glow: true });
  if (m.tagline) drawText(ctx, m.tagline, w / 2, h * 0.27, { maxWidth: m.width * 0.92, size: h * 0.04, color: COLORS.magenta });
  const rows = menuRows(w, h, m.menu.length);
  m.menu.forEach((option, i) => {
    const r = rows[i];
    if (!r) return;
    const selected = i === m.menuIndex;
    ctx.strokeStyle = selected ? COLORS.amber : 'rgba(155, 93, 229, 0.6)';
    ctx.lineWidth = selected ? 3 : 1.5;
    ctx.strokeRect(r.x, r.y, r.w, r.h);
    const cy = r.y + r.h / 2;
    const size = r.h * 0.48;
    drawText(ctx, option.label, r.x + r.h * 0.4, cy, { size, color: COLORS.dim, align: 'left' });
    const choice = option.choices[m.choices[i] ?? 0] ?? '';
    const color = selected ? COLORS.amber : COLORS.text;
    drawText(ctx, `◀  ${choice}  ▶`, r.x + r.w - r.h * 0.4, cy, { size, color, align: 'right', weight: 'bold' });
  });
  const lastRow = rows[rows.length - 1];
  let y = lastRow ? lastRow.y + lastRow.h + h * 0.06 : h * 0.4;
  for (const line of m.controls) {
    drawText(ctx, line, w / 2, y, { maxWidth: m.width * 0.92, size: h * 0.036, color: COLORS.text, family: FONT_MONO });
    y += h * 0.052;
  }
  prompt(ctx, m, m.touch ? 'TAP TO START' : 'PRESS ENTER OR SPACE TO START', h * 0.86);
  drawText(ctx, `BEST ${m.best}`, w / 2, h * 0.94, { maxWidth: m.width * 0.92, size: h * 0.036, color: COLORS.violet, family: FONT_MONO, weight: 'bold' });
}

function drawPaused(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  dim(ctx, m, 0.6);
  drawText(ctx, 'PAUSED', m.width / 2, m.height * 0.42, { maxWidth: m.width * 0.92, size: m.height * 0.1, color: COLORS.cyan, weight: 'bold', glow: true });
  prompt(ctx, m, m.touch ? 'TAP TO RESUME' : 'PRESS P OR ESC TO RESUME', m.height * 0.56);
  if (!m.touch)
    drawText(ctx, 'Q  quit to title', m.width / 2, m.height * 0.65, { maxWidth: m.width * 0.92, size: m.height * 0.036, color: COLORS.dim, family: FONT_MONO });
}

function drawGameOver(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  const { width: w, height: h } = m;
  dim(ctx, m, 0.65);
  drawText(ctx, m.headline, w / 2, h * 0.32, { maxWidth: m.width * 0.92, size: h * 0.1, color: COLORS.magenta, weight: 'bold', glow: true });
  drawText(ctx, `SCORE ${m.score}`, w / 2, h * 0.47, { maxWidth: m.width * 0.92, size: h * 0.06, color: COLORS.text, family: FONT_MONO, weight: 'bold' });
  const record = m.score > 0 && m.score >= m.best ? '  NEW BEST!' : '';
  drawText(ctx, `BEST ${m.best}${record}`, w / 2, h * 0.55, {
    maxWidth: m.width * 0.92,
    size: h * 0.042,
    color: COLORS.violet,
    family: FONT_MONO,
    weight: 'bold',
  });
  prompt(ctx, m, m.touch ? 'TAP TO PLAY AGAIN' : 'ENTER OR SPACE TO PLAY AGAIN', h * 0.7);
  if (!m.touch) drawText(ctx, 'ESC  back to title', w / 2, h * 0.79, { maxWidth: m.width * 0.92, size: h * 0.036, color: COLORS.dim, family: FONT_MONO });
}

/** Draws the overlay of the current scene (nothing while playing). */
export function drawOverlay(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  if (m.scene === 'title') drawTitle(ctx, m);
  else if (m.scene === 'paused') drawPaused(ctx, m);
  else if (m.scene === 'gameover') drawGameOver(ctx, m);
}
