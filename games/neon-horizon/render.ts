/** Draws a NEON HORIZON frame: backdrop, track things, the car and the HUD, fitted to the view's size. */
import { COLORS, FONT_MONO, drawText, readableSize, type DrawInfo } from '../kit';
import { makeCamera } from './camera';
import { drawScene } from './render-scene';
import { drawCar, drawThings } from './render-things';
import { MAGNET_TIME, SLOW_TIME, multiplier, type State } from './world';

function drawHud(ctx: CanvasRenderingContext2D, s: State, width: number, height: number, scale: number): void {
  // At least 16 CSS px, so the smallest line (0.75 of it) still shows at 12 on a small sideways phone.
  const size = readableSize(Math.max(16, Math.min(width, height) * 0.05), scale, 16);
  const pad = size * 0.7;
  drawText(ctx, String(Math.floor(s.points)), pad, pad + size / 2, { size: size * 1.3, color: COLORS.text, family: FONT_MONO, weight: 'bold', align: 'left' });
  drawText(ctx, `${Math.floor(s.distance)} m`, pad, pad + size * 1.85, { size: size * 0.8, color: COLORS.cyan, family: FONT_MONO, align: 'left' });
  const mult = multiplier(s.combo);
  if (mult > 1) {
    drawText(ctx, `x${mult}`, pad, pad + size * 3.1, { size: size * 1.2, color: COLORS.amber, family: FONT_MONO, weight: 'bold', align: 'left', glow: true });
    ctx.fillStyle = COLORS.amber;
    ctx.fillRect(pad, pad + size * 3.9, size * 3 * (s.comboTimer / 4), size * 0.18);
  }
  const timers: [string, string, number][] = [];
  if (s.shield) timers.push(['SHIELD', COLORS.cyan, 1]);
  if (s.magnet > 0) timers.push(['MAGNET', COLORS.magenta, s.magnet / MAGNET_TIME]);
  if (s.slow > 0) timers.push(['SLOW-MO', COLORS.amber, s.slow / SLOW_TIME]);
  timers.forEach(([label, color, left], i) => {
    const y = pad + size * (4.8 + i * 1.4);
    drawText(ctx, label, pad, y, { size: size * 0.75, color, family: FONT_MONO, weight: 'bold', align: 'left' });
    ctx.fillStyle = color;
    ctx.fillRect(pad, y + size * 0.45, size * 3 * left, size * 0.14);
  });
  s.popups.forEach((p, i) => {
    ctx.globalAlpha = Math.min(1, p.life * 2);
    drawText(ctx, p.text, width / 2, height * (0.56 - i * 0.06) - (1 - p.life) * size, {
      size: size * 0.95,
      color: COLORS.amber,
      weight: 'bold',
      maxWidth: width * 0.9,
    });
    ctx.globalAlpha = 1;
  });
}

/** The render function given to the kit. */
export function render(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const camera = makeCamera(info.width, info.height, s.distance, s.car.x);
  drawScene(ctx, camera, s.distance);
  drawThings(ctx, camera, s);
  drawCar(ctx, camera, s, info.reducedMotion);
  if (s.slow > 0) {
    ctx.fillStyle = 'rgba(80, 140, 255, 0.12)';
    ctx.fillRect(0, 0, info.width, info.height);
  }
  if (info.scene !== 'title') drawHud(ctx, s, info.width, info.height, info.scale ?? 1);
}
