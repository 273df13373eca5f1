/** The backdrop: a synthwave sky, a striped setting sun, wireframe hills and the glowing perspective grid. */
import { LANE_WIDTH, project, type Camera } from './camera';
import { VIEW_DISTANCE } from './world';

let skyCache: { key: string; sky: CanvasGradient; floor: CanvasGradient; haze: CanvasGradient } | null = null;
let sunCache: { key: string; sun: CanvasGradient } | null = null;

/** The sky, floor and haze gradients of a view, made once per size. */
function gradients(ctx: CanvasRenderingContext2D, c: Camera) {
  const key = `${c.width}x${c.height}`;
  if (skyCache?.key === key) return skyCache;
  const sky = ctx.createLinearGradient(0, 0, 0, c.horizon);
  sky.addColorStop(0, '#07021a');
  sky.addColorStop(0.55, '#2a0845');
  sky.addColorStop(1, '#8a1f6e');
  const floor = ctx.createLinearGradient(0, c.horizon, 0, c.height);
  floor.addColorStop(0, '#3b0a4f');
  floor.addColorStop(0.25, '#12021f');
  floor.addColorStop(1, '#090112');
  const haze = ctx.createLinearGradient(0, c.horizon, 0, c.horizon + (c.height - c.horizon) * 0.22);
  haze.addColorStop(0, 'rgba(138, 31, 110, 0.85)');
  haze.addColorStop(1, 'rgba(138, 31, 110, 0)');
  skyCache = { key, sky, floor, haze };
  return skyCache;
}

function sunGradient(ctx: CanvasRenderingContext2D, sunY: number, r: number): CanvasGradient {
  const key = `${Math.round(sunY)}:${Math.round(r)}`;
  if (sunCache?.key === key) return sunCache.sun;
  const sun = ctx.createLinearGradient(0, sunY - r, 0, sunY + r);
  sun.addColorStop(0, '#fff27a');
  sun.addColorStop(0.5, '#ff9a3c');
  sun.addColorStop(1, '#ff2f9a');
  sunCache = { key, sun };
  return sun;
}

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
  ctx.fillStyle = '#ff4fd8';
  ctx.beginPath();
  ctx.arc(c.width / 2, sunY, r * 1.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.fillStyle = sunGradient(ctx, sunY, r);
  ctx.beginPath();
  ctx.arc(c.width / 2, sunY, r, 0, Math.PI * 2);
  ctx.fill();
  // Bands cut across the lower half, thicker toward the horizon, drifting down as the car runs.
  ctx.fillStyle = '#5a1260';
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
  ctx.fillStyle = '#1a0530';
  ctx.fill();
  ctx.strokeStyle = '#b44dff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawGrid(ctx: CanvasRenderingContext2D, c: Camera): void {
  ctx.fillStyle = gradients(ctx, c).floor;
  ctx.fillRect(0, c.horizon, c.width, c.height - c.horizon);
  const far = c.z + VIEW_DISTANCE + 10;
  ctx.beginPath();
  for (let k = -14; k <= 14; k += 1) {
    const x = k * LANE_WIDTH * 0.5;
    const a = project(c, x, 0, c.z + 0.7);
    const b = project(c, x, 0, far);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  const spacing = 4;
  for (let z = Math.ceil(c.z / spacing) * spacing; z < far; z += spacing) {
    const y = project(c, 0, 0, z).y;
    ctx.moveTo(0, y);
    ctx.lineTo(c.width, y);
  }
  ctx.strokeStyle = '#c026d3';
  ctx.lineWidth = 1.2;
  ctx.globalAlpha = 0.75;
  ctx.stroke();
  ctx.globalAlpha = 1;
  // The track's edges and lane lines glow brighter than the grid.
  ctx.beginPath();
  for (const edge of [-1.5, -0.5, 0.5, 1.5]) {
    const a = project(c, edge * LANE_WIDTH, 0, c.z + 0.7);
    const b = project(c, edge * LANE_WIDTH, 0, far);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = '#7cf9ff';
  ctx.globalAlpha = 0.3;
  ctx.lineWidth = 7;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** Draws the whole backdrop for a camera. */
export function drawScene(ctx: CanvasRenderingContext2D, c: Camera, distance: number): void {
  drawSun(ctx, c, distance);
  drawHills(ctx, c);
  drawGrid(ctx, c);
  // A haze over the far grid, so it melts into the horizon.
  ctx.fillStyle = gradients(ctx, c).haze;
  ctx.fillRect(0, c.horizon, c.width, (c.height - c.horizon) * 0.22);
}
