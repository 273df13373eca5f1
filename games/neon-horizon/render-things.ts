/** What stands on the track, drawn far to near: walls of light, beams, gaps, movers, shards, power-ups and the car. */
import { COLORS, markHazard } from '../kit';
import { LANE_WIDTH, farEnd, project, type Camera } from './camera';
import { jumpZone } from './cues';
import { LOW_CLEARANCE } from './sim';
import { LANE_MARGIN, obstacleHalfWidth, obstacleX, type Obstacle, type Pickup, type State } from './world';

/**
 * What the car must steer round (walls, movers, gaps) glows in this red, and nothing else does: the sky, sun, hills and
 * grid keep to purples, magentas, yellow and orange, the lanes and car to cyan, prizes to green. The colour of a hazard
 * says its move: red, change lane; amber (the take-off zones' colour), jump the bar; violet, slide under the gate.
 */
export const HAZARD = '#ff1f3d';
/** The hot core of a hazard's outline, over its red glow: it stands out by 3:1 from every part of the floor. */
export const HAZARD_EDGE = '#ffd0d8';

/** Metres over which a thing placed at the far end fades in from the haze: short, so what is coming reads at once. */
export const FADE_METRES = 12;

/** The least opacity of a hazard as it fades in: even at the far end it is bright enough to read on an upright phone. */
export const HAZARD_MIN_ALPHA = 0.6;

/** How opaque a hazard at track position z is drawn: it starts at HAZARD_MIN_ALPHA, never lost in the haze. */
export function hazardFade(c: Camera, z: number): number {
  return HAZARD_MIN_ALPHA + (1 - HAZARD_MIN_ALPHA) * fade(c, z);
}

/** How opaque a thing at track position z is drawn: it fades in over its first metres of view. */
export function fade(c: Camera, z: number): number {
  return Math.max(0, Math.min(1, (farEnd(c) - z) / FADE_METRES));
}

/** The thinnest outline of a hazard (logical px): far away a hazard is a few pixels tall, and its outline is what reads. */
export const MIN_OUTLINE = 2.5;

/** The least dark gap (logical px) left between hazards in neighbouring lanes, so far away two boxes never merge into a bar. */
export const MIN_GAP = 3;
/** The least height (logical px) of a beam's panel: far away it still reads as a bar, not a line. */
export const MIN_BAR_HEIGHT = 4;

/** The least height (logical px) of a wall or block: far away it still reads as a box, not a dash. */
export const MIN_PANEL_HEIGHT = 8;

/**
 * The jump bar: a low, solid amber bar lying on the road (as high as a jump must clear), with a ▲ over each lane it
 * covers, in the amber of its take-off zone. Its outline's core is a pale amber.
 */
export const JUMP_SIGN = COLORS.amber;
export const JUMP_EDGE = '#fff0c2';
/**
 * The slide gate: a violet beam overhead on tall posts, open beneath (lower than the car, higher than the car sliding),
 * with a ▼ in the open space under each lane. Its outline's core is a pale violet.
 */
export const SLIDE_SIGN = '#a08cff';
export const SLIDE_EDGE = '#e6e0ff';
/** The least half-width (logical px) of a jump or slide sign: far away it still reads as ▲ or ▼. */
export const MIN_SIGN = 6;

/** The car's height on screen (metres), upright and sliding. */
export const CAR_HEIGHT = 0.85;
export const CAR_SLIDE_HEIGHT = 0.42;
/** The slide gate's beam, from its open space's top to its top (metres): the car fits beneath only sliding. */
export const GATE_BOTTOM = 0.62;
export const GATE_TOP = 1.5;
/** The jump bar's height (metres): what a jump must clear. */
export const JUMP_BAR_TOP = LOW_CLEARANCE;

/**
 * A wall's height (metres): above a jump's top, so nobody tries to hop it, and low enough that in perspective it hides
 * little of the road behind it. Its upper part is drawn faint, so what stands behind shows through.
 */
