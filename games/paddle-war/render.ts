/** Draws a Paddle War state: court, scores, paddles, ball with trail, point flash. */
import { blend } from '../kit/contrast';
import { drawText, drawTurned, markHazard, neonRect, neonStroke, type TextStyle } from '../kit/draw';
import { readableSize } from '../kit/layout';
import { COLORS, FONT_MONO } from '../kit/theme';
import type { DrawInfo } from '../kit/types';
import * as R from './numbers';
import { rallyNote, type RallyRecord } from './records';
import { scoringRule } from './score';
import { charged, type PaddleWarState, type Side } from './sim';
import { SCORE_BAND, THUMB_BAND, UPRIGHT, UPRIGHT_COURT } from './view';

const SIDE_COLOR = { left: COLORS.cyan, right: COLORS.magenta } as const;
/**
 * The paddles' tips: their own colour lit toward white. Only the ball is amber on the court in play, so the eye (and a
 * play-tester's colour scan) finds it at once; amber tips read as more balls.
 */
export const TIP_COLOR = {
  left: blend(COLORS.cyan, '#ffffff', 0.7),
  right: blend(COLORS.magenta, '#ffffff', 0.7),
} as const;
/** A smashed ball burns this colour until the next hit. */
export const SMASH_COLOR = '#ff7a3d';

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

/** The net's dashes: each one's top (court y) and length. */
const NET_DASH = { first: 12, step: 30, length: 16 } as const;

/** The tops of the net's dashes, leaving out any that would run through a `gap` (a note written across the net). */
export function netDashes(gaps: readonly (readonly [number, number])[]): number[] {
  const tops: number[] = [];
  for (let y = NET_DASH.first; y < R.HEIGHT; y += NET_DASH.step)
    if (!gaps.some(([from, to]) => y < to && y + NET_DASH.length > from)) tops.push(y);
  return tops;
}

function court(ctx: CanvasRenderingContext2D, net: boolean, gaps: readonly (readonly [number, number])[]): void {
  ctx.fillStyle = 'rgba(155, 93, 229, 0.55)';
  if (net) for (const y of netDashes(gaps)) ctx.fillRect(R.WIDTH / 2 - 2, y, 4, NET_DASH.length);
  ctx.fillStyle = 'rgba(124, 249, 255, 0.35)';
  ctx.fillRect(0, 0, R.WIDTH, R.WALL);
  ctx.fillRect(0, R.HEIGHT - R.WALL, R.WIDTH, R.WALL);
}

/** The sides' names: you and the computer, or the two players. */
const names = (s: PaddleWarState): { left: string; right: string } =>
  s.mode === 'single' ? { left: 'YOU', right: 'CPU' } : { left: 'P1', right: 'P2' };

/** The side whose paddle the ball flies at now. */
const receiver = (s: PaddleWarState): Side => (s.ball.vx < 0 ? 'left' : 'right');

/** The rally note's colour: light, and not the ball's amber (sideways it is written where the ball flies). */
export const RALLY_COLOR = COLORS.text;

/** The rally note: its length once it runs, beside the record against the computer, and whether a smash is coming. */
const rallyNoteOf = (s: PaddleWarState, record: RallyRecord): string =>
  rallyNote(s.rally, s.mode === 'single' ? record : null, s.serveTimer === 0 && charged(s, receiver(s)));

/**
 * Upright, the band above the court: your score at the left, the other side's at the right, and between them the
 * opponent and the match's length, then the rally note.
 */
