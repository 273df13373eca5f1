/** Screens and HUD in CSS pixels: title with level select, intro card, pause menu, level-clear card, ending card. */
import { drawText } from '../kit/draw';
import { FONT_MONO } from '../kit/theme';
import type { Box } from './layout';
import { formatTime, type Progress } from './progress';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inRect = (r: Rect, x: number, y: number): boolean => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

const CYAN = '#7cf9ff';
const TEXT = '#e8ecf8';
const DIM = '#8a93b0';
const AMBER = '#ffd166';

/** Rows of a centred menu of `count` buttons starting at `top` (each at least 48 px tall). */
export function menuRects(w: number, top: number, count: number, rowH: number): Rect[] {
  const width = Math.min(w * 0.86, 480);
  return Array.from({ length: count }, (_, i) => ({ x: (w - width) / 2, y: top + i * (rowH + 8), w: width, h: rowH }));
}

/** The title screen's level rows and its big PLAY button, for drawing and for taps. */
export function titleRects(w: number, h: number): { levels: Rect[]; play: Rect } {
  const rowH = Math.max(48, Math.min(60, h * 0.075));
  // Short sideways frames (a phone on its side) pack the title tighter so the control lines still fit.
  const top = h < 500 ? 76 : h * (h > w ? 0.3 : 0.26);
  const levels = menuRects(w, top, 3, rowH);
  const last = levels[2] as Rect;
  const pw = Math.min(w * 0.7, 300);
  return { levels, play: { x: (w - pw) / 2, y: last.y + rowH + (h < 500 ? 10 : 14), w: pw, h: Math.max(52, rowH * 1.1) } };
}

/** Pause menu rows: resume, restart level, quit. */
export const pauseRects = (w: number, h: number): Rect[] => menuRects(w, h * 0.36, 3, Math.max(48, Math.min(60, h * 0.08)));

/** The one button of the level-clear and ending cards. */
export const cardButton = (w: number, h: number): Rect => {
  const bw = Math.min(w * 0.7, 320);
  return { x: (w - bw) / 2, y: h * 0.7, w: bw, h: Math.max(52, h * 0.08) };
};

function veil(ctx: CanvasRenderingContext2D, w: number, h: number, alpha: number): void {
  ctx.fillStyle = `rgba(2, 3, 8, ${alpha})`;
  ctx.fillRect(0, 0, w, h);
}

function button(ctx: CanvasRenderingContext2D, r: Rect, label: string, selected: boolean, enabled = true): void {
  ctx.fillStyle = selected ? 'rgba(124, 249, 255, 0.14)' : 'rgba(255, 255, 255, 0.04)';
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = selected ? CYAN : 'rgba(138, 147, 176, 0.5)';
  ctx.lineWidth = selected ? 2 : 1;
  ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  drawText(ctx, label, r.x + r.w / 2, r.y + r.h / 2, { size: Math.max(15, Math.min(20, r.h * 0.36)), color: enabled ? TEXT : DIM, weight: 'bold' });
}

