/** Draws a Paddle War state: court, scores, paddles, ball with trail, point flash. */
import { drawText, drawTurned, markHazard, neonRect, neonStroke } from '../kit/draw';
import { readableSize } from '../kit/layout';
import { COLORS, FONT_MONO } from '../kit/theme';
import type { DrawInfo } from '../kit/types';
import * as R from './numbers';
import type { PaddleWarState } from './sim';

const SIDE_COLOR = { left: COLORS.cyan, right: COLORS.magenta } as const;

/** Paddles are drawn this thick, wider than the rules' paddle on its outer side, so they read on a phone; the face the ball meets stays put. */
export const DRAWN_W = R.PADDLE_W + 8;

/** The x where a side's paddle is drawn from (its outer edge). */
const drawnX = (side: 'left' | 'right'): number => (side === 'left' ? R.LEFT_FACE - DRAWN_W : R.RIGHT_FACE);

/**
 * Upright, the kit's title screen draws its start button (or prompt) down to about this share of the height, and its BEST
 * line from the next: the demo court is drawn a little smaller from the top so its near paddle sits between them.
 */
const TITLE_GAP = { top: 0.87, bottom: 0.92 } as const;

/** How the upright title's demo court is drawn: the scale about the top centre, and the height it is cut off at. */
export function titleCourt(width: number, height: number): { scale: number; x: number; clip: number } {
  // Turned, the near paddle's middle is this far down the court (world x runs bottom to top).
  const paddleMiddle = R.WIDTH - (R.LEFT_FACE - DRAWN_W / 2);
  const scale = (((TITLE_GAP.top + TITLE_GAP.bottom) / 2) * height) / paddleMiddle;
  return { scale, x: (width * (1 - scale)) / 2, clip: TITLE_GAP.bottom * height };
}

function court(ctx: CanvasRenderingContext2D, net: boolean): void {
  ctx.fillStyle = 'rgba(155, 93, 229, 0.55)';
  if (net) for (let y = 12; y < R.HEIGHT; y += 30) ctx.fillRect(R.WIDTH / 2 - 2, y, 4, 16);
  ctx.fillStyle = 'rgba(124, 249, 255, 0.35)';
  ctx.fillRect(0, 0, R.WIDTH, 3);
  ctx.fillRect(0, R.HEIGHT - 3, R.WIDTH, 3);
}

/** Scores and labels, drawn upright in screen coordinates (the court may be turned under them). */
function scores(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  if (s.demo || info.scene === 'title') return;
  const portrait = info.layout === 'portrait';
  const w = info.width;
  const h = info.height;
  const scale = info.scale ?? 1;
  const right = s.mode === 'single' ? 'CPU' : 'P2';
  const left = s.mode === 'single' ? 'YOU' : 'P1';
  if (portrait && info.scene !== 'playing') {
    // Upright, the scores sit beside the net, where the kit's PAUSED and GAME OVER panels go: one line at the top instead.
    const line = `${left} ${s.scoreLeft} · ${s.scoreRight} ${right}`;
    drawText(ctx, line, w / 2, h * 0.12, {
      size: readableSize(40, scale),
      weight: 'bold',
      family: FONT_MONO,
      color: COLORS.text,
    });
    return;
  }
  // On the court, dimmed like the court's markings.
  const label = { size: readableSize(18, scale), color: COLORS.dim, family: FONT_MONO } as const;
  const digits = { size: 76, weight: 'bold', family: FONT_MONO } as const;
  const cpu = s.mode === 'single' ? `CPU · ${R.LEVEL_NAME[s.difficulty]}` : right;
  // Landscape: side by side at the top. Portrait: yours under the net, theirs above it, at the right, labels kept inside.
  const you = portrait ? { x: w - 70, y: h / 2 + 70 } : { x: w / 2 - 100, y: 70 };
  const them = portrait ? { x: w - 70, y: h / 2 - 70 } : { x: w / 2 + 100, y: 70 };
  const labelAt = (x: number) => (portrait ? { x: w - 16, align: 'right' as const } : { x, align: 'center' as const });
  ctx.globalAlpha = 0.6;
  drawText(ctx, String(s.scoreLeft), you.x, you.y, { ...digits, color: COLORS.cyan });
  drawText(ctx, String(s.scoreRight), them.x, them.y, { ...digits, color: COLORS.magenta });
  ctx.globalAlpha = 1;
  drawText(ctx, left, labelAt(you.x).x, you.y + 54, { ...label, align: labelAt(you.x).align });
  drawText(ctx, cpu, labelAt(them.x).x, them.y + (portrait ? -54 : 54), { ...label, align: labelAt(them.x).align });
}

