/**
 * The demo run behind the title: flown by the attract pilot, and drawn only in the title screen's free space, never under
 * its words or its start button.
 */
import { readableSize } from '../kit/layout';
import { menuRows, startButton, type Rect } from '../kit/screens';
import { UPRIGHT_TITLE_HOME_X, autopilot } from './autopilot';
import { HEIGHT, SHIP_RADIUS, WIDTH, createState, update, type State } from './sim';

/** The title's menu rows: the kit's Run row alone (this game adds none). */
const MENU_ROWS = 1;
/** Room under the Run row for its note ("A new run every time") and the gap to the first control line, as a share of the height. */
const NOTE_ROOM = 0.06;

/** The title screen as the kit lays it out: the field's logical size, CSS px per unit, the device and its control lines. */
export interface TitleScreen {
  width: number;
  height: number;
  scale: number;
  touch: boolean;
  controls: readonly string[];
}

/**
 * The title's control lines with keys and a mouse (the mouse first, as most desktop players reach for it) and by touch,
 * each led by the way the ship flies on this screen's shape: up an upright phone, to the right on a wide screen. The world
 * always comes at the ship's nose; the first line says so, so a pilot who turns the phone is told, not surprised.
 */
export function titleControls(touch: boolean, portrait: boolean): readonly string[] {
  const way = portrait ? '▲ You fly up the screen' : '▶ You fly to the right';
  if (touch) return [way, 'Drag anywhere to steer', 'Your finger never hides the ship'];
  return [way, 'MOUSE  hold the button: the ship follows', '↑ ↓ ← →  or  W A S D   steer', 'P  pause       M  mute'];
}

/** How wide a line of the title's monospace text is drawn at a size (the browser measures; tests estimate). */
export type MeasureLine = (text: string, size: number) => number;

/** Air kept round every word and the start button: the demo's nearest ink stays this far off, in logical px. */
export const WORDS_AIR = 8;

/** The foot of the Run row. */
function menuFoot(width: number, height: number): number {
  const last = menuRows(width, height, MENU_ROWS).at(-1);
  return last ? last.y + last.h : 0;
}

/** Where the control lines begin, under the title, tagline, Run row and its note. */
export const titleDemoTop = (width: number, height: number): number => menuFoot(width, height) + height * NOTE_ROOM;

/**
 * The boxes the demo keeps out of, covering everything the kit writes on the title: the words across the top, the control
 * lines' column under them, and the start button's column down to the field's foot (the BEST line is under the button).
 * The control lines are bounded from above, as the kit sizes and spaces them (never larger than 3.6% of the height, nor
 * wider than the field, each step at most 5.2% of the height or 1.35 lines), so whichever note the Run row shows they fit.
 */
export function titleWords(t: TitleScreen, measure: MeasureLine): Rect[] {
  const { width: w, height: h } = t;
  const noteMost = readableSize(h * 0.03, t.scale);
  const head = Math.max(titleDemoTop(w, h), menuFoot(w, h) + h * 0.035 + noteMost) + WORDS_AIR;
  const longest = t.controls.reduce((a, line) => (line.length > a.length ? line : a), '');
  const lineMost = readableSize(Math.min(h * 0.036, (w * 0.92) / Math.max(1, longest.length * 0.62)), t.scale);
  const firstLine = titleDemoTop(w, h) + noteMost * 1.3;
  const spacing = Math.max(h * 0.052, lineMost * 1.35);
  const linesFoot = firstLine + Math.max(0, t.controls.length - 1) * spacing + lineMost * 0.6 + WORDS_AIR;
  const linesHalf = Math.max(...t.controls.map((line) => measure(line, lineMost)), 0) / 2 + WORDS_AIR;
  const button = startButton(w, h, t.scale, t.touch);
  const words: Rect[] = [{ x: 0, y: 0, w, h: head }];
  if (t.controls.length) {
    const top = menuFoot(w, h);
    words.push({ x: w / 2 - linesHalf, y: top, w: 2 * linesHalf, h: linesFoot - top });
  }
  words.push({
    x: button.x - WORDS_AIR,
    y: button.y - WORDS_AIR,
    w: button.w + 2 * WORDS_AIR,
    h: h - button.y + WORDS_AIR,
  });
  return words;
}

/** Clips what is drawn next to the field less the words' boxes: each clip keeps what lies outside one box. */
export function clipOutside(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  words: readonly Rect[],
): void {
  for (const r of words) {
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.rect(r.x, r.y, r.w, r.h);
    ctx.clip('evenodd');
  }
}

/** How far below the words the ship keeps, sideways: its scaled hull, the shield's ring and its glow. */
const SHIP_ROOM = SHIP_RADIUS * 5;

/** Sideways, the highest the demo ship flies: well under the title's words, left of the control lines. */
export const TITLE_SHIP_TOP = titleDemoTop(WIDTH, HEIGHT) + SHIP_ROOM;

/** A new demo run, its ship already clear of the words: upright high, between the control lines and the start button; sideways low, left of the lines. */
export function titleDemoStart(seed: number, portrait: boolean): State {
  const s = createState(seed);
  const ship = portrait ? { ...s.ship, x: UPRIGHT_TITLE_HOME_X } : { ...s.ship, y: (TITLE_SHIP_TOP + HEIGHT) / 2 };
  return { ...s, ship };
}

/** One step of the demo: a crash starts a new one; upright the ship flies high, sideways low, clear of the words. */
export const titleDemoStep = (s: State, portrait: boolean, dt: number): State =>
  s.over
    ? titleDemoStart(s.rng, portrait)
    : update(s, portrait ? autopilot(s, UPRIGHT_TITLE_HOME_X) : autopilot(s, undefined, TITLE_SHIP_TOP), dt);
