import type { Random } from '../kit/random';
import { distance, fieldPace, wrap, type Rock, type RockSize, type State } from './world';
import { cos, hypot, sin } from '../kit/exact-math';

/** Radius of a rock by size (3 large, 2 medium, 1 small). */
export const ROCK_RADIUS: Record<RockSize, number> = { 3: 42, 2: 23, 1: 12 };
/** Points for shooting a rock by size: smaller is harder, so worth more. */
export const ROCK_POINTS: Record<RockSize, number> = { 3: 20, 2: 50, 1: 100 };
const ROCK_SPEED: Record<RockSize, [number, number]> = { 3: [28, 58], 2: [50, 95], 1: [80, 140] };

/**
 * How many large rocks a wave starts with: two in the first, short so a new player soon sees the second; then four, one
 * more each wave, and from wave 4 one more every other wave, up to 12.
 */
export function rocksForWave(wave: number): number {
  return wave === 1 ? 2 : Math.min(2 + wave + Math.max(0, Math.floor((wave - 2) / 2)), 12);
}

/**
 * A rock speed multiplier: each wave from the second is faster, up to a cap. The first wave's two rocks, once out of its
 * opening calm (`wavePace`), drift a little faster than the second's: fewer rocks, as pressing.
 */
export function waveSpeed(wave: number): number {
  return wave === 1 ? FIRST_WAVE_SPEED : Math.min(0.75 + (wave - 1) * 0.2, 2);
}
export const FIRST_WAVE_SPEED = 1.05;

/** Shots it takes to clear rocks: a large one splits into two medium, each into two small. */
const SHOTS_TO_CLEAR: Record<RockSize, number> = { 3: 7, 2: 3, 1: 1 };

export function shotsToClear(rocks: readonly Pick<Rock, 'size'>[]): number {
  return rocks.reduce((sum, rock) => sum + SHOTS_TO_CLEAR[rock.size], 0);
}

/**
 * A wave is down to its last rocks when this few shots would clear it: the next wave then comes in `LAST_ROCKS_TIME`
 * seconds even if they are not all shot (they stay on with it), so hunting the last small rocks never drags.
 */
export const LAST_ROCKS = 3;
export const LAST_ROCKS_TIME = 8;

/** Seconds a wave's rocks keep the pace they came with: the calm in which a new player finds their feet. */
export const RUSH_AFTER = 10;
/** Then the rocks quicken with the beat, by this share of their pace a second, up to `RUSH_MAX` more: a wave that drags on presses in. */
export const RUSH_RATE = 0.015;
export const RUSH_MAX = 0.6;

/** The pace of a wave's rocks, as a multiple of the pace they came with, `waveTime` seconds into the wave. */
export function rush(waveTime: number): number {
  return 1 + Math.min(RUSH_MAX, Math.max(0, waveTime - RUSH_AFTER) * RUSH_RATE);
}

/**
 * The first wave opens in a calm, so a player who has not acted yet is not hurried: its rocks start at `OPENING_PACE`
 * of their pace and reach it evenly over `OPENING_TIME` seconds. Then, being short, it presses in at once: its rocks
 * quicken by `FIRST_RUSH_RATE` of their pace a second, up to `RUSH_MAX` more.
 */
export const OPENING_TIME = 6;
export const OPENING_PACE = 0.3;
export const FIRST_RUSH_RATE = 0.04;

/** The pace of a wave's rocks `waveTime` seconds into it: the first wave's opening calm and early rush, else `rush`. */
export function wavePace(wave: number, waveTime: number): number {
  if (wave !== 1) return rush(waveTime);
  const past = Math.max(0, waveTime - OPENING_TIME);
  if (past === 0) return OPENING_PACE + ((1 - OPENING_PACE) * Math.max(0, waveTime)) / OPENING_TIME;
  return 1 + Math.min(RUSH_MAX, past * FIRST_RUSH_RATE);
}

/** Quickens every rock for the coming step of dt seconds, so their pace follows `wavePace`. */
export function quicken(state: State, dt: number): void {
  const k = wavePace(state.wave, state.waveTime + dt) / wavePace(state.wave, state.waveTime);
  if (k === 1) return;
  for (const rock of state.rocks) {
    rock.vx *= k;
    rock.vy *= k;
  }
}

/**
 * Once the first wave's calm is over (`FIRST_WAVE_SAFE`), its large rocks press in: each bends its drift toward a ship it
 * can hurt, turning up to about `PRESS_TURN` radians a second, so a player who waits is soon hunted (an idle one loses a
 * ship by about 30 s) while one who splits the rocks meets only pieces that drift.
 */
export const PRESS_TURN = 1.2;

/** The shortest wrapped offset from a to b along an axis `size` long. */
function wrappedOffset(a: number, b: number, size: number): number {
  const d = b - a;
  return d > size / 2 ? d - size : d < -size / 2 ? d + size : d;
}

