import {
  COLORS,
  FONT_MONO,
  FONT_SANS,
  createRandom,
  drawText,
  font,
  markHazard,
  neonStroke,
  readableSize,
  type DrawInfo,
  type FrameBox,
  type Scene,
  type TextStyle,
} from '../kit';
import { CARD_TIME, NEWS_TIME, cardShown, newsShown, waveName, waveNews } from './goals';
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
import { drawBands } from './gutter';
import { PALETTE, rgba } from './palette';
import { SAUCER_RADIUS } from './saucer';
import { FLASH_LIFE, fitWorld, type Particle, type Rock, type Saucer, type Ship, type State, type World } from './sim';
import { HUD_BAND, firstClear, inWorld, meets, worldView, wrappedBoxes } from './view';
import { wrapWarnings, type Edge } from './wrap-warning';

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

/** Marks a hazard's box, cut to the world's edges where the drawing is cut off (the HUD band lies beyond them). */
function markInWorld(ctx: CanvasRenderingContext2D, world: World, box: Box): void {
  const shown = inWorld(box, world);
  if (shown) markHazard(ctx, shown.x, shown.y, shown.width, shown.height);
}

function drawRock(ctx: CanvasRenderingContext2D, world: World, rock: Rock): void {
  wrapped(world, rock.x, rock.y, rock.r * 1.15, (x, y) => {
    ctx.beginPath();
    rockPath(ctx, rock, x, y);
    ctx.fillStyle = rgba(PALETTE.rockFill[rock.size]);
    ctx.fill();
    neonStroke(ctx, PALETTE.rock[rock.size], PALETTE.rockLine[rock.size], () => rockPath(ctx, rock, x, y));
    markInWorld(ctx, world, { x: x - rock.r, y: y - rock.r, width: 2 * rock.r, height: 2 * rock.r });
  });
}

/** The way into the field from each edge, as a unit step. */
const INWARD: Record<Edge, [number, number]> = { left: [1, 0], right: [-1, 0], top: [0, 1], bottom: [0, -1] };

/**
 * Where a rock is about to wrap in: at the opposite edge, a dashed half-outline of its size bulging in from the edge and
 * a chevron pointing the way it will come, brightening as it nears.
 */
function drawWrapWarnings(ctx: CanvasRenderingContext2D, s: State): void {
  for (const { rock, edge, along, strength } of wrapWarnings(s, s.rocks)) {
    const [ix, iy] = INWARD[edge];
    const x = edge === 'left' ? 0 : edge === 'right' ? s.width : along;
    const y = edge === 'top' ? 0 : edge === 'bottom' ? s.height : along;
    const facing = Math.atan2(iy, ix);
    ctx.globalAlpha = 0.35 + 0.65 * strength;
    ctx.fillStyle = rgba({ ...PALETTE.rockFill[rock.size], alpha: 0.1 + 0.2 * strength });
    ctx.beginPath();
    ctx.arc(x, y, rock.r, facing - Math.PI / 2, facing + Math.PI / 2);
    ctx.fill();
    ctx.setLineDash([6, 5]);
    neonStroke(ctx, PALETTE.rock[rock.size], 2, () =>
      ctx.arc(x, y, rock.r, facing - Math.PI / 2, facing + Math.PI / 2),
    );
    ctx.setLineDash([]);
    const tip = rock.r * 0.55;
    neonStroke(ctx, PALETTE.rock[rock.size], 2.5, () => {
      ctx.moveTo(x + ix * (tip - 9) - iy * 8, y + iy * (tip - 9) + ix * 8);
      ctx.lineTo(x + ix * tip, y + iy * tip);
      ctx.lineTo(x + ix * (tip - 9) + iy * 8, y + iy * (tip - 9) - ix * 8);
    });
  }
  ctx.globalAlpha = 1;
}

