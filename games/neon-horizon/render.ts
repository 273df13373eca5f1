/** Draws a NEON HORIZON frame: backdrop, track things, the car and the HUD, fitted to the view's size. */
import { COLORS, FONT_MONO, FONT_SANS, drawText, font, readableSize, type DrawInfo, type FrameBox } from '../kit';
import { LANE_WIDTH, SHORT_WIDE_ASPECT, easeFollow, horizonY, makeCamera, project, type Camera } from './camera';
import { activeCue, type ActiveCue } from './cues';
import { drawMargins, drawScene } from './render-scene';
import { drawCar, drawThings } from './render-things';
import { CRASH_SECONDS } from './sim';
import { MAGNET_TIME, SLOW_TIME, multiplier, type State } from './world';

/** The least CSS px of the HUD's text size: its smallest line (0.75 of it) still shows at 14 CSS px. */
export const HUD_MIN_CSS = 19;

/** The HUD's text size: a twentieth of the view's short side, never under `HUD_MIN_CSS` CSS px. */
export function hudSize(width: number, height: number, scale: number): number {
  return readableSize(Math.max(18, Math.min(width, height) * 0.055), scale, HUD_MIN_CSS);
}

/** How big the cue's word and the pop-ups are drawn, as multiples of the HUD's size. */
const CUE_SIZE = 1.25;
const POPUP_SIZE = 0.8;
/** A word's plate is this many times its size tall. */
const PLATE_HEIGHT = 1.5;

/**
 * Where the words in the sky sit: the cue's line and the pop-ups' lines under it, as many as the sky has room for. In a
 * sky of one row the cue and the pop-ups share it, and a cue, while it shows, holds the row.
 */
export interface SkyRows {
  cue: number;
  popups: number[];
}

/**
 * Lays the sky out from the top of the field to the horizon: the cue's plate above, then two pop-ups when the sky is tall
 * enough (upright), else one when both fit (a short, wide view, whose horizon sits near the top so the road fills the
 * field), else a single row for both (a phone held sideways, whose sky is kept to one row so the road has the height).
 */
export function skyRows(horizon: number, size: number): SkyRows {
  const cue = size * CUE_SIZE * PLATE_HEIGHT;
  const popup = size * POPUP_SIZE * PLATE_HEIGHT;
  const gap = size * 0.3;
  const two = cue + 2 * popup + 4 * gap <= horizon;
  if (two) return { cue: horizon * 0.4, popups: [horizon * 0.66, horizon * 0.84] };
  if (cue + popup + 3 * gap > horizon) {
    const row = Math.max(cue / 2, horizon / 2);
    return { cue: row, popups: [row] };
  }
  const bottom = horizon - gap - popup / 2;
  return { cue: Math.min(horizon * 0.4, bottom - popup / 2 - gap - cue / 2), popups: [bottom] };
}

/** The HUD's column on the left is this many HUD sizes wide (a six-digit score and SLOW-MO fit). */
const HUD_COLUMN = 4.9;

function drawHud(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const { width, height } = info;
  const size = hudSize(width, height, info.scale ?? 1);
  const pad = size * 0.7;
  const points = String(Math.floor(s.points));
  drawText(ctx, points, pad, pad + size / 2, {
    size: size * 1.3,
    color: COLORS.text,
    family: FONT_MONO,
    weight: 'bold',
    align: 'left',
  });
  // Held sideways the sky is one row: the distance stands beside the score, not under it, and the lines below move up.
  const oneLine = width >= height * SHORT_WIDE_ASPECT;
  ctx.font = font(size * 1.3, 'bold', FONT_MONO);
  const distanceX = oneLine ? pad + ctx.measureText(points).width + size * 0.6 : pad;
  const lift = oneLine ? size * 1.35 : 0;
  drawText(ctx, `${Math.floor(s.distance)} m`, distanceX, oneLine ? pad + size * 0.6 : pad + size * 1.85, {
    size: size * 0.8,
    color: COLORS.cyan,
    family: FONT_MONO,
    align: 'left',
  });
  const mult = multiplier(s.combo);
  if (mult > 1) {
    drawText(ctx, `x${mult}`, pad, pad + size * 3.1 - lift, {
      size: size * 1.2,
      color: COLORS.amber,
      family: FONT_MONO,
      weight: 'bold',
      align: 'left',
      glow: true,
    });
    ctx.fillStyle = COLORS.amber;
    ctx.fillRect(pad, pad + size * 3.9 - lift, size * 3 * (s.comboTimer / 4), size * 0.18);
  }
  const timers: [string, string, number][] = [];
  if (s.shield) timers.push(['SHIELD', COLORS.cyan, 1]);
  if (s.magnet > 0) timers.push(['MAGNET', COLORS.magenta, s.magnet / MAGNET_TIME]);
  if (s.slow > 0) timers.push(['SLOW-MO', COLORS.amber, s.slow / SLOW_TIME]);
  timers.forEach(([label, color, left], i) => {
    const y = pad + size * (4.8 + i * 1.4) - lift;
    drawText(ctx, label, pad, y, { size: size * 0.75, color, family: FONT_MONO, weight: 'bold', align: 'left' });
    ctx.fillStyle = color;
    ctx.fillRect(pad, y + size * 0.45, size * 3 * left, size * 0.14);
  });
  // Only while playing: the pause and game-over panels are drawn where these float.
  if (info.scene !== 'playing') return;
  // In the sky, under the cue's plate: the latest ones, as many as the sky has room for.
  const sky = skyRows(horizonY(width, height), size);
  const rows = sky.popups[0] === sky.cue && (activeCue(s) || s.kept) ? [] : sky.popups;
  s.popups
    .slice(Math.max(0, s.popups.length - rows.length))
    .forEach((p, i) => skyWord(ctx, p.text, rows[i] ?? 0, size * POPUP_SIZE, info, Math.min(1, p.life * 2)));
}

