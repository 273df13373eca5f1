/** The field in world coordinates: lanes with their flow, targets, arrows in flight and the bow with its aim. */
import type { Point } from '../kit';
import { markHazard } from '../kit/draw';
import { rangeOf, velocity } from './aim';
import {
  BOW,
  FULL_POWER,
  LANE_HEIGHT,
  MIN_POWER,
  SHIELD_GLOW,
  WORLD_L,
  WORLD_W,
  laneY,
  shieldUp,
  type State,
  type Target,
} from './world';

export const LANE_COLORS = ['#ffd6e6', '#fff1a8', '#c9f5dc'];
/** Behind the title and game-over screens the field is drawn at dusk, so the kit's dimming leaves a dark scene, not a grey one. */
const DUSK_LANES = ['#5a2a4a', '#5a5030', '#2a5a48'];
/** Each kind's outer and inner ring: the outer one stands out at least 3:1 from every lane and the bare field. */
export const RINGS: Record<Target['kind'], [string, string]> = {
  plain: ['#d90429', '#ffffff'],
  gold: ['#9a6700', '#ffd60a'],
  shielded: ['#1f5fd6', '#ffffff'],
  splitter: ['#8338ec', '#ffd6ff'],
  half: ['#c2410c', '#ffe5d4'],
};
export const FIELD_COLOR = '#fffaf0';
/** A gold dart's dark edge, inside its radius: the small, fast bonus reads at a glance on every lane. */
export const GOLD_EDGE = '#1d2b53';
const GOLD_EDGE_WIDTH = 3.5;
export const SHIELD_COLOR = '#1f5fd6';
export const BOW_COLOR = '#8d5524';
export const SHAFT_COLOR = '#6b4423';
export const GRIP_COLOR = '#1d2b53';

function drawLanes(ctx: CanvasRenderingContext2D, s: State, dusk: boolean): void {
  ctx.fillStyle = dusk ? '#1b2440' : FIELD_COLOR;
  ctx.fillRect(0, 0, WORLD_W, WORLD_L);
  s.lanes.forEach((lane, i) => {
    const y = laneY(s.lanes, i, s.time);
    ctx.fillStyle = (dusk ? DUSK_LANES[i] : LANE_COLORS[i]) ?? '#fff';
    ctx.fillRect(0, y - LANE_HEIGHT / 2, WORLD_W, LANE_HEIGHT);
    // Chevrons drift with the lane's flow so its direction reads at a glance.
    ctx.strokeStyle = dusk ? 'rgba(255, 255, 255, 0.12)' : 'rgba(29, 43, 83, 0.12)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    const dir = Math.sign(lane.speed) || 1;
    const shift = (((s.time * lane.speed) % 60) + 60) % 60;
    for (let x = -60 + shift; x < WORLD_W + 60; x += 60) {
      ctx.moveTo(x - dir * 8, y - 10);
      ctx.lineTo(x + dir * 4, y);
      ctx.lineTo(x - dir * 8, y + 10);
    }
    ctx.stroke();
  });
}

