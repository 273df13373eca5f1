import type { Particle as KitParticle } from '../kit/particles';

/** Logical playfield size; the kit letterboxes it to the frame. */
export const WIDTH = 800;
export const HEIGHT = 450;
/** The top band where the score and speed are written: obstacles stay below it, and the ship can reach into it only a little. */
export const HUD_BAND = 36;
/**
 * The warm-up: for this many seconds every new rock keeps clear of the ship's lane and of the guide stars' rows. A ship
 * that never moves is therefore not hit before then (the rocks still need to fly to it).
 */
export const WARMUP = 7;
/** During the warm-up the HUD's panel holds a second row, the lesson's: sideways nothing flies under it (see `ceiling`). */
export const LESSON_STRIP = 28;

/** The top of the room rocks, stars and the ship fly in: under the HUD's band, and under the lesson's row in the warm-up. */
export function ceiling(time: number): number {
  return HUD_BAND + (time < WARMUP ? LESSON_STRIP : 0);
}

/** Player input for one step: two axes in [-1, 1] (x: left/right, y: up/down, down positive). */
export interface Input {
  x: number;
  y: number;
}

export interface Ship {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** How a group of obstacles arrives: a loose column, a wall with one gap, a narrow gate, or a shard sweeping up and down. */
export type Pattern = 'column' | 'wall' | 'gate' | 'sweeper';
/**
 * The early formations, between the warm-up and the first walls, so the opening minute changes shape every few seconds:
 * two rocks flanking a bonus star, a diagonal stair of small rocks, an arch (a wall with a wide opening), and from the
 * asteroid belt on a sweep (a shard bouncing across the ship's path: the new kind of obstacle at about 30 s).
 */
export type Formation = 'flank' | 'stair' | 'arch' | 'sweep';

/** Something to dodge: a lumpy asteroid or a fast spinning shard of debris. */
export interface Obstacle {
  id: number;
  kind: 'rock' | 'debris';
  pattern: Pattern | Formation;
  x: number;
  y: number;
  /** Extra speed to the left on top of the scroll (debris flies faster). */
  vx: number;
  vy: number;
  r: number;
  angle: number;
  spin: number;
  /** Radius multiplier per outline vertex, fixed at birth. */
  shape: number[];
  /** Closest the ship's edge has come to this obstacle's edge, for near-miss bonuses. */
  closest: number;
  passed: boolean;
}

export interface Pickup {
  id: number;
  kind: 'shield' | 'bonus';
  x: number;
  y: number;
  r: number;
  /** A guide star of the opening lesson, sent for the pilot to steer to. */
  guide?: boolean;
  /** A crystal of a trail: worth more the longer the streak of crystals caught without missing one. */
  crystal?: boolean;
  /** A crystal that went past the ship uncaught (it broke the streak once). */
  missed?: boolean;
}

export interface Particle extends KitParticle {
  max: number;
  kind: 'rock' | 'ship' | 'spark' | 'shield';
}

/** A short floating text ("+250", "CLOSE!"). */
export interface Popup {
  x: number;
  y: number;
  text: string;
  life: number;
  tone: 'amber' | 'shield' | 'magenta';
}

/** Things that happened during a step, for sound and effects; cleared every step. */
export type GameEvent =
  | 'speed-up'
  | 'shield-up'
  | 'shield-break'
  | 'bonus'
  | 'crystal'
  | 'near-miss'
  | 'crash'
  | 'waypoint'
  | 'milestone'
  | 'game-over';

/** The whole run, plain data (serialisable): same state + input + dt → same next state. */
export interface State {
  /** Seed for the next step's random numbers. */
  rng: number;
  time: number;
  /** Pixels flown; also drives the parallax starfield. */
  distance: number;
  /** Scroll speed in pixels per second: it catches up with the pace in a step every SPEED_STEP_SECONDS. */
  speed: number;
  /** The speed the run has earned, rising smoothly over time; the scroll follows it in steps a player feels. */
  pace: number;
  /** Seconds flown at top speed: new patterns keep joining the mix after the speed stops rising. */
  cruise: number;
  /** Seconds the world stays frozen after a crash (a hit-stop, so the crash is felt). */
  freeze: number;
  /** When the ship crashed (state time), for the flash and shock ring; -1 before. */
  crashedAt: number;
  /** Distance points plus bonuses; frozen once the ship crashes. */
  score: number;
  bonus: number;
  ship: Ship;
  shield: boolean;
  /** Seconds of flight the broken shield has recharged (it is back up at SHIELD_RECHARGE). */
  recharge: number;
  /** Seconds of grace after the shield absorbs a hit. */
  invulnerable: number;
  obstacles: Obstacle[];
  pickups: Pickup[];
  particles: Particle[];
  popups: Popup[];
  nextSpawnAt: number;
  nextPickupAt: number;
  /** Distance at which a launch pebble comes between two groups; -1 when none is due. */
  nextPebbleAt: number;
  /** Distance at which a crystal trail comes between two groups (when they are far enough apart); -1 when none is due. */
  nextTrailAt: number;
  /** Crystals caught in a row without missing one: each is worth more (see CRYSTAL_POINTS). */
  streak: number;
  /** The points last gained (with the streak), shown beside the score in the HUD's band, and when (state time; -1 before). */
  gainText: string;
  gainAt: number;
  /** The sector reached (a milestone every SECTOR_SECONDS of flight) and when, for its banner; -1 before the first. */
  sector: number;
  sectorAt: number;
  nextId: number;
  /**
   * When the red shards were named (state time, SHARDS_NEWS_AT, before the first comes) and when the first sweep came on
   * the field, for their NEW lines; -1 before.
   */
  shardsAt: number;
  sweepAt: number;
  /** Groups sent since the warm-up: every few is an early formation. */
  groups: number;
  /** The opening lesson's guide stars: how many were sent, and how many the pilot caught. */
  guides: number;
  guided: number;
  crashed: boolean;
  /** Seconds until game over is declared after the crash (0 = not pending). */
  overIn: number;
  over: boolean;
  /** Screen-shake strength, decaying; the renderer ignores it under reduced motion. */
  shake: number;
  events: GameEvent[];
}
