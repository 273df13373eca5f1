import {
  COLORS,
  FONT_MONO,
  createRandom,
  drawText,
  font,
  markBacking,
  markHazard,
  neonStroke,
  readableSize,
  type DrawInfo,
} from '../kit';
import { waveName } from './goals';
import {
  GAUGE_FROM,
  GAUGE_RADIUS,
  GAUGE_TO,
  gaugeEnd,
  gaugeShown,
  gunHotSpot,
  heatLevel,
  type Box,
} from './heat-gauge';
import { PALETTE, rgba } from './palette';
import { SAUCER_RADIUS } from './saucer';
import { fitWorld, type Particle, type Rock, type Saucer, type Ship, type State, type World } from './sim';

const PARTICLE_COLOR: Record<Particle['kind'], string> = {
  rock: COLORS.violet,
  ship: COLORS.cyan,
  spark: COLORS.amber,
};

/** A fixed sky: the same stars every frame (placed in 0..1 of the world, so both worlds share them). */
const STARS = ((): { x: number; y: number; s: number; a: number }[] => {
  const rng = createRandom(20241108);
  return Array.from({ length: 110 }, () => ({
    x: rng.next(),
    y: rng.next(),
    s: rng.range(1, 2.2),
    a: rng.range(0.2, 0.75),
  }));
})();

/** Calls draw at (x, y) and again at the opposite edge when a shape of radius r straddles one. */
function wrapped(world: World, x: number, y: number, r: number, draw: (x: number, y: number) => void): void {
  const xs = [x];
  const ys = [y];
  if (x < r) xs.push(x + world.width);
  else if (x > world.width - r) xs.push(x - world.width);
  if (y < r) ys.push(y + world.height);
  else if (y > world.height - r) ys.push(y - world.height);
  for (const px of xs) for (const py of ys) draw(px, py);
}

function drawSky(ctx: CanvasRenderingContext2D, world: World, time: number, still: boolean): void {
  const { width: w, height: h } = world;
  const glow = ctx.createRadialGradient(w * 0.7, h * 0.3, 10, w * 0.7, h * 0.3, Math.max(w, h) * 0.7);
  glow.addColorStop(0, rgba(PALETTE.skyGlow));
  glow.addColorStop(1, rgba({ ...PALETTE.skyGlow, alpha: 0 }));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = COLORS.text;
  STARS.forEach((star, i) => {
    ctx.globalAlpha = still ? star.a : star.a * (0.75 + 0.25 * Math.sin(time * 1.7 + i));
    ctx.fillRect(star.x * w, star.y * h, star.s, star.s);
  });
  ctx.globalAlpha = 1;
}

function rockPath(ctx: CanvasRenderingContext2D, rock: Rock, x: number, y: number): void {
  const n = rock.shape.length;
  rock.shape.forEach((k, i) => {
    const a = rock.angle + (i / n) * Math.PI * 2;
    const px = x + Math.cos(a) * rock.r * k;
    const py = y + Math.sin(a) * rock.r * k;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  });
  ctx.closePath();
}

function drawRock(ctx: CanvasRenderingContext2D, world: World, rock: Rock): void {
  wrapped(world, rock.x, rock.y, rock.r * 1.15, (x, y) => {
    ctx.beginPath();
    rockPath(ctx, rock, x, y);
    ctx.fillStyle = rgba(PALETTE.rockFill[rock.size]);
    ctx.fill();
    neonStroke(ctx, PALETTE.rock[rock.size], PALETTE.rockLine[rock.size], () => rockPath(ctx, rock, x, y));
    markHazard(ctx, x - rock.r, y - rock.r, 2 * rock.r, 2 * rock.r);
  });
}

/** The ship outline: a dart with a notched tail, pointing along +x before rotation. */
function shipPath(ctx: CanvasRenderingContext2D): void {
  ctx.moveTo(15, 0);
  ctx.lineTo(-10, -10);
  ctx.lineTo(-5, 0);
  ctx.lineTo(-10, 10);
  ctx.closePath();
}