function scoreBand(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo, record: RallyRecord): void {
  const scale = info.scale ?? 1;
  const side = names(s);
  const digits = { size: readableSize(34, scale), weight: 'bold', family: FONT_MONO } as const;
  const note = { size: readableSize(18, scale), family: FONT_MONO, color: COLORS.dim } as const;
  const middle = SCORE_BAND / 2;
  drawText(ctx, `${side.left} ${s.scoreLeft}`, 16, middle, { ...digits, align: 'left', color: COLORS.cyan });
  drawText(ctx, `${s.scoreRight} ${side.right}`, info.width - 16, middle, {
    ...digits,
    align: 'right',
    color: COLORS.magenta,
  });
  const match =
    s.mode === 'single' ? `${R.LEVEL_NAME[s.difficulty]} · FIRST TO ${R.POINTS_TO_WIN}` : `FIRST TO ${R.POINTS_TO_WIN}`;
  drawText(ctx, match, info.width / 2, middle - 13, note);
  if (info.scene === 'playing')
    drawText(ctx, rallyNoteOf(s, record), info.width / 2, middle + 13, { ...note, color: RALLY_COLOR });
  ctx.fillStyle = 'rgba(155, 93, 229, 0.55)';
  ctx.fillRect(0, SCORE_BAND - 2, info.width, 2);
}

/** Sideways, off play: the score in one line at the top, clear of the kit's PAUSED and game-over texts. */
function scoreLine(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const side = names(s);
  drawText(ctx, `${side.left} ${s.scoreLeft} · ${s.scoreRight} ${side.right}`, info.width / 2, info.height * 0.1, {
    size: readableSize(36, info.scale ?? 1),
    weight: 'bold',
    family: FONT_MONO,
    color: COLORS.text,
  });
}

/**
 * The big digits' ink on the court (sideways and on a desktop), each side's colour sunk into the court's: the ball flies
 * over them, so they stay dark enough for the ball (and a smashed one) to stand out from them by at least 3:1.
 */
export const COURT_SCORE = {
  left: blend(COLORS.bg, COLORS.cyan, 0.3),
  right: blend(COLORS.bg, COLORS.magenta, 0.42),
} as const;

/** The dark ring around the ball, so it reads over any text or mark it crosses. */
export const BALL_RING = { width: 3, color: COLORS.bg } as const;

/** Sideways in play: big dim digits at the top of the court, each side's over its half, named under. */
function courtScores(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const w = info.width;
  const label = { size: readableSize(18, info.scale ?? 1), color: COLORS.dim, family: FONT_MONO } as const;
  const digits = { size: 76, weight: 'bold', family: FONT_MONO } as const;
  const right = s.mode === 'single' ? `CPU · ${R.LEVEL_NAME[s.difficulty]}` : names(s).right;
  drawText(ctx, String(s.scoreLeft), w / 2 - 100, 70, { ...digits, color: COURT_SCORE.left });
  drawText(ctx, String(s.scoreRight), w / 2 + 100, 70, { ...digits, color: COURT_SCORE.right });
  drawText(ctx, names(s).left, w / 2 - 100, 124, label);
  drawText(ctx, right, w / 2 + 100, 124, label);
}

/**
 * The scores, drawn upright in screen coordinates (the court may be turned under them). None behind the title, nor at
 * game over, whose headline gives the final score: under the kit's dimming they would only show as a faded copy.
 */
function scores(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo, record: RallyRecord): void {
  if (s.demo || info.scene === 'title' || info.scene === 'gameover') return;
  if (info.layout === 'portrait') scoreBand(ctx, s, info, record);
  else if (info.scene === 'playing') courtScores(ctx, s, info);
  else scoreLine(ctx, s, info);
}

/** The lessons, while the first serves wait: two points on aiming and curving, then two on the smash. */
const LESSONS: readonly (readonly [string, string])[] = [
  ['EDGES ANGLE THE BALL', 'MOVE AS YOU HIT TO CURVE IT'],
  ['EDGES ANGLE THE BALL', 'MOVE AS YOU HIT TO CURVE IT'],
  ['RETURN IT, THEN RETURN IT AGAIN:', 'EVERY 2ND RETURN IS A SMASH'],
  ['RETURN IT, THEN RETURN IT AGAIN:', 'EVERY 2ND RETURN IS A SMASH'],
];

