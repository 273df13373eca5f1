/** Draws the world in world pixels: parallax sky, stone silhouettes, lights, the hero and the looming shape (hazards: render-hazards.ts). */
import { TILE, drawnTile, tileAt, type Cell, type Guide, type Level } from './level';
import type { GhostStep } from './ghost';
import { HERO_GLOW_CORE, HERO_GLOW_RADIUS, HERO_HALO, HERO_LIGHT, HERO_RIM, PALETTES, type Palette } from './palette';
import { HERO_H, HERO_W } from './physics';
import { CRUMBLE_HOLD, RESPAWN_DELAY, type FvState, type Hero } from './sim';
import type { Camera } from './camera';
import { HAZARD_EDGE } from './render-hazards';

/** A stable pseudo-random 0..1 from an integer, for scenery that must not flicker. */
const hash = (n: number): number => {
  const x = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
};

function sky(ctx: CanvasRenderingContext2D, p: Palette, cam: Camera, w: number, h: number, level: Level): void {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, p.skyTop);
  g.addColorStop(1, p.skyLow);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // Two silhouette layers scroll slower than the world: far spires, nearer broken arches or stalactites.
  for (const [depth, color, tall, spacing] of [
    [0.15, p.far, 0.55, 70],
    [0.35, p.near, 0.35, 46],
  ] as const) {
    ctx.fillStyle = color;
    const off = cam.x * depth;
    const first = Math.floor(off / spacing) - 1;
    ctx.beginPath();
    for (let i = first; i < first + w / spacing + 3; i += 1) {
      const x = i * spacing - off;
      const height = h * tall * (0.4 + hash(i + depth * 100) * 0.6);
      if (level.theme === 'caverns') {
        ctx.moveTo(x, 0);
        ctx.lineTo(x + spacing * 0.5, height * 0.8);
        ctx.lineTo(x + spacing, 0);
      } else {
        const base = h + ((cam.y * depth) % 40);
        ctx.moveTo(x, base);
        ctx.lineTo(x + spacing * 0.2, base - height);
        ctx.lineTo(x + spacing * 0.35, base - height - (level.theme === 'tower' ? 30 : 12));
        ctx.lineTo(x + spacing * 0.5, base - height);
        ctx.lineTo(x + spacing * 0.8, base - height * 0.7);
        ctx.lineTo(x + spacing, base);
      }
    }
    ctx.fill();
  }
}

function tiles(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  p: Palette,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  const { level } = s;
  ctx.fillStyle = p.stone;
  for (let cy = y0; cy <= y1; cy += 1) {
    for (let cx = x0; cx <= x1; cx += 1) {
      const ch = drawnTile(level, cx, cy);
      const x = cx * TILE;
      const y = cy * TILE;
      if (ch === '#') {
        ctx.fillStyle = p.stone;
        // A hair of overlap hides seams between tiles at fractional scales.
        ctx.fillRect(x - 0.3, y - 0.3, TILE + 0.6, TILE + 0.6);
        // Mortar lines of offset courses: the stone reads as masonry, not as a flat slab.
        ctx.fillStyle = p.seam;
        ctx.fillRect(x, y + TILE - 1, TILE, 1);
        ctx.fillRect(x + (cy % 2 === 0 ? 0 : TILE / 2), y, 1, TILE - 1);
        if (tileAt(level, cx, cy - 1) !== '#') {
          ctx.fillStyle = p.rim;
          ctx.fillRect(x, y, TILE, 2);
          if (hash(cx * 7 + cy) > 0.6) ctx.fillRect(x + 3 + hash(cx) * 8, y - 3, 2, 3);
        }
      } else if (ch === '=') {
        const t = s.crumble[cy * level.cols + cx];
        if (t !== undefined && t >= CRUMBLE_HOLD) continue;
        const shake = t === undefined ? 0 : Math.sin(t * 80) * 1.2;
        ctx.fillStyle = p.stone;
        ctx.fillRect(x + shake, y, TILE, TILE * 0.6);
        ctx.fillStyle = p.rim;
        ctx.globalAlpha = 0.7;
        ctx.fillRect(x + shake + 1, y, TILE - 2, 2);
        ctx.fillRect(x + shake + 7, y + 3, 1, 6);
        ctx.globalAlpha = 1;
      }
    }
  }
}

