/** Screens and HUD in CSS pixels: title with level select, intro card, pause menu, level-clear card, ending card. */
import { drawText, markBacking } from '../kit/draw';
import { FONT_MONO, FONT_SANS, font } from '../kit/theme';
import type { Box } from './layout';
import { formatSeconds } from '../kit/format-score';
import { underPar, type Progress } from './progress';

interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inRect = (r: Rect, x: number, y: number): boolean =>
  x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const CYAN = '#7cf9ff';
const TEXT = '#e8ecf8';
const DIM = '#8a93b0';
const AMBER = '#ffd166';
/** Body text on the cards' dark backs: lighter than DIM, which is for what is out of reach (a locked level). */
const DIM_ON_BACK = '#b4bcd6';
/** An opaque back for buttons, the field's own dark. */
const BUTTON_BACK = '#0b0f1e';

/** Rows of a menu of `count` buttons centred in `f`, starting at `top` (each at least 48 px tall). */
export function menuRects(f: Box, top: number, count: number, rowH: number): Rect[] {
  const width = Math.min(f.width * 0.86, 480);
  return Array.from({ length: count }, (_, i) => ({
    x: f.x + (f.width - width) / 2,
    y: top + i * (rowH + 8),
    w: width,
    h: rowH,
  }));
}

/** The title's panels in the playfield: level rows (on one opaque `list`), the big PLAY button and the how-to-play box. */
export interface TitleRects {
  levels: Rect[];
  list: Rect;
  play: Rect;
  /** The how-to-play lines' box under PLAY. */
  help: Rect;
  side: boolean;
}

/** How to play, short enough for a narrow column; the dash line says where the dash comes from. */
export const HOW_TO_PLAY = {
  keys: ['← → move · Space jump', 'X dash (found in level 2)', 'Esc pause · M mute'],
  touch: ['◀ ▶ move · JUMP jump', 'DASH: found in level 2', '❚❚ pause'],
};

/** The how-to-play lines' size: 14 CSS px on a phone, up to 18 on a desktop's large field. */
export const howToPlaySize = (f: Box): number =>
  Math.round(Math.max(14, Math.min(18, f.width * 0.022, f.height * 0.03)));

/** The how-to-play box's width for a text size: the longest line in monospace (0.62 em a letter) and its padding. */
const helpWidth = (size: number): number =>
  size * 0.62 * Math.max(...[...HOW_TO_PLAY.keys, ...HOW_TO_PLAY.touch].map((l) => l.length)) + 24;

/** The title screen's panels inside the playfield `f`, for drawing and for taps. */
export function titleRects(f: Box): TitleRects {
  // A short, wide field (a phone on its side) puts PLAY beside the level list so all of it is on the first screen.
  const side = f.height < 440 && f.width >= 520;
  const rowH = side ? (f.height >= 360 ? 52 : 48) : Math.max(48, Math.min(60, f.height * 0.075));
  const gap = side ? 10 : 8;
  const top = f.y + (side ? Math.max(86, f.height * 0.24) : f.height * (f.height > f.width ? 0.24 : 0.26));
  const listOf = (levels: Rect[]): Rect => {
    const first = levels[0] as Rect;
    return { x: first.x - 8, y: first.y - 8, w: first.w + 16, h: levels.length * (rowH + gap) - gap + 16 };
  };
  const size = howToPlaySize(f);
  const helpH = 3 * (size + 6) + 10;
  if (side) {
    const width = Math.min(f.width * 0.52, 400);
    const pw = Math.min(f.width * 0.38, 240);
    const x = f.x + Math.max(12, (f.width - width - pw - 24) / 2);
    const levels = Array.from({ length: 3 }, (_, i) => ({ x, y: top + i * (rowH + gap), w: width, h: rowH }));
    const play = { x: x + width + 24, y: top, w: pw, h: 64 };
    // Sideways the box is PLAY's own width, a panel under the button rather than a plate over the level.
    const help = { x: play.x, y: play.y + play.h + 10, w: play.w, h: helpH };
    return { levels, list: listOf(levels), play, help, side };
  }
  const levels = menuRects(f, top, 3, rowH);
  const last = levels[2] as Rect;
  const pw = Math.min(f.width * 0.7, 300);
  const play = { x: f.x + (f.width - pw) / 2, y: last.y + rowH + 16, w: pw, h: Math.max(52, rowH * 1.1) };
  const hw = Math.min(f.width - 16, helpWidth(size));
  const help = { x: f.x + (f.width - hw) / 2, y: play.y + play.h + Math.max(10, f.height * 0.02), w: hw, h: helpH };
  return { levels, list: listOf(levels), play, help, side };
}