/**
 * The lesson while the first serve waits: it leaves by itself when the count runs out, or at once when the player moves,
 * and the words say both.
 */
export function waitingLesson(awaiting: number): readonly [string, string] {
  return [`SERVE IN ${Math.ceil(awaiting)}`, 'OR MOVE YOUR PADDLE TO SERVE NOW'];
}

/**
 * The notes of play, centred: sideways the match's length and the rally note (upright both are in the band), and the
 * lessons. Returns, sideways, the heights they take on the court, where the net leaves a gap for them.
 */
function hud(
  ctx: CanvasRenderingContext2D,
  s: PaddleWarState,
  info: DrawInfo,
  record: RallyRecord,
): (readonly [number, number])[] {
  if (s.demo || info.scene !== 'playing') return [];
  const portrait = info.layout === 'portrait';
  const w = info.width;
  const h = info.height;
  const scale = info.scale ?? 1;
  const label = { size: readableSize(18, scale), color: COLORS.dim, family: FONT_MONO } as const;
  const rule = { ...label, color: COLORS.violet } as const;
  const lines: [string, number, TextStyle][] = [];
  if (!portrait) {
    lines.push([`FIRST TO ${R.POINTS_TO_WIN}`, h - 24, { ...label, color: 'rgba(232, 236, 248, 0.55)' }]);
    lines.push([rallyNoteOf(s, record), 160, { ...label, color: RALLY_COLOR }]);
  }
  const lesson = s.awaiting > 0 ? waitingLesson(s.awaiting) : LESSONS[s.scoreLeft + s.scoreRight];
  if (s.serveTimer > 0 && lesson) {
    const style = { ...label, color: COLORS.amber, size: readableSize(22, scale) } as const;
    lines.push([lesson[0], portrait ? h * 0.62 : h * 0.68, style]);
    lines.push([lesson[1], portrait ? h * 0.62 + 36 : h * 0.68 + 32, { ...style, color: COLORS.text }]);
  }
  // Before the first serve, how the match will be scored, in the words of the game-over breakdown.
  if (s.awaiting > 0) lines.push([scoringRule(s.difficulty), portrait ? h * 0.62 + 76 : h * 0.68 + 66, rule]);
  for (const [text, y, style] of lines) drawText(ctx, text, w / 2, y, style);
  if (portrait) return [];
  return lines
    .filter(([text]) => text !== '')
    .map(([, y, style]) => [y - style.size * 0.75, y + style.size * 0.75] as const);
}

/** Whether the ball in play left a smash: it burns, with a longer trail, until the next hit. */
const burning = (s: PaddleWarState): boolean => s.rally > 0 && s.lastHit?.smash === true;

