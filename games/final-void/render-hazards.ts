/** Hazards drawn over the darkness, so spikes and sweepers read at a glance even on a phone-sized screen in an unlit cave. */
import { markHazard } from '../kit/draw';
import type { Camera } from './camera';
import { SWEEPER_RADIUS, sweeperAt } from './hazards';
import { TILE, tileAt } from './level';
import type { FvState } from './sim';

/** The outline of spikes and sweepers, the colour that says "this kills" (tests/unit/games/final-void-tuning.test.ts). */
export const HAZARD_EDGE = '#ff5a7a';
/** The body of a spike, dark so the teeth stand out from the stone under them. */
export const SPIKE_FILL = '#1e050c';
const TIP = '#ffd6de';
/** How far (world px) the looming shape's wavy top rises over the line that kills (render-world.ts: waves of 6 + 10). */
const LOOM_CREST = 16;

function spikes(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  t: number,
): void {
  const teeth = new Path2D();
  let any = false;
  for (let cy = y0; cy <= y1; cy += 1) {
    for (let cx = x0; cx <= x1; cx += 1) {
      if (tileAt(s.level, cx, cy) !== '^') continue;
      any = true;
      const x = cx * TILE;
      const y = cy * TILE;
      // A low red haze along the row makes a spike field visible from a distance.
      ctx.fillStyle = 'rgba(255,60,90,0.28)';
      ctx.fillRect(x, y + TILE * 0.3, TILE, TILE * 0.7);
      markHazard(ctx, x, y + TILE * 0.35, TILE, TILE * 0.65);
      for (let i = 0; i < 4; i += 1) {
        teeth.moveTo(x + i * 4, y + TILE);
        teeth.lineTo(x + i * 4 + 2, y + TILE * 0.35);
        teeth.lineTo(x + i * 4 + 4, y + TILE);
      }
    }
  }
  if (!any) return;
  ctx.fillStyle = SPIKE_FILL;
  ctx.fill(teeth);
  ctx.strokeStyle = HAZARD_EDGE;
  ctx.lineWidth = 1.5;
  ctx.globalAlpha = 0.85 + 0.15 * Math.sin(t * 4);
  ctx.stroke(teeth);
  ctx.globalAlpha = 1;
}

/** How far (world px) the void's glow rises from the level's bottom edge in a pit: the floor a pit reads by. */
export const VOID_GLOW = TILE * 2;

/**
 * The bottom of every pit open to the void (its column open on the level's last row): a red haze rising from the level's
 * bottom edge (or the view's, if higher) and a flickering jagged line along it, so a gap reads as a deadly pit with a floor, not as plain darkness.
 */
function voidFloor(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  x0: number,
  x1: number,
  viewBottom: number,
  t: number,
): void {
  const { level } = s;
  // Where the view ends above the level's bottom, the glow rises from the view's bottom edge: a pit always shows one.
  const bottom = Math.min(level.rows * TILE, viewBottom);
  const edge = new Path2D();
  let any = false;
  for (let cx = x0; cx <= x1; cx += 1) {
    const solid = (cy: number): boolean => tileAt(level, cx, cy) === '#' || tileAt(level, cx, cy) === '=';
    if (solid(level.rows - 1) || solid(Math.floor((bottom - 1) / TILE))) continue;
    any = true;
    const x = cx * TILE;
    const haze = ctx.createLinearGradient(0, bottom - VOID_GLOW, 0, bottom);
    haze.addColorStop(0, 'rgba(255,60,90,0)');
    haze.addColorStop(1, 'rgba(255,60,90,0.45)');
    ctx.fillStyle = haze;
    ctx.fillRect(x, bottom - VOID_GLOW, TILE, VOID_GLOW);
    markHazard(ctx, x, bottom - VOID_GLOW / 2, TILE, VOID_GLOW / 2);
    for (let i = 0; i < 4; i += 1) {
      const lift = 3 + 2 * Math.sin(t * 5 + cx * 1.7 + i * 2.1);
      edge.moveTo(x + i * 4, bottom - 2);
      edge.lineTo(x + i * 4 + 2, bottom - 2 - lift);
      edge.lineTo(x + i * 4 + 4, bottom - 2);
    }
  }
  if (!any) return;
  ctx.strokeStyle = HAZARD_EDGE;
  ctx.lineWidth = 1.5;
  ctx.stroke(edge);
}

function sweepers(ctx: CanvasRenderingContext2D, s: FvState): void {
  for (const sw of s.level.sweepers) {
    const c = sweeperAt(sw, s.time);
    const g = ctx.createRadialGradient(c.x, c.y, 0, c.x, c.y, 18);
    g.addColorStop(0, 'rgba(255,79,109,0.7)');
    g.addColorStop(1, 'rgba(255,79,109,0)');
    ctx.fillStyle = g;
    ctx.fillRect(c.x - 18, c.y - 18, 36, 36);
    ctx.beginPath();
    for (let i = 0; i < 8; i += 1) {
      const a = s.time * 9 + (i * Math.PI) / 4;
      const r = i % 2 ? SWEEPER_RADIUS * 0.55 : SWEEPER_RADIUS + 2;
      ctx.lineTo(c.x + Math.cos(a) * r, c.y + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.fillStyle = '#1a060c';
    ctx.fill();
    ctx.strokeStyle = HAZARD_EDGE;
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.fillStyle = TIP;
    ctx.fillRect(c.x - 1.5, c.y - 1.5, 3, 3);
    markHazard(ctx, c.x - SWEEPER_RADIUS, c.y - SWEEPER_RADIUS, 2 * SWEEPER_RADIUS, 2 * SWEEPER_RADIUS);
  }
}

/** Draws the view's hazards; like drawWorld, the transform already scales world pixels of the view to the screen. */
export function drawHazards(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  cam: Camera,
  viewW: number,
  viewH: number,
  t: number,
): void {
  ctx.save();
  ctx.translate(Math.round((viewW / 2 - cam.x) * 4) / 4, Math.round((viewH / 2 - cam.y) * 4) / 4);
  const x0 = Math.floor((cam.x - viewW / 2) / TILE);
  const y0 = Math.floor((cam.y - viewH / 2) / TILE);
  if (s.level.chase > 0) {
    // The looming shape (drawn with the world, under the darkness) kills too: its top wave rises LOOM_CREST over chaseY.
    const top = Math.max(s.chaseY - LOOM_CREST, cam.y - viewH / 2);
    const bottom = cam.y + viewH / 2;
    if (top < bottom) markHazard(ctx, cam.x - viewW / 2, top, viewW, bottom - top);
    // Nothing glows through the looming shape rising over the tower.
    ctx.beginPath();
    ctx.rect(cam.x - viewW / 2, cam.y - viewH / 2, viewW, s.chaseY - (cam.y - viewH / 2));
    ctx.clip();
  }
  spikes(ctx, s, x0, y0, x0 + Math.ceil(viewW / TILE) + 1, y0 + Math.ceil(viewH / TILE) + 1, t);
  if (s.level.chase === 0) voidFloor(ctx, s, x0, x0 + Math.ceil(viewW / TILE) + 1, cam.y + viewH / 2, t);
  sweepers(ctx, s);
  ctx.restore();
}
