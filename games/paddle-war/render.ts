/** Draws a Paddle War state: court, scores, paddles, ball with trail, point flash. */
import { drawText, neonRect, neonStroke } from '../kit/draw';
import { COLORS, FONT_MONO } from '../kit/theme';
import type { DrawInfo } from '../kit/types';
import * as R from './rules';
import type { PaddleWarState } from './sim';

const SIDE_COLOR = { left: COLORS.cyan, right: COLORS.magenta } as const;

function court(ctx: CanvasRenderingContext2D): void {
  ctx.fillStyle = 'rgba(155, 93, 229, 0.55)';
  for (let y = 12; y < R.HEIGHT; y += 30) ctx.fillRect(R.WIDTH / 2 - 2, y, 4, 16);
  ctx.fillStyle = 'rgba(124, 249, 255, 0.35)';
  ctx.fillRect(0, 0, R.WIDTH, 3);
  ctx.fillRect(0, R.HEIGHT - 3, R.WIDTH, 3);
}

function scores(ctx: CanvasRenderingContext2D, s: PaddleWarState): void {
  if (s.demo) return;
  const digits = { size: 76, weight: 'bold', family: FONT_MONO, glow: true } as const;
  drawText(ctx, String(s.scoreLeft), R.WIDTH / 2 - 100, 70, { ...digits, color: COLORS.cyan });
  drawText(ctx, String(s.scoreRight), R.WIDTH / 2 + 100, 70, { ...digits, color: COLORS.magenta });
  const label = { size: 18, color: COLORS.dim, family: FONT_MONO } as const;
  const right = s.mode === 'single' ? `CPU · ${s.difficulty.toUpperCase()}` : 'P2 · ↑ ↓';
  drawText(ctx, s.mode === 'single' ? 'YOU' : 'P1 · W S', R.WIDTH / 2 - 100, 124, label);
  drawText(ctx, right, R.WIDTH / 2 + 100, 124, label);
  drawText(ctx, `FIRST TO ${R.POINTS_TO_WIN}`, R.WIDTH / 2, R.HEIGHT - 24, { ...label, size: 15, color: 'rgba(232, 236, 248, 0.45)' });
  if (s.rally >= 3) drawText(ctx, `RALLY ${s.rally}`, R.WIDTH / 2, 160, { ...label, color: COLORS.amber });
}

function ball(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const b = s.ball;
  if (s.serveTimer > 0) {
    const pulse = info.reducedMotion ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(s.time * 6));
    ctx.globalAlpha = pulse;
    neonStroke(ctx, COLORS.amber, 3, () => {
      const x = b.x + s.serveDir * 26;
      ctx.moveTo(x - s.serveDir * 8, b.y - 10);
      ctx.lineTo(x, b.y);
      ctx.lineTo(x - s.serveDir * 8, b.y + 10);
    });
    ctx.globalAlpha = 1;
  } else {
    const speed = Math.hypot(b.vx, b.vy) || 1;
    for (let i = 4; i >= 1; i -= 1) {
      ctx.globalAlpha = 0.09 * (5 - i);
      ctx.fillStyle = COLORS.amber;
      ctx.beginPath();
      ctx.arc(b.x - (b.vx / speed) * i * 9, b.y - (b.vy / speed) * i * 9, R.BALL_R * (1 - i * 0.12), 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = COLORS.amber;
  ctx.globalAlpha = 0.25;
  ctx.beginPath();
  ctx.arc(b.x, b.y, R.BALL_R * 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.arc(b.x, b.y, R.BALL_R, 0, Math.PI * 2);
  ctx.fill();
}

/** A glow on the edge where a point was just lost; fades, never flashes. */
function pointGlow(ctx: CanvasRenderingContext2D, s: PaddleWarState): void {
  if (!s.lastPoint) return;
  const age = s.time - s.lastPoint.time;
  if (age > 0.8) return;
  const x = s.lastPoint.side === 'left' ? R.WIDTH : 0;
  const g = ctx.createLinearGradient(x, 0, s.lastPoint.side === 'left' ? R.WIDTH - 160 : 160, 0);
  g.addColorStop(0, SIDE_COLOR[s.lastPoint.side]);
  g.addColorStop(1, 'rgba(11, 15, 26, 0)');
  ctx.globalAlpha = 0.35 * (1 - age / 0.8);
  ctx.fillStyle = g;
  ctx.fillRect(s.lastPoint.side === 'left' ? R.WIDTH - 160 : 0, 0, 160, R.HEIGHT);
  ctx.globalAlpha = 1;
}

/** Draws the whole court for a state. */
export function render(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const age = s.lastPoint ? s.time - s.lastPoint.time : Infinity;
  const shake = !info.reducedMotion && age < 0.3 ? (1 - age / 0.3) * 6 : 0;
  ctx.save();
  if (shake > 0) ctx.translate(Math.sin(s.time * 90) * shake, Math.cos(s.time * 70) * shake);
  court(ctx);
  if (!info.reducedMotion) pointGlow(ctx, s);
  scores(ctx, s);
  neonRect(ctx, COLORS.cyan, R.PADDLE_INSET, s.left.y - R.PADDLE_H / 2, R.PADDLE_W, R.PADDLE_H);
  neonRect(ctx, COLORS.magenta, R.RIGHT_FACE, s.right.y - R.PADDLE_H / 2, R.PADDLE_W, R.PADDLE_H);
  if (!s.winner) ball(ctx, s, info);
  ctx.restore();
}