/** The notes of play: the match's length, the rally counter and the first serves' lesson. */
function hud(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  if (s.demo || info.scene !== 'playing') return;
  const portrait = info.layout === 'portrait';
  const w = info.width;
  const h = info.height;
  const scale = info.scale ?? 1;
  const label = { size: readableSize(18, scale), color: COLORS.dim, family: FONT_MONO } as const;
  const note = portrait ? { x: 20, y: h / 2 - 28 } : { x: w / 2, y: h - 24 };
  drawText(ctx, `FIRST TO ${R.POINTS_TO_WIN}`, note.x, note.y, {
    ...label,
    align: portrait ? 'left' : 'center',
    color: 'rgba(232, 236, 248, 0.55)',
  });
  if (s.rally >= 3)
    drawText(ctx, `RALLY ${s.rally}`, portrait ? 20 : w / 2, portrait ? h / 2 + 28 : 160, {
      ...label,
      align: portrait ? 'left' : 'center',
      color: COLORS.amber,
    });
  // The lesson, while the first serves wait: where you hit matters, and so does moving.
  if (s.serveTimer > 0 && s.scoreLeft + s.scoreRight < 3) {
    const lesson = { ...label, color: COLORS.amber, size: readableSize(22, scale) } as const;
    drawText(ctx, 'EDGES ANGLE THE BALL', w / 2, portrait ? h * 0.62 : h * 0.68, lesson);
    drawText(ctx, 'MOVE AS YOU HIT TO CURVE IT', w / 2, portrait ? h * 0.62 + 36 : h * 0.68 + 32, {
      ...lesson,
      color: COLORS.text,
    });
  }
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
  markHazard(ctx, b.x - R.BALL_R, b.y - R.BALL_R, 2 * R.BALL_R, 2 * R.BALL_R);
}

/** On a hit: the paddle lights up, sparks fly, and an arrow shows where the hit sent the ball (the edge lesson). */
function hitFeedback(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const hit = s.lastHit;
  if (!hit || s.demo) return;
  const age = s.time - hit.time;
  if (age > 0.5) return;
  const dir = hit.side === 'left' ? 1 : -1;
  const paddleY = hit.side === 'left' ? s.left.y : s.right.y;
  ctx.globalAlpha = Math.max(0, 1 - age / 0.2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(drawnX(hit.side) - 3, paddleY - R.PADDLE_H / 2 - 3, DRAWN_W + 6, R.PADDLE_H + 6);
  if (!info.reducedMotion) {
    ctx.globalAlpha = Math.max(0, 1 - age / 0.35);
    ctx.fillStyle = COLORS.amber;
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 7 - 0.5) * 2.4;
      const r = 14 + age * 420;
      ctx.fillRect(hit.x + dir * Math.cos(a) * r - 2, hit.y + Math.sin(a) * r - 2, 4, 4);
    }
  }
  // The departure angle grows toward the paddle's tips: show it on every hit, strongest for edge hits.
  const angle = hit.offset * R.MAX_ANGLE;
  ctx.globalAlpha = Math.max(0, 0.8 - age * 1.6) * (0.4 + 0.6 * Math.abs(hit.offset));
  neonStroke(ctx, COLORS.amber, 2, () => {
    ctx.moveTo(hit.x, hit.y);
    ctx.lineTo(hit.x + dir * Math.cos(angle) * 120, hit.y + Math.sin(angle) * 120);
  });
  ctx.globalAlpha = 1;
}

/** Brighter tips show where the paddle angles the ball most. */
function paddle(ctx: CanvasRenderingContext2D, side: 'left' | 'right', y: number): void {
  const x = drawnX(side);
  neonRect(ctx, SIDE_COLOR[side], x, y - R.PADDLE_H / 2, DRAWN_W, R.PADDLE_H);
  ctx.fillStyle = COLORS.amber;
  ctx.fillRect(x, y - R.PADDLE_H / 2, DRAWN_W, 10);
  ctx.fillRect(x, y + R.PADDLE_H / 2 - 10, DRAWN_W, 10);
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
  // No shake once the match is won: the game-over screen must not freeze mid-shake.
  const shake = !info.reducedMotion && !s.winner && age < 0.3 ? (1 - age / 0.3) * 6 : 0;
  ctx.save();
  if (shake > 0) ctx.translate(Math.sin(s.time * 90) * shake, Math.cos(s.time * 70) * shake);
  // The scores and notes lie under the paddles and the ball, which always show over them.
  scores(ctx, s, info);
  hud(ctx, s, info);
  // Behind the title, pause and game-over texts, the net and (once the match is over) the paddles would run through them.
  const playing = info.scene === 'playing';
  const portrait = info.layout === 'portrait';
  if (portrait && info.scene === 'title') fitTitleCourt(ctx, info);
  drawTurned(ctx, portrait, R.WIDTH, () => {
    court(ctx, playing);
    if (!info.reducedMotion) pointGlow(ctx, s);
    if (!s.winner) {
      paddle(ctx, 'left', s.left.y);
      paddle(ctx, 'right', s.right.y);
      hitFeedback(ctx, s, info);
      ball(ctx, s, info);
    }
  });
  ctx.restore();
}

/** Upright behind the title, the demo court shrinks from the top and is cut off above the kit's BEST line. */
function fitTitleCourt(ctx: CanvasRenderingContext2D, info: DrawInfo): void {
  const fit = titleCourt(info.width, info.height);
  ctx.beginPath();
  ctx.rect(0, 0, info.width, fit.clip);
  ctx.clip();
  ctx.translate(fit.x, 0);
  ctx.scale(fit.scale, fit.scale);
}