function drawShip(ctx: CanvasRenderingContext2D, world: World, ship: Ship, time: number, still: boolean): void {
  const blinking = ship.invulnerable > 0;
  // Invulnerable: blink, or under reduced motion a steady ring instead.
  if (blinking && !still && Math.floor(time * 10) % 2 === 1) return;
  wrapped(world, ship.x, ship.y, 20, (x, y) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(ship.angle);
    if (ship.thrusting) {
      const len = still ? 12 : 9 + ((Math.sin(time * 60) + 1) / 2) * 8;
      neonStroke(ctx, COLORS.amber, 2, () => {
        ctx.moveTo(-7, -5);
        ctx.lineTo(-7 - len, 0);
        ctx.lineTo(-7, 5);
      });
    }
    ctx.fillStyle = rgba(PALETTE.shipFill);
    ctx.beginPath();
    shipPath(ctx);
    ctx.fill();
    neonStroke(ctx, PALETTE.ship, 2.2, () => shipPath(ctx));
    if (blinking) {
      ctx.globalAlpha = 0.55;
      ctx.strokeStyle = COLORS.cyan;
      ctx.lineWidth = 1.5;
      ctx.setLineDash([4, 5]);
      ctx.beginPath();
      ctx.arc(0, 0, 21, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    }
    ctx.restore();
  });
}

/** The classic saucer: a lens with a dome, in magenta; the small one is scaled down. */
function drawSaucer(ctx: CanvasRenderingContext2D, u: Saucer): void {
  const k = (u.small ? SAUCER_RADIUS.small : SAUCER_RADIUS.large) / 17;
  const lens = (): void => {
    ctx.moveTo(-17, 0);
    ctx.lineTo(-8, -6);
    ctx.lineTo(8, -6);
    ctx.lineTo(17, 0);
    ctx.lineTo(8, 6);
    ctx.lineTo(-8, 6);
    ctx.closePath();
  };
  ctx.save();
  ctx.translate(u.x, u.y);
  ctx.scale(k, k);
  ctx.fillStyle = 'rgba(255,79,216,0.16)';
  ctx.beginPath();
  lens();
  ctx.fill();
  neonStroke(ctx, PALETTE.saucer, 2 / k, () => {
    lens();
    ctx.moveTo(-17, 0);
    ctx.lineTo(17, 0);
  });
  const dome = (): void => {
    ctx.moveTo(-6, -6);
    ctx.lineTo(-4, -12);
    ctx.lineTo(4, -12);
    ctx.lineTo(6, -6);
  };
  ctx.fillStyle = 'rgba(255,209,102,0.3)';
  ctx.beginPath();
  dome();
  ctx.fill();
  neonStroke(ctx, COLORS.amber, 1.8 / k, dome);
  markHazard(ctx, -17, -12, 34, 18);
  ctx.restore();
}

/**
 * A bullet's drawn radius: larger than the point that hits, to be seen at a glance, yet well inside the give of a rock's
 * lumpy outline (its points lie from 0.72 to 1.12 of the radius it is hit at).
 */
const BULLET_RADIUS = 3;
/** Seconds of flight a bullet's trail shows behind it. */
const TRAIL = 0.022;