/** A soft round glow, at full `alpha` out to `core` (a share of `r`), then fading to nothing at `r`. */
function glowDot(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  color: string,
  alpha: number,
  core = 0,
): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, color);
  if (core > 0) g.addColorStop(core, color);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.globalAlpha = alpha;
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  ctx.globalAlpha = 1;
}

/** A crystal marking the way in the dark, and a checkpoint's lamp before it is lit: both must read on any sky. */
export const CRYSTAL = '#bffcff';
export const UNLIT_LAMP = '#9aa3c0';
/** The exit's ring, the goal of every level: it must read on any sky. */
export const EXIT_RING = '#e8ecf8';

/** The most tiles a crystal's lamp stands above the stone under it on a post; any higher, it hangs on a chain. */
export const POST_TILES = 3;

/**
 * Where a crystal's lamp is fixed to the level, so it reads as a light that stays put, not as a pickup floating free: on a
 * post to the stone at most POST_TILES below it when that is nearer than the stone above, else on a chain from the stone
 * above (or the level's top). `y` is the world y where the post or chain meets the stone.
 */
export function crystalMount(level: Level, c: Cell): { hangs: boolean; y: number } {
  const solid = (cy: number): boolean => tileAt(level, c.x, cy) === '#';
  let above = c.y - 1;
  while (above >= 0 && !solid(above)) above -= 1;
  let below = c.y + 1;
  while (below < level.rows && below - c.y <= POST_TILES && !solid(below)) below += 1;
  const post = below < level.rows && below - c.y <= POST_TILES && below - c.y < c.y - above;
  return post ? { hangs: false, y: below * TILE } : { hangs: true, y: (above + 1) * TILE };
}

/** A crystal in a lamp's cage, fixed to the stone by its post or chain; its glow is steady, with no sparkle. */
function crystalLamp(ctx: CanvasRenderingContext2D, level: Level, c: Cell, p: Palette): void {
  const x = c.x * TILE + TILE / 2;
  const y = c.y * TILE + TILE / 2;
  const mount = crystalMount(level, c);
  glowDot(ctx, x, y, 24, '#7cf9ff', 0.35);
  ctx.fillStyle = p.stone;
  if (mount.hangs) {
    for (let link = y - 10; link > mount.y; link -= 4) ctx.fillRect(x - 0.5, link - 3, 1, 3);
  } else {
    ctx.fillRect(x - 1.5, y + 9, 3, mount.y - y - 9);
    ctx.fillRect(x - 3.5, mount.y - 2, 7, 2);
  }
  ctx.fillStyle = p.rim;
  ctx.fillRect(x - 5, y - 10, 10, 2);
  ctx.fillRect(x - 5, y + 7, 10, 2);
  ctx.fillRect(x - 5, y - 8, 1, 15);
  ctx.fillRect(x + 4, y - 8, 1, 15);
  ctx.fillStyle = CRYSTAL;
  ctx.beginPath();
  ctx.moveTo(x, y - 7);
  ctx.lineTo(x + 3, y);
  ctx.lineTo(x, y + 6);
  ctx.lineTo(x - 3, y);
  ctx.fill();
}

