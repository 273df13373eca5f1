import {
  COLORS,
  FONT_MONO,
  createRandom,
  font,
  drawText,
  drawTurned,
  markBacking,
  markHazard,
  neonStroke,
  readableSize,
  type DrawInfo,
  type FrameBox,
} from '../kit';
import { GAME_OVER_DIM } from '../kit/screens';
import {
  HALFWAY_SECONDS,
  SECTOR_POINTS,
  halfwayBanner,
  sectorBanner,
  sectorNowAndNext,
  sectorProgress,
} from './milestones';
import {
  DEBRIS_COLOR,
  DEBRIS_FILL,
  DEBRIS_GLOW,
  HUD_EDGE,
  HUD_PANEL,
  PICKUP_COLORS,
  PICKUP_FILL,
  ROCK_COLORS,
  ROCK_FILL,
  SECTOR_GLOW,
  SHIELD_COLOR,
  SHIP_COLOR,
  SHIP_FILL,
  SHIP_KEYLINE,
  SKY_GLOW,
  HIT_GLOW,
  rgba,
} from './palette';
import { GUIDE_TIMES } from './spawn';
import { clipOutside, titleControls, titleWords } from './title-demo';
import {
  BASE_SPEED,
  HEIGHT,
  HUD_BAND,
  SHIELD_GRACE,
  SHIELD_RECHARGE,
  SHIP_MIN_X,
  SHIP_RADIUS,
  SPEED_STEP_SECONDS,
  TOP_SPEED,
  LESSON_STRIP,
  WARMUP,
  WIDTH,
  ceiling,
  speedStepAt,
  type Obstacle,
  type Particle,
  type Pickup,
  type Popup,
  type State,
} from './sim';

/** Seconds a sector's banner stays up. */
const BANNER_SECONDS = 2.5;

/** Upright, the HUD's strip has a second row under the score's, for the lesson and the banners. */
export const MESSAGE_ROW = 32;
/**
 * Upright, the HUD's strip lies above the world: the field is this much taller than the world is wide. Rocks come down
 * from under it, so no text ever lies on their path, and it sits at the top, away from the thumb steering low on the screen.
 */
export const UPRIGHT_HUD = HUD_BAND + MESSAGE_ROW;
/** The smallest a rock or shard is drawn, in CSS px across: a phone shows it at a glance, filled and outlined. */
export const MIN_DRAWN = 30;
/** The lesson's and the banners' text is never under this many CSS px. */
export const MESSAGE_CSS = 14;

/** How the pilot steers, for the lesson's words: by touch (a drag), by a held mouse, by keys, or not yet (keys or mouse). */
export type Steering = 'touch' | 'mouse' | 'keys' | 'keys-or-mouse';

/** The lesson's first move, in the words of how the pilot steers. */
const STEER_TO_STAR: Record<Steering, (portrait: boolean) => string> = {
  touch: () => 'DRAG TO STEER TO THE ★',
  mouse: () => 'HOLD THE MOUSE · STEER TO THE ★',
  keys: (portrait) => `${portrait ? '← →' : '↑ ↓'}  STEER TO THE ★`,
  'keys-or-mouse': (portrait) => `${portrait ? '← →' : '↑ ↓'} OR HOLD THE MOUSE · STEER TO THE ★`,
};

/** Where the world's point (x, y) shows on the field: sideways as it is; upright turned a quarter, under the HUD's strip. */
export function onField(p: { x: number; y: number }, portrait: boolean): { x: number; y: number } {
  return portrait ? { x: p.y, y: UPRIGHT_HUD + WIDTH - p.x } : p;
}

/** Draws in the world's coordinates: sideways as they are; upright turned a quarter under the HUD's strip, clipped to it. */
function inWorld(ctx: CanvasRenderingContext2D, info: DrawInfo, draw: () => void): void {
  const portrait = info.layout === 'portrait';
  ctx.save();
  if (portrait) {
    ctx.beginPath();
    ctx.rect(0, UPRIGHT_HUD, info.width, WIDTH);
    ctx.clip();
    ctx.translate(0, UPRIGHT_HUD);
  }
  drawTurned(ctx, portrait, WIDTH, draw);
  ctx.restore();
}

const PARTICLE_COLOR: Record<Particle['kind'], string> = {
  rock: COLORS.violet,
  ship: COLORS.cyan,
  spark: COLORS.amber,
  shield: SHIELD_COLOR,
};
const TONE = { amber: COLORS.amber, shield: SHIELD_COLOR, magenta: COLORS.magenta } as const;

/** Three layers of stars; far ones drift slowly, near ones streak past. */
const STARS = ((): { x: number; y: number; depth: number }[] => {
  const rng = createRandom(1108);
  return Array.from({ length: 120 }, (_, i) => ({
    x: rng.range(0, WIDTH),
    y: rng.range(0, HEIGHT),
    depth: [0.08, 0.25, 0.6][i % 3] ?? 0.1,
  }));
})();