/**
 * A word in the sky on an opaque dark plate (the sun behind it is as bright as the word), centred and clear of the HUD's
 * column on the left. Nothing on the track rises above the horizon, so a word there never hides what is coming. The
 * plate and the word are always drawn whole, so the word always reads (amber on the plate: over 10:1); only the
 * plate's outline pulses or fades, by `outline`.
 */
export function skyWord(
  ctx: CanvasRenderingContext2D,
  text: string,
  y: number,
  size: number,
  info: DrawInfo,
  outline: number,
): void {
  // The plate, the word and its margins, stays between the HUD's column and its mirror on the right.
  const room = info.width - 2 * hudSize(info.width, info.height, info.scale ?? 1) * HUD_COLUMN;
  const maxWidth = room - size;
  ctx.font = font(size, 'bold', FONT_SANS);
  const width = Math.min(maxWidth, ctx.measureText(text).width) + size;
  const height = size * PLATE_HEIGHT;
  const x = info.width / 2 - width / 2;
  ctx.globalAlpha = 1;
  ctx.fillStyle = SKY_PLATE;
  ctx.fillRect(x, y - height / 2, width, height);
  ctx.globalAlpha = outline;
  ctx.strokeStyle = COLORS.amber;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(x, y - height / 2, width, height);
  ctx.globalAlpha = 1;
  drawText(ctx, text, info.width / 2, y, { size, color: COLORS.amber, weight: 'bold', glow: true, maxWidth });
  ctx.globalAlpha = 1;
}

const CUE_WORDS: Record<ActiveCue['move'], string> = { lane: 'CHANGE LANE', jump: 'JUMP', slide: 'SLIDE' };
/** The plate under words in the sky: the night sky's darkest purple. */
export const SKY_PLATE = '#12021f';
/** Seconds before a beam or bar reaches the car from which a jump or slide clears it. */
const NOW_SECONDS = 0.55;

/** How the player gives moves: swipes on a touch screen, else keys (or a pad's d-pad, whose arrows match). */
export type Controls = 'touch' | 'keys';
let controls: Controls = 'keys';

/** Tells the lesson's words how the player gives moves, so they name the very gesture or key to use. */
export function setControls(how: Controls): void {
  controls = how;
}

/**
 * The lesson's words for a cue: what to do, with the device's own gesture or key ("SWIPE ← OR →", "PRESS ↑ TO JUMP"),
 * and, once a jump or slide is due (it lasts about 0.6 s), "NOW".
 */
export function cueText(cue: ActiveCue, how: Controls): string {
  const verb = how === 'touch' ? 'SWIPE' : 'PRESS';
  if (cue.move === 'lane') {
    if (cue.ways.length === 0) return CUE_WORDS.lane;
    return `${verb} ${cue.ways.map((way) => (way < 0 ? '←' : '→')).join(' OR ')}`;
  }
  const arrow = cue.move === 'jump' ? '↑' : '↓';
  return `${verb} ${arrow} ${cue.seconds < NOW_SECONDS ? 'NOW' : `TO ${CUE_WORDS[cue.move]}`}`;
}