export const WALL_HEIGHT = 2;
/** The share of its lane a wall covers near the car: a clear dark gap stays between it and the lane lines. */
export const WALL_SHARE = 0.65;
/** Half the width (logical px) of a lane line's bright core (render-scene.ts draws it 2 px wide). */
export const LANE_LINE_HALF = 1;
/** How far (metres) the red strip on the road runs from a wall toward the car, marking the lane it blocks. */
export const STRIP_METRES = 9;

/** A filled chevron of half-width r whose tip is at (x, y), pointing up (▲) or down (▼). */
function signChevron(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, up: boolean): void {
  const dir = up ? 1 : -1;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + r, y + dir * r);
  ctx.lineTo(x + r * 0.5, y + dir * r);
  ctx.lineTo(x, y + dir * r * 0.5);
  ctx.lineTo(x - r * 0.5, y + dir * r);
  ctx.lineTo(x - r, y + dir * r);
  ctx.closePath();
  ctx.fill();
}

/** How wide a hazard's red glow is drawn around its core: none far away (it would bleed into its neighbours), 3× near. */
export function glowWidth(core: number, scale: number): number {
  return Math.min(core * 3, core + scale * 0.25);
}

/** A hazard's outline: its glow and its hot core. */
interface Edge {
  glow: string;
  core: string;
}
const RED_EDGE: Edge = { glow: HAZARD, core: HAZARD_EDGE };
const JUMP_LOOK: Edge = { glow: JUMP_SIGN, core: JUMP_EDGE };
const SLIDE_LOOK: Edge = { glow: SLIDE_SIGN, core: SLIDE_EDGE };