/** Wraps text to lines no wider than `max` pixels at the current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function paragraph(ctx: CanvasRenderingContext2D, text: string, w: number, y: number, size: number, color = TEXT): number {
  ctx.font = `${size}px system-ui, sans-serif`;
  let at = y;
  for (const line of wrap(ctx, text, Math.min(w * 0.84, 560))) {
    drawText(ctx, line, w / 2, at, { size, color });
    at += size * 1.45;
  }
  return at;
}

export interface TitleModel {
  names: readonly string[];
  progress: Progress;
  selected: number;
  touch: boolean;
  time: number;
}

export function drawTitle(ctx: CanvasRenderingContext2D, w: number, h: number, m: TitleModel): void {
  veil(ctx, w, h, 0.55);
  const compact = h < 500;
  const size = Math.min(w * 0.13, h * 0.1, 72);
  const titleY = compact ? 26 : h * 0.1;
  drawText(ctx, 'FINAL VOID', w / 2, titleY, { size, color: TEXT, weight: 'bold', glow: true });
  drawText(ctx, 'a three-level demo at the edge of the void', w / 2, titleY + size * 0.85, { size: Math.max(13, size * 0.24), color: DIM });
  const { levels, play } = titleRects(w, h);
  levels.forEach((r, i) => {
    const open = i < m.progress.reached;
    const best = m.progress.best[i];
    const record = best === null || best === undefined ? (open ? 'not cleared yet' : 'locked') : `best ${formatTime(best)}`;
    button(ctx, r, '', open && i === m.selected, open);
    // Narrow frames put the record under the name instead of beside it.
    const narrow = r.w < 400;
    const nameY = narrow ? r.y + r.h * 0.32 : r.y + r.h / 2;
    drawText(ctx, `${i + 1}  ${m.names[i] ?? ''}`, r.x + 14, nameY, { size: 15, color: open ? TEXT : DIM, align: 'left', weight: 'bold' });
    const deaths = m.progress.deaths[i] ?? 0;
    const recordText = `${record}${open ? ` · ${deaths} deaths` : ''}`;
    const style = { size: 13, color: open ? AMBER : DIM, family: FONT_MONO } as const;
    if (narrow) drawText(ctx, recordText, r.x + 33, r.y + r.h * 0.72, { ...style, align: 'left' });
    else drawText(ctx, recordText, r.x + r.w - 12, r.y + r.h / 2, { ...style, align: 'right' });
  });
  button(ctx, play, m.touch ? 'TAP TO PLAY' : 'PLAY  (Enter)', true);
  const lines = ['Keys   ←→ move  Space jump  X dash  Esc pause', 'Touch  ◀ ▶ move  JUMP  DASH  ❚❚ pause', 'Pad    stick move  A jump  X dash  Start pause'];
  let y = play.y + play.h + (compact ? 12 : Math.max(18, h * 0.035));
  for (const line of lines) {
    drawText(ctx, line, w / 2, y, { size: w < 420 || compact ? 12 : 13, color: DIM, family: FONT_MONO });
    y += compact ? 15 : 19;
  }
}

export function drawIntro(ctx: CanvasRenderingContext2D, w: number, h: number, name: string, text: string, index: number, touch: boolean): void {
  veil(ctx, w, h, 0.8);
  drawText(ctx, `LEVEL ${index + 1}`, w / 2, h * 0.28, { size: 14, color: DIM, family: FONT_MONO });
  drawText(ctx, name, w / 2, h * 0.36, { size: Math.min(40, w * 0.08), color: TEXT, weight: 'bold', glow: true });
  const after = paragraph(ctx, text, w, h * 0.46, Math.max(14, Math.min(18, w * 0.04)), DIM);
  drawText(ctx, touch ? 'tap to begin' : 'press Enter to begin', w / 2, Math.max(after + 24, h * 0.7), { size: 15, color: AMBER });
}

export function drawPause(ctx: CanvasRenderingContext2D, w: number, h: number, selected: number): void {
  veil(ctx, w, h, 0.7);
  drawText(ctx, 'PAUSED', w / 2, h * 0.24, { size: Math.min(44, w * 0.1), color: TEXT, weight: 'bold' });
  pauseRects(w, h).forEach((r, i) => button(ctx, r, ['Resume', 'Restart level', 'Quit to title'][i] ?? '', i === selected));
}

export function drawClear(ctx: CanvasRenderingContext2D, w: number, h: number, time: number, deaths: number, best: number | null, last: boolean): void {
  veil(ctx, w, h, 0.75);
  drawText(ctx, 'LEVEL CLEAR', w / 2, h * 0.26, { size: Math.min(44, w * 0.1), color: TEXT, weight: 'bold', glow: true });
  drawText(ctx, `time ${formatTime(time)}   deaths ${deaths}`, w / 2, h * 0.42, { size: 18, color: TEXT, family: FONT_MONO });
  const record = best !== null && time <= best + 1e-9 ? 'new best!' : best !== null ? `best ${formatTime(best)}` : '';
  drawText(ctx, record, w / 2, h * 0.5, { size: 16, color: AMBER, family: FONT_MONO });
  button(ctx, cardButton(w, h), last ? 'Continue' : 'Next level', true);
}

export function drawEnding(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  veil(ctx, w, h, 0.85);
  drawText(ctx, 'THE VOID WAITS', w / 2, h * 0.16, { size: Math.min(40, w * 0.09), color: TEXT, weight: 'bold', glow: true });
  paragraph(
    ctx,
    'You climbed out of the ruins, through the caverns and up the tower, one step ahead of what lives beneath. The demo ends here; the journey goes on in the full game.',
    w,
    h * 0.28,
    Math.max(14, Math.min(17, w * 0.04)),
    DIM,
  );
  button(ctx, cardButton(w, h), 'Back to title', false);
}

/** The HUD line in its box (a band above the field, or the field's top-left): clock, deaths, level name or the dash. */
export function drawHud(ctx: CanvasRenderingContext2D, hud: Box, name: string, time: number, deaths: number, dash: boolean | null): void {
  const x = hud.x + 12;
  const y = hud.y + 28;
  ctx.fillStyle = 'rgba(2, 3, 8, 0.45)';
  ctx.fillRect(hud.x + 4, hud.y + 12, Math.min(300, hud.width - 8), 32);
  drawText(ctx, `${formatTime(time)}  ✝ ${deaths}`, x, y, { size: 15, color: TEXT, align: 'left', family: FONT_MONO, weight: 'bold' });
  drawText(ctx, dash === null ? name : dash ? 'DASH ●' : 'DASH ○', x + 136, y, { size: 14, color: dash ? '#c9a8ff' : DIM, align: 'left' });
}
