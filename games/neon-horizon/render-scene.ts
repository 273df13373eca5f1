/** The backdrop: a synthwave sky, a striped setting sun, wireframe hills and the glowing perspective grid. */
import type { FrameBox } from '../kit';
import { LANE_WIDTH, project, type Camera } from './camera';

/** The floor's gradient from the horizon down (stop, colour), and the haze over its far part: #8a1f6e at most this opaque. */
export const FLOOR: readonly [number, string][] = [
  [0, '#3b0a4f'],
  [0.25, '#12021f'],
  [1, '#090112'],
];
export const HAZE = '#8a1f6e';
export const HAZE_ALPHA = 0.85;

/** The lane lines' cyan: no hazard or pickup is drawn in it (render-things.ts). */
export const LANE_COLOR = '#7cf9ff';

/** The sky's gradient from the top of the field down to the horizon. */
export const SKY: readonly [number, string][] = [
  [0, '#07021a'],
  [0.55, '#2a0845'],
  [1, '#8a1f6e'],
];
/**
 * The sun's gradient from its top: yellow to orange over all of it that shows above the horizon, never reaching the
 * hazards' red.
 */
export const SUN: readonly [number, string][] = [
  [0, '#fff27a'],
  [0.75, '#ff9a3c'],
];
/** The sun's halo and the bands cut across it. */
export const SUN_GLOW = '#ff4fd8';
export const SUN_BANDS = '#5a1260';
/** The hills' fill and outline. */
export const HILLS_FILL = '#1a0530';
export const HILLS_LINE = '#b44dff';

let skyCache: { key: string; sky: CanvasGradient; floor: CanvasGradient; haze: CanvasGradient } | null = null;
let sunCache: { key: string; sun: CanvasGradient } | null = null;

/** The sky, floor and haze gradients of a view, made once per size. */
function gradients(ctx: CanvasRenderingContext2D, c: Camera) {
  const key = `${c.width}x${c.height}`;
  if (skyCache?.key === key) return skyCache;
  const sky = ctx.createLinearGradient(0, 0, 0, c.horizon);
  SKY.forEach(([stop, color]) => sky.addColorStop(stop, color));
  const floor = ctx.createLinearGradient(0, c.horizon, 0, c.height);
  FLOOR.forEach(([stop, color]) => floor.addColorStop(stop, color));
  const haze = ctx.createLinearGradient(0, c.horizon, 0, c.horizon + (c.height - c.horizon) * 0.22);
  haze.addColorStop(0, `rgba(138, 31, 110, ${HAZE_ALPHA})`);
  haze.addColorStop(1, 'rgba(138, 31, 110, 0)');
  skyCache = { key, sky, floor, haze };
  return skyCache;
}

function sunGradient(ctx: CanvasRenderingContext2D, sunY: number, r: number): CanvasGradient {
  const key = `${Math.round(sunY)}:${Math.round(r)}`;
  if (sunCache?.key === key) return sunCache.sun;
  const sun = ctx.createLinearGradient(0, sunY - r, 0, sunY + r);
  SUN.forEach(([stop, color]) => sun.addColorStop(stop, color));
  sunCache = { key, sun };
  return sun;
}

/** The grid's magenta. */
export const GRID = '#c026d3';

/** Hill heights (fractions) around the horizon, fixed so the skyline never flickers. */
const HILLS = [0.2, 0.55, 0.35, 0.8, 0.45, 0.25, 0.65, 0.4, 0.9, 0.5, 0.3, 0.6, 0.2, 0.75, 0.35, 0.5];