function ball(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo): void {
  const b = s.ball;
  const color = burning(s) ? SMASH_COLOR : COLORS.amber;
  const trail = burning(s) ? 8 : 4;
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
    for (let i = trail; i >= 1; i -= 1) {
      ctx.globalAlpha = (0.36 * (trail + 1 - i)) / trail;
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(
        b.x - (b.vx / speed) * i * 9,
        b.y - (b.vy / speed) * i * 9,
        R.BALL_R * (1 - (i * 0.48) / trail),
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.25;
  ctx.beginPath();
  ctx.arc(b.x, b.y, R.BALL_R * 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.arc(b.x, b.y, R.BALL_R + BALL_RING.width / 2, 0, Math.PI * 2);
  ctx.strokeStyle = BALL_RING.color;
  ctx.lineWidth = BALL_RING.width;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(b.x, b.y, R.BALL_R, 0, Math.PI * 2);
  ctx.fill();
  // Past a paddle the ball is out: only its part still on the court is in play (the rest is cut off with the court).
  const near = Math.max(0, b.x - R.BALL_R);
  const far = Math.min(R.WIDTH, b.x + R.BALL_R);
  if (far > near) markHazard(ctx, near, b.y - R.BALL_R, far - near, 2 * R.BALL_R);
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
  ctx.fillRect(drawnX(hit.side) - 3, paddleY - s.paddle / 2 - 3, DRAWN_W + 6, s.paddle + 6);
  if (!info.reducedMotion) {
    ctx.globalAlpha = Math.max(0, 1 - age / 0.35);
    ctx.fillStyle = hit.smash ? SMASH_COLOR : COLORS.amber;
    const sparks = hit.smash ? 16 : 8;
    for (let i = 0; i < sparks; i += 1) {
      const a = (i / (sparks - 1) - 0.5) * 2.4;
      const r = 14 + age * (hit.smash ? 700 : 420);
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

/** Brighter tips show where the paddle angles the ball most; a paddle charged for a smash glows in the smash's colour. */
function paddle(ctx: CanvasRenderingContext2D, s: PaddleWarState, side: Side, info: DrawInfo): void {
  const x = drawnX(side);
  const y = s[side].y;
  // A paddle at a wall meets the wall line, and its halo and smash glow reach past its ends: all are cut off at the
  // line's inner edge, so nothing of a paddle shows over or past a wall (the rules' reach is left as it was).
  ctx.save();
  ctx.beginPath();
  ctx.rect(-R.WIDTH, R.WALL, 3 * R.WIDTH, R.HEIGHT - 2 * R.WALL);
  ctx.clip();
  if (s.serveTimer === 0 && charged(s, side)) {
    ctx.globalAlpha = info.reducedMotion ? 0.6 : 0.4 + 0.3 * Math.abs(Math.sin(s.time * 10));
    ctx.fillStyle = SMASH_COLOR;
    ctx.fillRect(x - 8, y - s.paddle / 2 - 8, DRAWN_W + 16, s.paddle + 16);
    ctx.globalAlpha = 1;
  }
  neonRect(ctx, SIDE_COLOR[side], x, y - s.paddle / 2, DRAWN_W, s.paddle);
  ctx.fillStyle = TIP_COLOR[side];
  ctx.fillRect(x, y - s.paddle / 2, DRAWN_W, 10);
  ctx.fillRect(x, y + s.paddle / 2 - 10, DRAWN_W, 10);
  ctx.restore();
}

/** The point's mark: a thin strip on the lost edge, behind the paddle (which stands clear of it), gone quickly. */
export const POINT_GLOW = { seconds: 0.45, width: 12, alpha: 0.3 } as const;

function pointGlow(ctx: CanvasRenderingContext2D, s: PaddleWarState): void {
  if (!s.lastPoint) return;
  const age = s.time - s.lastPoint.time;
  if (age > POINT_GLOW.seconds) return;
  ctx.globalAlpha = POINT_GLOW.alpha * (1 - age / POINT_GLOW.seconds);
  ctx.fillStyle = SIDE_COLOR[s.lastPoint.side];
  ctx.fillRect(s.lastPoint.side === 'left' ? R.WIDTH - POINT_GLOW.width : 0, 0, POINT_GLOW.width, R.HEIGHT);
  ctx.globalAlpha = 1;
}

/**
 * How far the court shakes: hard as a point is lost, a little on a smash, never once the match is won (the game-over
 * screen must not freeze mid-shake).
 */
function shakeOf(s: PaddleWarState, info: DrawInfo): number {
  if (info.reducedMotion || s.winner) return 0;
  const sincePoint = s.lastPoint ? s.time - s.lastPoint.time : Infinity;
  if (sincePoint < 0.3) return (1 - sincePoint / 0.3) * 6;
  const sinceSmash = s.lastHit?.smash ? s.time - s.lastHit.time : Infinity;
  return sinceSmash < 0.2 ? (1 - sinceSmash / 0.2) * 3 : 0;
}

/** Draws the whole court for a state, the rally counter beside the rally record. */
export function render(ctx: CanvasRenderingContext2D, s: PaddleWarState, info: DrawInfo, record: RallyRecord): void {
  ctx.save();
  const shake = shakeOf(s, info);
  if (shake > 0) ctx.translate(Math.sin(s.time * 90) * shake, Math.cos(s.time * 70) * shake);
  // The scores and notes lie under the paddles and the ball, which always show over them.
  scores(ctx, s, info, record);
  const netGaps = hud(ctx, s, info, record);
  // Behind the title, pause and game-over texts, the net and (once the match is over) the paddles would run through them.
  const playing = info.scene === 'playing';
  const portrait = info.layout === 'portrait';
  if (portrait && info.scene === 'title') fitTitleCourt(ctx, info);
  else if (portrait) fitUprightCourt(ctx);
  drawTurned(ctx, portrait, R.WIDTH, () => {
    endsOfCourt(ctx);
    court(ctx, playing, netGaps);
    if (!info.reducedMotion) pointGlow(ctx, s);
    if (!s.winner) {
      paddle(ctx, s, 'left', info);
      paddle(ctx, s, 'right', info);
      hitFeedback(ctx, s, info);
      ball(ctx, s, info);
    }
  });
  ctx.restore();
  if (portrait && playing && !s.demo) thumbRail(ctx, s);
  if (info.scene === 'title') backTitle(ctx, info);
}

/** The rail along the upright thumb band, with a grip right under your paddle: the thumb's place, off the court. */
function thumbRail(ctx: CanvasRenderingContext2D, s: PaddleWarState): void {
  const y = UPRIGHT.height - THUMB_BAND / 2;
  const x = UPRIGHT_COURT.x + UPRIGHT_COURT.scale * s.left.y;
  const grip = UPRIGHT_COURT.scale * s.paddle;
  ctx.strokeStyle = 'rgba(124, 249, 255, 0.18)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(UPRIGHT_COURT.x, y);
  ctx.lineTo(UPRIGHT_COURT.x + UPRIGHT_COURT.scale * R.HEIGHT, y);
  ctx.stroke();
  ctx.fillStyle = 'rgba(124, 249, 255, 0.35)';
  ctx.beginPath();
  ctx.roundRect(x - grip / 2, y - 6, grip, 12, 6);
  ctx.fill();
}

/** The panel behind the kit's title texts (its title down to its start prompt), as shares of the field's height. */
export const TITLE_BACKING = { top: 0.04, bottom: 0.82 } as const;

/** The box of the title's panel: as wide as the kit's menu rows and a little more, from its title down to its start prompt. */
export function titleBacking(width: number, height: number): { x: number; y: number; w: number; h: number } {
  const w = Math.min(width * 0.94, height * 1.2);
  const y = height * TITLE_BACKING.top;
  return { x: (width - w) / 2, y, w, h: height * TITLE_BACKING.bottom - y };
}

/** Behind the title, the demo plays on under a dark panel, so its ball never crosses the title's texts. */
function backTitle(ctx: CanvasRenderingContext2D, info: DrawInfo): void {
  const box = titleBacking(info.width, info.height);
  ctx.fillStyle = 'rgba(11, 15, 26, 0.94)';
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, 16);
  ctx.fill();
}

/** Cuts the drawing off at the court's ends, so a ball going out never flies into the score band above it. */
function endsOfCourt(ctx: CanvasRenderingContext2D): void {
  ctx.beginPath();
  ctx.rect(0, -R.HEIGHT, R.WIDTH, 3 * R.HEIGHT);
  ctx.clip();
}

/** Upright in a match, the court is drawn under the score band. */
function fitUprightCourt(ctx: CanvasRenderingContext2D): void {
  ctx.translate(UPRIGHT_COURT.x, UPRIGHT_COURT.y);
  ctx.scale(UPRIGHT_COURT.scale, UPRIGHT_COURT.scale);
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
