/**
 * Arrow Dash plays the same on every field shape: one portrait world (360 across, 640 from the bow's end to the far edge),
 * drawn upright or turned a quarter and scaled evenly, so a shot's flight and a target's crossing take the same seconds on
 * an upright phone, a sideways one and a desktop. Only the grip ring's size changes with the shape.
 */
import { velocity } from '@/games/arrow-dash/aim';
import { paceFor } from '@/games/arrow-dash/rounds';
import { fitView, toScreen } from '@/games/arrow-dash/view';
import { BOW, LANE_Y, MIN_POWER, WORLD_W } from '@/games/arrow-dash/world';

/** The views as the kit hands them over on the three devices the play-testers use (logical size, CSS px a unit). */
const DEVICES = {
  upright: [362.27, 784, 390 / 362.27],
  sideways: [784, 362.27, 390 / 362.27],
  desktop: [1220, 762.5, 1],
} as const;

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

describe('Arrow Dash: every field shape plays alike', () => {
  it.each(Object.entries(DEVICES))(
    '%s: the world is scaled evenly, so the shot to each lane and a lane across the field keep their seconds',
    (_, [width, height, scale]) => {
      const v = fitView(width, height, scale);
      const slowest = Math.hypot(
        velocity({ angle: 0, power: MIN_POWER }).x,
        velocity({ angle: 0, power: MIN_POWER }).y,
      );
      for (const laneY of LANE_Y) {
        const lane = { x: BOW.x, y: laneY };
        const across = { x: 0, y: laneY };
        const side = { x: WORLD_W, y: laneY };
        // The shot up to the lane and the lane across the field, in screen units: both the world's length times one scale.
        expect(distance(toScreen(v, BOW), toScreen(v, lane)) / (BOW.y - laneY)).toBeCloseTo(v.k, 9);
        expect(distance(toScreen(v, across), toScreen(v, side)) / WORLD_W).toBeCloseTo(v.k, 9);
      }
      // Flight over crossing, the ratio a player leads by, is then a world number: the same on every device (round 1's
      // slowest shot to the far lane takes under a fifth of the time a target needs to cross the field).
      const flight = (BOW.y - (LANE_Y[0] as number)) / slowest;
      const crossing = WORLD_W / paceFor(1);
      expect(flight / crossing).toBeLessThan(0.2);
    },
  );

  it('both phones draw a world unit the same size in CSS px, so the shot is as long on screen upright as sideways', () => {
    const px = (device: keyof typeof DEVICES): number => {
      const [width, height, scale] = DEVICES[device];
      return fitView(width, height, scale).k * scale;
    };
    expect(px('upright')).toBeCloseTo(px('sideways'), 6);
  });
});
