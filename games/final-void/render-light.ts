/** The darkness: a low-resolution shade over the view with soft holes cut by the hero's light and the crystals. */
import { TILE } from './level';
import { sweeperAt } from './hazards';
import { DARKNESS, PALETTES } from './palette';
import { HERO_H, HERO_W } from './physics';
import type { FvState } from './sim';
import type { Camera } from './camera';

/** World pixels per shade pixel: the blur comes free from the upscale. */
const DOWN = 4;
let shade: HTMLCanvasElement | null = null;

function hole(c: CanvasRenderingContext2D, x: number, y: number, r: number, strength: number): void {
  const g = c.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, `rgba(0,0,0,${strength})`);
  g.addColorStop(0.55, `rgba(0,0,0,${strength * 0.6})`);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  c.fillStyle = g;
  c.fillRect(x - r, y - r, r * 2, r * 2);
}

/** Darkens the view except around lights; the caller's transform maps world pixels of the view to the screen. */
export function drawDarkness(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  cam: Camera,
  viewW: number,
  viewH: number,
  t: number,
): void {
  const w = Math.ceil(viewW / DOWN);
  const h = Math.ceil(viewH / DOWN);
  shade ??= document.createElement('canvas');
  if (shade.width !== w || shade.height !== h) {
    shade.width = w;
    shade.height = h;
  }
  const c = shade.getContext('2d');
  if (!c) return;
  c.globalCompositeOperation = 'source-over';
  c.clearRect(0, 0, w, h);
  c.fillStyle = DARKNESS;
  c.globalAlpha = PALETTES[s.level.theme].dark;
  c.fillRect(0, 0, w, h);
  c.globalAlpha = 1;
  c.globalCompositeOperation = 'destination-out';
  const ox = cam.x - viewW / 2;
  const oy = cam.y - viewH / 2;
  const at = (x: number, y: number, r: number, k: number): void => {
    const sx = (x - ox) / DOWN;
    const sy = (y - oy) / DOWN;
    const sr = r / DOWN;
    if (sx + sr > 0 && sy + sr > 0 && sx - sr < w && sy - sr < h) hole(c, sx, sy, sr, k);
  };
  const flicker = 1 + 0.04 * Math.sin(t * 11) + 0.03 * Math.sin(t * 7.3);
  if (s.dead === 0) at(s.hero.x + HERO_W / 2, s.hero.y + HERO_H / 2, s.level.light * flicker, 1);
  for (const cr of s.level.crystals) at(cr.x * TILE + 8, cr.y * TILE + 8, 70 + 6 * Math.sin(t * 2 + cr.x), 0.95);
  at(s.checkpoint.x * TILE + 8, s.checkpoint.y * TILE, 48, 0.8);
  at(s.level.exit.x * TILE + 8, s.level.exit.y * TILE, 70, 0.9);
  for (const sw of s.level.sweepers) {
    const p = sweeperAt(sw, s.time);
    at(p.x, p.y, 26, 0.6);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(shade, 0, 0, w * DOWN, h * DOWN);
}