/** A chevron of half-size r at (x, y) pointing along (dx, dy) (a unit step on screen). */
function chevron(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, dx: number, dy: number): void {
  ctx.moveTo(x - dx * r - dy * r, y - dy * r + dx * r);
  ctx.lineTo(x + dx * r * 0.6, y + dy * r * 0.6);
  ctx.lineTo(x - dx * r + dy * r, y - dy * r - dx * r);
}

/** The move the first obstacles ask for, shown a beat before them: chevrons at the car and a word on a plate in the sky. */
function drawCue(ctx: CanvasRenderingContext2D, c: Camera, s: State, info: DrawInfo): void {
  const cue = activeCue(s);
  const size = hudSize(info.width, info.height, info.scale ?? 1);
  // A press kept for its moment: say it was taken, so the wait before the car moves reads as on purpose.
  if (!cue && s.kept && !s.crashed)
    skyWord(ctx, `GOT IT: ${CUE_WORDS[s.kept]}`, skyRows(c.horizon, size).cue, size * CUE_SIZE, info, 1);
  if (!cue) return;
  const pulse = info.reducedMotion ? 1 : 0.7 + 0.3 * Math.sin(info.time * 9);
  const carZ = c.z + c.back;
  ctx.beginPath();
  if (cue.move === 'lane') {
    // Beside the car, in the lanes it can move to.
    for (const way of cue.ways) {
      for (let k = 0; k < 3; k += 1) {
        const q = project(c, (s.car.lane + way * (0.5 + k * 0.22)) * LANE_WIDTH, 0.45, carZ + 0.5);
        chevron(ctx, q.x, q.y, q.scale * 0.22, way, 0);
      }
    }
  } else {
    // Over the car, pointing up (jump) or down (slide).
    const up = cue.move === 'jump' ? -1 : 1;
    for (let k = 0; k < 3; k += 1) {
      const q = project(c, s.car.x * LANE_WIDTH, 1.5 + (up < 0 ? k : 2 - k) * 0.45, carZ);
      chevron(ctx, q.x, q.y, q.scale * 0.22, 0, up);
    }
  }
  ctx.globalAlpha = pulse;
  ctx.strokeStyle = COLORS.amber;
  ctx.lineWidth = Math.max(3, c.focal / c.back / 14);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  const text = cueText(cue, controls);
  ctx.globalAlpha = 1;
  skyWord(ctx, text, skyRows(c.horizon, size).cue, size * CUE_SIZE, info, pulse);
}

/** How far the camera has craned away from the wreck (0 while running, 1 once the run is over). */
function crane(s: State, info: DrawInfo): number {
  if (!s.crashed) return 0;
  if (info.scene === 'gameover' || info.reducedMotion) return info.scene === 'gameover' ? 1 : 0;
  const t = Math.min(1, s.crashTime / CRASH_SECONDS);
  return t * t * (3 - 2 * t);
}

/** The lane position the camera follows, and the page time it was at. */
let follow = { x: 0, time: 0 };

/**
 * The lane position the camera follows this frame: the car's, eased so a lane change never jerks the view. Behind the
 * title it holds the middle while the demo car weaves: the backdrop then stays one kept picture.
 */
function followed(s: State, info: DrawInfo): number {
  const x = info.scene === 'title' ? 0 : easeFollow(follow.x, s.car.x, info.time - follow.time);
  follow = { x, time: info.time };
  return x;
}

/** The margins round the field (the kit's `drawMargins`): the backdrop going on, dimmed, under this frame's camera. */
export function renderMargins(ctx: CanvasRenderingContext2D, frame: FrameBox, s: State, info: DrawInfo): void {
  drawMargins(ctx, makeCamera(info.width, info.height, s.distance, follow.x, crane(s, info)), frame);
}

/** The render function given to the kit. */
export function render(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const pull = crane(s, info);
  const camera = makeCamera(info.width, info.height, s.distance, followed(s, info), pull);
  drawScene(ctx, camera, s.distance, info.scene === 'playing');
  // Behind the title only the grid runs on: the title, menu and control lines stand where the car and the track's
  // walls and shards would be, so none of them is drawn there.
  if (info.scene === 'title') return;
  drawThings(ctx, camera, s, pull);
  drawCar(ctx, camera, s, info.reducedMotion);
  if (s.slow > 0) {
    ctx.fillStyle = 'rgba(80, 140, 255, 0.12)';
    ctx.fillRect(0, 0, info.width, info.height);
  }
  if (info.scene === 'playing') drawCue(ctx, camera, s, info);
  drawHud(ctx, s, info);
}