/** A ring round each of a wave's last rocks while the next wave counts down, so the last few are found at a glance. */
function drawLastRocks(ctx: CanvasRenderingContext2D, s: State, time: number, still: boolean): void {
  if (s.waveIn <= 0) return;
  ctx.globalAlpha = still ? 0.8 : 0.55 + 0.35 * Math.sin(time * 6);
  ctx.setLineDash([5, 6]);
  for (const rock of s.rocks)
    wrapped(s, rock.x, rock.y, rock.r + 12, (x, y) =>
      neonStroke(ctx, COLORS.amber, 1.8, () => ctx.arc(x, y, rock.r + 9, 0, Math.PI * 2)),
    );
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
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
function drawSaucer(ctx: CanvasRenderingContext2D, world: World, u: Saucer): void {
  const k = (u.small ? SAUCER_RADIUS.small : SAUCER_RADIUS.large) / 17;
  markInWorld(ctx, world, { x: u.x - 17 * k, y: u.y - 12 * k, width: 34 * k, height: 18 * k });
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

/** Seconds a break's flash shows: a blink, gone before the pieces have moved a rock's width. */
const BREAK_FLASH_TIME = 0.15;
/** How far a cleared field's ring spreads, in world units. */
const CLEAR_RING_RADIUS = 150;

/** A rock's break: a bright blink filling it and a ring thrown out past its edge; a cleared field: a wide ring. */
function drawFlashes(ctx: CanvasRenderingContext2D, s: State, still: boolean): void {
  for (const f of s.flashes) {
    const done = f.age / FLASH_LIFE[f.kind];
    if (f.kind === 'clear') {
      const radius = CLEAR_RING_RADIUS * (still ? 1 : 0.2 + 0.8 * done);
      ctx.globalAlpha = 1 - done;
      wrapped(s, f.x, f.y, radius, (x, y) =>
        neonStroke(ctx, COLORS.cyan, 3, () => ctx.arc(x, y, radius, 0, Math.PI * 2)),
      );
      continue;
    }
    const blink = 1 - f.age / BREAK_FLASH_TIME;
    if (blink > 0) {
      ctx.globalAlpha = 0.55 * blink;
      ctx.fillStyle = COLORS.text;
      wrapped(s, f.x, f.y, f.r, (x, y) => {
        ctx.beginPath();
        ctx.arc(x, y, f.r * 0.8, 0, Math.PI * 2);
        ctx.fill();
      });
    }
    const radius = f.r * (still ? 1.3 : 1 + done);
    ctx.globalAlpha = 0.8 * (1 - done);
    wrapped(s, f.x, f.y, radius, (x, y) =>
      neonStroke(ctx, COLORS.text, 2.5, () => ctx.arc(x, y, radius, 0, Math.PI * 2)),
    );
  }
  ctx.globalAlpha = 1;
}

/** Everything harmful on the field now, each rock with its outline's give, as boxes in the world. */
function hazardBoxes(s: State): Box[] {
  const rocks = s.rocks.flatMap((rock) => wrappedBoxes(s, rock.x, rock.y, rock.r * 1.15));
  const saucer = s.saucer ? wrappedBoxes(s, s.saucer.x, s.saucer.y, SAUCER_RADIUS.large) : [];
  return [...rocks, ...saucer];
}

/** How far round the ship's centre a note keeps clear, so the ship is never under words. */
const SHIP_CLEARANCE = 24;

/** A line of text to draw where no hazard is: its place, words, style and how visible it is now. */
interface Note {
  text: string;
  x: number;
  y: number;
  style: TextStyle;
  alpha: number;
}

/** The box a note's ink takes, in the world. */
function noteBox(ctx: CanvasRenderingContext2D, note: Note): Box {
  ctx.font = font(note.style.size, note.style.weight ?? 'normal', note.style.family ?? FONT_SANS);
  const width = ctx.measureText(note.text).width;
  return { x: note.x - width / 2, y: note.y - note.style.size * 0.7, width, height: note.style.size * 1.4 };
}

/** Where a note may go, as shares of the world's height, in order of preference: above, below, then mid-field. */
const NOTE_ROWS = [0.2, 0.8, 0.5];

/**
 * A block of notes in the first of the rows where none of its lines meets a rock, the saucer or the ship (a new wave's
 * rocks come in along one seam or another); none when every row is covered.
 */
function placed(
  ctx: CanvasRenderingContext2D,
  s: State,
  block: (y: number) => Note[],
  hazards: readonly Box[],
): Note[] {
  const keepClear = [...hazards, ...wrappedBoxes(s, s.ship.x, s.ship.y, SHIP_CLEARANCE)];
  const blocks = NOTE_ROWS.map((row) => block(s.height * row));
  const boxes = blocks.map((notes) => notes.map((note) => noteBox(ctx, note)));
  return blocks[firstClear(boxes, keepClear)] ?? [];
}

/** The first wave's lesson, in two lines, fading as its time runs out. */
function lessonNotes(ctx: CanvasRenderingContext2D, s: State, line: number, hazards: readonly Box[]): Note[] {
  if (s.wave !== 1 || s.banner <= 0) return [];
  const alpha = Math.min(1, s.banner * 1.5);
  return placed(
    ctx,
    s,
    (y) => [
      {
        text: 'Shoot the rocks: big ones split in two',
        x: s.width / 2,
        y,
        style: { size: line, color: COLORS.text },
        alpha,
      },
      {
        text: 'Misses heat the gun: aim, then fire',
        x: s.width / 2,
        y: y + line * 1.5,
        style: { size: line, color: COLORS.amber },
        alpha,
      },
    ],
    hazards,
  );
}

/**
 * A new wave's arrival on the field: its card for a second, over what the wave brings (saucers, faster rocks) for a few,
 * in one block in a row no rock covers.
 */
function arrivalNotes(ctx: CanvasRenderingContext2D, s: State, line: number, hazards: readonly Box[]): Note[] {
  const news = waveNews(s.wave);
  const card = cardShown(s);
  if (!card && !(news && newsShown(s))) return [];
  const cardStyle: TextStyle = { size: Math.round(line * 1.6), color: COLORS.cyan, weight: 'bold', family: FONT_MONO };
  const newsStyle: TextStyle = { size: line, color: COLORS.cyan, weight: 'bold', family: FONT_MONO };
  return placed(
    ctx,
    s,
    (y) => [
      ...(card
        ? [
            {
              text: `WAVE ${s.wave}`,
              x: s.width / 2,
              y,
              style: cardStyle,
              alpha: Math.min(1, (CARD_TIME - s.waveTime) * 3),
            },
          ]
        : []),
      ...(news && newsShown(s)
        ? [
            {
              text: news,
              x: s.width / 2,
              y: card ? y + line * 1.8 : y,
              style: newsStyle,
              alpha: Math.min(1, (NEWS_TIME - s.waveTime) * 2),
            },
          ]
        : []),
    ],
    hazards,
  );
}

/**
 * A shot's points, small, rising a little from where the rock broke and fading within the break's flash: just above the
 * rock, or just below it when a piece or the ship is above (the pieces fly apart at random), or not at all.
 */
function pointNotes(ctx: CanvasRenderingContext2D, s: State, line: number, still: boolean, keepClear: Box[]): Note[] {
  const style: TextStyle = { size: Math.round(line * 0.85), color: COLORS.amber, weight: 'bold', family: FONT_MONO };
  const rise = (age: number): number => (still ? 0 : age * 40);
  return s.flashes.flatMap((f) => {
    if (f.kind !== 'break' || f.points === 0) return [];
    const gap = f.r + line * 0.6;
    const spots = [f.y - gap - rise(f.age), f.y + gap - rise(f.age)].map((y) => ({
      text: `+${f.points}`,
      x: f.x,
      y,
      style,
      alpha: 1 - f.age / FLASH_LIFE.break,
    }));
    const clear = spots.find((note) => !keepClear.some((box) => meets(noteBox(ctx, note), box)));
    return clear ? [clear] : [];
  });
}

/**
 * The notes of play on the field: the first wave's lesson and a new wave's card and news, each in a row no rock covers,
 * a shot's points, and GET READY; each drawn only while no rock or saucer is on it (a note never hides a hazard; the
 * wave's name is always in the HUD band). Returns the boxes they took.
 */
function drawNotes(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, lesson: boolean): Box[] {
  if (info.scene !== 'playing') return [];
  const line = Math.min(readableSize(18, info.scale ?? 1), s.width / 24);
  const hazards = hazardBoxes(s);
  const notes: Note[] = [...(lesson ? lessonNotes(ctx, s, line, hazards) : []), ...arrivalNotes(ctx, s, line, hazards)];
  if (!s.ship.alive && s.lives > 0 && s.respawnIn < 0.6)
    notes.push({
      text: 'GET READY',
      x: s.width / 2,
      y: s.height / 2 + 60,
      style: { size: 22, color: COLORS.amber, weight: 'bold' },
      alpha: 1,
    });
  // A shot's points keep off the ship as well: they show only where nothing is.
  const ship = s.ship.alive ? wrappedBoxes(s, s.ship.x, s.ship.y, SHIP_CLEARANCE) : [];
  const points = pointNotes(ctx, s, line, info.reducedMotion, [...hazards, ...ship]);
  const shown = [...notes, ...points].filter((note) => !hazards.some((hazard) => meets(noteBox(ctx, note), hazard)));
  for (const note of shown) {
    ctx.globalAlpha = note.alpha;
    drawText(ctx, note.text, note.x, note.y, note.style);
  }
  ctx.globalAlpha = 1;
  return shown.map((note) => noteBox(ctx, note));
}

/**
 * The gun's heat by the ship: an arc under it filling with heat, and "GUN HOT" beside it while the gun is jammed. Drawn
 * under the rocks, so a rock passing shows over the arc; the label on a plate of its own, where no rock, saucer or note is.
 */
function drawHeatGauge(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo, notes: readonly Box[]): void {
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
  const spot = gunHotSpot(s.ship, s, label, [...notes, ...hazardBoxes(s)]);
  if (spot) drawText(ctx, 'GUN HOT', spot.x, spot.y, { size, color, weight: 'bold', family: FONT_MONO, plate: true });
}

/**
 * The HUD band above the world: the score and the ships left at the left, the wave and its name at the right (lit as
 * the wave arrives). Nothing of the play is drawn here, so nothing passes under it.
 */
function drawHud(ctx: CanvasRenderingContext2D, s: State, info: DrawInfo): void {
  const w = info.width;
  const middle = HUD_BAND / 2;
  const scoreSize = readableSize(26, info.scale ?? 1);
  const score = String(s.score).padStart(5, '0');
  ctx.font = font(scoreSize, 'bold', FONT_MONO);
  const scoreEnd = 12 + ctx.measureText(score).width;
  drawText(ctx, score, 12, middle, {
    size: scoreSize,
    color: PALETTE.hudText,
    align: 'left',
    weight: 'bold',
    family: FONT_MONO,
  });
  for (let i = 0; i < s.lives; i++) {
    ctx.save();
    ctx.translate(scoreEnd + 22 + i * 20, middle);
    ctx.rotate(-Math.PI / 2);
    ctx.scale(0.62, 0.62);
    neonStroke(ctx, PALETTE.ship, 2.5, () => shipPath(ctx));
    ctx.restore();
  }
  const livesEnd = scoreEnd + 22 + s.lives * 20;
  const arriving = info.scene === 'playing' && s.banner > 0;
  // The next wave counting down (the field clear, or down to its last rocks) takes the wave's place in the band.
  const coming = info.scene === 'playing' && s.waveIn > 0;
  ctx.globalAlpha = arriving ? 0.6 + 0.4 * Math.min(1, s.banner) : 1;
  const label = coming ? `WAVE ${s.wave + 1} IN ${Math.ceil(s.waveIn)}` : `WAVE ${s.wave} · ${waveName(s.wave)}`;
  drawText(ctx, label, w - 12, middle, {
    size: readableSize(18, info.scale ?? 1),
    color: coming ? COLORS.amber : arriving ? COLORS.cyan : PALETTE.hudLabel,
    align: 'right',
    weight: 'bold',
    family: FONT_MONO,
    glow: arriving,
    maxWidth: w - 12 - livesEnd - 16,
  });
  ctx.globalAlpha = 1;
  ctx.fillStyle = rgba(PALETTE.hudEdge);
  ctx.fillRect(0, HUD_BAND - 2, w, 2);
}

/** The bands round the field (the kit's `drawMargins`), with the same sky going on behind them. */
export function renderBands(ctx: CanvasRenderingContext2D, frame: FrameBox, info: DrawInfo): void {
  drawBands(ctx, info, STARS, frame);
}

/**
 * Draws the world under the HUD band (the HUD is hidden behind the title screen); `lesson` false leaves out the first
 * wave's lesson (a player who has learnt it).
 */
export function render(ctx: CanvasRenderingContext2D, state: State, info: DrawInfo, lesson = true): void {
  const still = info.reducedMotion;
  // The world of the layout in use: upright is drawn as it is, so up is up for the ship, its lives and ▲ alike. (Until the
  // next step turns it, e.g. behind the title or while paused after the phone turned, a copy is turned for drawing.)
  const s = fitWorld(state, info.layout === 'portrait');
  const view = worldView(info, s);
  const onWorld: DrawInfo = { ...info, width: s.width, height: s.height, scale: (info.scale ?? 1) * view.scale };
  ctx.save();
  ctx.translate(view.x, view.y);
  ctx.scale(view.scale, view.scale);
  // The world is cut off at its edges: what wraps shows again at the opposite edge, never in the band or the margins.
  ctx.beginPath();
  ctx.rect(0, 0, s.width, s.height);
  ctx.clip();
  if (!still && s.shake > 0.02 && info.scene === 'playing') {
    const m = s.shake * 6;
    ctx.translate(Math.sin(s.time * 91) * m, Math.cos(s.time * 73) * m);
  }
  drawSky(ctx, s, info.time, still);
  const notes = drawNotes(ctx, s, onWorld, lesson);
  drawHeatGauge(ctx, s, onWorld, notes);
  if (showsPlayMarks(info.scene)) {
    drawWrapWarnings(ctx, s);
    drawLastRocks(ctx, s, info.time, still);
  }
  for (const rock of s.rocks) drawRock(ctx, s, rock);
  if (s.saucer) drawSaucer(ctx, s, s.saucer);
  drawBullets(ctx, s);
  drawFlashes(ctx, s, still);
  drawParticles(ctx, s);
  if (s.ship.alive && info.scene !== 'title') drawShip(ctx, s, s.ship, s.time, still);
  ctx.restore();
  if (info.scene !== 'playing') drawTextPlate(ctx, info);
  if (info.scene !== 'title') drawHud(ctx, s, info);
}

/**
 * Whether a scene shows the marks of play (where a rock will wrap in, the last rocks' rings): not the title or game over,
 * where a dashed half-ring and its chevron behind the text read as a symbol of the menu.
 */
export const showsPlayMarks = (scene: Scene): boolean => scene === 'playing' || scene === 'paused';

/** Share of the field's width the kit's title, pause and game-over text takes, centred (all of it upright). */
const TEXT_COLUMN = { landscape: 0.7, portrait: 1 } as const;
/** Width of the plate's soft edges, in field units. */
const PLATE_FADE = 28;

/**
 * A plate of sky behind the kit's centred text on the title, pause and game-over screens: the rocks and the ship go on
 * beside it, never under a line.
 */
function drawTextPlate(ctx: CanvasRenderingContext2D, info: DrawInfo): void {
  const width = info.width * TEXT_COLUMN[info.layout ?? 'landscape'];
  const left = (info.width - width) / 2;
  const solid = rgba(PALETTE.textPlate);
  const clear = rgba({ ...PALETTE.textPlate, alpha: 0 });
  const fill = ctx.createLinearGradient(left - PLATE_FADE, 0, left + width + PLATE_FADE, 0);
  const edge = PLATE_FADE / (width + 2 * PLATE_FADE);
  fill.addColorStop(0, clear);
  fill.addColorStop(edge, solid);
  fill.addColorStop(1 - edge, solid);
  fill.addColorStop(1, clear);
  ctx.fillStyle = fill;
  ctx.fillRect(left - PLATE_FADE, 0, width + 2 * PLATE_FADE, info.height);
}