function drawSun(ctx: CanvasRenderingContext2D, c: Camera, distance: number): void {
  // Upright, the horizon sits high: the sun shrinks to stay on the screen.
  const r = Math.min(c.width * 0.3, c.height * 0.3, c.horizon * 0.62);
  // The sun sinks a little as the run goes on, but never sets.
  const sunY = c.horizon - r * (0.55 - Math.min(0.35, distance / 20000));
  ctx.fillStyle = gradients(ctx, c).sky;
  ctx.fillRect(0, 0, c.width, c.horizon);
  ctx.globalAlpha = 0.22;
  ctx.fillStyle = SUN_GLOW;
  ctx.beginPath();
  ctx.arc(c.width / 2, sunY, r * 1.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.fillStyle = sunGradient(ctx, sunY, r);
  ctx.beginPath();
  ctx.arc(c.width / 2, sunY, r, 0, Math.PI * 2);
  ctx.fill();
  // Bands cut across the lower half, thicker toward the horizon, drifting down as the car runs.
  ctx.fillStyle = SUN_BANDS;
  const drift = (distance * 0.05) % 1;
  for (let i = 0; i < 7; i += 1) {
    const t = (i + drift) / 7;
    const y = sunY + r * (0.05 + t * 0.95);
    ctx.fillRect(c.width / 2 - r, y, r * 2, 1 + t * r * 0.09);
  }
}

function drawHills(ctx: CanvasRenderingContext2D, c: Camera): void {
  const step = c.width / (HILLS.length - 4);
  const shift = -c.x * 6;
  const base = c.horizon;
  const high = Math.min(c.width, c.height) * 0.12;
  ctx.beginPath();
  ctx.moveTo(-step * 2 + shift, base);
  HILLS.forEach((h, i) => ctx.lineTo(-step * 2 + shift + i * step, base - h * high));
  ctx.lineTo(-step * 2 + shift + HILLS.length * step, base);
  ctx.closePath();
  ctx.fillStyle = HILLS_FILL;
  ctx.fill();
  ctx.strokeStyle = HILLS_LINE;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

/**
 * How far the lines along the track run: to the horizon, in effect (a few pixels under it), so the road runs on into the
 * haze beyond the last of the track's things, however far back the camera rides.
 */
const HORIZON_METRES = 3000;

/** The nearest track position on screen (at its foot): lines start there rather than far below it. */
function footZ(c: Camera): number {
  return c.z + (c.camHeight * c.focal) / Math.max(1, c.height - c.horizon);
}

/** The floor and the grid's lines along the track (these hold still as the car runs). */
function drawFloor(ctx: CanvasRenderingContext2D, c: Camera): void {
  ctx.fillStyle = gradients(ctx, c).floor;
  ctx.fillRect(0, c.horizon, c.width, c.height - c.horizon);
  const near = footZ(c);
  const far = c.z + HORIZON_METRES;
  ctx.beginPath();
  for (let k = -14; k <= 14; k += 1) {
    const x = k * LANE_WIDTH * 0.5;
    const a = project(c, x, 0, near);
    const b = project(c, x, 0, far);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = GRID;
  ctx.lineWidth = 1.2;
  ctx.globalAlpha = 0.75;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The least screen gap (logical px) between two lines across the track: further off they would merge into a band. */
export const MIN_CROSS_GAP = 3;

/**
 * The grid's lines across the track, scrolling toward the car: thin rectangles, far cheaper to fill than to stroke. They
 * run on past the track's things until they crowd together, so a camera riding far back (upright) shows no bare road.
 */
function drawCrossLines(ctx: CanvasRenderingContext2D, c: Camera): void {
  const spacing = 4;
  ctx.fillStyle = GRID;
  ctx.globalAlpha = 0.75;
  let last = Infinity;
  for (let z = Math.ceil(footZ(c) / spacing) * spacing; z < c.z + HORIZON_METRES; z += spacing) {
    const y = project(c, 0, 0, z).y;
    if (last - y < MIN_CROSS_GAP) break;
    ctx.fillRect(0, y - 0.6, c.width, 1.2);
    last = y;
  }
  ctx.globalAlpha = 1;
}

/** The track's edges and lane lines, glowing brighter than the grid. */
function drawTrackLines(ctx: CanvasRenderingContext2D, c: Camera): void {
  const near = footZ(c);
  const far = c.z + HORIZON_METRES;
  ctx.beginPath();
  for (const edge of [-1.5, -0.5, 0.5, 1.5]) {
    const a = project(c, edge * LANE_WIDTH, 0, near);
    const b = project(c, edge * LANE_WIDTH, 0, far);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = LANE_COLOR;
  ctx.globalAlpha = 0.3;
  ctx.lineWidth = 7;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** The layers that hold still behind the title and pause screens (sky, sun, hills, floor), kept as one picture. */
let still: { key: string; canvas: HTMLCanvasElement } | null = null;

/** Draws the still layers from the picture kept of them, redrawing it only when the view's size or the camera's side moves. */
function drawStill(ctx: CanvasRenderingContext2D, c: Camera, distance: number): void {
  const t = ctx.getTransform();
  // The sun sinks slowly with distance: a kept picture serves 200 m.
  const key = `${c.width}x${c.height}@${t.a}x${t.d}:${c.x}:${c.horizon}:${c.focal}:${Math.round(distance / 200)}`;
  if (still?.key !== key) {
    const canvas = still?.canvas ?? document.createElement('canvas');
    const width = Math.max(1, Math.round(c.width * t.a));
    const height = Math.max(1, Math.round(c.height * t.d));
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    const layer = canvas.getContext('2d');
    if (!layer) return;
    layer.setTransform(t.a, 0, 0, t.d, 0, 0);
    drawSun(layer, c, distance);
    drawHills(layer, c);
    drawFloor(layer, c);
    still = { key, canvas };
  }
  ctx.drawImage(still.canvas, 0, 0, c.width, c.height);
}

/** How dark the backdrop is drawn in the margins round the field: a frame round the play, not more of it. */
export const MARGIN_DIM = 0.55;

/**
 * The margins round the field (the kit's `drawMargins`, `frame` the whole canvas in the field's units): the sky and the
 * floor go on past the field's edges, dimmed, so a desktop's band for pause and mute is the night round the grid, not a
 * black column.
 */
export function drawMargins(ctx: CanvasRenderingContext2D, c: Camera, frame: FrameBox): void {
  const { sky, floor } = gradients(ctx, c);
  ctx.fillStyle = sky;
  ctx.fillRect(frame.x, frame.y, frame.width, c.horizon - frame.y);
  ctx.fillStyle = floor;
  ctx.fillRect(frame.x, c.horizon, frame.width, frame.y + frame.height - c.horizon);
  ctx.fillStyle = `rgba(0, 0, 0, ${MARGIN_DIM})`;
  ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
}

/**
 * Draws the whole backdrop for a camera. In play every layer is drawn afresh; behind the title and pause screens
 * (`moving` false) the still layers come from a kept picture, so those screens cost little to redraw.
 */
export function drawScene(ctx: CanvasRenderingContext2D, c: Camera, distance: number, moving = true): void {
  if (moving) {
    drawSun(ctx, c, distance);
    drawHills(ctx, c);
    drawFloor(ctx, c);
  } else drawStill(ctx, c, distance);
  drawCrossLines(ctx, c);
  drawTrackLines(ctx, c);
  // A haze over the far grid, so it melts into the horizon.
  ctx.fillStyle = gradients(ctx, c).haze;
  ctx.fillRect(0, c.horizon, c.width, (c.height - c.horizon) * 0.22);
}
