/** Draws an Arrow Dash frame: a bright backdrop, the field (upright or turned), then the HUD and round results in view space. */
import {
  FONT_SANS,
  drawText,
  font,
  markBacking,
  readableSize,
  type DrawInfo,
  type Scene,
  type TextStyle,
} from '../kit';
import { aimKeys } from './keys';
import {
  CAUSE_TEXT,
  bonusLine,
  cardMarks,
  cardPrompt,
  cardTitle,
  coachBand,
  coachLines,
  coaching,
  dotTouches,
  fieldBox,
  holdBar,
  moreStars,
  overLines,
  panelFor,
  placeBox,
  showsHud,
  tallyLine,
  overlaps,
  targetBoxes,
  wrapLines,
  type Box,
} from './panels';
import { GUIDE_DOT, drawField } from './render-field';
import { hudItems, layoutHud, type HudLayout, type Measure } from './hud';
import { INK, NEWS, ORANGE, GREY, RED, SKY, TEAL } from './ink';
import { applyWorld, fitView, gripRadius, toScreen, type View } from './view';
import { roundTime } from './rounds';
import { BOW, LANE_HEIGHT, LANE_Y, MAX_SHIFT, type State } from './world';

let backdrop: { key: string; fill: CanvasGradient } | null = null;

/** What the page knows that the state does not: whether the player uses touch (for the hints' wording). */
export interface Extras {
  touch: boolean;
}

function sky(ctx: CanvasRenderingContext2D, w: number, h: number, dusk: boolean): CanvasGradient {
  const key = `${w}x${h}${dusk ? 'd' : ''}`;
  if (backdrop?.key === key) return backdrop.fill;
  const fill = ctx.createLinearGradient(0, 0, w, h);
  fill.addColorStop(0, dusk ? '#10223a' : SKY[0]);
  fill.addColorStop(1, dusk ? '#123a3a' : SKY[1]);
  backdrop = { key, fill };
  return fill;
}

/** The texts of one frame: each is measured, and floating ones are kept on the field and off the texts already drawn. */
interface Writer {
  taken: Box[];
  measure(text: string, x: number, y: number, style: TextStyle): Box;
  put(text: string, x: number, y: number, style: TextStyle): Box;
  /** Draws a text near a point, off the texts already drawn and off the `avoid` boxes (skipped when there is no room). */
  float(text: string, x: number, y: number, style: TextStyle, avoid: readonly Box[]): void;
}

function writer(ctx: CanvasRenderingContext2D, field: Box, pad: number): Writer {
  const taken: Box[] = [];
  const measure = (text: string, x: number, y: number, style: TextStyle): Box => {
    ctx.font = font(style.size, style.weight ?? 'normal', style.family ?? FONT_SANS);
    const w = Math.min(ctx.measureText(text).width, style.maxWidth ?? Infinity);
    const align = style.align ?? 'center';
    const left = align === 'left' ? x : align === 'right' ? x - w : x - w / 2;
    return { x: left, y: y - style.size * 0.6, w, h: style.size * 1.2 };
  };
  return {
    taken,
    measure,
    put(text, x, y, style) {
      const box = measure(text, x, y, style);
      taken.push(box);
      drawText(ctx, text, x, y, style);
      return box;
    },
    float(text, x, y, style, avoid) {
      const at = placeBox(measure(text, x, y, style), [...taken, ...avoid], field, pad);
      if (!at) return;
      taken.push(at);
      drawText(ctx, text, at.x + at.w / 2, at.y + at.h / 2, { ...style, align: 'center' });
    },
  };
}

/** Draws the HUD laid out in its band beside the field: its texts, then the round's clock bar. */
function drawHud(ctx: CanvasRenderingContext2D, hud: HudLayout, out: Writer): void {
  for (const t of hud.labels) out.put(t.text, t.x, t.y, t.style);
  const { bar } = hud;
  if (!bar) return;
  ctx.fillStyle = 'rgba(29, 43, 83, 0.2)';
  ctx.fillRect(bar.x, bar.y, bar.w, bar.h);
  ctx.fillStyle = bar.low ? RED : TEAL;
  ctx.fillRect(bar.x, bar.y, bar.w * bar.share, bar.h);
}

function drawPopups(s: State, v: View, ctx: CanvasRenderingContext2D, out: Writer): void {
  const size = v.hudSize * 1.1;
  const targets = targetBoxes(s, v);
  for (const p of s.popups) {
    const at = toScreen(v, p);
    ctx.globalAlpha = Math.min(1, p.life * 2);
    out.float(p.text, at.x, at.y, { size, weight: 'bold', color: p.good ? ORANGE : GREY }, targets);
    ctx.globalAlpha = 1;
  }
}

/** A pale card for texts about to be drawn, so they read over the aim guide. */
function backing(ctx: CanvasRenderingContext2D, boxes: readonly Box[]): void {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const w = Math.max(...boxes.map((b) => b.x + b.w)) - x;
  const h = Math.max(...boxes.map((b) => b.y + b.h)) - y;
  const pad = h * 0.15;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.beginPath();
  ctx.roundRect(x - pad, y - pad, w + 2 * pad, h + 2 * pad, pad);
  ctx.fill();
}

