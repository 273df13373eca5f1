/** Draws an Arrow Dash frame: a bright backdrop, the field (upright or turned), then the HUD and round results in view space. */
import { FONT_MONO, FONT_SANS, drawText, readableSize, type DrawInfo } from '../kit';
import { drawField } from './render-field';
import { applyWorld, fitView, toScreen, type View } from './view';
import { ROUND_TIME, multiplier, type State } from './world';

const INK = '#1d2b53';
let backdrop: { key: string; fill: CanvasGradient } | null = null;

function sky(ctx: CanvasRenderingContext2D, w: number, h: number): CanvasGradient {
  const key = `${w}x${h}`;
  if (backdrop?.key === key) return backdrop.fill;
  const fill = ctx.createLinearGradient(0, 0, w, h);
  fill.addColorStop(0, '#7bdff2');
  fill.addColorStop(1, '#b2f7ef');
  backdrop = { key, fill };
  return fill;
}

function drawHud(ctx: CanvasRenderingContext2D, s: State, v: View, scale: number): void {
  // At least 16 CSS px, so the smallest line (0.8 of it) still shows at 12 on a small sideways phone.
  const size = readableSize(Math.max(16, Math.min(v.width, v.height) * 0.045), scale, 16);
  const pad = size * 0.6;
  const text = { family: FONT_MONO, weight: 'bold' as const, align: 'left' as const, color: INK };
  // Compact, so on a small sideways frame it stays above the bow (on the left, half-way down).
  drawText(ctx, `${s.score}`, pad, pad + size * 0.6, { ...text, size: size * 1.3 });
  drawText(ctx, `ROUND ${s.round}`, pad, pad + size * 1.8, { ...text, size: size * 0.8, family: FONT_SANS });
  const after = pad + ctx.measureText(`ROUND ${s.round}  `).width;
  drawText(ctx, `➶ ${s.arrowsLeft}`, after, pad + size * 1.8, { ...text, size: size * 0.9, color: '#c1121f' });
  const barW = size * 5;
  ctx.fillStyle = 'rgba(29, 43, 83, 0.2)';
  ctx.fillRect(pad, pad + size * 2.5, barW, size * 0.35);
  ctx.fillStyle = s.timeLeft < 6 ? '#ff4d6d' : '#2a9d8f';
  ctx.fillRect(pad, pad + size * 2.5, (barW * s.timeLeft) / ROUND_TIME, size * 0.35);
  const mult = multiplier(s.combo);
  if (s.combo > 0)
    drawText(ctx, mult > 1 ? `x${mult} COMBO ${s.combo}` : `COMBO ${s.combo}`, pad, pad + size * 3.55, { ...text, size: size * 0.85, color: '#e85d04' });
  for (const p of s.popups) {
    const at = toScreen(v, p);
    ctx.globalAlpha = Math.min(1, p.life * 2);
    drawText(ctx, p.text, at.x, at.y, { size: size * 0.95, weight: 'bold', color: p.good ? '#e85d04' : '#6c757d' });
    ctx.globalAlpha = 1;
  }
}

function drawResult(ctx: CanvasRenderingContext2D, s: State, v: View, info: DrawInfo): void {
  const r = s.result;
  if (!r) return;
  const w = Math.min(v.width * 0.86, 420);
  // The card's smallest line (0.75 of its size unit, h / 9) shows at least 12 CSS px.
  const h = Math.min(v.height * 0.9, Math.max(Math.min(v.height * 0.6, 300), (9 * 16) / (info.scale ?? 1)));
  const x = (v.width - w) / 2;
  const y = (v.height - h) / 2;
  ctx.fillStyle = 'rgba(29, 43, 83, 0.25)';
  ctx.fillRect(0, 0, v.width, v.height);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 18);
  ctx.fill();
  const size = h / 9;
  const failed = r.stars === 0;
  drawText(ctx, failed ? `ROUND ${r.round} MISSED` : `ROUND ${r.round} CLEAR!`, v.width / 2, y + size * 1.2, {
    size: size * 1.1,
    weight: 'bold',
    color: failed ? '#c1121f' : INK,
    maxWidth: w * 0.9,
  });
  const shown = info.reducedMotion ? 3 : Math.min(3, Math.floor(s.phaseTime / 0.25));
  for (let i = 0; i < 3; i += 1) {
    const on = i < r.stars && i < shown;
    drawText(ctx, '★', v.width / 2 + (i - 1) * size * 2.2, y + size * 3.3, { size: size * 2.2, color: on ? '#ffb703' : '#dee2e6' });
  }
  drawText(ctx, `${r.hits} hits from ${r.shots} arrows`, v.width / 2, y + size * 5.3, { size: size * 0.8, color: INK, maxWidth: w * 0.9 });
  if (r.bonus > 0) drawText(ctx, `CLEAR BONUS +${r.bonus}`, v.width / 2, y + size * 6.4, { size: size * 0.8, weight: 'bold', color: '#2a9d8f' });
  if (!failed) drawText(ctx, 'Tap or Space: next round', v.width / 2, y + size * 7.8, { size: size * 0.75, color: '#6c757d', maxWidth: w * 0.9 });
}

/** The render function given to the kit. */
export function render(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const v = fitView(info.width, info.height);
  ctx.fillStyle = sky(ctx, info.width, info.height);
  ctx.fillRect(0, 0, info.width, info.height);
  ctx.save();
  applyWorld(ctx, v);
  drawField(ctx, s);
  ctx.restore();
  if (info.scene === 'title') return;
  drawHud(ctx, s, v, info.scale ?? 1);
  if (s.phase !== 'aim') drawResult(ctx, s, v, info);
}