function drawBullets(ctx: CanvasRenderingContext2D, s: State): void {
  for (const b of s.shots) {
    ctx.fillStyle = PALETTE.saucerShot;
    ctx.globalAlpha = 0.35;
    ctx.fillRect(b.x - 4.5, b.y - 4.5, 9, 9);
    ctx.globalAlpha = 1;
    ctx.fillRect(b.x - 2, b.y - 2, 4, 4);
  }
  // A round white core in a cyan halo, with a short trail along its flight.
  ctx.lineCap = 'round';
  for (const b of s.bullets) {
    ctx.strokeStyle = PALETTE.bulletGlow.color;
    ctx.globalAlpha = 0.6;
    ctx.lineWidth = BULLET_RADIUS * 1.4;
    ctx.beginPath();
    ctx.moveTo(b.x - b.vx * TRAIL, b.y - b.vy * TRAIL);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
    ctx.fillStyle = rgba(PALETTE.bulletGlow);
    ctx.globalAlpha = 1;
    ctx.beginPath();
    ctx.arc(b.x, b.y, BULLET_RADIUS + 3.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = PALETTE.bullet;
    ctx.beginPath();
    ctx.arc(b.x, b.y, BULLET_RADIUS, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawParticles(ctx: CanvasRenderingContext2D, s: State): void {
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  for (const p of s.particles) {
    ctx.globalAlpha = Math.max(0, p.life / p.max);
    const color = PARTICLE_COLOR[p.kind];
    if (p.kind === 'ship') {
      // Hull fragments: short tumbling strokes.
      const a = p.life * 7;
      ctx.strokeStyle = color;
      ctx.beginPath();
      ctx.moveTo(p.x - Math.cos(a) * 5, p.y - Math.sin(a) * 5);
      ctx.lineTo(p.x + Math.cos(a) * 5, p.y + Math.sin(a) * 5);
      ctx.stroke();
    } else {
      ctx.fillStyle = color;
      ctx.fillRect(p.x - 1.5, p.y - 1.5, 3, 3);
    }
  }
  ctx.globalAlpha = 1;
}

/** A dark plate under HUD text: rocks and the saucer pass beneath it, and the text on it stays readable. */
function backing(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): void {
  ctx.fillStyle = rgba(PALETTE.hudBacking);
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, 8);
  ctx.fill();
  markBacking(ctx, x, y, width, height);
}

/** Where the wave's banner sits: the line of its headline, and the size of its smaller lines. */
function bannerLayout(info: DrawInfo): { y: number; line: number } {
  // Clear of the WAVE box above it, also on a short sideways field.
  return { y: Math.max(info.height * 0.18, 100), line: Math.min(readableSize(18, info.scale ?? 1), info.width / 24) };
}

/** The band across the field the wave's banner takes while it shows (only while playing), or null. */
function bannerBand(s: State, info: DrawInfo): Box | null {
  if (info.scene !== 'playing' || s.banner <= 0) return null;
  const { y, line } = bannerLayout(info);
  const bottom = y + 36 + line * (s.wave === 1 ? 4.3 : 1);
  return { x: 0, y: y - 30, width: info.width, height: bottom - (y - 30) };
}

/**
 * The wave's banner and GET READY, only while playing (the kit's pause and game-over panels have their own headlines
 * where they would sit), drawn under the rocks: a rock passing shows over the words, never under them.
 */
function drawBanner(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  if (info.scene !== 'playing') return;
  const w = info.width;
  const h = info.height;
  if (s.banner > 0) {
    const { y, line } = bannerLayout(info);
    ctx.globalAlpha = Math.min(1, s.banner * 1.5);
    drawText(ctx, `WAVE ${s.wave}`, w / 2, y, { size: 46, color: COLORS.cyan, weight: 'bold', glow: true });
    drawText(ctx, waveName(s.wave), w / 2, y + 36, {
      size: line * 1.15,
      color: COLORS.magenta,
      weight: 'bold',
      family: FONT_MONO,
    });
    if (s.wave === 1) {
      drawText(ctx, 'Shoot the rocks: big ones split in two', w / 2, y + 36 + line * 1.9, {
        size: line,
        color: COLORS.text,
      });
      drawText(ctx, 'Misses heat the gun: aim, then fire', w / 2, y + 36 + line * 3.3, {
        size: line,
        color: COLORS.amber,
      });
    }
    ctx.globalAlpha = 1;
  }
  if (!s.ship.alive && s.lives > 0 && s.respawnIn < 0.6) {
    drawText(ctx, 'GET READY', w / 2, h / 2 + 60, { size: 22, color: COLORS.amber, weight: 'bold' });
  }
}

/** The bottom of the score and wave plates at the top of the field, with room for the screen shake. */
const HUD_BOTTOM = 80;

/**
 * The gun's heat by the ship: an arc under it filling with heat, and "GUN HOT" beside it while the gun is jammed. Drawn
 * under the rocks, so a rock passing shows over it; the label on a plate of its own, clear of the HUD and the banner.
 */
function drawHeatGauge(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  if (!gaugeShown(s) || info.scene === 'title') return;
  const color = PALETTE.heat[heatLevel(s)];
  wrapped(s, s.ship.x, s.ship.y, GAUGE_RADIUS + 4, (x, y) => {
    ctx.strokeStyle = rgba(PALETTE.heatTrack);
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.arc(x, y, GAUGE_RADIUS, GAUGE_FROM, GAUGE_TO, true);
    ctx.stroke();
    neonStroke(ctx, color, 4, () => ctx.arc(x, y, GAUGE_RADIUS, GAUGE_FROM, gaugeEnd(s.heat), true));
  });
  if (!s.overheated || info.scene !== 'playing') return;
  const size = readableSize(15, info.scale ?? 1);
  ctx.font = font(size, 'bold', FONT_MONO);
  const label = { width: ctx.measureText('GUN HOT').width + 12, height: size + 12 };
  const band = bannerBand(s, info);
  const hud = { x: 0, y: 0, width: info.width, height: HUD_BOTTOM };
  const spot = gunHotSpot(s.ship, s, label, band ? [hud, band] : [hud]);
  if (spot) drawText(ctx, 'GUN HOT', spot.x, spot.y, { size, color, weight: 'bold', family: FONT_MONO, plate: true });
}

/** Score, lives and wave, upright in screen coordinates (the world may be turned under them); the banner only while playing. */
function drawHud(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const w = info.width;
  const small = readableSize(18, info.scale ?? 1);
  const scoreSize = readableSize(26, info.scale ?? 1);
  const score = String(s.score).padStart(5, '0');
  ctx.font = font(scoreSize, 'bold', FONT_MONO);
  const scoreWidth = ctx.measureText(score).width;
  backing(ctx, 6, 4, Math.max(scoreWidth, s.lives * 22) + 24, 68);
  drawText(ctx, score, 18, 26, {
    size: scoreSize,
    color: PALETTE.hudText,
    align: 'left',
    weight: 'bold',
    family: FONT_MONO,
  });
  for (let i = 0; i < s.lives; i++) {
    ctx.save();
    ctx.translate(26 + i * 22, 58);
    ctx.rotate(-Math.PI / 2);
    ctx.scale(0.62, 0.62);
    neonStroke(ctx, PALETTE.ship, 2.5, () => shipPath(ctx));
    ctx.restore();
  }
  const wave = `WAVE ${s.wave}`;
  ctx.font = font(small, 'bold', FONT_MONO);
  const waveWidth = ctx.measureText(wave).width + 24;
  backing(ctx, w / 2 - waveWidth / 2, 4, waveWidth, 40);
  drawText(ctx, wave, w / 2, 24, { size: small, color: PALETTE.hudLabel, weight: 'bold', family: FONT_MONO });
}

/** Draws the playfield, then the HUD (the HUD is hidden behind the title screen). */
export function render(ctx: CanvasRenderingContext2D, state: State, info: DrawInfo): void {
  const still = info.reducedMotion;
  // The world of the layout in use: upright is drawn as it is, so up is up for the ship, its lives and ▲ alike. (Until the
  // next step turns it, e.g. behind the title or while paused after the phone turned, a copy is turned for drawing.)
  const s = fitWorld(state, info.layout === 'portrait');
  ctx.save();
  if (!still && s.shake > 0.02 && info.scene === 'playing') {
    const m = s.shake * 6;
    ctx.translate(Math.sin(s.time * 91) * m, Math.cos(s.time * 73) * m);
  }
  drawSky(ctx, s, info.time, still);
  drawBanner(ctx, s, info);
  drawHeatGauge(ctx, s, info);
  for (const rock of s.rocks) drawRock(ctx, s, rock);
  if (s.saucer) drawSaucer(ctx, s.saucer);
  drawBullets(ctx, s);
  drawParticles(ctx, s);
  if (s.ship.alive && info.scene !== 'title') drawShip(ctx, s, s.ship, s.time, still);
  ctx.restore();
  if (info.scene !== 'title') drawHud(ctx, s, info);
}
