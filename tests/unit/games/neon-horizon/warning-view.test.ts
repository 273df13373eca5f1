import { DRAWN_SECONDS, READABLE_PX, WARNING_SECONDS, farEnd, makeCamera, project } from '@/games/neon-horizon/camera';
import { fade, wallFace } from '@/games/neon-horizon/render-things';
import { autopilot } from '@/games/neon-horizon/autopilot';
import { BASE_SPEED, MAX_SPEED, createState } from '@/games/neon-horizon/sim';
import { run } from './helpers';

/** The fields the three devices give the game (CSS px, one logical px each): upright phone, sideways phone, desktop. */
const FIELDS = [
  ['upright', 362, 784],
  ['sideways', 784, 362],
  ['desktop', 1220, 762],
] as const;
/** The speed a run has reached 30 s in, where novices are lost (the lesson's crawl included). */
const SPEED_AT_30_S = run(createState(1), 30, (s) => autopilot(s)).speed;
const SPEEDS = [BASE_SPEED, SPEED_AT_30_S, (BASE_SPEED + MAX_SPEED) / 2, MAX_SPEED];

describe('NEON HORIZON: every hazard gives seconds of readable warning, on every shape', () => {
  it('is drawn at least 2.5 s before the car meets it, even at top speed', () => {
    expect(DRAWN_SECONDS).toBeGreaterThanOrEqual(2.5);
    expect(WARNING_SECONDS).toBeGreaterThanOrEqual(1.2);
    expect(READABLE_PX).toBeGreaterThanOrEqual(20);
  });

  it.each(FIELDS)(
    `%s (%ix%i): a wall ${WARNING_SECONDS} s ahead is drawn in full, ${READABLE_PX} px tall, well down the road`,
    (_device, w, h) => {
      const c = makeCamera(w, h, 500, 0);
      const car = c.z + c.back;
      const ground = project(c, 0, 0, car).y;
      for (const speed of SPEEDS) {
        const z = car + speed * WARNING_SECONDS;
        const face = wallFace(c, 0, z);
        expect({ speed, tall: face.foot - face.top >= READABLE_PX }).toEqual({ speed, tall: true });
        expect(fade(c, z)).toBe(1);
        // Its foot stands at least a quarter of the way down from the horizon to the car, not in a pile at the horizon.
        expect((face.foot - c.horizon) / (ground - c.horizon)).toBeGreaterThan(0.25);
      }
      expect(farEnd(c) - car).toBeGreaterThanOrEqual(MAX_SPEED * DRAWN_SECONDS - 1e-9);
    },
  );

  it('held sideways (784x362), a hazard 3 s ahead at the speed of 30 s stands over 40% of the way down the road', () => {
    expect(SPEED_AT_30_S).toBeGreaterThan(BASE_SPEED);
    const c = makeCamera(784, 362, 500, 0);
    const car = c.z + c.back;
    const ground = project(c, 0, 0, car).y;
    const face = wallFace(c, 0, car + SPEED_AT_30_S * 3);
    expect((face.foot - c.horizon) / (ground - c.horizon)).toBeGreaterThan(0.4);
    expect(face.foot - face.top).toBeGreaterThanOrEqual(READABLE_PX);
  });
});