/** Bends the first wave's large rocks toward the ship for the coming step of dt seconds, keeping their speed. */
export function pressIn(state: State, dt: number): void {
  const ship = state.ship;
  if (state.wave !== 1 || state.waveTime < FIRST_WAVE_SAFE || !ship.alive || ship.invulnerable > 0) return;
  // Steered in units where the field is square to its pace (fieldPace), so a rock heads for the ship as it will drift.
  const pace = fieldPace(state);
  for (const rock of state.rocks) {
    if (rock.size !== 3) continue;
    const ux = rock.vx / pace.x;
    const uy = rock.vy / pace.y;
    const dx = wrappedOffset(rock.x, ship.x, state.width) / pace.x;
    const dy = wrappedOffset(rock.y, ship.y, state.height) / pace.y;
    const speed = hypot(ux, uy);
    const far = hypot(dx, dy);
    if (speed === 0 || far === 0) continue;
    const pull = (PRESS_TURN * dt * speed) / far;
    const nx = ux + dx * pull;
    const ny = uy + dy * pull;
    const k = speed / hypot(nx, ny);
    rock.vx = nx * k * pace.x;
    rock.vy = ny * k * pace.y;
  }
}

/** Makes a rock with a lumpy outline, moving at a random heading. */
export function makeRock(
  state: State,
  rng: Random,
  size: RockSize,
  x: number,
  y: number,
  heading = rng.range(0, Math.PI * 2),
): Rock {
  const [lo, hi] = ROCK_SPEED[size];
  const speed = rng.range(lo, hi) * waveSpeed(state.wave) * wavePace(state.wave, state.waveTime);
  const points = size === 1 ? 8 : 11;
  const shape: number[] = [];
  for (let i = 0; i < points; i++) shape.push(rng.range(0.72, 1.12));
  state.nextId += 1;
  const pace = fieldPace(state);
  return {
    id: state.nextId,
    x,
    y,
    vx: cos(heading) * speed * pace.x,
    vy: sin(heading) * speed * pace.y,
    size,
    r: ROCK_RADIUS[size],
    angle: rng.range(0, Math.PI * 2),
    spin: rng.range(-1.2, 1.2),
    shape,
  };
}

/** Seconds a new wave's rocks leave a still ship alone: a player who has not yet acted is never hit. */
export const SAFE_START = 8;
/** The first wave's rocks leave a still ship alone longer, through its opening calm and well after. */
export const FIRST_WAVE_SAFE = 16;

/** Seconds a new wave's rocks are aimed to leave a still ship alone. */
export const safeStart = (wave: number): number => (wave === 1 ? FIRST_WAVE_SAFE : SAFE_START);

/**
 * How close a rock drifting as it is, at the pace of its wave to come (`wavePace`), comes to a still point within the
 * wave's `safeStart` seconds (checked every 0.1 s).
 */
export function closestApproach(state: State, rock: Rock, x: number, y: number): number {
  const TICK = 0.1;
  const start = wavePace(state.wave, state.waveTime);
  let closest = Infinity;
  let travelled = 0;
  for (let t = 0; t <= safeStart(state.wave); t += TICK) {
    const d =
      distance(
        wrap(rock.x + rock.vx * travelled, state.width),
        wrap(rock.y + rock.vy * travelled, state.height),
        x,
        y,
        state,
      ) - rock.r;
    closest = Math.min(closest, d);
    travelled += (TICK * wavePace(state.wave, state.waveTime + t + TICK / 2)) / start;
  }
  return closest;
}

/**
 * How far from the ship (centre to centre, the short way round the wrapping field) a new wave's rocks start: well over a
 * large rock's width clear of it, also across the narrow way of the upright world.
 */
export const SPAWN_CLEARANCE = 250;

/** A point on one of the field's two seams (where the edges wrap into each other), as far as a few tries find from the ship. */
function seamSpot(state: State, rng: Random): [number, number] {
  let best: [number, number] = [0, 0];
  let bestRoom = -1;
  for (let attempt = 0; attempt < 40 && bestRoom < SPAWN_CLEARANCE; attempt++) {
    // On a wrapping field the left and right edges are one line, as are top and bottom.
    const across = rng.next() < 0.5;
    const x = across ? rng.range(0, state.width) : rng.range(0, 30);
    const y = across ? rng.range(0, 30) : rng.range(0, state.height);
    const room = distance(x, y, state.ship.x, state.ship.y, state);
    if (room > bestRoom) [best, bestRoom] = [[x, y], room];
  }
  return best;
}

/** Places a wave of large rocks along the field's seams, away from the ship, heading so that none reaches it for a while. */
export function spawnWave(state: State, rng: Random): void {
  const count = rocksForWave(state.wave);
  for (let i = 0; i < count; i++) {
    const [x, y] = seamSpot(state, rng);
    let rock = makeRock(state, rng, 3, x, y);
    let room = closestApproach(state, rock, state.ship.x, state.ship.y);
    for (let attempt = 0; attempt < 16 && room < 40; attempt++) {
      const other = makeRock(state, rng, 3, x, y);
      const otherRoom = closestApproach(state, other, state.ship.x, state.ship.y);
      if (otherRoom > room) [rock, room] = [other, otherRoom];
    }
    state.rocks.push(rock);
  }
}

/** Breaks a rock: large → two medium, medium → two small, small → gone. Returns the pieces. */
export function splitRock(state: State, rng: Random, rock: Rock): Rock[] {
  if (rock.size === 1) return [];
  const size = (rock.size - 1) as RockSize;
  const heading = rng.range(0, Math.PI * 2);
  // The two pieces leave in roughly opposite directions, so a split reads as a burst.
  return [heading, heading + Math.PI + rng.range(-0.6, 0.6)].map((h) => {
    const piece = makeRock(state, rng, size, rock.x, rock.y, h);
    // Pieces keep some of the parent's drift, so the split follows the rock's motion.
    piece.vx += rock.vx * 0.4;
    piece.vy += rock.vy * 0.4;
    return piece;
  });
}
