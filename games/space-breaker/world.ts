import type { Particle as KitParticle } from '../kit/particles';
import { hypot } from '../kit/exact-math';

/** The field's logical size held sideways (the kit letterboxes it to the frame); held upright it stands on end. */
export const WIDTH = 800;
export const HEIGHT = 450;
export const PORTRAIT_WIDTH = HEIGHT;
export const PORTRAIT_HEIGHT = WIDTH;

/** The size of a world the rocks wrap around in. */
export interface World {
  width: number;
  height: number;
}

/**
 * The worlds the rocks wrap around in, one a field: each fills its field under the HUD band (view.ts), edge to edge, and
 * is drawn a tenth larger than the field's units, so a phone held sideways shows big rocks. Held upright the world is its
 * own, taller than wide and drawn as it is (up is up for the ship, its lives and thrust), and as roomy: its narrow way
 * is about as wide as the sideways world's short way, so rocks take as long to cross it.
 */
export const LANDSCAPE_WORLD: World = { width: 728, height: 372 };
export const PORTRAIT_WORLD: World = { width: 408, height: 690 };

/** The span a rock crosses at its full pace; along a shorter axis it is slowed (`fieldPace`). */
export const PACE_SPAN = 600;

/**
 * The share of a rock's pace it keeps along each axis of a world: along an axis shorter than `PACE_SPAN` it drifts more
 * slowly, so a rock takes about as long to cross the field either way, on every shape. Upright and sideways then play alike:
 * a rock wrapping in over the short way of a sideways phone comes no sooner than one over the short way upright (x 1
 * and y 0.62 sideways, x 0.68 and y 1 upright).
 */
export function fieldPace(world: World): { x: number; y: number } {
  return { x: Math.min(1, world.width / PACE_SPAN), y: Math.min(1, world.height / PACE_SPAN) };
}

/** Player input for one step: turn is an axis in [-1, 1] (negative = anticlockwise). */
export interface Input {
  turn: number;
  thrust: boolean;
  fire: boolean;
  hyperspace: boolean;
}

/** Rock size: 3 large, 2 medium, 1 small. */
export type RockSize = 3 | 2 | 1;

export interface Rock {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: RockSize;
  r: number;
  angle: number;
  spin: number;
  /** Radius multiplier per outline vertex, fixed at birth so the rock keeps its look. */
  shape: number[];
}

export interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
}

export interface Particle extends KitParticle {
  max: number;
  kind: 'rock' | 'ship' | 'spark';
}

/**
 * A short-lived mark for the renderer, aged by the sim: where a rock broke (a flash, and the points a shot earned), or where
 * the shot that cleared a wave's field struck (a ring).
 */
export interface Flash {
  kind: 'break' | 'clear';
  x: number;
  y: number;
  /** The broken rock's radius (0 for a ring). */
  r: number;
  /** Points the shot earned; 0 for a rock that rammed the ship, and for a ring. */
  points: number;
  /** Seconds since it happened. */
  age: number;
}

/** The flying saucer: crosses the screen once, firing; the small one aims. */
export interface Saucer {
  x: number;
  y: number;
  vx: number;
  vy: number;
  small: boolean;
  fireIn: number;
  turnIn: number;
  sirenIn: number;
}

export interface Ship {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  alive: boolean;
  thrusting: boolean;
  /** Seconds of invulnerability left (after a respawn). */
  invulnerable: number;
}

/** Things that happened during a step, for sound and effects; cleared every step. */
export type GameEvent =
  | 'fire'
  | 'thrust'
  | 'beat-high'
  | 'beat-low'
  | 'rock-large'
  | 'rock-medium'
  | 'rock-small'
  | 'ship-destroyed'
  | 'respawn'
  | 'hyperspace'
  | 'wave'
  | 'extra-life'
  | 'saucer'
  | 'saucer-fire'
  | 'saucer-destroyed'
  | 'overheat'
  | 'game-over';

/** The whole game, plain data (serialisable): same state + input + dt → same next state. */
export interface State extends World {
  /** The seed the game was made from (an upright game made sideways is made again, upright, before its first step). */
  seed: number;
  /** Seed for the next step's random numbers. */
  rng: number;
  time: number;
  score: number;
  lives: number;
  wave: number;
  ship: Ship;
  bullets: Bullet[];
  rocks: Rock[];
  particles: Particle[];
  flashes: Flash[];
  saucer: Saucer | null;
  /** The saucer's bullets. */
  shots: Bullet[];
  /** Seconds of live play until the next saucer. */
  saucerIn: number;
  /** Seconds until the ship may come back (counts below zero while the centre is unsafe). */
  respawnIn: number;
  /** Seconds until fire held down shoots again (a fresh press may shoot sooner: ship.ts). */
  fireCooldown: number;
  /** Gun heat, 0..1: every shot that flies out without hitting heats the gun (ship.ts `missed`); it cools with time. */
  heat: number;
  /** True from the moment heat reaches 1 until the gun has cooled right down: no shots meanwhile. */
  overheated: boolean;
  hyperCooldown: number;
  /** Hyperspace fires on the press, not while held. */
  hyperHeld: boolean;
  /** Fire was down last step: a press shoots at once, a held one only repeats slowly (ship.ts). */
  fireHeld: boolean;
  /** Seconds until the next wave arrives, once the field is clear or down to its last rocks (0 = not pending). */
  waveIn: number;
  /** Seconds since the current wave arrived; the background beat quickens with it. */
  waveTime: number;
  /** Seconds to the next beat, and which of the two notes it is. */
  beatIn: number;
  beatHigh: boolean;
  /** Seconds the "WAVE n" banner stays up. */
  banner: number;
  nextExtraLife: number;
  nextId: number;
  /** Screen-shake strength, decaying; the renderer ignores it under reduced motion. */
  shake: number;
  /** Seconds until game over is declared after the last ship is lost (0 = not pending). */
  overIn: number;
  over: boolean;
  events: GameEvent[];
}

/** Wraps a coordinate into [0, size). */
export function wrap(value: number, size: number): number {
  const v = value % size;
  const w = v < 0 ? v + size : v;
  // -1e-17 + size rounds to size itself; keep the half-open interval honest.
  return w >= size ? 0 : w;
}

/** Distance on the wrapped playfield (the shortest way round). */
export function distance(ax: number, ay: number, bx: number, by: number, world: World = LANDSCAPE_WORLD): number {
  let dx = Math.abs(ax - bx);
  let dy = Math.abs(ay - by);
  if (dx > world.width / 2) dx = world.width - dx;
  if (dy > world.height / 2) dy = world.height - dy;
  return hypot(dx, dy);
}