function things(ctx: CanvasRenderingContext2D, s: FvState, p: Palette, t: number): void {
  const { level } = s;
  for (const c of level.crystals) crystalLamp(ctx, level, c, p);
  for (const c of level.checkpoints) {
    const x = c.x * TILE + TILE / 2;
    const y = (c.y + 1) * TILE;
    const lit = s.checkpoint.x === c.x && s.checkpoint.y === c.y;
    ctx.fillStyle = p.stone;
    ctx.fillRect(x - 2, y - 14, 4, 14);
    ctx.fillRect(x - 4, y - 16, 8, 3);
    if (lit) glowDot(ctx, x, y - 18, 18, p.glow, 0.8);
    ctx.fillStyle = lit ? p.glow : UNLIT_LAMP;
    ctx.fillRect(x - 1.5, y - 20, 3, 4);
  }
  if (!s.hasDash) {
    for (let i = 0; i < level.tiles.length; i += 1) {
      if (level.tiles[i] !== 'D') continue;
      const x = (i % level.cols) * TILE + TILE / 2;
      const y = Math.floor(i / level.cols) * TILE + TILE / 2 + Math.sin(t * 2) * 2;
      glowDot(ctx, x, y, 30, '#9b5de5', 0.7);
      ctx.fillStyle = '#e6d4ff';
      ctx.fillRect(x - 2, y - 2, 4, 4);
    }
  }
  const ex = level.exit.x * TILE + TILE / 2;
  const ey = (level.exit.y + 1) * TILE;
  glowDot(ctx, ex, ey - 14, 34, EXIT_RING, 0.5 + 0.15 * Math.sin(t * 3));
  ctx.strokeStyle = EXIT_RING;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.ellipse(ex, ey - 13, 6, 12, 0, 0, Math.PI * 2);
  ctx.stroke();
}

/** World px of the hero's lit outline; half of it shows outside the black cloak. */
const HERO_RIM_WIDTH = 2.2;

/** World px the drawn hero reaches beyond its box each way: its lantern's glow, from a point a little off its centre. */
export const HERO_REACH = HERO_GLOW_RADIUS + 6;

/** A box in world pixels. */
export interface WorldBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the hero may be drawn: every cell within its reach that is not stone, as drawn (drawnTile). A hero in a gap, at a
 * wall or sliding down one is drawn inside the open space beside the stone, never over the stone's face, so the wall
 * stays in front and the player sees the hero is in the gap.
 */
export function heroClip(level: Level, hero: Pick<Hero, 'x' | 'y'>): WorldBox[] {
  const x0 = Math.floor((hero.x - HERO_REACH) / TILE);
  const x1 = Math.floor((hero.x + HERO_W + HERO_REACH) / TILE);
  const y0 = Math.floor((hero.y - HERO_REACH) / TILE);
  const y1 = Math.floor((hero.y + HERO_H + HERO_REACH) / TILE);
  const open: WorldBox[] = [];
  for (let cy = y0; cy <= y1; cy += 1)
    for (let cx = x0; cx <= x1; cx += 1)
      if (drawnTile(level, cx, cy) !== '#') open.push({ x: cx * TILE, y: cy * TILE, width: TILE, height: TILE });
  return open;
}

/** How the hero stands: sliding down a wall in the air (pressed to it, dust rising) reads apart from a fall or a run. */
export type HeroPose = 'stand' | 'run' | 'air' | 'slide';

export function heroPose(hero: Hero): HeroPose {
  if (hero.onGround) return Math.abs(hero.vx) > 10 ? 'run' : 'stand';
  return hero.wall !== 0 && hero.vy > 0 ? 'slide' : 'air';
}

/** Specks of dust scraped off the wall under the sliding hero's feet, rising and fading; positions come from the clock. */
function slideDust(
  ctx: CanvasRenderingContext2D,
  wallX: number,
  feet: number,
  wall: -1 | 1,
  color: string,
  t: number,
): void {
  ctx.fillStyle = color;
  for (let i = 0; i < 5; i += 1) {
    const k = (t * 2.5 + i / 5) % 1;
    ctx.globalAlpha = 0.9 * (1 - k);
    ctx.fillRect(wallX - wall * (1 + k * (3 + hash(i) * 5)) - 1, feet - k * (4 + hash(i + 5) * 5), 2, 2);
  }
  ctx.globalAlpha = 1;
}

