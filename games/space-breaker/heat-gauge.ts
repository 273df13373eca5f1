/**
 * The gun's heat, shown by the ship where the eyes are: an arc under it that fills as misses heat the gun, amber once
 * warm and red while the gun is jammed, with "GUN HOT" beside the ship until it is cold again. Pure layout, no canvas.
 */
import type { State } from './world';

/** The arc's radius round the ship: clear of the hull (15) and of the respawn ring (21). */
export const GAUGE_RADIUS = 27;
/** The arc hangs under the ship, from its lower left (where it fills from) to its lower right; canvas angles, y down. */
export const GAUGE_FROM = Math.PI * 0.8;
export const GAUGE_TO = Math.PI * 0.2;
/** Heat above this shows amber: two more misses and the gun jams. */
export const WARM_HEAT = 0.5;

export type HeatLevel = 'cool' | 'warm' | 'jammed';

/** A box in the field's coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the gun stands: jammed from the moment it overheats until it is cold, warm past `WARM_HEAT`, else cool. */
export function heatLevel(s: Pick<State, 'heat' | 'overheated'>): HeatLevel {
  return s.overheated ? 'jammed' : s.heat > WARM_HEAT ? 'warm' : 'cool';
}

/** The gauge shows while the ship flies and its gun holds any heat; a cold gun adds nothing to the picture. */
export function gaugeShown(s: Pick<State, 'heat' | 'overheated' | 'ship'>): boolean {
  return s.ship.alive && (s.heat > 0 || s.overheated);
}

/** The angle the filled part of the arc reaches for a heat in 0..1. */
export function gaugeEnd(heat: number): number {
  return GAUGE_FROM + (GAUGE_TO - GAUGE_FROM) * Math.max(0, Math.min(1, heat));
}

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The centre of the "GUN HOT" label of size `label`: under the gauge, else over the ship (either slid along to stay in the
 * field), else to the ship's right or left, the first spot inside the field that keeps clear of every box in `keepClear`
 * (the HUD, a banner); null when none does.
 */
export function gunHotSpot(
  ship: { x: number; y: number },
  field: { width: number; height: number },
  label: { width: number; height: number },
  keepClear: readonly Box[],
): { x: number; y: number } | null {
  const below = GAUGE_RADIUS + 6 + label.height / 2;
  const beside = GAUGE_RADIUS + 6 + label.width / 2;
  const slid = (x: number): number => Math.min(field.width - label.width / 2 - 4, Math.max(label.width / 2 + 4, x));
  const spots = [
    { x: slid(ship.x), y: ship.y + below },
    { x: slid(ship.x), y: ship.y - below },
    { x: ship.x + beside, y: ship.y },
    { x: ship.x - beside, y: ship.y },
  ];
  return (
    spots.find((spot) => {
      const box = {
        x: spot.x - label.width / 2,
        y: spot.y - label.height / 2,
        width: label.width,
        height: label.height,
      };
      const inField =
        box.x >= 0 && box.y >= 0 && box.x + box.width <= field.width && box.y + box.height <= field.height;
      return inField && !keepClear.some((clear) => intersects(box, clear));
    }) ?? null
  );
}
