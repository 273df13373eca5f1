/** Arrow Dash's world: a portrait field 360 wide and 640 long; arrows fly from the bow at the bottom toward the top. */
import type { Point } from '../kit';
import { sin } from '../kit/exact-math';

export const WORLD_W = 360;
export const WORLD_L = 640;
/** The bow sits high enough that its grip ring (GRIP_RADIUS around it) stays whole inside the field. */
export const BOW: Point = { x: 180, y: 550 };
/** Lane centres (y) before they shift. */
export const LANE_Y = [170, 290, 410] as const;
export const LANE_HEIGHT = 64;
export const MIN_SPEED = 520;
export const MAX_SPEED = 1150;
/** Aim is limited to this many radians either side of straight up. */
export const MAX_AIM = 1.2;
/** Seconds to draw a full shot with a held key or mouse button; a quick press still looses this much power. */
export const CHARGE_TIME = 0.55;
export const MIN_POWER = 0.45;
/**
 * How far an arrow flies before it drops (world units from the bow): a quick shot's only past the near lane, a fuller one's
 * further, up the field's far corners just short of full power; a full shot flies until it leaves the field. Weak shots
 * spammed at one spot then meet one lane, not three: a hit up the field takes a drawn shot.
 */
export const SHORT_RANGE = 200;
export const LONG_RANGE = 600;
/** A shot at this power or more is a full one: it ends the power hint. */
export const FULL_POWER = 0.999;
/** How fast the keys turn the bow: slow for the first moment of a press (fine aim), then fast (big swings). */
export const TURN_SLOW = 0.7;
export const TURN_FAST = 2.4;
export const TURN_RAMP = 0.25;
/** Seconds between two arrows. */
export const RELOAD = 0.22;
/**
 * A drag that starts within the grip ring around the bow aims from the bow itself: the arrow flies toward the finger. The
 * ring is this wide on a tall field; a short one (a phone held sideways) draws it smaller and says so in each step's input.
 */
export const GRIP_RADIUS = 80;
/** A drag shorter than this (world units) is not a flick; one this long is full power. */
export const MIN_FLICK = 18;
export const FULL_FLICK = 200;
/**
 * A drag from the bow (started in its grip ring) reaches full power this far from it: about 100 CSS px on a phone, a
 * comfortable pull for a thumb, upright or sideways, with room for it between the bow and the field's back edge.
 */
export const FULL_PULL = 90;
export const MAX_MULTIPLIER = 5;
/** Tries a run starts with: a failed round costs one and is played again; the run ends when none is left. */
export const LIVES = 3;

export type TargetKind = 'plain' | 'gold' | 'shielded' | 'splitter' | 'half';

export interface Target {
  id: number;
  kind: TargetKind;
  lane: number;
  x: number;
  r: number;
  /** Own drift on top of the lane's flow (gold targets dart). */
  vx: number;
  /** A shielded target's shield cycle (seconds); the shield is up in the first half. */
  phase: number;
}

export interface Arrow {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** The power it was loosed at (0..1). */
  power: number;
}

/** A lane: its flow speed (world units per second, + is right) and how much it shifts up and down. */
export interface Lane {
  speed: number;
  shift: number;
}

/** A short floating text where something happened. */
export interface Popup {
  x: number;
  y: number;
  text: string;
  life: number;
  good: boolean;
}

export type Cue = 'shoot' | 'hit' | 'gold' | 'split' | 'block' | 'miss' | 'combo' | 'round' | 'star' | 'fail' | 'tick';

/** Between rounds the field shows the round's result with its stars. */
export interface RoundResult {
  round: number;
  stars: number;
  hits: number;
  shots: number;
  bonus: number;
  /** Hits the round needed to pass (one star). */
  needed: number;
  /** The part of the bonus the clock's seconds left earned. */
  timeBonus: number;
  /** Why the round ended. */
  cause: 'cleared' | 'arrows' | 'time';
  /** The rank this clear earned, and what the next round brings, if anything. */
  milestone: string | null;
  next: string | null;
}

