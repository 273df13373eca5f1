/** Arrow Dash's world: a portrait field 360 wide and 640 long; arrows fly from the bow at the bottom toward the top. */
import type { Point } from '../kit';

export const WORLD_W = 360;
export const WORLD_L = 640;
export const BOW: Point = { x: 180, y: 590 };
/** Lane centres (y) before they shift. */
export const LANE_Y = [170, 290, 410] as const;
export const LANE_HEIGHT = 64;
export const MIN_SPEED = 520;
export const MAX_SPEED = 1150;
/** Aim is limited to this many radians either side of straight up. */
export const MAX_AIM = 1.2;
/** Seconds to charge a full shot on the keyboard, and how fast the keys turn the bow. */
export const CHARGE_TIME = 0.9;
export const TURN_SPEED = 1.6;
/** Seconds between two arrows. */
export const RELOAD = 0.22;
/** A drag shorter than this (world units) is not a flick; one this long is full power. */
export const MIN_FLICK = 18;
export const FULL_FLICK = 200;
export const ROUND_TIME = 35;
export const MAX_MULTIPLIER = 5;

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
  combo: number;
  bestCombo: number;
  arrowsLeft: number;
  shots: number;
  hits: number;
  /** Targets the round started with (splits add to it): the stars are the share of them hit. */
  targetCount: number;
  lanes: Lane[];
  targets: Target[];
  arrows: Arrow[];
  /** The aim: angle from straight up (radians, + right) and charge 0..1. */
  aim: number;
  charge: number;
  charging: boolean;
  reload: number;
  /** The finger's drag in world coordinates, from where it went down. */
  drag: { start: Point; now: Point } | null;
  nextId: number;
  result: RoundResult | null;
  popups: Popup[];
  events: Cue[];
}

/** One step of input: keys held (aim and charge), a continue press, the finger in world coordinates. */
export interface Input {
  left: boolean;
  right: boolean;
  charge: boolean;
  next: boolean;
  touch: Point | null;
}

export const NO_INPUT: Input = { left: false, right: false, charge: false, next: false, touch: null };

/** The multiplier for a combo: x2 after 3 hits in a row, x3 after 6, up to x5. */
export function multiplier(combo: number): number {
  return Math.min(MAX_MULTIPLIER, 1 + Math.floor(combo / 3));
}

/** A lane's centre at a time (later rounds make lanes drift up and down). */
export function laneY(lanes: readonly Lane[], lane: number, time: number): number {
  const base = LANE_Y[lane] ?? LANE_Y[0];
  return base + (lanes[lane]?.shift ?? 0) * Math.sin(time * 0.9 + lane * 2.1);
}

/** True while a shielded target's shield is up. */
export function shieldUp(t: Target, time: number): boolean {
  return t.kind === 'shielded' && (time + t.phase) % 2.4 < 1.3;
}

/** Stars for the share of targets hit: all 3, 70% 2, 40% 1. */
export function starsFor(hit: number, total: number): number {
  const share = total > 0 ? hit / total : 0;
  return share >= 0.999 ? 3 : share >= 0.7 ? 2 : share >= 0.4 ? 1 : 0;
}