/** Strokes the path built so far as a hazard's edge: a glow (wider the nearer), then its hot core. */
function hazardEdge(ctx: CanvasRenderingContext2D, width: number, scale: number, edge: Edge = RED_EDGE): void {
  const alpha = ctx.globalAlpha;
  ctx.strokeStyle = edge.glow;
  ctx.globalAlpha = alpha * 0.6;
  ctx.lineWidth = glowWidth(width, scale);
  ctx.stroke();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = edge.core;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** A hazard outline's core width (logical px) at a depth's scale. */
export function outlineWidth(scale: number): number {
  return Math.max(MIN_OUTLINE, scale * 0.07);
}

/**
 * How far (logical px) each side of a one-lane panel is drawn in from its true edge, so that with both glowing outlines
 * the dark gap to a neighbour's panel is at least MIN_GAP wide: nothing near, where the lanes' own margins are enough.
 */
export function panelInset(scale: number): number {
  const margin = LANE_MARGIN * LANE_WIDTH * scale;
  return Math.max(0, (glowWidth(outlineWidth(scale), scale) + MIN_GAP) / 2 - margin);
}

/**
 * A panel's look: its horizontal lines, and a bar (a beam) is filled brighter and kept at least MIN_BAR_HEIGHT tall
 * (else MIN_PANEL_HEIGHT); its colours are the hazards' red unless told, and a solid one is filled nearly opaque.
 */
interface PanelLook {
  lines: number;
  bar?: boolean;
  edge?: Edge;
  solid?: boolean;
}

/** A glowing red upright panel between two track points at one depth, from height y0 to y1. */
function panel(
  ctx: CanvasRenderingContext2D,
  c: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  look: PanelLook,
): void {
  const a = project(c, x0, y1, z);
  const b = project(c, x1, y0, z);
  const inset = look.bar ? 0 : panelInset(a.scale);
  const left = a.x + inset;
  const w = Math.max(1, b.x - a.x - 2 * inset);
  const h = Math.max(look.bar ? MIN_BAR_HEIGHT : MIN_PANEL_HEIGHT, b.y - a.y);
  const top = b.y - h;
  const edge = look.edge ?? RED_EDGE;
  const fill = look.solid ? 0.9 : look.bar ? 0.6 : 0.35;
  ctx.fillStyle = edge.glow;
  ctx.globalAlpha *= fill;
  ctx.fillRect(left, top, w, h);
  ctx.globalAlpha /= fill;
  ctx.beginPath();
  for (let i = 1; i < look.lines; i += 1) {
    ctx.moveTo(left, top + (h * i) / look.lines);
    ctx.lineTo(left + w, top + (h * i) / look.lines);
  }
  ctx.strokeStyle = look.solid ? SKY_DARK : edge.glow;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(left, top, w, h);
  hazardEdge(ctx, outlineWidth(a.scale), a.scale, edge);
}

/** The dark lines drawn across a solid bar. */
const SKY_DARK = '#12021f';

/** A wall's face in one lane on screen (logical px), and the width of its outline's core and glow. */
export interface WallFace {
  left: number;
  right: number;
  top: number;
  foot: number;
  /** Pixels per metre at its depth. */
  scale: number;
  outline: number;
  glow: number;
}

/**
 * The face of a wall in the lane centred x metres across, its foot at track position z: WALL_SHARE of the lane, and
 * narrower far away where needed, so its glowing outline keeps MIN_GAP px clear of the lane lines' cores at every depth.
 */
export function wallFace(c: Camera, x: number, z: number): WallFace {
  const foot = project(c, x, 0, z);
  const outline = outlineWidth(foot.scale);
  const glow = glowWidth(outline, foot.scale);
  const laneHalf = (LANE_WIDTH / 2) * foot.scale;
  const half = Math.max(1, Math.min(WALL_SHARE * laneHalf, laneHalf - LANE_LINE_HALF - MIN_GAP - glow / 2));
  const top = Math.min(foot.y - MIN_PANEL_HEIGHT, project(c, x, WALL_HEIGHT, z).y);
  return { left: foot.x - half, right: foot.x + half, top, foot: foot.y, scale: foot.scale, outline, glow };
}

/** The share of a wall's height filled solid from its foot; above it the fill is faint, so what is behind shows. */
const WALL_SOLID_SHARE = 0.55;

/** A wall in one lane: a solid foot, a faint top, glowing edges and a few lines across its lower part. */
function drawWall(ctx: CanvasRenderingContext2D, c: Camera, x: number, z: number): void {
  const f = wallFace(c, x, z);
  const w = f.right - f.left;
  const h = f.foot - f.top;
  const split = f.foot - h * WALL_SOLID_SHARE;
  const alpha = ctx.globalAlpha;
  ctx.fillStyle = HAZARD;
  ctx.globalAlpha = alpha * 0.5;
  ctx.fillRect(f.left, split, w, f.foot - split);
  ctx.globalAlpha = alpha * 0.12;
  ctx.fillRect(f.left, f.top, w, split - f.top);
  ctx.globalAlpha = alpha;
  ctx.beginPath();
  for (let i = 1; i < 4; i += 1) {
    ctx.moveTo(f.left, f.foot - ((f.foot - split) * i) / 4);
    ctx.lineTo(f.right, f.foot - ((f.foot - split) * i) / 4);
  }
  ctx.strokeStyle = HAZARD;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(f.left, f.top, w, h);
  hazardEdge(ctx, f.outline, f.scale);
}

/**
 * Under a wall or a moving wall, a red strip on the road of the lane it blocks, running STRIP_METRES toward the car
 * and fading as it comes: the lane is marked on the ground, where no wall in front can hide it.
 */
function drawStrip(ctx: CanvasRenderingContext2D, c: Camera, x: number, near: number, shown: number): void {
  const half = (WALL_SHARE * LANE_WIDTH) / 2;
  const car = c.z + c.back;
  const steps = 3;
  for (let k = 0; k < steps; k += 1) {
    const z0 = Math.max(car - BEHIND, near - (STRIP_METRES * k) / steps);
    const z1 = Math.max(car - BEHIND, near - (STRIP_METRES * (k + 1)) / steps);
    if (z0 <= z1) break;
    const corners = [
      project(c, x - half, 0, z0),
      project(c, x + half, 0, z0),
      project(c, x + half, 0, z1),
      project(c, x - half, 0, z1),
    ];
    ctx.beginPath();
    corners.forEach((q) => ctx.lineTo(q.x, q.y));
    ctx.closePath();
    ctx.fillStyle = HAZARD;
    ctx.globalAlpha = shown * 0.32 * (1 - k / steps);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** The strips on the road under every wall and moving wall in view. */
function drawStrips(ctx: CanvasRenderingContext2D, c: Camera, s: State): void {
  for (const o of s.obstacles) {
    if (o.kind !== 'wall' && o.kind !== 'mover') continue;
    const near = o.z - o.depth / 2;
    if (near - c.z < 1 || near < c.z + c.back || near > farEnd(c)) continue;
    const shown = hazardFade(c, near);
    if (o.kind === 'mover') drawStrip(ctx, c, obstacleX(o, s.time) * LANE_WIDTH, near, shown);
    else for (let lane = o.from; lane <= o.to; lane += 1) drawStrip(ctx, c, lane * LANE_WIDTH, near, shown);
  }
}

/** Road paint (take-off zones, strips) more than this far behind the car is no longer drawn. */
const BEHIND = 3;

/**
 * Metres behind the car over which a thing it has passed fades out. The camera rides well behind the car, so a thing
 * just passed stands between them, drawn larger than the car: gone within these few metres, the foot of the screen
 * stays the road under the car.
 */
export const PASSED_METRES = 2;

/** How opaque a thing whose far side is at track position z is drawn once the car has passed it: 1 until then. */
export function passedFade(c: Camera, z: number): number {
  return Math.max(0, Math.min(1, 1 - (c.z + c.back - z) / PASSED_METRES));
}

function drawObstacle(ctx: CanvasRenderingContext2D, c: Camera, o: Obstacle, s: State, pull: number): void {
  const near = o.z - o.depth / 2;
  // What the car crashed into stays whole: the wreck shows what it hit.
  const leaving = s.crashed ? 1 : passedFade(c, o.z + o.depth / 2);
  if (near - c.z < 1 || leaving === 0 || near > farEnd(c)) return;
  const time = s.time;
  // As the camera cranes away from a wreck, what stands at the wreck derezzes with it (it would tower over the kit's panel).
  const atWreck = Math.abs(near - (c.z + c.back)) < 4 ? 1 - pull : 1;
  ctx.globalAlpha = hazardFade(c, near) * atWreck * leaving;
  const cx = obstacleX(o, time) * LANE_WIDTH;
  const half = obstacleHalfWidth(o) * LANE_WIDTH;
  // Its box on screen, from its near foot to its top (a gap's top is its far edge), for the test build's text-over-hazard check.
  const footLeft = project(c, cx - half, 0, near);
  const footRight = project(c, cx + half, 0, near);
  const top =
    o.kind === 'gap'
      ? project(c, cx, 0, o.z + o.depth / 2).y
      : project(c, cx, o.kind === 'low' ? JUMP_BAR_TOP + 0.7 : o.kind === 'high' ? GATE_TOP : WALL_HEIGHT, near).y;
  markHazard(ctx, footLeft.x, top, footRight.x - footLeft.x, footLeft.y - top);
  if (o.kind === 'gap') {
    const a = project(c, cx - half, 0, near);
    const b = project(c, cx + half, 0, near);
    const d = project(c, cx + half, 0, o.z + o.depth / 2);
    const e = project(c, cx - half, 0, o.z + o.depth / 2);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo(d.x, d.y);
    ctx.lineTo(e.x, e.y);
    ctx.closePath();
    ctx.fillStyle = '#000';
    ctx.fill();
    hazardEdge(ctx, outlineWidth(a.scale), a.scale);
  } else if (o.kind === 'low') {
    panel(ctx, c, cx - half, cx + half, 0, JUMP_BAR_TOP, near, { lines: 2, bar: true, edge: JUMP_LOOK, solid: true });
    ctx.fillStyle = JUMP_SIGN;
    for (let lane = o.from; lane <= o.to; lane += 1) {
      const tip = project(c, lane * LANE_WIDTH, JUMP_BAR_TOP + 0.7, near);
      signChevron(ctx, tip.x, tip.y, Math.max(MIN_SIGN, tip.scale * 0.4), true);
    }
  } else if (o.kind === 'high') {
    const post = 0.2;
    const beam = { lines: 2, bar: true, edge: SLIDE_LOOK };
    panel(ctx, c, cx - half, cx + half, GATE_BOTTOM, GATE_TOP, near, beam);
    panel(ctx, c, cx - half - post, cx - half, 0, GATE_TOP, near, { ...beam, lines: 1 });
    panel(ctx, c, cx + half, cx + half + post, 0, GATE_TOP, near, { ...beam, lines: 1 });
    ctx.fillStyle = SLIDE_SIGN;
    for (let lane = o.from; lane <= o.to; lane += 1) {
      const tip = project(c, lane * LANE_WIDTH, 0.12, near);
      signChevron(ctx, tip.x, tip.y, Math.max(MIN_SIGN, tip.scale * 0.4), false);
    }
  } else if (o.kind === 'wall') {
    // One wall per lane, each narrower than its lane: a wall over two lanes reads as two blocked lanes, not one wide wall.
    for (let lane = o.from; lane <= o.to; lane += 1) drawWall(ctx, c, lane * LANE_WIDTH, near);
  } else panel(ctx, c, cx - half, cx + half, 0, WALL_HEIGHT, near, { lines: 3 });
  ctx.globalAlpha = 1;
}

/** What the car collects, all in one green apart from the lanes' cyan and the hazards' red: the sign inside a power-up's orb tells which it is. */
const PRIZE = '#7dff9b';
export const PICKUP_COLORS: Record<Pickup['kind'], string> = {
  shard: PRIZE,
  shield: PRIZE,
  magnet: PRIZE,
  slow: PRIZE,
};

/** The power-up's sign inside its orb, drawn as a shape (not text): a shield, a magnet's horseshoe, an hourglass. */
function sign(ctx: CanvasRenderingContext2D, kind: Pickup['kind'], x: number, y: number, r: number): void {
  ctx.strokeStyle = '#12021f';
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.beginPath();
  if (kind === 'shield') {
    ctx.moveTo(x - r * 0.45, y - r * 0.4);
    ctx.lineTo(x + r * 0.45, y - r * 0.4);
    ctx.lineTo(x + r * 0.4, y + r * 0.1);
    ctx.lineTo(x, y + r * 0.5);
    ctx.lineTo(x - r * 0.4, y + r * 0.1);
    ctx.closePath();
  } else if (kind === 'magnet') {
    ctx.moveTo(x - r * 0.4, y - r * 0.45);
    ctx.lineTo(x - r * 0.4, y + r * 0.05);
    ctx.arc(x, y + r * 0.05, r * 0.4, Math.PI, 0, true);
    ctx.lineTo(x + r * 0.4, y - r * 0.45);
  } else {
    ctx.moveTo(x - r * 0.4, y - r * 0.45);
    ctx.lineTo(x + r * 0.4, y - r * 0.45);
    ctx.lineTo(x - r * 0.4, y + r * 0.45);
    ctx.lineTo(x + r * 0.4, y + r * 0.45);
    ctx.closePath();
  }
  ctx.stroke();
}

function drawPickup(ctx: CanvasRenderingContext2D, c: Camera, p: Pickup, time: number): void {
  const shown = fade(c, p.z) * passedFade(c, p.z);
  if (p.taken || p.z - c.z < 1.5 || shown === 0) return;
  const bob = Math.sin(time * 4 + p.id) * 0.15;
  const q = project(c, p.lane * LANE_WIDTH, 0.9 + bob, p.z);
  const color = PICKUP_COLORS[p.kind];
  ctx.globalAlpha = shown;
  ctx.fillStyle = color;
  if (p.kind === 'shard') {
    const r = q.scale * 0.3;
    ctx.beginPath();
    ctx.moveTo(q.x, q.y - r);
    ctx.lineTo(q.x + r * 0.6, q.y);
    ctx.lineTo(q.x, q.y + r);
    ctx.lineTo(q.x - r * 0.6, q.y);
    ctx.fill();
  } else {
    const r = q.scale * 0.5;
    ctx.globalAlpha *= 0.3;
    ctx.beginPath();
    ctx.arc(q.x, q.y, r * 1.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = shown;
    ctx.beginPath();
    ctx.arc(q.x, q.y, r, 0, Math.PI * 2);
    ctx.fill();
    sign(ctx, p.kind, q.x, q.y, r);
  }
  ctx.globalAlpha = 1;
}

/** The car's outline, and its underglow and tail lights. */
export const CAR_COLOR = '#7cf9ff';
export const CAR_LIGHTS = '#ff4fd8';
/** The wreck flashes pale gold in an amber outline: never the hazards' red, so the car never reads as one of them. */
export const CAR_WRECK = '#fff3c4';
export const CAR_WRECK_EDGE = COLORS.amber;

/** The car seen from behind: a low neon wedge with tail lights, its shadow, and the shield bubble. */
export function drawCar(ctx: CanvasRenderingContext2D, c: Camera, s: State, reducedMotion: boolean): void {
  const z = c.z + c.back;
  const x = s.car.x * LANE_WIDTH;
  const ground = project(c, x, 0, z);
  const w = ground.scale * 1.7;
  const h = ground.scale * (s.car.slide > 0 ? CAR_SLIDE_HEIGHT : CAR_HEIGHT);
  const lift = s.car.y * ground.scale;
  // Underglow on the grid below the car (fainter the higher it jumps).
  ctx.fillStyle = CAR_LIGHTS;
  ctx.globalAlpha = 0.35 / (1 + s.car.y);
  ctx.beginPath();
  ctx.ellipse(ground.x, ground.y, w * 0.65, w * 0.13, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  const by = ground.y - lift;
  const lean = (s.car.lane - s.car.x) * w * 0.25;
  const wreck = s.crashed && !reducedMotion && Math.floor(s.crashTime * 12) % 2 === 0;
  ctx.beginPath();
  ctx.moveTo(ground.x - w / 2, by);
  ctx.lineTo(ground.x + w / 2, by);
  ctx.lineTo(ground.x + w * 0.32 + lean, by - h);
  ctx.lineTo(ground.x - w * 0.32 + lean, by - h);
  ctx.closePath();
  ctx.fillStyle = wreck ? CAR_WRECK : '#1b0b33';
  ctx.fill();
  ctx.strokeStyle = s.crashed ? CAR_WRECK_EDGE : CAR_COLOR;
  ctx.lineWidth = Math.max(2, w * 0.03);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(ground.x - w * 0.4, by - h * 0.62);
  ctx.lineTo(ground.x + w * 0.4, by - h * 0.62);
  ctx.stroke();
  ctx.fillStyle = CAR_LIGHTS;
  ctx.fillRect(ground.x - w * 0.42, by - h * 0.45, w * 0.22, h * 0.16);
  ctx.fillRect(ground.x + w * 0.2, by - h * 0.45, w * 0.22, h * 0.16);
  if (s.shield) {
    ctx.strokeStyle = '#7cf9ff';
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.ellipse(ground.x + lean / 2, by - h / 2, w * 0.75, h * 0.95 + w * 0.1, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  if (s.crashed && !reducedMotion) {
    ctx.strokeStyle = '#ffd166';
    ctx.lineWidth = 3;
    ctx.globalAlpha = Math.max(0, 1 - s.crashTime);
    ctx.beginPath();
    ctx.arc(ground.x, by - h / 2, w * (0.5 + s.crashTime * 2), 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}

/** The take-off zones' amber: the colour of every cue, never a hazard's. */
export const JUMP_ZONE = COLORS.amber;

/** How strongly each part of a take-off zone is drawn, as shares of its fade-in. */
export interface ZoneLook {
  /** The band's fill, its outline, the solid take-off line at its start, and the arrows painted in it. */
  band: number;
  edge: number;
  mark: number;
  arrows: number;
}

/**
 * The take-off zone's look: its start, where a jump first clears the obstacle, is a solid line always at full strength
 * (a mark to jump on that reads from afar); while the car is on it the band and its arrows light up (jump now).
 */
export function zoneLook(lit: boolean): ZoneLook {
  return lit ? { band: 0.6, edge: 1, mark: 1, arrows: 1 } : { band: 0.14, edge: 0.75, mark: 1, arrows: 0.45 };
}

/** Depth (metres of road) of the take-off line at the start of a zone. */
const MARK_METRES = 0.6;

/** A quadrilateral on the road across lanes [cx - half, cx + half], from track position z0 to z1. */
function roadPatch(
  c: Camera,
  cx: number,
  half: number,
  z0: number,
  z1: number,
): { x: number; y: number; scale: number }[] {
  return [
    project(c, cx - half, 0, z0),
    project(c, cx + half, 0, z0),
    project(c, cx + half, 0, z1),
    project(c, cx - half, 0, z1),
  ];
}

/**
 * Before a beam or a gap, the stretch of road the car must be on as it jumps to clear it: an amber band across the
 * obstacle's lanes with a solid take-off line at its start and arrows up it, coming down the road with it, lit up while
 * the car is on it and on the ground.
 */
function drawJumpZone(ctx: CanvasRenderingContext2D, c: Camera, o: Obstacle, s: State): void {
  const zone = jumpZone(o, s);
  const car = c.z + c.back;
  if (!zone || zone.to < car - BEHIND || zone.from > farEnd(c)) return;
  const from = Math.max(zone.from, car - BEHIND);
  const cx = obstacleX(o, s.time) * LANE_WIDTH;
  const half = obstacleHalfWidth(o) * LANE_WIDTH;
  const look = zoneLook(zone.lit);
  const shown = fade(c, zone.from);
  const corners = roadPatch(c, cx, half, from, zone.to);
  ctx.beginPath();
  corners.forEach((q) => ctx.lineTo(q.x, q.y));
  ctx.closePath();
  ctx.fillStyle = JUMP_ZONE;
  ctx.globalAlpha = shown * look.band;
  ctx.fill();
  ctx.strokeStyle = JUMP_ZONE;
  ctx.globalAlpha = shown * look.edge;
  ctx.lineWidth = Math.max(1.5, (corners[0]?.scale ?? 0) * 0.06);
  ctx.stroke();
  if (zone.from >= car - BEHIND) {
    ctx.beginPath();
    roadPatch(c, cx, half, zone.from, zone.from + MARK_METRES).forEach((q) => ctx.lineTo(q.x, q.y));
    ctx.closePath();
    ctx.globalAlpha = shown * look.mark;
    ctx.fill();
  }
  // Arrows up the band, one per lane it covers, in its middle: this is where to jump.
  const mid = (Math.max(from, zone.from) + zone.to) / 2;
  const length = Math.min(2.5, (zone.to - from) * 0.6);
  ctx.beginPath();
  for (let lane = o.from; lane <= o.to; lane += 1) {
    const x = lane * LANE_WIDTH;
    const tip = project(c, x, 0, mid + length / 2);
    const left = project(c, x - LANE_WIDTH * 0.22, 0, mid - length / 2);
    const right = project(c, x + LANE_WIDTH * 0.22, 0, mid - length / 2);
    ctx.moveTo(left.x, left.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.lineTo(right.x, right.y);
  }
  ctx.globalAlpha = shown * look.arrows;
  ctx.lineWidth = Math.max(2, (corners[2]?.scale ?? 0) * 0.09);
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** Obstacles and pick-ups from far to near (so near ones cover far ones); `pull` is how far the camera has craned from a wreck. */
export function drawThings(ctx: CanvasRenderingContext2D, c: Camera, s: State, pull = 0): void {
  for (const o of s.obstacles) drawJumpZone(ctx, c, o, s);
  drawStrips(ctx, c, s);
  const things: { z: number; draw: () => void }[] = [];
  for (const o of s.obstacles) things.push({ z: o.z - o.depth / 2, draw: () => drawObstacle(ctx, c, o, s, pull) });
  for (const p of s.pickups) things.push({ z: p.z, draw: () => drawPickup(ctx, c, p, s.time) });
  things.sort((a, b) => b.z - a.z);
  for (const t of things) t.draw();
}