/** Pause menu rows: resume, restart level, quit. */
export const pauseRects = (f: Box): Rect[] =>
  menuRects(f, f.y + f.height * 0.34, 3, Math.max(48, Math.min(60, f.height * 0.08)));

/**
 * The one button of the level-clear and ending cards: 70% down the frame (`frameH` tall) where the field allows, else as
 * low as the field allows.
 */
export const cardButton = (f: Box, frameH: number): Rect => {
  const bw = Math.min(f.width * 0.7, 320);
  const bh = Math.max(52, f.height * 0.08);
  const y = Math.max(f.y + f.height * 0.6, Math.min(frameH * 0.7, f.y + f.height - bh - 6));
  return { x: f.x + (f.width - bw) / 2, y, w: bw, h: bh };
};

function veil(ctx: CanvasRenderingContext2D, w: number, h: number, alpha: number): void {
  ctx.fillStyle = `rgba(2, 3, 8, ${alpha})`;
  ctx.fillRect(0, 0, w, h);
}

function button(ctx: CanvasRenderingContext2D, r: Rect, label: string, selected: boolean, enabled = true): void {
  // Backed first, so nothing drawn behind (the title's hero) shows through a dim, locked row.
  ctx.fillStyle = BUTTON_BACK;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.fillStyle = selected ? 'rgba(124, 249, 255, 0.14)' : 'rgba(255, 255, 255, 0.04)';
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = selected ? CYAN : 'rgba(138, 147, 176, 0.5)';
  ctx.lineWidth = selected ? 2 : 1;
  ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  if (label)
    drawText(ctx, label, r.x + r.w / 2, r.y + r.h / 2, {
      size: Math.max(15, Math.min(20, r.h * 0.36)),
      color: enabled ? TEXT : DIM,
      weight: 'bold',
      maxWidth: r.w - 12,
    });
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

/** Draws wrapped, centred lines in `f` from `y` down; returns the y under the last line. */
function paragraph(ctx: CanvasRenderingContext2D, text: string, f: Box, y: number, size: number, color = TEXT): number {
  ctx.font = `${size}px system-ui, sans-serif`;
  let at = y;
  for (const line of wrap(ctx, text, Math.min(f.width * 0.84, 560))) {
    drawText(ctx, line, f.x + f.width / 2, at, { size, color });
    at += size * 1.45;
  }
  return at;
}

export interface TitleModel {
  names: readonly string[];
  /** Each level's par time in seconds (null: none). */
  pars: readonly (number | null)[];
  progress: Progress;
  selected: number;
  touch: boolean;
  time: number;
}

export const TITLE = 'FINAL VOID';
export const TAGLINE = 'a three-level demo at the edge of the void';

/**
 * The boxes the title's name and tagline may take (their ink, drawn no wider): a letter of the bold name is never wider
 * than 0.8 em, of the tagline 0.6 em.
 */
export function titleHeading(f: Box): { name: Rect; tagline: Rect } {
  const side = titleRects(f).side;
  const size = Math.min(f.width * 0.12, f.height * 0.1, 72);
  const titleY = f.y + (side ? Math.max(26, size * 0.8) : f.height * 0.09);
  const tag = Math.max(13, size * 0.24);
  const tagY = titleY + size * 0.55 + tag * 0.9;
  const box = (cy: number, em: number, letters: number, fontSize: number): Rect => {
    const wide = Math.min(f.width - 16, em * fontSize * letters);
    return { x: f.x + (f.width - wide) / 2, y: cy - fontSize * 0.75, w: wide, h: fontSize * 1.5 };
  };
  return { name: box(titleY, 0.8, TITLE.length, size), tagline: box(tagY, 0.6, TAGLINE.length, tag) };
}

/** The title screen inside the playfield `f` (`w`×`h` is the whole frame, darkened). */
export function drawTitle(ctx: CanvasRenderingContext2D, w: number, h: number, f: Box, m: TitleModel): void {
  veil(ctx, w, h, 0.55);
  const { levels, list, play, help } = titleRects(f);
  const heading = titleHeading(f);
  const size = heading.name.h / 1.5;
  const at = (r: Rect): [number, number] => [r.x + r.w / 2, r.y + r.h / 2];
  drawText(ctx, TITLE, ...at(heading.name), {
    size,
    color: TEXT,
    weight: 'bold',
    glow: true,
    maxWidth: heading.name.w,
  });
  drawText(ctx, TAGLINE, ...at(heading.tagline), {
    size: heading.tagline.h / 1.5,
    color: DIM,
    maxWidth: heading.tagline.w,
  });
  // One opaque panel under the rows and the gaps between them, so nothing of the level behind shows through.
  panel(ctx, list);
  levels.forEach((r, i) => {
    const open = i < m.progress.reached;
    const best = m.progress.best[i];
    const par = m.pars[i] ?? null;
    const cleared =
      best === null || best === undefined ? (open ? 'not cleared yet' : 'locked') : `best ${formatSeconds(best)}`;
    const record = `${underPar(best, par) ? '★ ' : ''}${cleared}${par !== null && open ? ` · par ${formatPar(par)}` : ''}`;
    button(ctx, r, '', open && i === m.selected, open);
    // Narrow rows put the record under the name instead of beside it.
    const narrow = r.w < 400;
    const nameY = narrow ? r.y + r.h * 0.3 : r.y + r.h / 2;
    drawText(ctx, `${i + 1}  ${m.names[i] ?? ''}`, r.x + 14, nameY, {
      size: 15,
      color: open ? TEXT : DIM,
      align: 'left',
      weight: 'bold',
      maxWidth: r.w - 20,
    });
    const deaths = m.progress.deaths[i] ?? 0;
    const recordText = `${record}${open ? ` · ${deaths} deaths` : ''}`;
    const style = { size: 14, color: open ? AMBER : DIM, family: FONT_MONO } as const;
    if (narrow) drawText(ctx, recordText, r.x + 33, r.y + r.h * 0.72, { ...style, align: 'left', maxWidth: r.w - 40 });
    else drawText(ctx, recordText, r.x + r.w - 12, r.y + r.h / 2, { ...style, align: 'right' });
  });
  button(ctx, play, m.touch ? 'TAP TO PLAY' : 'PLAY  (Enter)', true);
  drawHelp(ctx, help, howToPlaySize(f), m.touch ? HOW_TO_PLAY.touch : HOW_TO_PLAY.keys);
  const turn = m.touch ? turnPhoneRect(f, help) : null;
  if (turn) {
    panel(ctx, turn);
    drawText(ctx, TURN_PHONE, turn.x + turn.w / 2, turn.y + turn.h / 2, {
      size: howToPlaySize(f),
      color: AMBER,
      maxWidth: turn.w - 12,
    });
  }
}

/** The upright touch title's suggestion: the levels are wide, and a phone on its side shows more of them. */
export const TURN_PHONE = '⟳ Turn your phone for a wider view';

/** The room between the how-to-play box and the suggestion under it: apart, so the two read as two panels. */
export const TURN_PHONE_GAP = 28;

/** Where the suggestion goes on an upright field: a plate under the how-to-play box, if the field has room for it. */
export function turnPhoneRect(f: Box, help: Rect): Rect | null {
  if (f.height <= f.width) return null;
  const h = howToPlaySize(f) + 16;
  const y = help.y + help.h + TURN_PHONE_GAP;
  if (y + h > f.y + f.height - 8) return null;
  const w = Math.min(f.width - 16, Math.max(help.w, 300));
  return { x: f.x + (f.width - w) / 2, y, w, h };
}

/** An opaque, outlined panel of the title. */
function panel(ctx: CanvasRenderingContext2D, r: Rect): void {
  ctx.fillStyle = BUTTON_BACK;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = 'rgba(138, 147, 176, 0.35)';
  ctx.lineWidth = 1;
  ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
}

/** The how-to-play lines on a panel like the level list's, so nothing of the level shows through. */
function drawHelp(ctx: CanvasRenderingContext2D, box: Rect, size: number, lines: readonly string[]): void {
  panel(ctx, box);
  const lineH = size + 6;
  lines.forEach((line, i) =>
    drawText(ctx, line, box.x + box.w / 2, box.y + 5 + lineH * (i + 0.5), {
      size,
      color: DIM_ON_BACK,
      family: FONT_MONO,
      maxWidth: box.w - 12,
    }),
  );
}

/** What the level card asks for: the first move starts the level (main.ts), so it names the moves. */
export const INTRO_PROMPT = { keys: 'move or jump to begin', touch: 'press ◀ ▶ or JUMP to begin' } as const;

/**
 * A short, wide field (a phone on its side) gets a compact card: the level's number beside its name on one line and the
 * moves that start it under them, without the story, so the card keeps to a thin strip along the top over the sky and the
 * level shows under it.
 */
export const compactIntro = (f: Box): boolean => f.height < 480 && f.width > f.height;
const COMPACT_NAME = 22;

const introNameSize = (f: Box): number => Math.min(36, f.width * 0.08);
/** The level card's words: their size and the width they wrap to. */
export const introTextSize = (f: Box): number => (compactIntro(f) ? 14 : Math.max(14, Math.min(17, f.width * 0.04)));
export const introWrapWidth = (f: Box): number =>
  compactIntro(f) ? Math.min(f.width - 56, 600) : Math.min(f.width * 0.84, 520);

/**
 * Seconds the compact card (compactIntro) shows in full, then fades over: on a phone held sideways it covers the top of the
 * play, so it goes by itself even before the first move (which still starts the level and takes it at once).
 */
export const INTRO_FADE = { hold: 2.5, out: 0.5 } as const;

/** How opaque the level card is `age` seconds after it showed on field `f`: the compact card fades out, others stay. */
export function introAlpha(f: Box, age: number): number {
  if (!compactIntro(f)) return 1;
  return Math.min(1, Math.max(0, 1 - (age - INTRO_FADE.hold) / INTRO_FADE.out));
}

/** Whether the card is fading by itself `age` seconds after it showed, or just gone: the picture changes untouched. */
export const introFading = (f: Box, age: number): boolean =>
  compactIntro(f) && age >= INTRO_FADE.hold && age <= INTRO_FADE.hold + INTRO_FADE.out + 0.25;

/** The least a short field may shrink the level card by, to leave the hero in sight under it. */
const INTRO_LEAST = 0.7;

export interface IntroLayout {
  panel: Rect;
  /** Centres of the lines: the level's number, its name, the first line of words, the prompt. */
  levelY: number;
  nameY: number;
  textY: number;
  promptY: number;
  nameSize: number;
  textSize: number;
  /** Whether the level's number sits at the left of the name's line (compactIntro) rather than over it. */
  inline: boolean;
}

/**
 * Where the level card's parts go for `lines` lines of words: a panel across the top of the field, shrunk (down to
 * INTRO_LEAST) so it ends above `bottom`, where the hero stands in sight.
 */
export function introLayout(f: Box, lines: number, bottom = f.y + f.height, bar: Box | null = null): IntroLayout {
  if (compactIntro(f)) return compactLayout(f, bar);
  const at = (k: number): IntroLayout => {
    const nameSize = introNameSize(f) * k;
    const textSize = Math.max(14, introTextSize(f) * k);
    const w = Math.min(f.width - 16, 560);
    const top = f.y + 8;
    const levelY = top + 18 * k;
    const nameY = levelY + 10 * k + nameSize * 0.75;
    const textY = nameY + nameSize * 0.6 + 8 * k + textSize * 0.7;
    const promptY = textY + (lines - 1) * textSize * 1.45 + textSize * 0.7 + 18 * k;
    return {
      panel: { x: f.x + (f.width - w) / 2, y: top, w, h: promptY + 20 * k - top },
      levelY,
      nameY,
      textY,
      promptY,
      nameSize,
      textSize,
      inline: false,
    };
  };
  let k = 1;
  while (k > INTRO_LEAST && at(k).panel.y + at(k).panel.h > bottom) k -= 0.05;
  return at(Math.max(k, INTRO_LEAST));
}

/** CSS px kept between a card or the title and the kit's bar. */
export const BAR_CLEARANCE = 8;

/**
 * The compact card (compactIntro), the level's name and the moves that start it (no story, so `textY` is the prompt's): a
 * strip across the top of the field, as wide as the field allows left of the kit's
 * `bar` where the bar reaches down beside it.
 */
function compactLayout(f: Box, bar: Box | null): IntroLayout {
  const textSize = introTextSize(f);
  const top = f.y + 6;
  const nameY = top + 6 + COMPACT_NAME / 2;
  const promptY = nameY + COMPACT_NAME / 2 + 14;
  const bottom = promptY + 13;
  const left = f.x + 8;
  const beside = bar !== null && bar.y < bottom + BAR_CLEARANCE && bar.y + bar.height + BAR_CLEARANCE > top;
  const right = Math.min(f.x + f.width - 8, beside ? bar.x - BAR_CLEARANCE : Infinity);
  const w = Math.min(right - left, 640);
  return {
    panel: { x: left + (right - left - w) / 2, y: top, w, h: bottom - top },
    levelY: nameY,
    nameY,
    textY: promptY,
    promptY,
    nameSize: COMPACT_NAME,
    textSize,
    inline: true,
  };
}

/**
 * The level card, drawn over the live level above `bottom`: its number, name and words, and the moves that start it; `age`
 * seconds after it showed (introAlpha).
 */
export function drawIntro(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  f: Box,
  card: { name: string; text: string; index: number; touch: boolean; bottom: number; bar: Box; age: number },
): void {
  const alpha = introAlpha(f, card.age);
  if (alpha <= 0) return;
  veil(ctx, w, h, 0.3 * alpha);
  const fit = (lines: number): IntroLayout => introLayout(f, lines, card.bottom, card.bar);
  const wrapWidth = Math.min(introWrapWidth(f), fit(1).panel.w - 24);
  ctx.font = `${fit(1).textSize}px system-ui, sans-serif`;
  // The compact strip keeps to the name and the moves: the story's lines made it a quarter of a sideways phone's field.
  const first = compactIntro(f) ? [] : wrap(ctx, card.text, wrapWidth);
  // A card shrunk to fit has smaller words, which may wrap to fewer lines.
  const { panel, levelY, nameY, textY, promptY, nameSize, textSize, inline } = fit(first.length);
  ctx.font = `${textSize}px system-ui, sans-serif`;
  const lines = compactIntro(f) ? [] : wrap(ctx, card.text, wrapWidth);
  ctx.fillStyle = BUTTON_BACK;
  ctx.globalAlpha = 0.92 * alpha;
  ctx.fillRect(panel.x, panel.y, panel.w, panel.h);
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = 'rgba(124, 249, 255, 0.5)';
  ctx.lineWidth = 1;
  ctx.strokeRect(panel.x + 0.5, panel.y + 0.5, panel.w - 1, panel.h - 1);
  const cx = panel.x + panel.w / 2;
  const level = { size: 14, color: DIM_ON_BACK, family: FONT_MONO } as const;
  if (inline) drawText(ctx, `LEVEL ${card.index + 1}`, panel.x + 12, levelY, { ...level, align: 'left' });
  else drawText(ctx, `LEVEL ${card.index + 1}`, cx, levelY, level);
  // Inline, the name keeps clear of the level's number at the left (about 80 px at 14 px mono).
  drawText(ctx, card.name, cx, nameY, {
    size: nameSize,
    color: TEXT,
    weight: 'bold',
    glow: true,
    maxWidth: inline ? panel.w - 2 * 96 : panel.w - 16,
  });
  lines.forEach((line, i) =>
    drawText(ctx, line, cx, textY + i * textSize * 1.45, { size: textSize, color: DIM_ON_BACK }),
  );
  drawText(ctx, card.touch ? INTRO_PROMPT.touch : INTRO_PROMPT.keys, cx, promptY, {
    size: 16,
    color: AMBER,
    weight: 'bold',
    maxWidth: panel.w - 16,
  });
  ctx.globalAlpha = 1;
}

export function drawPause(ctx: CanvasRenderingContext2D, w: number, h: number, f: Box, selected: number): void {
  veil(ctx, w, h, 0.7);
  const rows = pauseRects(f);
  const size = Math.min(44, f.width * 0.1, f.height * 0.12);
  drawText(ctx, 'PAUSED', f.x + f.width / 2, Math.max(f.y + size * 0.7, (rows[0]?.y ?? 0) - size * 0.9), {
    size,
    color: TEXT,
    weight: 'bold',
  });
  rows.forEach((r, i) => button(ctx, r, ['Resume', 'Restart level', 'Quit to title'][i] ?? '', i === selected));
}

/**
 * The level-clear card's record: the par beside the best time, and the medal once the best is within par, or how far over
 * it the best still is.
 */
export function parLine(best: number, par: number | null): { record: string; medal: string } {
  if (par === null) return { record: `YOUR BEST ${formatSeconds(best)}`, medal: '' };
  const record = `PAR ${formatPar(par)} - YOUR BEST ${formatSeconds(best)}`;
  return { record, medal: underPar(best, par) ? '★ MEDAL: under par' : `${(best - par).toFixed(2)} s over par` };
}

/** A par in whole seconds as minutes and seconds (0:50): a target, so without the clock's hundredths. */
export const formatPar = (par: number): string => `${Math.floor(par / 60)}:${String(par % 60).padStart(2, '0')}`;

/** What to aim for on the next try of a cleared level. */
export function nextGoal(deaths: number, beat: boolean, best: number | null): string {
  if (deaths > 0) return `next goal: clear it without dying (${deaths} this run)`;
  if (!beat && best !== null) return `next goal: beat your best, ${formatSeconds(best)}`;
  return 'next goal: shave a second off this time';
}

export function drawClear(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  f: Box,
  time: number,
  deaths: number,
  best: number | null,
  par: number | null,
  last: boolean,
): void {
  veil(ctx, w, h, 0.75);
  const cx = f.x + f.width / 2;
  const card = cardButton(f, h);
  const size = Math.min(44, f.width * 0.1, f.height * 0.12);
  // Title, time, record and the next thing to aim for share the room above the button.
  const room = card.y - f.y;
  drawText(ctx, 'LEVEL CLEAR', cx, f.y + room * 0.16, { size, color: TEXT, weight: 'bold', glow: true });
  drawText(ctx, `time ${formatSeconds(time)}   deaths ${deaths}`, cx, f.y + room * 0.36, {
    size: 18,
    color: TEXT,
    family: FONT_MONO,
    maxWidth: f.width - 16,
  });
  const beat = best !== null && time <= best + 1e-9;
  // A run that keeps no record (a test run) stands as the best so far.
  const { record, medal } = parLine(best ?? time, par);
  const line = { color: AMBER, family: FONT_MONO, maxWidth: f.width - 16 } as const;
  drawText(ctx, `${record}${beat ? ' (new!)' : ''}`, cx, f.y + room * 0.52, { ...line, size: 16 });
  if (medal) drawText(ctx, medal, cx, f.y + room * 0.67, { ...line, size: 15, weight: 'bold' });
  drawText(ctx, nextGoal(deaths, beat, best), cx, f.y + room * 0.84, { size: 14, color: DIM, maxWidth: f.width - 16 });
  button(ctx, card, last ? 'Continue' : 'Next level', true);
}

export function drawEnding(ctx: CanvasRenderingContext2D, w: number, h: number, f: Box): void {
  veil(ctx, w, h, 0.85);
  const size = Math.min(40, f.width * 0.09, f.height * 0.1);
  drawText(ctx, 'THE VOID WAITS', f.x + f.width / 2, f.y + size * 0.8 + 8, {
    size,
    color: TEXT,
    weight: 'bold',
    glow: true,
    maxWidth: f.width - 16,
  });
  paragraph(
    ctx,
    'You climbed out of the ruins, through the caverns and up the tower, one step ahead of what lives beneath. The demo ends here; the journey goes on in the full game.',
    f,
    f.y + size * 1.6 + 24,
    Math.max(14, Math.min(17, f.width * 0.04)),
    DIM,
  );
  button(ctx, cardButton(f, h), 'Back to title', false);
}

/** HUD sizes in CSS px: the clock largest, then the deaths, then the level's name (or the dash, once it matters). */
export const HUD_SIZE = { time: 22, deaths: 20, label: 15 } as const;
/** The HUD's colours, all on its opaque back (BUTTON_BACK): bright enough to read at a glance. */
export const HUD_INK = { time: TEXT, deaths: AMBER, label: '#c3cae0', dash: '#c9a8ff', back: BUTTON_BACK } as const;
/** Boxes at least this tall stack the HUD's three parts; lower ones (the band over the field) set them in a row. */
const HUD_STACK_H = 90;

/**
 * The HUD in its box off the field (`Layout.hud`), on an opaque back: clock, deaths, and the level's name or (once it
 * matters) the dash.
 */
export function drawHud(
  ctx: CanvasRenderingContext2D,
  box: Box,
  name: string,
  time: number,
  deaths: number,
  dash: boolean | null,
): void {
  if (box.width < 60 || box.height < 30) return;
  const parts = [
    {
      text: formatSeconds(time),
      style: { size: HUD_SIZE.time, color: HUD_INK.time, weight: 'bold', family: FONT_MONO },
    },
    { text: `✝ ${deaths}`, style: { size: HUD_SIZE.deaths, color: HUD_INK.deaths, weight: 'bold', family: FONT_MONO } },
    {
      text: dash === null ? name : dash ? 'DASH ●' : 'DASH ○',
      style: { size: HUD_SIZE.label, color: dash ? HUD_INK.dash : HUD_INK.label, weight: 'bold', family: FONT_SANS },
    },
  ] as const;
  const pad = 10;
  const stacked = box.height >= HUD_STACK_H;
  const widths = parts.map(({ text, style }) => {
    ctx.font = font(style.size, style.weight, style.family);
    return ctx.measureText(text).width;
  });
  // In a row the plate hugs what it says (a wide box stood mostly empty); a stack keeps its column's width.
  const snug = pad * 2 + widths.reduce((a, w) => a + w, 0) + 16 * (parts.length - 1);
  const width = stacked ? box.width : Math.min(box.width, Math.ceil(snug));
  ctx.fillStyle = HUD_INK.back;
  ctx.fillRect(box.x, box.y, width, box.height);
  markBacking(ctx, box.x, box.y, width, box.height);
  ctx.strokeStyle = 'rgba(138, 147, 176, 0.5)';
  ctx.lineWidth = 1;
  ctx.strokeRect(box.x + 0.5, box.y + 0.5, width - 1, box.height - 1);
  const room = box.x + box.width - pad;
  if (stacked) {
    const step = box.height / parts.length;
    parts.forEach(({ text, style }, i) =>
      drawText(ctx, text, box.x + pad, box.y + step * (i + 0.5), {
        ...style,
        align: 'left',
        maxWidth: room - box.x - pad,
      }),
    );
    return;
  }
  let x = box.x + pad;
  for (const [i, { text, style }] of parts.entries()) {
    if (room - x < 24) break;
    drawText(ctx, text, x, box.y + box.height / 2, { ...style, align: 'left', maxWidth: room - x });
    x += Math.min(widths[i] ?? 0, room - x) + 16;
  }
}

/** The light-up cue of a checkpoint: a banner under the HUD that fades over `age` seconds of CUE_SECONDS. */
export const CUE_SECONDS = 1.8;
export function drawCheckpointCue(ctx: CanvasRenderingContext2D, f: Box, age: number): void {
  const k = Math.max(0, 1 - age / CUE_SECONDS);
  const y = f.y + 24;
  ctx.globalAlpha = Math.min(1, k * 2);
  ctx.fillStyle = 'rgba(2, 3, 8, 0.6)';
  ctx.fillRect(f.x + f.width / 2 - 100, y - 15, 200, 30);
  drawText(ctx, 'CHECKPOINT LIT', f.x + f.width / 2, y, { size: 16, color: AMBER, weight: 'bold', glow: true });
  ctx.globalAlpha = 1;
}

/** A hint's lines: their size and spacing, and the padding of their plate, in CSS px. */
export const HINT_SIZE = 15;
const HINT_LINE = 20;
const HINT_PAD = 12;
/** A hint's ink and its opaque plate: every line at full strength, well over 4.5:1 (final-void-palette.test.ts). */
export const HINT_INK = { text: TEXT, back: BUTTON_BACK, edge: 'rgba(124, 249, 255, 0.5)' } as const;

/** A hint's lines (its `/` halves), each wrapped to the field `f` so no line is shrunk below HINT_SIZE to fit. */
export function hintLines(ctx: CanvasRenderingContext2D, text: string, f: Box): string[] {
  ctx.font = font(HINT_SIZE, 'normal', FONT_SANS);
  return text.split(' / ').flatMap((half) => wrap(ctx, half, f.width - 16 - 2 * HINT_PAD));
}

/** The plate (CSS px) a hint's lines need, no wider than the field `f` allows. */
export function hintPlateSize(ctx: CanvasRenderingContext2D, lines: readonly string[], f: Box): Size {
  ctx.font = font(HINT_SIZE, 'normal', FONT_SANS);
  const widest = Math.max(...lines.map((line) => ctx.measureText(line).width));
  return { width: Math.min(f.width - 16, widest + 2 * HINT_PAD), height: lines.length * HINT_LINE + HINT_PAD };
}

/** A hint's lines on an opaque plate at `box` (placed by hint.ts where it hides no play). */
export function drawHint(ctx: CanvasRenderingContext2D, box: Box, lines: readonly string[], alpha: number): void {
  ctx.globalAlpha = alpha;
  ctx.fillStyle = HINT_INK.back;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  markBacking(ctx, box.x, box.y, box.width, box.height);
  ctx.strokeStyle = HINT_INK.edge;
  ctx.lineWidth = 1;
  ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
  lines.forEach((line, i) =>
    drawText(ctx, line, box.x + box.width / 2, box.y + HINT_PAD / 2 + HINT_LINE * (i + 0.5), {
      size: HINT_SIZE,
      color: HINT_INK.text,
      maxWidth: box.width - 8,
    }),
  );
  ctx.globalAlpha = 1;
}