function drawTarget(ctx: CanvasRenderingContext2D, t: Target, s: State): void {
  const y = laneY(s.lanes, t.lane, s.time);
  const [outer, inner] = RINGS[t.kind];
  ctx.fillStyle = 'rgba(29, 43, 83, 0.15)';
  ctx.beginPath();
  ctx.arc(t.x + 3, y + 4, t.r, 0, Math.PI * 2);
  ctx.fill();
  for (const [f, color] of [
    [1, outer],
    [0.7, inner],
    [0.45, outer],
    [0.2, '#ffd60a'],
  ] as const) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(t.x, y, t.r * f, 0, Math.PI * 2);
    ctx.fill();
  }
  if (t.kind === 'gold') {
    ctx.strokeStyle = GOLD_EDGE;
    ctx.lineWidth = GOLD_EDGE_WIDTH;
    ctx.beginPath();
    ctx.arc(t.x, y, t.r - GOLD_EDGE_WIDTH / 2, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (t.kind === 'splitter') {
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(t.x, y - t.r);
    ctx.lineTo(t.x, y + t.r);
    ctx.stroke();
  }
  if (shieldUp(t, s.time)) {
    // The shield faces the bow (downfield).
    ctx.strokeStyle = SHIELD_COLOR;
    ctx.lineWidth = 7;
    ctx.beginPath();
    ctx.arc(t.x, y, t.r + 8, Math.PI * 0.05, Math.PI * 0.95);
    ctx.stroke();
    ctx.fillStyle = 'rgba(58, 134, 255, 0.18)';
    ctx.beginPath();
    ctx.arc(t.x, y, t.r + SHIELD_GLOW, 0, Math.PI * 2);
    ctx.fill();
  }
  // The part the field's clip shows: a target sliding in or out past the field's side is hidden beyond it.
  const left = Math.max(0, t.x - t.r);
  const right = Math.min(WORLD_W, t.x + t.r);
  if (right > left) markHazard(ctx, left, y - t.r, right - left, 2 * t.r);
}

/** An arrow pointing along its flight: shaft, head and fletching. */
function drawArrow(ctx: CanvasRenderingContext2D, x: number, y: number, vx: number, vy: number): void {
  const len = Math.hypot(vx, vy) || 1;
  const ux = vx / len;
  const uy = vy / len;
  ctx.strokeStyle = SHAFT_COLOR;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x - ux * 34, y - uy * 34);
  ctx.lineTo(x, y);
  ctx.stroke();
  ctx.fillStyle = '#1d2b53';
  ctx.beginPath();
  ctx.moveTo(x + ux * 8, y + uy * 8);
  ctx.lineTo(x - uy * 5, y + ux * 5);
  ctx.lineTo(x + uy * 5, y - ux * 5);
  ctx.fill();
  ctx.fillStyle = '#ff4d6d';
  ctx.beginPath();
  ctx.moveTo(x - ux * 34, y - uy * 34);
  ctx.lineTo(x - ux * 26 - uy * 6, y - uy * 26 + ux * 6);
  ctx.lineTo(x - ux * 26 + uy * 6, y - uy * 26 - ux * 6);
  ctx.fill();
}

/** The grip ring's line width (world units): its outer edge is its radius plus half of it from the bow. */
export const GRIP_LINE = 3;

