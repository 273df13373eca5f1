/**
 * Hyperspace on a touch screen: a tap on the ship itself. The thumbs rest on the turn, thrust and fire buttons off the
 * field, so a jump needs a finger put on the ship on purpose and no stray thumb ever sets one off.
 */
import type { Point, TouchPoint } from '../kit/types';
import { distance, type State } from './world';
import { worldView } from './view';

/** How far from the ship's centre a tap still counts as on it, in world units (a fingertip's width round the hull). */
export const TAP_REACH = 36;

/** A field's point in the world drawn in it (the world sits under the HUD band, scaled to fit). */
export function fieldToWorld(p: Point, field: { width: number; height: number }, s: State): Point {
  const view = worldView(field, s);
  return { x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale };
}

/** Whether a finger that went down at `at` (field coordinates) went down on the living ship. */
export function tapsShip(at: Point, field: { width: number; height: number }, s: State): boolean {
  const p = fieldToWorld(at, field, s);
  const inside = p.x >= 0 && p.y >= 0 && p.x <= s.width && p.y <= s.height;
  return s.ship.alive && inside && distance(p.x, p.y, s.ship.x, s.ship.y, s) <= TAP_REACH;
}

/** A longer gap between steps than this (ms) means play stopped (title, pause, game over) and has just gone on. */
export const PLAY_GAP = 250;

/**
 * Watches the fingers on the field, step by step: true on the step a new finger goes down on the ship (fingers are told
 * apart by where they went down; one that stays down asks for no second jump). The finger whose tap started or resumed
 * play is still down on the first step after the gap, over the ship in the middle: it is taken as known, never as a jump.
 */
export function createTapJump(
  now: () => number = () => performance.now(),
): (touches: readonly TouchPoint[], field: { width: number; height: number }, s: State) => boolean {
  let downAt: string[] = [];
  let lastStep = -Infinity;
  return (touches, field, s) => {
    const keys = touches.map((t) => `${t.from?.x ?? t.x},${t.from?.y ?? t.y}`);
    const resumed = now() - lastStep > PLAY_GAP;
    lastStep = now();
    const fresh = resumed ? [] : touches.filter((_, i) => !downAt.includes(keys[i] ?? ''));
    downAt = keys;
    return fresh.some((t) => tapsShip(t.from ?? t, field, s));
  };
}