/** At the start of the run, two short lines by the bow say how to shoot; they go with the first arrow or after a few seconds. */
function drawCoach(
  ctx: CanvasRenderingContext2D,
  s: State,
  v: View,
  scale: number,
  extras: Extras,
  { hud, grip }: { hud: Box; grip: number },
  out: Writer,
): void {
  if (!coaching(s)) return;
  const said = coachLines(extras.touch, aimKeys(v.portrait));
  const bow = toScreen(v, BOW);
  const field = fieldBox(v);
  const pad = v.hudSize * 0.5;
  // Upright the lines go across the view, clear of the bow and the lanes; wide, on the field under the bow's grip ring,
  // from the field's back edge to short of the nearest lane's furthest drift: off the HUD column and every lane.
  const left = v.portrait ? 0 : field.x + pad;
  const room = v.portrait
    ? v.width * 0.9
    : toScreen(v, { x: 0, y: LANE_Y[2] + LANE_HEIGHT / 2 + MAX_SHIFT }).x - pad - left;
  // One size for both lines: the largest at which the longest fits the room whole (never squeezed line by line).
  const trial = { size: v.hudSize * 0.9, weight: 'bold' as const, color: INK, family: FONT_SANS };
  const widest = Math.max(...said.map((line) => out.measure(line, 0, 0, trial).w));
  const size = readableSize(Math.min(trial.size, (trial.size * room) / widest), scale);
  const style = { ...trial, size };
  // Where even the smallest readable size is too wide (a phone held sideways), the words wrap onto more lines.
  const lines = wrapLines(said, room, (text) => out.measure(text, 0, 0, style).w);
  if (v.portrait) {
    const band = coachBand(s, v, hud, size * lines.length * 1.5);
    const y = (band.top + band.bottom) / 2;
    const at = lines.map((line, i) => [line, v.width / 2, y + (i - 0.5) * size * 1.35] as const);
    backing(
      ctx,
      at.map(([line, x, ly]) => out.measure(line, x, ly, style)),
    );
    for (const [line, x, ly] of at) out.put(line, x, ly, style);
  } else {
    const y = bow.y + (grip + 20) * v.k;
    const leftStyle = { ...style, align: 'left' as const };
    const at = lines.map((line, i) => [line, left, y + i * size * 1.35] as const);
    backing(
      ctx,
      at.map(([line, x, ly]) => out.measure(line, x, ly, leftStyle)),
    );
    for (const [line, x, ly] of at) out.put(line, x, ly, leftStyle);
  }
}

/** The round card: centred, moved clear of the HUD when the view is too small for both. */
function cardRect(v: View, scale: number, hud: readonly Box[]): Box {
  const w = Math.min(v.width * 0.86, 420);
  // The card's smallest line (0.7 of its size unit, h / 10) shows at least 12 CSS px.
  const h = Math.min(v.height * 0.92, Math.max(Math.min(v.height * 0.6, 320), (10 * 12) / 0.7 / scale));
  const card = { x: (v.width - w) / 2, y: (v.height - h) / 2, w, h };
  if (!hud.some((b) => overlaps(b, card))) return card;
  const right = Math.max(...hud.map((b) => b.x + b.w));
  const bottom = Math.max(...hud.map((b) => b.y + b.h));
  return v.portrait
    ? { ...card, y: Math.min(v.height - h, bottom + 8) }
    : { ...card, x: Math.min(v.width - w, right + 8) };
}

/** A line of the round card: its text centred on row `at` (in tenths of the card's height). */
type CardLine = (text: string, at: number, style: Omit<TextStyle, 'size'> & { size?: number }) => void;

/** A clear's earned stars, lit from the first frame and glowing one after another; a failed round shows the tries left. */
function drawMarks(
  ctx: CanvasRenderingContext2D,
  s: State,
  out: Writer,
  at: { cx: number; y: number; u: number },
  reducedMotion: boolean,
): void {
  const { cx, y, u } = at;
  cardMarks(s, reducedMotion).forEach(({ mark, lit, glow }, i) => {
    const x = cx + (i - 1) * u * 2.1;
    if (glow > 0) {
      const halo = ctx.createRadialGradient(x, y, 0, x, y, u * 1.5);
      halo.addColorStop(0, `rgba(255, 183, 3, ${0.55 * glow})`);
      halo.addColorStop(1, 'rgba(255, 183, 3, 0)');
      ctx.fillStyle = halo;
      ctx.fillRect(x - u * 1.5, y - u * 1.5, u * 3, u * 3);
    }
    const colour = mark === '♥' ? RED : '#ffb703';
    out.put(mark, x, y, { size: u * 1.8 * (1 + 0.12 * glow), color: lit ? colour : '#dee2e6' });
  });
}

