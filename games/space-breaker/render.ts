import { COLORS, FONT_MONO, createRandom, drawText, drawTurned, neonStroke, readableSize, type DrawInfo } from '../kit';
import { SAUCER_RADIUS } from './saucer';
import { HEIGHT, WIDTH, type Particle, type Rock, type Saucer, type Ship, type State } from './sim';

const ROCK_COLOR: Record<Rock['size'], string> = { 3: COLORS.violet, 2: COLORS.magenta, 1: COLORS.amber };
const ROCK_FILL: Record<Rock['size'], string> = { 3: 'rgba(155,93,229,0.13)', 2: 'rgba(255,79,216,0.11)', 1: 'rgba(255,209,102,0.1)' };
const PARTICLE_COLOR: Record<Particle['kind'], string> = { rock: COLORS.violet, ship: COLORS.cyan, spark: COLORS.amber };

/** A fixed sky: the same stars every frame, drawn in two brightness layers. */
const STARS = ((): { x: number; y: number; s: number; a: number }[] => {
  const rng = createRandom(20241108);
  return Array.from({ length: 110 }, () => ({ x: rng.range(0, WIDTH), y: rng.range(0, HEIGHT), s: rng.range(1, 2.2), a: rng.range(0.2, 0.75) }));
})();

/** Calls draw at (x, y) and again at the opposite edge when a shape of radius r straddles one. */
function wrapped(x: number, y: number, r: number, draw: (x: number, y: number) => void): void {
  const xs = [x];
  const ys = [y];
  if (x < r) xs.push(x + WIDTH);
  else if (x > WIDTH - r) xs.push(x - WIDTH);
  if (y < r) ys.push(y + HEIGHT);
  else if (y > HEIGHT - r) ys.push(y - HEIGHT);
  for (const px of xs) for (const py of ys) draw(px, py);
}

function drawSky(ctx: CanvasRenderingContext2D, time: number, still: boolean): void {
  const glow = ctx.createRadialGradient(WIDTH * 0.7, HEIGHT * 0.3, 10, WIDTH * 0.7, HEIGHT * 0.3, WIDTH * 0.7);
  glow.addColorStop(0, 'rgba(155,93,229,0.10)');
  glow.addColorStop(1, 'rgba(155,93,229,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = COLORS.text;
  STARS.forEach((star, i) => {
    ctx.globalAlpha = still ? star.a : star.a * (0.75 + 0.25 * Math.sin(time * 1.7 + i));
    ctx.fillRect(star.x, star.y, star.s, star.s);
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

function drawRock(ctx: CanvasRenderingContext2D, rock: Rock): void {
  wrapped(rock.x, rock.y, rock.r * 1.15, (x, y) => {
    ctx.beginPath();
    rockPath(ctx, rock, x, y);
    ctx.fillStyle = ROCK_FILL[rock.size];
    ctx.fill();
    neonStroke(ctx, ROCK_COLOR[rock.size], 2, () => rockPath(ctx, rock, x, y));
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

function drawShip(ctx: CanvasRenderingContext2D, ship: Ship, time: number, still: boolean): void {
  const blinking = ship.invulnerable > 0;
  // Invulnerable: blink, or under reduced motion a steady ring instead.
  if (blinking && !still && Math.floor(time * 10) % 2 === 1) return;
  wrapped(ship.x, ship.y, 20, (x, y) => {
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
    ctx.fillStyle = 'rgba(124,249,255,0.12)';
    ctx.beginPath();
    shipPath(ctx);
    ctx.fill();
    neonStroke(ctx, COLORS.cyan, 2.2, () => shipPath(ctx));
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
  neonStroke(ctx, COLORS.magenta, 2 / k, () => {
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
  ctx.restore();
}

function drawBullets(ctx: CanvasRenderingContext2D, s: State): void {
  for (const b of s.shots) {
    ctx.fillStyle = COLORS.magenta;
    ctx.globalAlpha = 0.35;
    ctx.fillRect(b.x - 4.5, b.y - 4.5, 9, 9);
    ctx.globalAlpha = 1;
    ctx.fillRect(b.x - 2, b.y - 2, 4, 4);
  }
  for (const b of s.bullets) {
    ctx.fillStyle = COLORS.cyan;
    ctx.globalAlpha = 0.3;
    ctx.fillRect(b.x - 4, b.y - 4, 8, 8);
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(b.x - 1.75, b.y - 1.75, 3.5, 3.5);
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

/** Score, lives and wave, upright in screen coordinates (the world may be turned under them); the banner only while playing. */
function drawHud(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const w = info.width;
  const h = info.height;
  const small = readableSize(18, info.scale ?? 1);
  drawText(ctx, String(s.score).padStart(5, '0'), 18, 26, {
    size: readableSize(26, info.scale ?? 1),
    color: COLORS.text,
    align: 'left',
    weight: 'bold',
    family: FONT_MONO,
  });
  for (let i = 0; i < s.lives; i++) {
    ctx.save();
    ctx.translate(26 + i * 22, 58);
    ctx.rotate(-Math.PI / 2);
    ctx.scale(0.62, 0.62);
    neonStroke(ctx, COLORS.cyan, 2.5, () => shipPath(ctx));
    ctx.restore();
  }
  drawText(ctx, `WAVE ${s.wave}`, w / 2, 24, { size: small, color: COLORS.dim, weight: 'bold', family: FONT_MONO });
  // The pause screen has its own headline: the wave banner would sit under it.
  if (s.banner > 0 && info.scene === 'playing') {
    ctx.globalAlpha = Math.min(1, s.banner * 1.5);
    drawText(ctx, `WAVE ${s.wave}`, w / 2, h * 0.27, { size: 46, color: COLORS.cyan, weight: 'bold', glow: true });
    if (s.wave === 1) {
      drawText(ctx, 'Shoot the rocks: big ones split in two', w / 2, h * 0.27 + 40, { size: Math.min(small, w / 24), color: COLORS.text });
      drawText(ctx, 'One shot per press: aim first', w / 2, h * 0.27 + 40 + small * 1.4, { size: Math.min(small, w / 24), color: COLORS.amber });
    }
    ctx.globalAlpha = 1;
  }
  if (!s.ship.alive && s.lives > 0 && s.respawnIn < 0.6) {
    drawText(ctx, 'GET READY', w / 2, h / 2 + 60, { size: 22, color: COLORS.amber, weight: 'bold' });
  }
}

/** Draws the playfield, then the HUD (the HUD is hidden behind the title screen). */
export function render(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const still = info.reducedMotion;
  ctx.save();
  if (!still && s.shake > 0.02 && info.scene === 'playing') {
    const m = s.shake * 6;
    ctx.translate(Math.sin(s.time * 91) * m, Math.cos(s.time * 73) * m);
  }
  // Held upright the world turns a quarter: the same wrap-around space, taller than wide.
  drawTurned(ctx, info.layout === 'portrait', WIDTH, () => {
    drawSky(ctx, info.time, still);
    for (const rock of s.rocks) drawRock(ctx, rock);
    if (s.saucer) drawSaucer(ctx, s.saucer);
    drawBullets(ctx, s);
    drawParticles(ctx, s);
    if (s.ship.alive && info.scene !== 'title') drawShip(ctx, s.ship, s.time, still);
  });
  ctx.restore();
  if (info.scene !== 'title') drawHud(ctx, s, info);
}
