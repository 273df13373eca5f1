/**
 * Touch swipes to lane changes, jumps and slides: input translation outside the sim. A swipe is decided from the pointer
 * events themselves, as the finger moves (or as it lifts), and kept until a step reads it: a quick flick that went down,
 * travelled and lifted between two steps still counts, and each finger swipes on its own.
 */
import type { Point } from '../kit';
import { NO_INPUT, type Input } from './sim';

/** Logical pixels a finger must travel before it counts as a swipe. */
export const SWIPE_DISTANCE = 26;
/** A swipe no step has read this long after it was made (ms) was made while the run was not playing: it is dropped. */
export const SWIPE_FRESH_MS = 500;

export type SwipeMove = 'left' | 'right' | 'up' | 'down';

/** One pointer event on the canvas, in logical coordinates, at `time` ms. */
export interface FingerEvent {
  kind: 'down' | 'move' | 'up' | 'cancel';
  id: number;
  x: number;
  y: number;
  time: number;
}

export interface Swipes {
  /** Each finger down: where it went down, and whether it already swiped (one swipe per touch, like a flick). */
  fingers: Readonly<Record<number, { start: Point; fired: boolean }>>;
  /** Swipes made and not yet read by a step, oldest first, with the time each was made. */
  pending: readonly { move: SwipeMove; at: number }[];
}

export const NO_SWIPES: Swipes = { fingers: {}, pending: [] };

/** The swipe from `from` to `to`, if it travelled far enough: along the axis it travelled more (up on a tie). */
export function swipeDirection(from: Point, to: Point): SwipeMove | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_DISTANCE) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}

function without(fingers: Swipes['fingers'], id: number): Swipes['fingers'] {
  return Object.fromEntries(Object.entries(fingers).filter(([key]) => Number(key) !== id));
}

/** The swipes after one pointer event: a finger swipes once, as soon as it has travelled far enough from where it went down. */
export function onFinger(s: Swipes, e: FingerEvent): Swipes {
  if (e.kind === 'down')
    return { ...s, fingers: { ...s.fingers, [e.id]: { start: { x: e.x, y: e.y }, fired: false } } };
  const finger = s.fingers[e.id];
  if (!finger) return s;
  const move = e.kind === 'cancel' || finger.fired ? null : swipeDirection(finger.start, e);
  const pending = move ? [...s.pending, { move, at: e.time }] : s.pending;
  const fingers =
    e.kind === 'up' || e.kind === 'cancel'
      ? without(s.fingers, e.id)
      : { ...s.fingers, [e.id]: { ...finger, fired: finger.fired || move !== null } };
  return { fingers, pending };
}

/** Reads the oldest fresh swipe for one step (at `now` ms) as that step's input, dropping stale ones. */
export function takeSwipe(s: Swipes, now: number): { input: Input; swipes: Swipes } {
  const fresh = s.pending.filter((p) => now - p.at <= SWIPE_FRESH_MS);
  const [first, ...rest] = fresh;
  const input = first ? { ...NO_INPUT, [first.move]: true } : NO_INPUT;
  return { input, swipes: { ...s, pending: rest } };
}