/** On touch screens, the ring around the bow where a drag starts (hidden while a finger drags). */
function drawGrip(ctx: CanvasRenderingContext2D, s: State, radius: number): void {
  if (s.drag) return;
  ctx.strokeStyle = GRIP_COLOR;
  ctx.globalAlpha = 0.75;
  ctx.lineWidth = GRIP_LINE;
  ctx.setLineDash([10, 8]);
  ctx.beginPath();
  ctx.arc(BOW.x, BOW.y, radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

/** The aim guide's dot radius and spacing (world units). */
export const GUIDE_DOT = 3;
/** The aim guide's dots are the grip ring's ink at this opacity: light enough to sit behind the targets, still 3:1 on every lane. */
export const GUIDE_ALPHA = 0.6;
const GUIDE_STEP = 26;
/** The dots past a short shot's drop, toward a full draw's reach: this share of the guide's size and strength. */
const REACH_SHARE = 0.5;

/** True for a point inside the field. */
const inField = (p: Point): boolean => p.x >= 0 && p.x <= WORLD_W && p.y >= 0 && p.y <= WORLD_L;

/** The point along the aim where an arrow of this power drops, or null when it flies on out of the field. */
export function dropPoint(aim: number, power: number): Point | null {
  const range = rangeOf(power);
  const p = { x: BOW.x + Math.sin(aim) * range, y: BOW.y - Math.cos(aim) * range };
  return Number.isFinite(range) && inField(p) ? p : null;
}

/**
 * The aim guide, a preview of the shot: dots along the flight from the bow as far as an arrow of this power flies (to the
 * field's edge at full power), ending before the first one `blocked` refuses.
 */
export function guideDots(aim: number, power: number, blocked: (p: Point) => boolean = () => false): Point[] {
  const dots: Point[] = [];
  const range = rangeOf(power);
  for (let i = 1; i * GUIDE_STEP <= range; i += 1) {
    const p = { x: BOW.x + Math.sin(aim) * i * GUIDE_STEP, y: BOW.y - Math.cos(aim) * i * GUIDE_STEP };
    if (!inField(p) || blocked(p)) break;
    dots.push(p);
  }
  return dots;
}

/** The drop mark's half size (world units): a cross where a short shot falls. */
const DROP_MARK = 6;

/** A cross where the arrow drawn now would drop short, in the guide's ink. */
function drawDrop(ctx: CanvasRenderingContext2D, p: Point): void {
  ctx.strokeStyle = GRIP_COLOR;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(p.x - DROP_MARK, p.y - DROP_MARK);
  ctx.lineTo(p.x + DROP_MARK, p.y + DROP_MARK);
  ctx.moveTo(p.x + DROP_MARK, p.y - DROP_MARK);
  ctx.lineTo(p.x - DROP_MARK, p.y + DROP_MARK);
  ctx.stroke();
}

function drawBow(ctx: CanvasRenderingContext2D, s: State, blocked?: (p: Point) => boolean): void {
  const v = velocity({ angle: s.aim, power: s.charge });
  const ux = Math.sin(s.aim);
  const uy = -Math.cos(s.aim);
  ctx.fillStyle = GRIP_COLOR;
  ctx.globalAlpha = GUIDE_ALPHA;
  // A shot is never weaker than a quick one: the guide starts at that one's range and grows as the shot is drawn.
  const power = Math.max(MIN_POWER, s.charge);
  const dots = guideDots(s.aim, power, blocked);
  for (const p of dots) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, GUIDE_DOT, 0, Math.PI * 2);
    ctx.fill();
  }
  // Past a short shot's drop, fainter and smaller dots run on as far as a full draw would fly: how much more power buys.
  ctx.globalAlpha = GUIDE_ALPHA * REACH_SHARE;
  for (const p of guideDots(s.aim, FULL_POWER, blocked).slice(dots.length)) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, GUIDE_DOT * REACH_SHARE, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = GUIDE_ALPHA;
  const drop = dropPoint(s.aim, power);
  if (drop && !(blocked?.(drop) ?? false)) drawDrop(ctx, drop);
  ctx.globalAlpha = 1;
  const pull = 6 + s.charge * 16;
  ctx.strokeStyle = BOW_COLOR;
  ctx.lineWidth = 6;
  const facing = s.aim - Math.PI / 2;
  ctx.beginPath();
  ctx.arc(BOW.x, BOW.y, 30, facing - 1.1, facing + 1.1);
  ctx.stroke();
  ctx.strokeStyle = '#1d2b53';
  ctx.lineWidth = 1.5;
  const end = (a: number) => ({ x: BOW.x + Math.cos(a) * 30, y: BOW.y + Math.sin(a) * 30 });
  const a = end(facing - 1.1);
  const b = end(facing + 1.1);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(BOW.x - ux * pull, BOW.y - uy * pull);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
  if (s.arrowsLeft > 0 && s.reload <= 0)
    drawArrow(ctx, BOW.x - ux * pull + ux * 40, BOW.y - uy * pull + uy * 40, v.x, v.y);
}

/** The power meter under the bow while a shot is drawn: it fills as the draw grows and turns orange at full power. */
function drawPower(ctx: CanvasRenderingContext2D, s: State): void {
  if (s.charge <= 0) return;
  const w = 110;
  const x = BOW.x - w / 2;
  const y = BOW.y + 46;
  ctx.fillStyle = 'rgba(29, 43, 83, 0.25)';
  ctx.beginPath();
  ctx.roundRect(x - 3, y - 3, w + 6, 14, 7);
  ctx.fill();
  ctx.fillStyle = s.charge >= 0.999 ? '#b23a00' : '#19756b';
  ctx.beginPath();
  ctx.roundRect(x, y, w * s.charge, 8, 4);
  ctx.fill();
}

/**
 * How the field is drawn: at dusk (behind the title), for touch (with the grip ring of radius `grip`), the aim guide kept out
 * of where `guideStop` says.
 */
export interface FieldLook {
  dusk: boolean;
  touch: boolean;
  grip: number;
  guideStop?: (p: Point) => boolean;
}

/** Draws the field; the caller has set the world transform. */
export function drawField(ctx: CanvasRenderingContext2D, s: State, { dusk, touch, grip, guideStop }: FieldLook): void {
  ctx.beginPath();
  ctx.rect(0, 0, WORLD_W, WORLD_L);
  ctx.clip();
  drawLanes(ctx, s, dusk);
  for (const t of s.targets) drawTarget(ctx, t, s);
  for (const a of s.arrows) drawArrow(ctx, a.x, a.y, a.vx, a.vy);
  if (s.phase === 'aim' && touch && !dusk) drawGrip(ctx, s, grip);
  if (s.phase === 'aim') drawBow(ctx, s, guideStop);
  if (s.phase === 'aim' && !dusk) drawPower(ctx, s);
}