/**
 * The sky from world x `from` to `to` (the field's width, or past its edges into the margins): the glows, the stars and
 * the rails. Beyond the field the gradients hold their edge colours and the stars repeat, so the sky has no seam.
 */
function drawSky(ctx: CanvasRenderingContext2D, s: State, from = 0, to = WIDTH, top = 0, bottom = HEIGHT): void {
  const glow = ctx.createLinearGradient(0, 0, 0, HEIGHT);
  glow.addColorStop(0, rgba(SKY_GLOW[0] ?? ROCK_FILL));
  glow.addColorStop(0.5, 'rgba(11,15,26,0)');
  glow.addColorStop(1, rgba(SKY_GLOW[1] ?? ROCK_FILL));
  ctx.fillStyle = glow;
  ctx.fillRect(from, top, to - from, bottom - top);
  ctx.fillStyle = sectorGlow(ctx, s.sector);
  ctx.fillRect(from, top, to - from, bottom - top);
  ctx.fillStyle = COLORS.text;
  const first = Math.floor(from / WIDTH) * WIDTH;
  for (const star of STARS) {
    const x = (((star.x - s.distance * star.depth) % WIDTH) + WIDTH) % WIDTH;
    const streak = Math.max(1.5, s.speed * star.depth * 0.035);
    ctx.globalAlpha = 0.2 + star.depth * 0.9;
    for (let at = first + x; at < to; at += WIDTH) ctx.fillRect(at, star.y, streak, star.depth > 0.5 ? 2 : 1.5);
  }
  ctx.globalAlpha = 1;
  // Faint rails at the top and bottom edges: the ship's flight limits.
  ctx.fillStyle = 'rgba(155,93,229,0.35)';
  const dash = (s.distance * 0.6) % 40;
  for (let x = first - dash; x < to; x += 40) {
    ctx.fillRect(x, 3, 22, 2);
    ctx.fillRect(x, HEIGHT - 5, 22, 2);
  }
}

/** How dark the kit's title veils the field (its pause and game over: GAME_OVER_DIM). */
const TITLE_DIM = 0.72;

/**
 * The margins round a wide field (the kit's `drawMargins`, `frame` the whole canvas in the field's units): the sky goes
 * on past the field's edges, and the HUD's panel along the top in play, so the band kept for pause and mute is more of
 * the same space, not a black column. Upright the world lies under the HUD's strip and no band meets the sky.
 */
export function renderMargins(ctx: CanvasRenderingContext2D, frame: FrameBox, s: State, info: DrawInfo): void {
  if (info.layout === 'portrait') return;
  const right = frame.x + frame.width;
  const bottom = frame.y + frame.height;
  ctx.save();
  ctx.beginPath();
  ctx.rect(frame.x, frame.y, frame.width, frame.height);
  ctx.rect(0, 0, WIDTH, HEIGHT);
  ctx.clip('evenodd');
  drawSky(ctx, s, frame.x, right, frame.y, bottom);
  // Off play the kit veils the field (the title less than a pause or a game over): the margins take the same veil.
  if (info.scene !== 'playing') {
    ctx.fillStyle = `rgba(11, 15, 26, ${info.scene === 'title' ? TITLE_DIM : GAME_OVER_DIM})`;
    ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
  }
  if (info.scene === 'playing' || info.scene === 'paused') {
    const depth = hudDepth(s, false);
    ctx.fillStyle = HUD_PANEL;
    ctx.fillRect(frame.x, frame.y, frame.width, depth - frame.y);
    ctx.fillStyle = rgba(HUD_EDGE);
    ctx.fillRect(frame.x, depth - HUD_EDGE_WIDTH, frame.width, HUD_EDGE_WIDTH);
  }
  ctx.restore();
}

/** The sector's own sky: its tint strongest ahead of the ship, where the rocks come from. */
function sectorGlow(ctx: CanvasRenderingContext2D, sector: number): CanvasGradient {
  const tint = SECTOR_GLOW[sector % SECTOR_GLOW.length] ?? ROCK_FILL;
  const glow = ctx.createLinearGradient(0, 0, WIDTH, 0);
  glow.addColorStop(0, rgba({ ...tint, alpha: 0 }));
  glow.addColorStop(1, rgba(tint));
  return glow;
}