function hero(ctx: CanvasRenderingContext2D, s: FvState, p: Palette, t: number): void {
  const h = s.hero;
  if (s.dead > 0) {
    const k = 1 - s.dead / RESPAWN_DELAY;
    ctx.fillStyle = HERO_LIGHT;
    for (let i = 0; i < 14; i += 1) {
      const a = i * 2.4;
      const r = k * (20 + hash(i) * 24);
      ctx.globalAlpha = 1 - k;
      ctx.fillRect(h.x + HERO_W / 2 + Math.cos(a) * r, h.y + HERO_H / 2 + Math.sin(a) * r, 2, 2);
    }
    ctx.globalAlpha = 1;
    return;
  }
  const x = h.x + HERO_W / 2;
  const y = h.y + HERO_H;
  const pose = heroPose(h);
  const run = pose === 'run' ? Math.sin(t * 18) : 0;
  const body = new Path2D();
  let lantern = h.facing * 5;
  if (pose === 'slide' && h.wall !== 0) {
    // Pressed flat to the wall, one foot braced on it, the cloak blown up and away from the wall, the lantern held out
    // over the open side, looking out the way a kick goes.
    const w = h.wall;
    lantern = -w * 6;
    glowDot(ctx, x - w * 3, y - 8, HERO_GLOW_RADIUS, HERO_LIGHT, HERO_HALO, HERO_GLOW_CORE);
    body.moveTo(x + w * 5, y - 16);
    body.quadraticCurveTo(x + w, y - 18, x - w, y - 14);
    body.lineTo(x - w * 2, y - 9);
    body.lineTo(x - w * 7, y - 11);
    body.lineTo(x - w * 4, y - 3);
    body.lineTo(x + w * 5, y - 2);
    body.closePath();
    body.rect(w > 0 ? x + 2 : x - 5, y - 4, 3, 4);
    body.rect(w > 0 ? x - 2 : x, y - 3, 2, 3);
  } else {
    glowDot(ctx, x + h.facing * 2, y - 8, HERO_GLOW_RADIUS, HERO_LIGHT, HERO_HALO, HERO_GLOW_CORE);
    // A cloaked wanderer: hood, cloak flaring behind when moving, two legs.
    body.moveTo(x - 3, y - 14);
    body.quadraticCurveTo(x, y - 17, x + 3, y - 14);
    body.lineTo(x + 5, y - 4);
    body.lineTo(x - 5 - h.facing * Math.min(4, Math.abs(h.vx) / 30), y - 3 + Math.min(3, Math.abs(h.vy) / 80));
    body.closePath();
    body.rect(x - 3 + run, y - 4, 2, 4);
    body.rect(x + 1 - run, y - 4, 2, 4);
  }
  // The rim first, then the black over its inner half: a lit outline around the silhouette, never lines across it.
  ctx.strokeStyle = HERO_RIM;
  ctx.lineWidth = HERO_RIM_WIDTH;
  ctx.lineJoin = 'round';
  ctx.stroke(body);
  ctx.fillStyle = '#000';
  ctx.fill(body);
  ctx.fillStyle = HERO_LIGHT;
  const eye = pose === 'slide' ? -h.wall : h.facing;
  ctx.fillRect(x + eye * 1.5 - 0.5, y - 13, 1.5, 1.5);
  // The lantern the wanderer carries.
  ctx.fillRect(x + lantern - 1, y - 9, 2, 3);
  if (pose === 'slide' && h.wall !== 0) slideDust(ctx, x + h.wall * 5, y, h.wall, p.rim, t);
  if (h.dashTime > 0) {
    ctx.globalAlpha = 0.4;
    ctx.fillStyle = '#9b5de5';
    ctx.fillRect(h.x - h.vx * 0.05, h.y - h.vy * 0.05, HERO_W, HERO_H);
    ctx.globalAlpha = 1;
  }
}

/** The hero inside the open cells round it (heroClip); the burst of a death spreads free. */
function clippedHero(ctx: CanvasRenderingContext2D, s: FvState, p: Palette, t: number): void {
  ctx.save();
  if (s.dead === 0) {
    ctx.beginPath();
    for (const box of heroClip(s.level, s.hero)) ctx.rect(box.x, box.y, box.width, box.height);
    ctx.clip();
  }
  hero(ctx, s, p, t);
  ctx.restore();
}