/** The whole game as plain data. */
export interface State {
  rng: number;
  round: number;
  phase: 'aim' | 'result' | 'over';
  /** Seconds left in the round; seconds spent on the result screen. */
  timeLeft: number;
  phaseTime: number;
  time: number;
  score: number;
  /** Tries left (a failed round costs one), rounds cleared, and the hits and arrows of the rounds played so far. */
  lives: number;
  cleared: number;
  runHits: number;
  runShots: number;
  combo: number;
  bestCombo: number;
  arrowsLeft: number;
  shots: number;
  hits: number;
  /** Targets the round started with (splits add to it): the stars are the share of them hit. */
  targetCount: number;
  /** The hits that pass the round (its `roundGoal`), fixed as it starts: the same on every try, whatever splits. */
  needed: number;
  lanes: Lane[];
  targets: Target[];
  arrows: Arrow[];
  /** The aim: angle from straight up (radians, + right) and charge 0..1. */
  aim: number;
  charge: number;
  charging: boolean;
  /** A charge key or button still held from the press that moved past the result: it draws nothing until released. */
  chargeLock: boolean;
  /** Seconds the turn keys have been held one way (the turn speeds up with it). */
  turnHeld: number;
  /** The round's clock runs from its first arrow, or once the round has waited `clockWait` seconds for one. */
  clock: boolean;
  reload: number;
  /** An arrow short of full power has missed this run, and no full-power shot has been loosed yet: the HUD hints at power. */
  powerHint: boolean;
  /** A full-power shot has been loosed this run (the power hint is then learnt and never shows again). */
  fullShot: boolean;
  /** The finger's drag in world coordinates, from where it went down. */
  drag: { start: Point; now: Point } | null;
  nextId: number;
  result: RoundResult | null;
  popups: Popup[];
  events: Cue[];
}

/**
 * One step of input: keys held (aim and charge; a held mouse button also charges), a continue press, a tap or click since the
 * last step, the finger in world coordinates, where the mouse points (world coordinates, only when it moved or is held), and
 * the radius of the grip ring the screen draws around the bow (world units; a finger put down inside it aims from the bow).
 */
export interface Input {
  left: boolean;
  right: boolean;
  charge: boolean;
  next: boolean;
  tap: boolean;
  touch: Point | null;
  point: Point | null;
  grip: number;
}

export const NO_INPUT: Input = {
  left: false,
  right: false,
  charge: false,
  next: false,
  tap: false,
  touch: null,
  point: null,
  grip: GRIP_RADIUS,
};

/** The multiplier for a combo: x2 after 3 hits in a row, x3 after 6, up to x5. */
export function multiplier(combo: number): number {
  return Math.min(MAX_MULTIPLIER, 1 + Math.floor(combo / 3));
}

/** The most a lane drifts from its centre, and how far apart in phase neighbouring lanes drift (radians). */
export const MAX_SHIFT = 40;
export const LANE_PHASE = 0.7;

/** A lane's centre at a time (later rounds make lanes drift up and down, as a gentle wave across the lanes). */
export function laneY(lanes: readonly Lane[], lane: number, time: number): number {
  const base = LANE_Y[lane] ?? LANE_Y[0];
  return base + Math.min(MAX_SHIFT, lanes[lane]?.shift ?? 0) * sin(time * 0.9 + lane * LANE_PHASE);
}

/** Empty space kept between any two targets' drawn edges (world units). */
export const TARGET_GAP = 6;
/** How far a raised shield's glow reaches beyond its target. */
export const SHIELD_GLOW = 11;

/** How far a target is drawn from its centre (a shielded one with its glow). */
export function reach(t: Pick<Target, 'kind' | 'r'>): number {
  return t.r + (t.kind === 'shielded' ? SHIELD_GLOW : 0);
}

/** True while a shielded target's shield is up. */
export function shieldUp(t: Target, time: number): boolean {
  return t.kind === 'shielded' && (time + t.phase) % 2.4 < 1.3;
}

/** A round's entry in a table of one entry per round, the last entry standing for every round after it. */
export function byRound<T>(table: readonly T[], round: number): T {
  return table[Math.max(0, Math.min(round, table.length) - 1)] as T;
}

/** Stars for a round: none short of its pass mark (`needed` hits), else by the share of targets hit (all 3, 70% 2), at least 1. */
export function roundStars(hit: number, total: number, needed: number): number {
  return hit < needed ? 0 : Math.max(1, starsFor(hit, total));
}

/** Stars for the share of targets hit: all 3, 70% 2, 40% 1. */
export function starsFor(hit: number, total: number): number {
  const share = total > 0 ? hit / total : 0;
  return share >= 0.999 ? 3 : share >= 0.7 ? 2 : share >= 0.4 ? 1 : 0;
}