function outline(ctx: CanvasRenderingContext2D, o: Obstacle, r: number): void {
  const n = o.shape.length;
  o.shape.forEach((k, i) => {
    const a = o.angle + (i / n) * Math.PI * 2;
    const x = o.x + Math.cos(a) * r * k;
    const y = o.y + Math.sin(a) * r * k;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
}

/** The radius a rock is drawn at: its own, or more on a small screen, so it is never under MIN_DRAWN CSS px across. */
export const drawnRadius = (r: number, scale: number): number => Math.max(r, MIN_DRAWN / 2 / Math.max(scale, 1e-6));

/** How thick a rock's outline is drawn, at least, in CSS px: a bold line a phone shows at a glance. */
export const OUTLINE_CSS = 3.5;

/**
 * A rock or shard, at least MIN_DRAWN CSS px across: a dark body that hides the stars behind it, a night-coloured rim that
 * sets it off from whatever it crosses, and a bright outline OUTLINE_CSS thick. A shard glows red over a disc a little
 * wider than the circle it hits with, so its thin points never make it look smaller than it is.
 */
function drawObstacle(ctx: CanvasRenderingContext2D, o: Obstacle, scale: number): void {
  const debris = o.kind === 'debris';
  const color = debris ? DEBRIS_COLOR : (ROCK_COLORS[o.id % 3 === 0 ? 1 : 0] ?? COLORS.violet);
  const r = drawnRadius(o.r, scale);
  const line = Math.max(2.4, OUTLINE_CSS / Math.max(scale, 1e-6));
  if (debris) {
    ctx.fillStyle = rgba(DEBRIS_GLOW);
    ctx.beginPath();
    ctx.arc(o.x, o.y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  outline(ctx, o, r);
  ctx.strokeStyle = SHIP_KEYLINE;
  ctx.lineJoin = 'round';
  ctx.lineWidth = line * 2.4;
  ctx.stroke();
  ctx.fillStyle = rgba(debris ? DEBRIS_FILL : ROCK_FILL);
  ctx.fill();
  neonStroke(ctx, color, line, () => outline(ctx, o, r));
  markHazard(ctx, o.x - r, o.y - r, 2 * r, 2 * r);
}

/** A five-pointed star of outer radius r, turned by `turn`. */
function starPath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, turn: number): void {
  for (let i = 0; i < 10; i++) {
    const a = turn - Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * k, y + Math.sin(a) * k);
    else ctx.lineTo(x + Math.cos(a) * k, y + Math.sin(a) * k);
  }
  ctx.closePath();
}

/** A shield crest (flat top, sides curving to a point below), about r across, centred on (x, y). */
function crestPath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.moveTo(x - r * 0.5, y - r * 0.5);
  ctx.lineTo(x, y - r * 0.62);
  ctx.lineTo(x + r * 0.5, y - r * 0.5);
  ctx.lineTo(x + r * 0.5, y);
  ctx.quadraticCurveTo(x + r * 0.45, y + r * 0.45, x, y + r * 0.68);
  ctx.quadraticCurveTo(x - r * 0.45, y + r * 0.45, x - r * 0.5, y);
  ctx.closePath();
}

/**
 * Pick-ups, shaped unlike anything that harms: a shield is a lime bubble holding a crest, a bonus a filled amber star
 * that turns slowly. The pulse sways only their size: the outline always shows at full strength. Upright (`turned`) they
 * are turned back, so the crest stands upright on the screen.
 */
function drawPickup(ctx: CanvasRenderingContext2D, p: Pickup, time: number, still: boolean, turned: boolean): void {
  const r = p.r * (still ? 1 : 1 + Math.sin(time * 4 + p.id) * 0.08);
  ctx.save();
  ctx.translate(p.x, p.y);
  if (turned) ctx.rotate(Math.PI / 2);
  if (p.kind === 'shield') drawShieldPickup(ctx, r);
  else if (p.crystal) drawCrystal(ctx, r, p.missed === true);
  else drawBonusPickup(ctx, r, still ? 0 : time * 1.2 + p.id);
  ctx.restore();
}

/** How faint a crystal that went past uncaught is drawn: still there, plainly lost. */
export const MISSED_CRYSTAL_ALPHA = 0.35;

/** A crystal of a trail: a tall amber diamond with a bright facet, smaller than a bonus star, in the points' colour. */
function drawCrystal(ctx: CanvasRenderingContext2D, r: number, missed: boolean): void {
  const path = (): void => {
    ctx.moveTo(0, -r * 1.3);
    ctx.lineTo(r * 0.8, 0);
    ctx.lineTo(0, r * 1.3);
    ctx.lineTo(-r * 0.8, 0);
    ctx.closePath();
  };
  ctx.fillStyle = rgba(PICKUP_FILL.bonus);
  ctx.beginPath();
  path();
  if (missed) {
    // A lost crystal is drawn plain and faint (the neon stroke would draw it at full strength).
    ctx.globalAlpha = MISSED_CRYSTAL_ALPHA;
    ctx.fill();
    ctx.strokeStyle = PICKUP_COLORS.bonus;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.globalAlpha = 1;
    return;
  }
  ctx.fill();
  neonStroke(ctx, PICKUP_COLORS.bonus, 2.2, path);
  ctx.fillStyle = COLORS.text;
  ctx.beginPath();
  ctx.moveTo(0, -r * 0.9);
  ctx.lineTo(r * 0.35, 0);
  ctx.lineTo(0, -r * 0.15);
  ctx.closePath();
  ctx.fill();
}

function drawShieldPickup(ctx: CanvasRenderingContext2D, r: number): void {
  const bubble = r * 1.2;
  ctx.fillStyle = rgba(PICKUP_FILL.shield);
  ctx.beginPath();
  ctx.arc(0, 0, bubble, 0, Math.PI * 2);
  ctx.fill();
  neonStroke(ctx, PICKUP_COLORS.shield, 2.5, () => ctx.arc(0, 0, bubble, 0, Math.PI * 2));
  ctx.fillStyle = PICKUP_COLORS.shield;
  ctx.beginPath();
  crestPath(ctx, 0, r * 0.04, r * 1.25);
  ctx.fill();
  // A glint on the bubble, so it reads as a bubble and not a ring.
  ctx.strokeStyle = COLORS.text;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(0, 0, bubble * 0.78, Math.PI * 1.1, Math.PI * 1.4);
  ctx.stroke();
}

function drawBonusPickup(ctx: CanvasRenderingContext2D, r: number, turn: number): void {
  const star = r * 1.15;
  ctx.fillStyle = rgba(PICKUP_FILL.bonus);
  ctx.beginPath();
  starPath(ctx, 0, 0, star, turn);
  ctx.fill();
  neonStroke(ctx, PICKUP_COLORS.bonus, 2.5, () => starPath(ctx, 0, 0, star, turn));
  ctx.fillStyle = COLORS.text;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.18, 0, Math.PI * 2);
  ctx.fill();
}

