/** What stands on the track, drawn far to near: walls of light, beams, gaps, movers, shards, power-ups and the car. */
import { markHazard } from '../kit';
import { LANE_WIDTH, project, type Camera } from './camera';
import { VIEW_DISTANCE, obstacleHalfWidth, obstacleX, type Obstacle, type Pickup, type State } from './world';

/**
 * Each obstacle's colour: all stand out by 3:1 from the floor, the haze at the horizon included, and none is the
 * lanes' cyan or the pickups' green, so a glance tells a hazard from the road and from a prize.
 */
export const OBSTACLE_COLORS: Record<Obstacle['kind'], string> = {
  wall: '#f4f1ff',
  mover: '#c77dff',
  low: '#ffd166',
  high: '#ff4fd8',
  gap: '#ff6b81',
};

/** Metres over which a thing placed at the far end fades in from the haze: short, so what is coming reads at once. */
export const FADE_METRES = 12;

/** How opaque a thing at track position z is drawn: it fades in over its first metres of view. */
export function fade(c: Camera, z: number): number {
  return Math.max(0, Math.min(1, (c.z + VIEW_DISTANCE + 4 - z) / FADE_METRES));
}

/** The thinnest outline of a hazard (logical px): far away a hazard is a few pixels tall, and its outline is what reads. */
export const MIN_OUTLINE = 2.5;

/** A glowing upright panel between two track points at one depth, from height y0 to y1. */
function panel(
  ctx: CanvasRenderingContext2D,
  c: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  color: string,
  lines: number,
): void {
  const a = project(c, x0, y1, z);
  const b = project(c, x1, y0, z);
  const w = b.x - a.x;
  const h = b.y - a.y;
  ctx.fillStyle = color;
  ctx.globalAlpha *= 0.28;
  ctx.fillRect(a.x, a.y, w, h);
  ctx.globalAlpha /= 0.28;
  ctx.beginPath();
  for (let i = 1; i < lines; i += 1) {
    ctx.moveTo(a.x, a.y + (h * i) / lines);
    ctx.lineTo(b.x, a.y + (h * i) / lines);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.lineWidth = Math.max(MIN_OUTLINE, a.scale * 0.08);
  ctx.strokeRect(a.x, a.y, w, h);
}

/** Things more than this far behind the car are no longer drawn (an upright camera rides far back: they would fill the foot of the screen). */
const BEHIND = 3;

function drawObstacle(ctx: CanvasRenderingContext2D, c: Camera, o: Obstacle, time: number, pull: number): void {
  const near = o.z - o.depth / 2;
  if (near - c.z < 1 || near < c.z + c.back - BEHIND || near > c.z + VIEW_DISTANCE + 4) return;
  // As the camera cranes away from a wreck, what stands at the wreck derezzes with it (it would tower over the kit's panel).
  const atWreck = Math.abs(near - (c.z + c.back)) < 4 ? 1 - pull : 1;
  ctx.globalAlpha = fade(c, near) * atWreck;
  const cx = obstacleX(o, time) * LANE_WIDTH;
  const half = obstacleHalfWidth(o) * LANE_WIDTH;
  const color = OBSTACLE_COLORS[o.kind];
  // Its box on screen, from its near foot to its top (a gap's top is its far edge), for the test build's text-over-hazard check.
  const footLeft = project(c, cx - half, 0, near);
  const footRight = project(c, cx + half, 0, near);
  const top = o.kind === 'gap' ? project(c, cx, 0, o.z + o.depth / 2).y : project(c, cx, 2.6, near).y;
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
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(MIN_OUTLINE, a.scale * 0.07);
    ctx.stroke();
  } else if (o.kind === 'low') panel(ctx, c, cx - half, cx + half, 0.1, 0.7, near, color, 2);
  else if (o.kind === 'high') {
    panel(ctx, c, cx - half, cx + half, 1.05, 2.6, near, color, 4);
    panel(ctx, c, cx - half - 0.15, cx - half, 0, 1.05, near, color, 1);
    panel(ctx, c, cx + half, cx + half + 0.15, 0, 1.05, near, color, 1);
  } else if (o.kind === 'wall') {
    // One panel per lane, each inside its lane's lines: a wall over two lanes reads as two blocked lanes, not one wide wall.
    const laneHalf = obstacleHalfWidth({ ...o, to: o.from }) * LANE_WIDTH;
    for (let lane = o.from; lane <= o.to; lane += 1)
      panel(ctx, c, lane * LANE_WIDTH - laneHalf, lane * LANE_WIDTH + laneHalf, 0, 2.6, near, color, 6);
  } else panel(ctx, c, cx - half, cx + half, 0, 2.6, near, color, 3);
  ctx.globalAlpha = 1;
}

/**
 * What the car collects, all in one green apart from the lanes' cyan and every hazard's colour: the sign inside a
 * power-up's orb tells which it is.
 */
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
  if (p.taken || p.z - c.z < 1.5 || p.z < c.z + c.back - BEHIND || p.z > c.z + VIEW_DISTANCE) return;
  const bob = Math.sin(time * 4 + p.id) * 0.15;
  const q = project(c, p.lane * LANE_WIDTH, 0.9 + bob, p.z);
  const color = PICKUP_COLORS[p.kind];
  ctx.globalAlpha = fade(c, p.z);
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
    ctx.globalAlpha = fade(c, p.z);
    ctx.beginPath();
    ctx.arc(q.x, q.y, r, 0, Math.PI * 2);
    ctx.fill();
    sign(ctx, p.kind, q.x, q.y, r);
  }
  ctx.globalAlpha = 1;
}

/** The car's outline. */
export const CAR_COLOR = '#7cf9ff';

/** The car seen from behind: a low neon wedge with tail lights, its shadow, and the shield bubble. */
export function drawCar(ctx: CanvasRenderingContext2D, c: Camera, s: State, reducedMotion: boolean): void {
  const z = c.z + c.back;
  const x = s.car.x * LANE_WIDTH;
  const ground = project(c, x, 0, z);
  const w = ground.scale * 1.7;
  const h = ground.scale * (s.car.slide > 0 ? 0.42 : 0.85);
  const lift = s.car.y * ground.scale;
  // Underglow on the grid below the car (fainter the higher it jumps).
  ctx.fillStyle = '#ff4fd8';
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
  ctx.fillStyle = wreck ? '#ff3b5c' : '#1b0b33';
  ctx.fill();
  ctx.strokeStyle = s.crashed ? '#ff3b5c' : CAR_COLOR;
  ctx.lineWidth = Math.max(2, w * 0.03);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(ground.x - w * 0.4, by - h * 0.62);
  ctx.lineTo(ground.x + w * 0.4, by - h * 0.62);
  ctx.stroke();
  ctx.fillStyle = '#ff4fd8';
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

/** Obstacles and pick-ups from far to near (so near ones cover far ones); `pull` is how far the camera has craned from a wreck. */
export function drawThings(ctx: CanvasRenderingContext2D, c: Camera, s: State, pull = 0): void {
  const things: { z: number; draw: () => void }[] = [];
  for (const o of s.obstacles) things.push({ z: o.z - o.depth / 2, draw: () => drawObstacle(ctx, c, o, s.time, pull) });
  for (const p of s.pickups) things.push({ z: p.z, draw: () => drawPickup(ctx, c, p, s.time) });
  things.sort((a, b) => b.z - a.z);
  for (const t of things) t.draw();
}
