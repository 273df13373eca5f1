/** NEON HORIZON's world: units are metres along the track (z, ahead positive), lanes across (x), height (y). */
import { sin } from '../kit/exact-math';

/**
 * How long a gap is (metres): short enough that at the opening speed a jump still has a fair take-off zone before it
 * (about a quarter second).
 */
export const GAP_DEPTH = 4;
/** Lanes are at x = -1, 0 and 1 (in lane widths). */
export const LANES = [-1, 0, 1] as const;
export const BASE_SPEED = 16;
export const MAX_SPEED = 42;
/** Metres per second gained per metre run. */
export const SPEED_GAIN = 0.0075;
/** How far ahead obstacles are placed (and drawn). */
export const VIEW_DISTANCE = 130;
/** Lane widths per second when changing lane. */
export const LANE_SPEED = 9;
export const JUMP_SPEED = 10;
export const GRAVITY = 30;
/** Pressing down in the air pulls the car to the floor this much faster. */
export const DIVE_GRAVITY = 90;
export const SLIDE_TIME = 0.65;
/** Half the car's length and width (lane widths). */
export const CAR_HALF_LENGTH = 0.8;
export const CAR_HALF_WIDTH = 0.3;
/** Obstacles met within this many seconds after they threatened the car count as near misses when dodged. */
export const NEAR_WINDOW = 0.32;
export const NEAR_POINTS = 50;
export const SHARD_POINTS = 10;
export const COMBO_TIME = 4;
export const MAX_MULTIPLIER = 6;
export const SLOW_TIME = 5;
export const MAGNET_TIME = 8;
export const SLOW_FACTOR = 0.6;

/** What can stand on the track: a wall of light (dodge), a low beam (jump), a high beam (slide), a gap (jump), a moving wall. */
export type ObstacleKind = 'wall' | 'low' | 'high' | 'gap' | 'mover';

/**
 * The kinds the opening does not teach, each named by a banner in the sky the first time one nears: what it is and, for
 * those a move clears, the move.
 */
export const DEBUTS: Partial<Readonly<Record<ObstacleKind, string>>> = {
  gap: 'NEW: GAP, JUMP ↑',
  mover: 'NEW: MOVING WALL',
};
/** Seconds (at the run's pace) before the first obstacle of a new kind reaches the car that its banner shows. */
export const DEBUT_SECONDS = 3;
/** How high the car must be to pass over a low beam. */
export const LOW_CLEARANCE = 0.6;

/** What an obstacle asks of the player: change lane, jump or slide. */
export type Move = 'lane' | 'jump' | 'slide';
/** The moves a lesson keeps when pressed too early, to make them when they clear its obstacle. */
export type TimedMove = Exclude<Move, 'lane'>;

/** The move that gets past each kind of obstacle. */
export const MOVE_FOR: Readonly<Record<ObstacleKind, Move>> = {
  wall: 'lane',
  mover: 'lane',
  low: 'jump',
  gap: 'jump',
  high: 'slide',
};

export interface Obstacle {
  id: number;
  kind: ObstacleKind;
  /** Absolute track position of its centre. */
  z: number;
  /** Length along the track. */
  depth: number;
  /** Lanes it covers, from..to (inclusive, lane numbers -1..1). For a mover, its centre lane at phase 0. */
  from: number;
  to: number;
  /** Movers sway across the lanes: x = from + sway * sin(phase + time * 2). */
  sway: number;
  phase: number;
  /** Set once it was in the car's way shortly before reaching it (a dodge then counts as a near miss). */
  threat: boolean;
  passed: boolean;
  /** Set on the first obstacle of the run that asks for each move: the track shows that move a beat before it. */
  cue?: Move;
  /** Set on the first obstacle of a kind the opening does not show: a banner names it as it nears. */
  debut?: boolean;
  /** Set once the debut's banner has shown. */
  announced?: boolean;
}

export type PickupKind = 'shield' | 'magnet' | 'slow' | 'shard';

export interface Pickup {
  id: number;
  kind: PickupKind;
  z: number;
  lane: number;
  taken: boolean;
}

export interface Car {
  /** Lane the car heads for, and where it is now (continuous). */
  lane: number;
  x: number;
  y: number;
  vy: number;
  slide: number;
}

/** Sound cues of one step (the beat's drums and bass are cues too). */
export type Cue =
  | 'kick'
  | 'hat'
  | 'snare'
  | 'bassA'
  | 'bassF'
  | 'bassC'
  | 'bassG'
  | 'lane'
  | 'jump'
  | 'slide'
  | 'near'
  | 'shard'
  | 'pickup'
  | 'milestone'
  | 'shield-break'
  | 'crash';

/** A short floating word ("NEAR MISS +100"), drawn above the car. */
export interface Popup {
  text: string;
  life: number;
}

/** The whole run as plain data. */
export interface State {
  rng: number;
  time: number;
  distance: number;
  /** The run's speed from distance alone; slow-time scales what is used. */
  speed: number;
  points: number;
  combo: number;
  comboTimer: number;
  shield: boolean;
  magnet: number;
  slow: number;
  car: Car;
  obstacles: Obstacle[];
  pickups: Pickup[];
  nextPatternZ: number;
  /** Patterns placed so far (the first ones are the same every run: they teach). */
  patterns: number;
  nextId: number;
  /** Sixteenth notes played so far, and the time into the current one. */
  beatStep: number;
  beatClock: number;
  crashed: boolean;
  /** Seconds since the crash (the car's wreck glows out before the game-over screen). */
  crashTime: number;
  nearMisses: number;
  /** The moves the run has already shown a cue for. */
  taught: Move[];
  /**
   * A lesson's jump or slide pressed while its prompt showed but too early to clear the obstacle: kept, and made by the
   * car once it clears it.
   */
  kept: TimedMove | null;
  /** The kinds with a debut (`DEBUTS`) the track has placed so far. */
  met: ObstacleKind[];
  /**
   * The share of its pace the run moves at: 1, or less while a cued obstacle waits for its move (the lesson holds the
   * world at a crawl before it until the move is made).
   */
  hold: number;
  /** The distance milestones passed so far. */
  milestone: number;
  popups: Popup[];
  events: Cue[];
}

/** One step of player intent (edges: true only on the step the key or swipe happened). */
export interface Input {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
}

export const NO_INPUT: Input = { left: false, right: false, up: false, down: false };

/** The speed the run moves at once nothing waits for a move: its speed, lowered by slow-time. */
export function paceSpeed(s: State): number {
  return s.slow > 0 ? s.speed * SLOW_FACTOR : s.speed;
}

/** The speed actually run at: the pace, held to a crawl while a lesson waits for its move. */
export function runSpeed(s: State): number {
  return paceSpeed(s) * s.hold;
}

/** The score multiplier from the current combo. */
export function multiplier(combo: number): number {
  return Math.min(MAX_MULTIPLIER, 1 + Math.floor(combo / 2));
}

/** A mover's lane position now; other obstacles' centre. */
export function obstacleX(o: Obstacle, time: number): number {
  return o.kind === 'mover' ? o.from + o.sway * sin(o.phase + time * 2) : (o.from + o.to) / 2;
}

/** How far (in lanes) an obstacle stops short of each edge of the lanes it covers. */
export const LANE_MARGIN = 0.06;

/** Half the width the obstacle covers, in lanes. */
export function obstacleHalfWidth(o: Obstacle): number {
  return (o.to - o.from + 1) / 2 - LANE_MARGIN;
}