/** The looming shape: a vast dark mass with pale eyes rising under the tower. */
function looming(ctx: CanvasRenderingContext2D, s: FvState, x0: number, w: number, t: number): void {
  const top = s.chaseY;
  // Two waves, 6 + 10 px: the crest rises LOOM_CREST over the line that kills.
  const edge = (x: number): number => top + Math.sin(x * 0.08 + t * 2.5) * 6 + Math.sin(x * 0.021 - t) * 10;
  ctx.fillStyle = '#000';
  ctx.beginPath();
  ctx.moveTo(x0, top + 400);
  for (let x = x0; x <= x0 + w + 8; x += 8) ctx.lineTo(x, edge(x));
  ctx.lineTo(x0 + w + 8, top + 400);
  ctx.fill();
  // A red rim, the colour of every hazard: black on a dark sky, the shape would be only its eyes on a small screen.
  ctx.strokeStyle = HAZARD_EDGE;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = x0; x <= x0 + w + 8; x += 8) ctx.lineTo(x, edge(x));
  ctx.stroke();
  const cx = x0 + w / 2;
  for (const dx of [-26, 26]) {
    glowDot(ctx, cx + dx, top + 34, 16, '#ff3355', 0.8);
    ctx.fillStyle = '#ffd0d8';
    ctx.fillRect(cx + dx - 5, top + 33, 10, 2);
  }
}

/** Ambient motes drifting through the light; positions come from the clock so nothing is stored. */
function motes(ctx: CanvasRenderingContext2D, cam: Camera, w: number, h: number, t: number, color: string): void {
  ctx.fillStyle = color;
  for (let i = 0; i < 40; i += 1) {
    const x = (((hash(i) * w * 1.5 + t * (6 + hash(i + 9) * 10) - cam.x * 0.6) % w) + w) % w;
    const y = (((hash(i + 40) * h - t * (4 + hash(i + 3) * 8) - cam.y * 0.6) % h) + h) % h;
    ctx.globalAlpha = 0.25 + 0.25 * Math.sin(t + i);
    ctx.fillRect(x, y, 1.2, 1.2);
  }
  ctx.globalAlpha = 1;
}

/**
 * Draws the view (viewW×viewH world pixels around `cam`) with the transform already scaling world pixels to the screen;
 * without `showHero`, the level alone.
 */
export function drawWorld(
  ctx: CanvasRenderingContext2D,
  s: FvState,
  cam: Camera,
  viewW: number,
  viewH: number,
  t: number,
  showHero = true,
): void {
  const p = PALETTES[s.level.theme];
  sky(ctx, p, cam, viewW, viewH, s.level);
  ctx.save();
  ctx.translate(Math.round((viewW / 2 - cam.x) * 4) / 4, Math.round((viewH / 2 - cam.y) * 4) / 4);
  const x0 = Math.floor((cam.x - viewW / 2) / TILE);
  const y0 = Math.floor((cam.y - viewH / 2) / TILE);
  things(ctx, s, p, t);
  tiles(ctx, s, p, x0, y0, x0 + Math.ceil(viewW / TILE) + 1, y0 + Math.ceil(viewH / TILE) + 1);
  if (showHero) clippedHero(ctx, s, p, t);
  if (s.level.chase > 0) looming(ctx, s, cam.x - viewW / 2 - 8, viewW + 16, t);
  ctx.restore();
  motes(ctx, cam, viewW, viewH, t, p.glow);
}

/** The dotted route of a guide: light enough to read on any sky (tests/unit/games/final-void-tuning.test.ts). */
export const GUIDE_INK = '#ffe9a8';

/**
 * A guide's route over the darkness, in world pixels around `cam`: dashes from point to point (arcing through a point only
 * passed), a ring at each press of jump and an arrowhead where it ends.
 */
