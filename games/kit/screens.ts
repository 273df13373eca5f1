/** The kit's own screens drawn over the game: title (with menu and controls), paused, game over. */
import { drawText } from './draw';
import { readableSize } from './layout';
import { rankPhrases, type Ranks } from './score-entry';
import { COLORS, FONT_MONO } from './theme';
import type { MenuOption, Scene } from './types';

/**
 * Restart input is ignored this long after a game over, so a key still held from play, or a thumb still hammering where
 * the fire button was, doesn't skip the screen with the score, the best and the trophy.
 */
export const RESTART_DELAY_MS = 1_500;

/** How much of the wait after a game over (at `overAt`, ms) has run by `now`, from 0 to 1. */
export function restartProgress(now: number, overAt: number): number {
  return Math.max(0, Math.min(1, (now - overAt) / RESTART_DELAY_MS));
}

/** True once a restart press is taken: only then does the game-over screen ask for one, so none is silently lost. */
export function restartReady(now: number, overAt: number): boolean {
  return restartProgress(now, overAt) >= 1;
}

/** What the overlay shows. */
export interface OverlayModel {
  scene: Scene;
  title: string;
  tagline?: string;
  width: number;
  height: number;
  /** Title-screen lines (the touch ones on touch devices). */
  controls: readonly string[];
  menu: readonly MenuOption[];
  /** Chosen index per menu option. */
  choices: readonly number[];
  /** Highlighted menu row. */
  menuIndex: number;
  score: number;
  best: number;
  headline: string;
  /** The headline's colour (default magenta): e.g. the winner's colour. */
  headlineColor?: string;
  /** The game's own lines under the game-over prompt (the next goal). */
  notes: readonly string[];
  /** True when this run beat the best the player had before it (and may celebrate it). */
  record: boolean;
  /** How much of the wait before a restart is taken has run (0..1, see `restartProgress`); absent means none is left. */
  restart?: number;
  /** True when the run may be posted to the leaderboards: the trophy button is in the bar at the top right. */
  postable?: boolean;
  /** The ranks the run reached once posted and verified: the screen says it is saved instead of inviting a post. */
  saved?: Ranks;
  touch: boolean;
  /** CSS px per logical unit, so small text stays readable. */
  scale: number;
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

/** Where the title screen's title, tagline and first menu row sit, as shares of the height: higher on a tall screen. */
function titlePlaces(width: number, height: number): { title: number; tagline: number; menu: number } {
  return height > width ? { title: 0.12, tagline: 0.19, menu: 0.25 } : { title: 0.15, tagline: 0.245, menu: 0.31 };
}

/**
 * The rectangles of the title-screen menu rows (shared by drawing and tap hit-testing). Two rows end well above the
 * middle of the screen, so a click or tap there (where a player taps to start) starts rather than changes a row.
 */
export function menuRows(width: number, height: number, count: number): Rect[] {
  const h = Math.min(height * 0.07, width * 0.12);
  const w = Math.min(width * 0.86, height * 1.1);
  const top = titlePlaces(width, height).menu * height;
  return Array.from({ length: count }, (_, i) => ({ x: (width - w) / 2, y: top + i * h * 1.12, w, h }));
}

/**
 * Whether a point lies round the menu rows (within a third of a row's height above and below them, across the field):
 * a finger landing there just missed a row and meant the menu, so the title does not start the game on it. Two rows and
 * this margin still end above the middle of the field, where a player taps to start.
 */
export function nearMenu(rows: readonly Rect[], width: number, x: number, y: number): boolean {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return false;
  const pad = first.h / 3;
  return hit({ x: 0, y: first.y - pad, w: width, h: last.y + last.h - first.y + 2 * pad }, x, y);
}

/** A field drawn less than this many CSS px high (a phone held sideways) is short: its title screen packs tighter. */
const SHORT_FIELD_PX = 480;

/** How tall the start button is drawn on a short field, in CSS px: still far above the 48 px a thumb needs. */
const SHORT_BUTTON_PX = 56;
/** The keys-and-mouse start button's least height, CSS px: a comfortable click target. */
const KEYS_BUTTON_PX = 44;

/** True when a field `height` logical units high, at `scale` CSS px per unit, is drawn short. */
const isShort = (height: number, scale: number): boolean => height * scale < SHORT_FIELD_PX;

/**
 * The title screen's start button, well below the menu rows. On touch devices it is big, and on a short field lower and
 * flatter, leaving the instruction lines above it the room their 12 CSS px minimum needs; with keys and a mouse it is
 * slimmer, so the longer key lines keep their room.
 */
export function startButton(width: number, height: number, scale = 1, touch = true): Rect {
  if (!touch) {
    const w = Math.min(width * 0.5, height * 0.75);
    const h = Math.max(height * 0.08, KEYS_BUTTON_PX / scale);
    return { x: (width - w) / 2, y: height * 0.87 - h, w, h };
  }
  const w = Math.min(width * 0.72, height * 0.8);
  if (isShort(height, scale)) {
    const h = Math.max(height * 0.1, Math.min(width * 0.12, SHORT_BUTTON_PX / scale));
    return { x: (width - w) / 2, y: height * 0.89 - h, w, h };
  }
  const h = Math.max(height * 0.1, width * 0.12);
  return { x: (width - w) / 2, y: height * 0.86 - h, w, h };
}

/** Where the title screen's BEST line sits, as a share of the height: below the start button, lower on a short field. */
const bestPlace = (height: number, scale: number): number => (isShort(height, scale) ? 0.945 : 0.94);

/** True when a point falls inside a rectangle. */
export function hit(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/** What the game-over screen says once the run is posted: its place on the most local board that took it. */
export function savedLine(ranks: Ranks): string {
  const [place] = rankPhrases(ranks);
  return place ? `SAVED: ${place.toUpperCase()}` : 'POSTED AND VERIFIED';
}

/** The logical size of the overlay and its CSS px per unit: what text sizes and places follow from. */
type Frame = Pick<OverlayModel, 'width' | 'height' | 'scale'>;

/** How dark the game-over screen dims the field: what still moves behind (rocks, targets) never runs through the words. */
export const GAME_OVER_DIM = 0.85;

const dim = (ctx: CanvasRenderingContext2D, m: OverlayModel, alpha: number): void => {
  ctx.fillStyle = `rgba(11, 15, 26, ${alpha})`;
  ctx.fillRect(0, 0, m.width, m.height);
};

/**
 * A text size: `share` of the height, no wider than `room` allows for `chars` characters of about `em` wide each (0.62 suits
 * monospace, 0.72 bold sans capitals), never under 12 CSS px.
 */
const sized = (m: Frame, share: number, chars = 0, em = 0.62, room = m.width * 0.92): number =>
  readableSize(chars > 0 ? Math.min(m.height * share, room / (chars * em)) : m.height * share, m.scale);

/**
 * Where the game-over screen's lines sit, as shares of the height. The post button stands in the band between the best
 * line and the play-again prompt, with at least half a prompt's height of dark above and below it, so neither reads as
 * part of the button.
 */
const OVER_PLACES = { headline: 0.28, score: 0.415, best: 0.495, post: 0.585, restart: 0.7, escape: 0.785 } as const;

/** The post line's text size. */
const postSize = (m: Frame, text: string): number => sized(m, 0.036, text.length);

/**
 * The line under the best: the run's saved place once posted, else how to post it (in short where the whole invitation
 * would not fit the width), else nothing.
 */
export function postLine(m: Frame & Pick<OverlayModel, 'postable' | 'saved'>): string | null {
  if (m.saved) return savedLine(m.saved);
  if (!m.postable) return null;
  const whole = 'POST YOUR SCORE TO THE LEADERBOARD';
  return postLineBox(m, whole).w <= m.width * 0.92 ? whole : 'POST YOUR SCORE';
}

/**
 * The box a tap on the game-over screen's post line falls in: the line's width (monospace, about 0.62 em a character)
 * with an em to spare each side, and the band between the best line and the play-again prompt.
 */
export function postLineBox(m: Frame, text: string): Rect {
  const size = postSize(m, text);
  const w = text.length * size * 0.62 + 2 * size;
  return { x: (m.width - w) / 2, y: m.height * (OVER_PLACES.post - 0.035), w, h: m.height * 0.07 };
}

/**
 * What a tap on the game-over screen does: on the line that invites a post (or names the saved place) it opens the
 * score panel, as the line promises; just beside it, in its row or half a row above or below, nothing (a near miss was
 * meant for the line, and a restart would lose the run's chance to be posted); anywhere else it asks for a restart.
 * While the wait before a restart runs (`restart` < 1) it does nothing: that tap was meant for the run that just ended,
 * not for the panel under it.
 */
export function gameOverTap(
  m: Frame & Pick<OverlayModel, 'postable' | 'saved' | 'restart'>,
  x: number,
  y: number,
): 'scores' | 'restart' | 'nothing' {
  if ((m.restart ?? 1) < 1) return 'nothing';
  const line = postLine(m);
  if (!line) return 'restart';
  const box = postLineBox(m, line);
  if (hit(box, x, y)) return 'scores';
  const row = { x: 0, y: box.y - box.h / 2, w: m.width, h: box.h * 2 };
  return hit(row, x, y) ? 'nothing' : 'restart';
}

const prompt = (
  ctx: CanvasRenderingContext2D,
  m: OverlayModel,
  text: string,
  y: number,
  room = m.width * 0.92,
): void => {
  // A gentle pulse that draws the eye and never fades the words below easy reading.
  const pulse = m.reducedMotion ? 1 : 0.85 + 0.15 * Math.sin(m.time * 4);
  ctx.globalAlpha = pulse;
  drawText(ctx, text, m.width / 2, y, {
    size: sized(m, 0.045, text.length, 0.72, room),
    color: COLORS.amber,
    weight: 'bold',
  });
  ctx.globalAlpha = 1;
};

function drawStartButton(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  const r = startButton(m.width, m.height, m.scale, m.touch);
  ctx.fillStyle = 'rgba(255, 209, 102, 0.16)';
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = COLORS.amber;
  ctx.lineWidth = 3;
  ctx.strokeRect(r.x, r.y, r.w, r.h);
  prompt(ctx, m, m.touch ? '▶  TAP TO START' : '▶  PLAY · ENTER OR SPACE', r.y + r.h / 2, r.w * 0.9);
}

function drawTitle(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  const { width: w, height: h } = m;
  dim(ctx, m, 0.72);
  const title = m.title.toUpperCase();
  const places = titlePlaces(w, h);
  drawText(ctx, title, w / 2, h * places.title, {
    size: sized(m, 0.1, title.length, 0.78),
    color: COLORS.cyan,
    weight: 'bold',
    glow: true,
  });
  if (m.tagline)
    drawText(ctx, m.tagline, w / 2, h * places.tagline, {
      size: sized(m, 0.04, m.tagline.length, 0.55),
      color: COLORS.magenta,
    });
  const rows = menuRows(w, h, m.menu.length);
  m.menu.forEach((option, i) => {
    const r = rows[i];
    if (!r) return;
    const selected = i === m.menuIndex;
    ctx.strokeStyle = selected ? COLORS.amber : 'rgba(155, 93, 229, 0.6)';
    ctx.lineWidth = selected ? 3 : 1.5;
    ctx.strokeRect(r.x, r.y, r.w, r.h);
    const cy = r.y + r.h / 2;
    const size = readableSize(Math.min(r.h * 0.48, r.w / 16), m.scale);
    drawText(ctx, option.label, r.x + r.h * 0.4, cy, { size, color: COLORS.dim, align: 'left' });
    const choice = option.choices[m.choices[i] ?? 0] ?? '';
    const color = selected ? COLORS.amber : COLORS.text;
    drawText(ctx, `◀  ${choice}  ▶`, r.x + r.w - r.h * 0.4, cy, { size, color, align: 'right', weight: 'bold' });
  });
  const lastRow = rows[rows.length - 1];
  const menuBottom = lastRow ? lastRow.y + lastRow.h : h * 0.34;
  // What the chosen run or setting means, in one dim line under the menu.
  const notes = m.menu.flatMap((option, i) => option.notes?.[m.choices[i] ?? 0] ?? []);
  const noteSize = sized(m, 0.03, Math.max(0, ...notes.map((note) => note.length)));
  notes.forEach((note, i) => {
    drawText(ctx, note, w / 2, menuBottom + h * 0.035 + i * noteSize * 1.3, {
      size: noteSize,
      color: COLORS.dim,
      family: FONT_MONO,
    });
  });
  const top = menuBottom + h * 0.06 + notes.length * noteSize * 1.3;
  // The lines share what room the menu leaves above the start button (or prompt), never running into it.
  const bottom = startButton(w, h, m.scale, m.touch).y - h * 0.02;
  const longest = Math.max(0, ...m.controls.map((line) => line.length));
  const step = Math.min(h * 0.052, (bottom - top) / Math.max(1, m.controls.length - 0.5));
  const lineSize = Math.min(sized(m, 0.036, longest), readableSize(step / 1.35, m.scale));
  let y = top;
  for (const line of m.controls) {
    drawText(ctx, line, w / 2, y, { size: lineSize, color: COLORS.text, family: FONT_MONO });
    y += Math.max(step, lineSize * 1.35);
  }
  drawStartButton(ctx, m);
  drawText(ctx, `BEST ${m.best}`, w / 2, h * bestPlace(h, m.scale), {
    size: sized(m, 0.036),
    color: COLORS.violet,
    family: FONT_MONO,
    weight: 'bold',
  });
}

function drawPaused(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  // As dark as the game-over screen: the words must read over whatever the game left on the field.
  dim(ctx, m, 0.85);
  drawText(ctx, 'PAUSED', m.width / 2, m.height * 0.42, {
    size: sized(m, 0.1, 6, 0.78),
    color: COLORS.cyan,
    weight: 'bold',
    glow: true,
  });
  prompt(ctx, m, m.touch ? 'TAP TO RESUME' : 'CLICK, P OR ESC TO RESUME', m.height * 0.56);
  if (!m.touch)
    drawText(ctx, 'Q  quit to title', m.width / 2, m.height * 0.65, {
      size: sized(m, 0.036),
      color: COLORS.text,
      family: FONT_MONO,
    });
}

/** Where the play-again prompt will show, a thin bar filling until a press is taken: the screen asks for nothing yet. */
function waitBar(ctx: CanvasRenderingContext2D, m: OverlayModel, progress: number, y: number): void {
  const w = Math.min(m.width, m.height) * 0.3;
  const h = Math.max(2, m.height * 0.006);
  ctx.fillStyle = COLORS.dim;
  ctx.globalAlpha = 0.3;
  ctx.fillRect((m.width - w) / 2, y - h / 2, w, h);
  ctx.globalAlpha = 1;
  ctx.fillRect((m.width - w) / 2, y - h / 2, w * progress, h);
}

function drawGameOver(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  const { width: w, height: h } = m;
  dim(ctx, m, GAME_OVER_DIM);
  drawText(ctx, m.headline, w / 2, h * OVER_PLACES.headline, {
    size: sized(m, 0.1, m.headline.length, 0.78),
    color: m.headlineColor ?? COLORS.magenta,
    weight: 'bold',
    glow: true,
  });
  drawText(ctx, `SCORE ${m.score}`, w / 2, h * OVER_PLACES.score, {
    size: sized(m, 0.06),
    color: COLORS.text,
    family: FONT_MONO,
    weight: 'bold',
  });
  const best = `BEST ${m.best}${m.record ? '  NEW BEST!' : ''}`;
  drawText(ctx, best, w / 2, h * OVER_PLACES.best, {
    size: sized(m, 0.042, best.length),
    color: COLORS.violet,
    family: FONT_MONO,
    weight: 'bold',
  });
  const restart = m.restart ?? 1;
  // The invitation is drawn as a button: the line itself opens the score panel (as does the trophy beside pause). Like
  // the play-again prompt, it shows once a tap on it is taken (`gameOverTap`): nothing on screen looks live and is not.
  const post = restart >= 1 || m.saved ? postLine(m) : null;
  if (post && !m.saved) {
    const box = postLineBox(m, post);
    ctx.fillStyle = 'rgba(124, 249, 255, 0.12)';
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.strokeStyle = COLORS.cyan;
    ctx.lineWidth = 2;
    ctx.strokeRect(box.x, box.y, box.w, box.h);
  }
  if (post)
    drawText(ctx, post, w / 2, h * OVER_PLACES.post, {
      size: postSize(m, post),
      color: COLORS.cyan,
      family: FONT_MONO,
      weight: 'bold',
    });
  if (restart >= 1)
    prompt(ctx, m, m.touch ? 'TAP TO PLAY AGAIN' : 'ENTER OR SPACE TO PLAY AGAIN', h * OVER_PLACES.restart);
  else waitBar(ctx, m, restart, h * OVER_PLACES.restart);
  if (!m.touch)
    drawText(ctx, 'ESC  back to title', w / 2, h * OVER_PLACES.escape, {
      size: sized(m, 0.036),
      color: COLORS.dim,
      family: FONT_MONO,
    });
  m.notes.slice(0, 2).forEach((note, i) => {
    const style = {
      size: sized(m, 0.036, note.length),
      color: i === 0 ? COLORS.violet : COLORS.amber,
      family: FONT_MONO,
      weight: 'bold',
    } as const;
    drawText(ctx, note, w / 2, h * (0.87 + i * 0.065), style);
  });
}

/** Draws the overlay of the current scene (nothing while playing). */
export function drawOverlay(ctx: CanvasRenderingContext2D, m: OverlayModel): void {
  if (m.scene === 'title') drawTitle(ctx, m);
  else if (m.scene === 'paused') drawPaused(ctx, m);
  else if (m.scene === 'gameover') drawGameOver(ctx, m);
}