/** The ship's length, nose to tail, in logical px as its path is drawn (the path runs from -10 to 19). */
const SHIP_LENGTH = 29;
/** The ship is never drawn under this many CSS px long (upright and sideways on a phone it is scaled up to it). */
export const SHIP_MIN_CSS = 34;
/** How much the ship is scaled on a screen of `scale` CSS px per logical px: at least SHIP_MIN_CSS long, never smaller. */
export const shipDrawScale = (scale: number): number => Math.max(1, SHIP_MIN_CSS / SHIP_LENGTH / Math.max(scale, 1e-6));

function shipPath(ctx: CanvasRenderingContext2D): void {
  ctx.moveTo(19, 0);
  ctx.lineTo(-10, -12);
  ctx.lineTo(-5, 0);
  ctx.lineTo(-10, 12);
  ctx.closePath();
}

function drawShip(ctx: CanvasRenderingContext2D, s: State, time: number, still: boolean, scale: number): void {
  const grace = s.invulnerable > 0;
  if (grace && !still && Math.floor(time * 12) % 2 === 1) return;
  const { x, y, vy } = s.ship;
  // Struck: the ship alone jolts for the hit-stop's beat before it comes apart.
  const jolt = s.crashed && !still ? 3 : 0;
  ctx.save();
  ctx.translate(x + Math.sin(time * 97) * jolt, y + Math.cos(time * 83) * jolt);
  ctx.rotate(Math.max(-0.35, Math.min(0.35, vy / 1200)));
  drawHull(ctx, s, time, still, shipDrawScale(scale));
  if (s.shield) {
    ctx.fillStyle = rgba(PICKUP_FILL.shield);
    ctx.beginPath();
    ctx.arc(2, 0, 25, 0, Math.PI * 2);
    ctx.fill();
    neonStroke(ctx, SHIELD_COLOR, 1.6, () => ctx.arc(2, 0, 25, 0, Math.PI * 2));
  } else if (grace) {
    // Reduced motion: a steady dashed ring instead of blinking.
    ctx.strokeStyle = COLORS.cyan;
    ctx.globalAlpha = 0.55;
    ctx.lineWidth = 1.5;
    ctx.setLineDash([4, 5]);
    ctx.beginPath();
    ctx.arc(2, 0, 24, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

/** The flame, then the hull: a dark rim, a solid body and a glowing cyan edge, scaled by `k` about the ship's centre. */
function drawHull(ctx: CanvasRenderingContext2D, s: State, time: number, still: boolean, k: number): void {
  ctx.save();
  ctx.scale(k, k);
  const len = 10 + (s.speed / BASE_SPEED) * 6 + (still ? 0 : Math.sin(time * 50) * 3);
  neonStroke(ctx, COLORS.magenta, 2, () => {
    ctx.moveTo(-7, -5);
    ctx.lineTo(-7 - len, 0);
    ctx.lineTo(-7, 5);
  });
  ctx.beginPath();
  shipPath(ctx);
  ctx.strokeStyle = SHIP_KEYLINE;
  ctx.lineJoin = 'round';
  ctx.lineWidth = 6;
  ctx.stroke();
  ctx.fillStyle = rgba(SHIP_FILL);
  ctx.fill();
  neonStroke(ctx, SHIP_COLOR, 2.6, () => shipPath(ctx));
  ctx.fillStyle = COLORS.text;
  ctx.beginPath();
  ctx.arc(5, 0, 2.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawParticles(ctx: CanvasRenderingContext2D, s: State): void {
  for (const p of s.particles) {
    ctx.globalAlpha = Math.max(0, p.life / p.max);
    ctx.fillStyle = PARTICLE_COLOR[p.kind];
    const size = p.kind === 'ship' ? 4 : 3;
    ctx.fillRect(p.x - size / 2, p.y - size / 2, size, size);
  }
  ctx.globalAlpha = 1;
}

/** How long a hit shows as a red glow at the field's edges, and how strong it is at most (a crash; a shield's break less). */
export const HIT_GLOW_SECONDS = 0.7;
export const HIT_GLOW_ALPHA = 0.22;

/**
 * A hit, felt without a flash (WCAG 2.3.1): a thin red glow at the field's edges that fades once, its middle clear, so
 * the field never brightens as a whole.
 */
function drawHitGlow(ctx: CanvasRenderingContext2D, strength: number): void {
  if (strength < 0.01) return;
  ctx.save();
  ctx.translate(WIDTH / 2, HEIGHT / 2);
  ctx.scale(1, HEIGHT / WIDTH);
  const glow = ctx.createRadialGradient(0, 0, WIDTH * 0.36, 0, 0, WIDTH * 0.58);
  glow.addColorStop(0, rgba({ color: HIT_GLOW, alpha: 0 }));
  glow.addColorStop(1, rgba({ color: HIT_GLOW, alpha: HIT_GLOW_ALPHA * Math.min(1, strength) }));
  ctx.fillStyle = glow;
  ctx.fillRect(-WIDTH / 2, -WIDTH / 2, WIDTH, WIDTH);
  ctx.restore();
}

/** The crash: a shock ring from the wreck and the red edge glow; a broken shield glows at half strength as it fades. */
function drawHit(ctx: CanvasRenderingContext2D, s: State): void {
  const age = s.crashedAt < 0 ? Infinity : s.time - s.crashedAt;
  if (age <= HIT_GLOW_SECONDS) {
    const fade = 1 - age / HIT_GLOW_SECONDS;
    ctx.globalAlpha = fade;
    neonStroke(ctx, COLORS.magenta, 3, () => ctx.arc(s.ship.x, s.ship.y, 14 + age * 360, 0, Math.PI * 2));
    ctx.globalAlpha = 1;
    drawHitGlow(ctx, fade);
  } else if (!s.crashed) drawHitGlow(ctx, (s.invulnerable - SHIELD_GRACE + HIT_GLOW_SECONDS) / HIT_GLOW_SECONDS / 2);
}

/** How far a pop-up's box keeps from the ship's centre: its shield ring, the ring's glow and a little air. */
export const POPUP_CLEAR = 34;

/** A text's box, as half its width and height, from its length and size (about 0.62 em a character). */
const halfBox = (text: string, size: number): { w: number; h: number } => ({
  w: (text.length * 0.62 * size) / 2,
  h: size / 2,
});

/**
 * Where a pop-up is written on the screen: where it happened, kept on the field and off the HUD (a band at the top in
 * both layouts), and moved clear of the ship when it would cover it: beside it upright (on the side with room), above it
 * sideways (below it under the HUD).
 */
export function popupSpot(
  p: Pick<Popup, 'x' | 'y' | 'text'>,
  ship: { x: number; y: number },
  info: DrawInfo,
  size: number,
): { x: number; y: number } {
  const portrait = info.layout === 'portrait';
  const half = halfBox(p.text, size);
  const craft = onField(ship, portrait);
  const top = portrait ? UPRIGHT_HUD : HUD_BAND;
  const where = onField(p, portrait);
  const at = {
    x: Math.min(info.width - half.w, Math.max(half.w, where.x)),
    y: Math.min(info.height - half.h, Math.max(top + half.h, where.y)),
  };
  const clear = { x: half.w + POPUP_CLEAR, y: half.h + POPUP_CLEAR };
  if (Math.abs(at.x - craft.x) >= clear.x || Math.abs(at.y - craft.y) >= clear.y) return at;
  if (portrait) {
    const side = at.x <= craft.x ? -1 : 1;
    const x = craft.x + side * clear.x;
    return { x: x - half.w >= 0 && x + half.w <= info.width ? x : craft.x - side * clear.x, y: at.y };
  }
  const above = craft.y - clear.y;
  return { x: at.x, y: above - half.h >= top ? above : craft.y + clear.y };
}

/** The points and words that pop up where something happened, upright in screen coordinates, never over the ship. */
function drawPopups(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const size = readableSize(19, info.scale ?? 1);
  for (const p of s.popups) {
    ctx.globalAlpha = Math.min(1, p.life * 2);
    const at = popupSpot(p, s.ship, info, size);
    drawText(ctx, p.text, at.x, at.y, { size, color: TONE[p.tone], weight: 'bold' });
  }
  ctx.globalAlpha = 1;
}

/**
 * The banner showing now, if any, and how strongly: a new sector reached, a kind of obstacle met for the first time, the
 * launch's halfway waypoint, the end of the warm-up, or a speed step.
 */
function banner(s: State): { text: string; color: string; alpha: number } | null {
  const sinceSector = s.sectorAt < 0 ? Infinity : s.time - s.sectorAt;
  if (sinceSector < BANNER_SECONDS)
    return {
      text: `${sectorBanner(s.sector)}  +${SECTOR_POINTS}`,
      color: COLORS.amber,
      alpha: Math.min(1, (BANNER_SECONDS - sinceSector) * 2),
    };
  const news = newLine(s);
  if (news) return news;
  const sinceHalfway = s.time - HALFWAY_SECONDS;
  if (s.sector === 0 && sinceHalfway >= 0 && sinceHalfway < BANNER_SECONDS && !s.crashed)
    return { text: halfwayBanner(), color: COLORS.cyan, alpha: Math.min(1, (BANNER_SECONDS - sinceHalfway) * 2) };
  if (s.time >= WARMUP && s.time < WARMUP + 1.5 && !s.crashed)
    return { text: 'HERE THEY COME!', color: COLORS.magenta, alpha: Math.min(1, (WARMUP + 1.5 - s.time) * 2) };
  const sinceStep = s.time - speedStepAt(s.time);
  if (s.time >= SPEED_STEP_SECONDS && sinceStep < SPEED_BANNER_SECONDS && s.pace < TOP_SPEED && !s.crashed)
    return { text: SPEED_UP_LINE, color: COLORS.cyan, alpha: Math.min(1, (SPEED_BANNER_SECONDS - sinceStep) * 2) };
  return null;
}

/** How long the line naming a speed step shows. */
const SPEED_BANNER_SECONDS = 1.5;
export const SPEED_UP_LINE = 'SPEED UP ▲';
/** How long a NEW line, naming a kind of obstacle the first time it comes, shows in the HUD's panel. */
export const NEW_LINE_SECONDS = 3.5;
/** What the red shards are, said where no rock flies (the HUD's panel), the first time one comes. */
export const SHARDS_LINE = 'NEW: RED SHARDS FLY FAST · DODGE THEM';
export const SWEEP_LINE = 'NEW: A SHARD SWEEPS ACROSS · TIME IT';

/** The NEW line showing now: a kind of obstacle the run has just met for the first time. */
function newLine(s: State): { text: string; color: string; alpha: number } | null {
  if (s.crashed) return null;
  for (const [at, text] of [
    [s.sweepAt, SWEEP_LINE],
    [s.shardsAt, SHARDS_LINE],
  ] as const) {
    const since = s.time - at;
    if (at >= 0 && since < NEW_LINE_SECONDS)
      return { text, color: DEBRIS_COLOR, alpha: Math.min(1, (NEW_LINE_SECONDS - since) * 2) };
  }
  return null;
}

/**
 * The opening lesson's line, in the HUD's own row while the warm-up lasts: first a move to make (steer to a guide star),
 * then how it went, then the rocks. Null once the warm-up is over.
 */
export function lessonLine(s: State, steering: Steering, portrait: boolean): string | null {
  if (s.time >= WARMUP || s.crashed) return null;
  const ahead = s.pickups.some((p) => p.guide && p.x > s.ship.x - SHIP_RADIUS);
  if (s.guides === 0 || (s.guides === 1 && ahead)) return STEER_TO_STAR[steering](portrait);
  if (ahead || s.guides < GUIDE_TIMES.length) return s.guided > 0 ? 'NICE! ONE MORE ★' : 'ALMOST! TRY THE NEXT ★';
  return 'DODGE THE ROCKS · ◆ SHIELD TAKES A HIT';
}

/** How long points just gained show beside the score, at what size, and the most characters they take ("+200 ×12"). */
export const GAIN_SECONDS = 1;
const GAIN_SIZE = 14;
const GAIN_CHARS = 8;
const GAIN_GAP = 6;

/**
 * The HUD's best to beat, the goal a returning pilot plays for: the best score before this run, then NEW BEST once the
 * run has passed it. None on a first run (nothing to beat yet).
 */
export function bestLine(score: number, best: number): { text: string; beaten: boolean } | null {
  if (best <= 0) return null;
  return score > best ? { text: 'NEW BEST!', beaten: true } : { text: `BEST ${best}`, beaten: false };
}

/** How thick the HUD's lower edge is, which fills as the run flies toward the next sector. */
const HUD_EDGE_WIDTH = 3;

/**
 * The HUD's panel, off the play, at the top in both layouts: sideways rocks (and the ship's body) keep under it; upright
 * it lies above the world. Its lower edge is a bar that fills on the way to the next sector.
 */
function hudPanel(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, depth: number): void {
  ctx.fillStyle = HUD_PANEL;
  ctx.fillRect(0, 0, info.width, depth);
  markBacking(ctx, 0, 0, info.width, depth);
  const edge = depth - HUD_EDGE_WIDTH;
  ctx.fillStyle = rgba(HUD_EDGE);
  ctx.fillRect(0, edge, info.width, HUD_EDGE_WIDTH);
  if (!s.crashed) {
    ctx.fillStyle = COLORS.amber;
    ctx.fillRect(0, edge, info.width * sectorProgress(s.time), HUD_EDGE_WIDTH);
  }
}

/** How deep the HUD's panel is: upright two rows; sideways one, and the lesson's row under it while the warm-up lasts. */
export const hudDepth = (s: State, portrait: boolean): number => (portrait ? UPRIGHT_HUD : ceiling(s.time));

/**
 * The HUD's second row: sideways the lesson while the warm-up lasts (on its plate, see `drawLesson`); upright the banners
 * (a sector reached, the halfway waypoint) or else, in one statement, the sector flown through and when the next begins,
 * where nothing flies. Its text is never under MESSAGE_CSS.
 */
function drawMessageRow(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, steering: Steering): void {
  const portrait = info.layout === 'portrait';
  if (!portrait) {
    drawLesson(ctx, s, info, steering);
    return;
  }
  const shown = banner(s) ?? { text: sectorNowAndNext(s.time), color: COLORS.amber, alpha: 1 };
  ctx.globalAlpha = shown.alpha;
  drawText(ctx, shown.text, info.width / 2, (HUD_BAND + UPRIGHT_HUD - HUD_EDGE_WIDTH) / 2, {
    size: readableSize(17, info.scale ?? 1, MESSAGE_CSS),
    color: shown.color,
    weight: 'bold',
    maxWidth: info.width - 16,
  });
  ctx.globalAlpha = 1;
}

/** The lesson's words are never under this many CSS px: larger than the HUD's, the first thing to read. */
export const LESSON_CSS = 15;
const LESSON_SIZE = 18;
/** Room round the lesson's words inside their plate, and between the plate and the field's side. */
const PLATE_PAD = 8;
/**
 * The rearmost the ship is ever drawn, in world x: its back limit less its flame (up to 37 px behind it). Upright the
 * lesson's plate lies under it, off the ship's path; the rocks that pass it fly over the plate, drawn after it.
 */
export const SHIP_REAR = SHIP_MIN_X - 37;

/**
 * Where the lesson's plate goes, on the ship's side of the field: sideways in the lesson's strip under the HUD's band
 * (where nothing flies in the warm-up) from the back edge, over the ship's column; upright under the ship, between the
 * rearmost it is drawn and the field's bottom edge. `textWidth` is its words' width at `size`.
 */
export function lessonPlate(
  info: DrawInfo,
  textWidth: number,
  size: number,
): { x: number; y: number; width: number; height: number } {
  const width = Math.min(info.width - 2 * PLATE_PAD, textWidth + 2 * PLATE_PAD);
  if (info.layout === 'portrait') {
    const top = onField({ x: SHIP_REAR, y: 0 }, true).y + 2;
    const height = Math.min(info.height - top - 2, size + PLATE_PAD);
    return { x: (info.width - width) / 2, y: top + (info.height - top - height) / 2, width, height };
  }
  const room = LESSON_STRIP - HUD_EDGE_WIDTH - 2;
  const height = Math.min(room, size + PLATE_PAD);
  return { x: PLATE_PAD, y: HUD_BAND + 1 + (room - height) / 2, width, height };
}

/** The lesson's words on an opaque plate outlined in their colour, where `lessonPlate` puts it; none once it is over. */
function drawLesson(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, steering: Steering): void {
  const portrait = info.layout === 'portrait';
  const lesson = info.scene === 'playing' ? lessonLine(s, steering, portrait) : null;
  if (!lesson) return;
  const size = readableSize(LESSON_SIZE, info.scale ?? 1, LESSON_CSS);
  ctx.font = font(size, 'bold');
  const box = lessonPlate(info, ctx.measureText(lesson).width, size);
  const color = lesson.includes('★') ? COLORS.amber : COLORS.cyan;
  ctx.fillStyle = HUD_PANEL;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  markBacking(ctx, box.x, box.y, box.width, box.height);
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(box.x, box.y, box.width, box.height);
  drawText(ctx, lesson, box.x + box.width / 2, box.y + box.height / 2, {
    size,
    color,
    weight: 'bold',
    maxWidth: box.width - 2 * PLATE_PAD,
  });
}

/**
 * Score, the sector flown through with the time to the next, and the shield in one row on the HUD's panel. Every layout
 * says the sector in the same words; sideways a banner (a sector reached, the halfway waypoint) takes its place in the
 * middle of the row while it shows; upright the narrow row has no room, so it is the second row's.
 */
function drawHud(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, steering: Steering, best: number): void {
  const portrait = info.layout === 'portrait';
  const w = info.width;
  const scale = info.scale ?? 1;
  hudPanel(ctx, s, info, hudDepth(s, portrait));
  const y = (HUD_BAND - HUD_EDGE_WIDTH) / 2;
  const mono = { weight: 'bold', family: FONT_MONO } as const;
  const score = String(s.score).padStart(6, '0');
  drawText(ctx, score, 14, y + 1, { ...mono, size: readableSize(24, scale), color: COLORS.text, align: 'left' });
  const scoreWidth = ctx.measureText(score).width;
  const scoreEnd = 14 + scoreWidth;
  // After a crash the field coasts to a stop: the countdown and the shield go.
  if (s.crashed) return;
  const shown = portrait || info.scene !== 'playing' ? null : banner(s);
  // Beside the score, in room kept for them so nothing else in the row moves: points just gained, else the best to beat
  // (sideways a banner takes the best's room while it shows).
  const slotSize = readableSize(GAIN_SIZE, scale);
  const charWidth = (scoreWidth / score.length) * (slotSize / readableSize(24, scale));
  const gaining = s.gainAt >= 0 && s.time - s.gainAt < GAIN_SECONDS;
  const goal = gaining || shown ? null : bestLine(s.score, best);
  const slotRoom = GAIN_GAP + charWidth * Math.max(GAIN_CHARS, goal ? goal.text.length : 0);
  if (gaining) {
    ctx.globalAlpha = Math.min(1, (GAIN_SECONDS - (s.time - s.gainAt)) * 3);
    drawText(ctx, s.gainText, scoreEnd + GAIN_GAP, y, { ...mono, size: slotSize, color: COLORS.amber, align: 'left' });
    ctx.globalAlpha = 1;
  } else if (goal)
    drawText(ctx, goal.text, scoreEnd + GAIN_GAP, y, {
      ...mono,
      size: slotSize,
      color: goal.beaten ? COLORS.amber : COLORS.dim,
      align: 'left',
    });
  drawMessageRow(ctx, s, info, steering);
  // The shield when up; while it recharges, how far it has come back.
  const shield = s.shield ? '◆ SHIELD' : `◇ SHIELD ${Math.floor((100 * s.recharge) / SHIELD_RECHARGE)}%`;
  drawText(ctx, shield, w - 14, y, {
    ...mono,
    size: readableSize(17, scale),
    color: s.shield ? SHIELD_COLOR : COLORS.dim,
    align: 'right',
  });
  const shieldStart = w - 14 - ctx.measureText(shield).width;
  // The middle of the row is what the score, its slot and the shield leave, so on a narrow upright field nothing touches.
  const middle = (scoreEnd + slotRoom + shieldStart) / 2;
  const room = shieldStart - scoreEnd - slotRoom - 16;
  if (shown) {
    ctx.globalAlpha = shown.alpha;
    drawText(ctx, shown.text, middle, y, {
      ...mono,
      size: readableSize(20, scale),
      color: shown.color,
      glow: true,
      maxWidth: room,
    });
    ctx.globalAlpha = 1;
  } else if (!portrait)
    drawText(ctx, sectorNowAndNext(s.time), middle, y, {
      ...mono,
      size: readableSize(17, scale),
      color: COLORS.amber,
      maxWidth: room,
    });
}

/** A line of the title's monospace text as wide as the browser draws it, in the kit's face for control lines. */
const measureMono =
  (ctx: CanvasRenderingContext2D) =>
  (text: string, size: number): number => {
    ctx.font = font(size, 'normal', FONT_MONO);
    return ctx.measureText(text).width;
  };

/**
 * Draws the field, the ship and effects, then the HUD (hidden behind the title and game-over screens) with the `best`
 * score before this run to beat. Behind the title
 * (its lines and button those of a `touch` screen or of keys and a mouse) the demo shows only in the free space.
 */
export function render(
  ctx: CanvasRenderingContext2D,
  s: State,
  info: DrawInfo,
  steering: Steering = 'keys',
  touch = false,
  best = 0,
): void {
  const still = info.reducedMotion;
  ctx.save();
  if (!still && s.shake > 0.02 && info.scene === 'playing') {
    const m = s.shake * 7;
    ctx.translate(Math.sin(s.time * 87) * m, Math.cos(s.time * 69) * m);
  }
  // Held upright the run turns a quarter: you fly up the screen, rocks come down at you.
  inWorld(ctx, info, () => drawSky(ctx, s));
  // Pop-ups lie behind the rocks: a rock passing shows over the words, never under them.
  if (info.scene === 'playing') drawPopups(ctx, s, info);
  // Upright the lesson's plate lies under the ship's path, behind the rocks that have passed it (sideways it is the HUD's).
  if (info.layout === 'portrait') drawLesson(ctx, s, info, steering);
  // Behind the title the demo flies only where nothing is written: every word and the button stand on the sky alone.
  if (info.scene === 'title') {
    const controls = titleControls(touch, info.layout === 'portrait');
    const title = { ...info, scale: info.scale ?? 1, touch, controls };
    clipOutside(ctx, info.width, info.height, titleWords(title, measureMono(ctx)));
  }
  inWorld(ctx, info, () => {
    for (const p of s.pickups) drawPickup(ctx, p, s.time, still, info.layout === 'portrait');
    for (const o of s.obstacles) drawObstacle(ctx, o, info.scale ?? 1);
    if (!s.crashed || s.freeze > 0) drawShip(ctx, s, s.time, still, info.scale ?? 1);
    drawParticles(ctx, s);
    drawHit(ctx, s);
  });
  ctx.restore();
  if (info.scene === 'playing' || info.scene === 'paused') drawHud(ctx, s, info, steering, best);
}