function drawCard(ctx: CanvasRenderingContext2D, s: State, v: View, info: DrawInfo, extras: Extras, out: Writer): void {
  const r = s.result;
  if (!r) return;
  const { x, y, w, h } = cardRect(v, info.scale ?? 1, out.taken);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 18);
  ctx.fill();
  // Opaque: the targets left under it do not show through its lines.
  markBacking(ctx, x, y, w, h);
  const cx = x + w / 2;
  const u = h / 10;
  const failed = r.stars === 0;
  const line: CardLine = (text, at, style) => {
    out.put(text, cx, y + u * at, { size: u * 0.7, color: INK, maxWidth: w * 0.9, ...style });
  };
  line(cardTitle(s), 1.1, { size: u * 1.1, weight: 'bold', color: failed ? RED : INK });
  drawMarks(ctx, s, out, { cx, y: y + u * 2.9, u }, info.reducedMotion);
  line(tallyLine(r), 4.5, {});
  if (failed) {
    line(CAUSE_TEXT[r.cause], 5.6, { weight: 'bold', color: RED });
    line(`${r.needed} hits pass round ${r.round}`, 6.7, { color: GREY });
  } else {
    // The bonus, a new rank, what the next round brings and how to earn more stars take the next free rows, in that order.
    const more = moreStars(s);
    const rows = [
      r.bonus > 0 && { text: bonusLine(r), weight: 'bold' as const, color: TEAL },
      r.milestone && { text: `NEW RANK: ${r.milestone}!`, weight: 'bold' as const, color: ORANGE },
      r.next && { text: r.next, color: NEWS },
      more && { text: more, color: INK },
    ].filter((e) => !!e);
    rows.forEach(({ text, ...style }, i) => line(text, 5.4 + i * 0.9, style));
  }
  // The card waits for the player; its prompt shows once a tap or key is taken, a wait bar fills its row until then.
  const prompt = cardPrompt(s, extras.touch);
  if (prompt) line(prompt, 8.5, { weight: 'bold', color: TEAL });
  const over = overLines(s);
  if (over) {
    line(over[0], 7.6, { weight: 'bold', color: RED });
    line(over[1], 8.5, { weight: 'bold', color: INK });
  }
  const wait = holdBar(s);
  if (wait !== null)
    drawWaitBar(ctx, { x: cx - w * 0.3, y: y + u * (over ? 9.3 : 8.5) - u * 0.12, w: w * 0.6, h: u * 0.24 }, wait);
}

/** A thin bar that fills while a card holds presses: the card is not stuck, the prompt is coming. */
function drawWaitBar(ctx: CanvasRenderingContext2D, bar: Box, share: number): void {
  ctx.fillStyle = 'rgba(29, 43, 83, 0.15)';
  ctx.beginPath();
  ctx.roundRect(bar.x, bar.y, bar.w, bar.h, bar.h / 2);
  ctx.fill();
  ctx.fillStyle = TEAL;
  ctx.beginPath();
  ctx.roundRect(bar.x, bar.y, Math.max(bar.h, bar.w * share), bar.h, bar.h / 2);
  ctx.fill();
}

/** A dark panel behind the kit's texts (the title and game-over screens), so no target shows through them. */
function backKitTexts(ctx: CanvasRenderingContext2D, scene: Scene, width: number, height: number): void {
  if (scene !== 'title' && scene !== 'gameover') return;
  const pad = Math.min(width, height) * 0.03;
  const top = pad;
  const bottom = height - pad;
  ctx.fillStyle = 'rgba(11, 15, 26, 0.96)';
  ctx.beginPath();
  ctx.roundRect(pad, top, width - 2 * pad, bottom - top, pad);
  ctx.fill();
}

/** The render function given to the kit. */
export function render(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, extras: Extras): void {
  const scale = info.scale ?? 1;
  const v = fitView(info.width, info.height, scale);
  const dusk = info.scene === 'title' || info.scene === 'gameover';
  ctx.fillStyle = sky(ctx, info.width, info.height, dusk);
  ctx.fillRect(0, 0, info.width, info.height);
  const out = writer(ctx, fieldBox(v), v.hudSize * 0.5);
  const measure: Measure = (text, style) => out.measure(text, 0, 0, style).w;
  const hud = showsHud(info.scene)
    ? layoutHud(hudItems(s, v, scale, extras.touch, roundTime(s.round)), v, measure)
    : null;
  const grip = gripRadius(v, scale);
  ctx.save();
  applyWorld(ctx, v);
  drawField(ctx, s, {
    dusk,
    touch: extras.touch,
    grip,
    guideStop: hud ? dotTouches(v, hud.area, GUIDE_DOT) : undefined,
  });
  ctx.restore();
  backKitTexts(ctx, info.scene, info.width, info.height);
  if (!hud) return;
  drawHud(ctx, hud, out);
  if (info.scene !== 'playing') return;
  if (panelFor(info.scene, s) === 'card') {
    ctx.fillStyle = 'rgba(29, 43, 83, 0.25)';
    ctx.fillRect(0, 0, v.width, v.height);
    drawCard(ctx, s, v, info, extras, out);
    return;
  }
  drawCoach(ctx, s, v, scale, extras, { hud: hud.area, grip }, out);
  drawPopups(s, v, ctx, out);
}
