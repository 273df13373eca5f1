import type { Point } from '../kit';
import type { Input, Ship } from './sim';

/** Where a drag began: the finger and the ship at that moment. */
export interface Drag {
  finger: Point;
  ship: Point;
}

/** How far the ship moves per pixel of finger movement: a little more, so thumbs travel less. */
const DRAG_GAIN = 1.4;
/** How far from its target the ship is pushed at full stick: nearer, it eases in and settles without overshooting. */
export const FULL_STICK_PX = 24;

const axis = (d: number): number => Math.max(-1, Math.min(1, d / FULL_STICK_PX));

/**
 * Touch steering, relative like a trackpad: the ship follows the finger's movement
 * from wherever the drag began, so the finger never hides the ship. Returns the axes and the drag to keep.
 */
export function dragSteer(
  touch: Point | undefined,
  drag: Drag | null,
  ship: Ship,
): { input: Input | null; drag: Drag | null } {
  if (!touch) return { input: null, drag: null };
  const start = drag ?? { finger: touch, ship: { x: ship.x, y: ship.y } };
  const targetX = start.ship.x + (touch.x - start.finger.x) * DRAG_GAIN;
  const targetY = start.ship.y + (touch.y - start.finger.y) * DRAG_GAIN;
  return { input: { x: axis(targetX - ship.x), y: axis(targetY - ship.y) }, drag: start };
}

/**
 * Mouse steering: while the button is held the ship flies to the pointer, wherever it is on the field (a pointer is small
 * and never hides the ship, so it needs no trackpad-like drag). Nothing held, no steering.
 */
export function followPointer(pointer: Point | undefined, ship: Ship): Input | null {
  if (!pointer) return null;
  return { x: axis(pointer.x - ship.x), y: axis(pointer.y - ship.y) };
}