export function drawGuide(
  ctx: CanvasRenderingContext2D,
  guide: Guide,
  alpha: number,
  cam: Camera,
  viewW: number,
  viewH: number,
): void {
  const at = guide.points.map((p) => ({ x: p.x * TILE, y: p.y * TILE }));
  ctx.save();
  ctx.translate(Math.round((viewW / 2 - cam.x) * 4) / 4, Math.round((viewH / 2 - cam.y) * 4) / 4);
  ctx.globalAlpha = alpha * 0.9;
  ctx.strokeStyle = GUIDE_INK;
  ctx.fillStyle = GUIDE_INK;
  ctx.lineWidth = 1.5;
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  at.forEach((p, i) => {
    const before = at[i - 1];
    const after = at[i + 1];
    if (i === 0) ctx.moveTo(p.x, p.y);
    // A point passed through bends the route into the arc that peaks there: the curve's control point lies beyond it.
    else if (!guide.points[i]?.press && after && before)
      ctx.quadraticCurveTo(2 * p.x - (before.x + after.x) / 2, 2 * p.y - (before.y + after.y) / 2, after.x, after.y);
    else if (guide.points[i - 1]?.press !== false || i === 1) ctx.lineTo(p.x, p.y);
  });
  ctx.stroke();
  ctx.setLineDash([]);
  for (const p of at.filter((_, i) => guide.points[i]?.press)) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
    ctx.stroke();
  }
  const end = at[at.length - 1];
  const peak = at[at.length - 2];
  const from = at[at.length - 3];
  // The arrow points along the route's last stretch: toward the end from the arc's control point after a peak.
  const curved = peak && from && end && guide.points.length > 2 && !guide.points[at.length - 2]?.press;
  const before = curved ? { x: 2 * peak.x - (from.x + end.x) / 2, y: 2 * peak.y - (from.y + end.y) / 2 } : peak;
  if (end && before) {
    const a = Math.atan2(end.y - before.y, end.x - before.x);
    ctx.beginPath();
    ctx.moveTo(end.x, end.y);
    ctx.lineTo(end.x - 6 * Math.cos(a - 0.5), end.y - 6 * Math.sin(a - 0.5));
    ctx.lineTo(end.x - 6 * Math.cos(a + 0.5), end.y - 6 * Math.sin(a + 0.5));
    ctx.fill();
  }
  ctx.restore();
}

/** The ghost's pale ink (ghost.ts): a hero seen through, unlike the player's black cloak in its gold light. */
export const GHOST_INK = '#cfe6ff';

/**
 * The ghost's climb so far, in world pixels around `cam`: a dotted trail, a ring at each press of jump, and the ghost, a
 * pale see-through hero facing the way it moves.
 */
export function drawGhost(
  ctx: CanvasRenderingContext2D,
  ghost: { path: readonly GhostStep[]; at: GhostStep },
  cam: Camera,
  viewW: number,
  viewH: number,
): void {
  ctx.save();
  ctx.translate(Math.round((viewW / 2 - cam.x) * 4) / 4, Math.round((viewH / 2 - cam.y) * 4) / 4);
  ctx.fillStyle = GHOST_INK;
  ctx.strokeStyle = GHOST_INK;
  ctx.lineWidth = 1.5;
  ghost.path.forEach((g, i) => {
    const cx = g.x + HERO_W / 2;
    const cy = g.y + HERO_H / 2;
    ctx.globalAlpha = 0.7;
    if (g.press) {
      ctx.beginPath();
      ctx.arc(cx, cy, 4, 0, Math.PI * 2);
      ctx.stroke();
    } else if (i % 4 === 0) ctx.fillRect(cx - 0.75, cy - 0.75, 1.5, 1.5);
  });
  const { x, y } = ghost.at;
  const before = ghost.path[ghost.path.length - 2] ?? ghost.at;
  const facing = x >= before.x ? 1 : -1;
  ctx.globalAlpha = 0.55;
  ctx.beginPath();
  ctx.moveTo(x, y + HERO_H);
  ctx.lineTo(x + 1, y + 4);
  ctx.quadraticCurveTo(x + HERO_W / 2, y - 2, x + HERO_W - 1, y + 4);
  ctx.lineTo(x + HERO_W, y + HERO_H);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 0.9;
  ctx.stroke();
  ctx.fillStyle = '#0d1226';
  ctx.fillRect(x + HERO_W / 2 + facing * 2 - 1, y + 5, 2, 2);
  ctx.restore();
}
