import { createRandom } from '@/games/kit/random';
import {
  GAUGE_FROM,
  GAUGE_RADIUS,
  GAUGE_TO,
  gaugeEnd,
  gaugeShown,
  gunHotSpot,
  heatLevel,
  type Box,
} from '@/games/space-breaker/heat-gauge';
import { SPAWN_CLEARANCE, spawnWave } from '@/games/space-breaker/rocks';
import {
  FIRE_INTERVAL,
  LANDSCAPE_WORLD,
  NO_INPUT,
  PORTRAIT_WORLD,
  createState,
  distance,
  update,
  type Rock,
  type State,
} from '@/games/space-breaker/sim';

const DT = 1 / 60;
const still = (x: number, y: number): Rock => ({
  id: 1,
  x,
  y,
  vx: 0,
  vy: 0,
  size: 3,
  r: 42,
  angle: 0,
  spin: 0,
  shape: [1, 1, 1, 1],
});

describe('Space Breaker: the gun’s heat shows by the ship', () => {
  it('is nothing while the gun is cold, then an arc under the ship that fills with every miss and turns amber, then red when it jams', () => {
    let s: State = { ...createState(1), rocks: [still(60, 60)], banner: 0 };
    expect(gaugeShown(s)).toBe(false);
    const levels: string[] = [];
    // A burst of shots fired as fast as taps go, all left to fly out as misses.
    const missed = (shots: number): State => {
      let next = s;
      for (let shot = 0; shot < shots; shot++) {
        next = update(next, { ...NO_INPUT, fire: true }, DT);
        for (let t = 0; t < FIRE_INTERVAL; t += DT) next = update(next, NO_INPUT, DT);
      }
      while (next.bullets.length > 0) next = update(next, NO_INPUT, DT);
      return next;
    };
    for (const shots of [1, 2, 3, 4]) {
      expect(gaugeShown(missed(shots))).toBe(true);
      levels.push(heatLevel(missed(shots)));
    }
    expect(levels).toEqual(['cool', 'cool', 'warm', 'warm']);
    s = missed(5);
    expect(heatLevel(s)).toBe('jammed');
    expect(gaugeShown({ ...s, ship: { ...s.ship, alive: false } })).toBe(false);
  });

  it('fills the arc under the ship from its lower left to its lower right, in step with the heat', () => {
    expect(Math.sin(GAUGE_FROM)).toBeGreaterThan(0);
    expect(Math.sin(GAUGE_TO)).toBeGreaterThan(0);
    expect(Math.cos(GAUGE_FROM)).toBeLessThan(0);
    expect(Math.cos(GAUGE_TO)).toBeGreaterThan(0);
    expect(gaugeEnd(0)).toBe(GAUGE_FROM);
    expect(gaugeEnd(1)).toBe(GAUGE_TO);
    expect(gaugeEnd(0.5)).toBeCloseTo(Math.PI / 2, 10);
    expect(gaugeEnd(2)).toBe(GAUGE_TO);
  });

  describe('"GUN HOT" goes next to the ship, inside the field and clear of the HUD and the banner', () => {
    const label = { width: 70, height: 27 };
    const hud: Box = { x: 0, y: 0, width: 450, height: 80 };
    const inside = (spot: { x: number; y: number }, field: { width: number; height: number }) =>
      spot.x - label.width / 2 >= 0 &&
      spot.x + label.width / 2 <= field.width &&
      spot.y - label.height / 2 >= 0 &&
      spot.y + label.height / 2 <= field.height;
    const meets = (spot: { x: number; y: number }, box: Box) =>
      Math.abs(spot.x - (box.x + box.width / 2)) < (label.width + box.width) / 2 &&
      Math.abs(spot.y - (box.y + box.height / 2)) < (label.height + box.height) / 2;

    it('under the gauge, just below the ship, when there is room', () => {
      expect(gunHotSpot({ x: 225, y: 400 }, PORTRAIT_WORLD, label, [hud])).toEqual({
        x: 225,
        y: 400 + GAUGE_RADIUS + 6 + label.height / 2,
      });
    });

    it('over the ship at the bottom edge, and slid along at a side edge', () => {
      const bottom = PORTRAIT_WORLD.height - 10;
      const low = gunHotSpot({ x: 225, y: bottom }, PORTRAIT_WORLD, label, [hud]);
      expect(low?.y).toBeLessThan(bottom - GAUGE_RADIUS);
      const side = gunHotSpot({ x: 5, y: 400 }, PORTRAIT_WORLD, label, [hud]);
      expect(side?.x).toBe(label.width / 2 + 4);
    });

    it.each([
      ['upright', PORTRAIT_WORLD],
      ['sideways', LANDSCAPE_WORLD],
    ])('%s, wherever the ship flies, also with the wave’s banner up', (_name, world) => {
      const top = { ...hud, width: world.width };
      const banner: Box = { x: 0, y: 120, width: world.width, height: 120 };
      for (const keepClear of [[top], [top, banner]]) {
        for (let x = 0; x < world.width; x += 15) {
          for (let y = 0; y < world.height; y += 15) {
            const spot = gunHotSpot({ x, y }, world, label, keepClear);
            // Without a banner, every ship clear of the HUD's band gets its label.
            if (keepClear.length === 1 && y > hud.height - GAUGE_RADIUS) expect(spot).not.toBeNull();
            if (!spot) continue;
            expect(inside(spot, world)).toBe(true);
            for (const box of keepClear) expect(meets(spot, box)).toBe(false);
            expect(Math.hypot(spot.x - x, spot.y - y)).toBeLessThan(GAUGE_RADIUS + label.width);
          }
        }
      }
    });
  });
});

describe('Space Breaker: a new wave starts well clear of the ship', () => {
  it.each([
    ['upright', PORTRAIT_WORLD],
    ['sideways', LANDSCAPE_WORLD],
  ])(
    `%s: every first-wave rock starts ${SPAWN_CLEARANCE} px or more from the ship, the short way round, on 60 seeds`,
    (_name, world) => {
      for (let seed = 1; seed <= 60; seed++) {
        const s = createState(seed, { world });
        for (const r of s.rocks)
          expect(distance(r.x, r.y, s.ship.x, s.ship.y, s)).toBeGreaterThanOrEqual(SPAWN_CLEARANCE);
      }
    },
  );

  it.each([
    ['upright', PORTRAIT_WORLD],
    ['sideways', LANDSCAPE_WORLD],
  ])('%s: a later wave keeps that room wherever the ship is when it comes', (_name, world) => {
    const where = createRandom(7);
    for (let seed = 1; seed <= 60; seed++) {
      const s = createState(seed, { world, wave: 1 + (seed % 8) });
      const ship = { ...s.ship, x: where.range(0, world.width), y: where.range(0, world.height) };
      const next: State = { ...s, ship, rocks: [] };
      spawnWave(next, createRandom(seed));
      expect(next.rocks.length).toBeGreaterThan(0);
      for (const r of next.rocks)
        expect(distance(r.x, r.y, ship.x, ship.y, next)).toBeGreaterThanOrEqual(SPAWN_CLEARANCE);
    }
  });

  it('upright, a still ship sees no rock closer than 150 px to it in the first two seconds, on 60 seeds', () => {
    for (let seed = 1; seed <= 60; seed++) {
      let s = createState(seed, { world: PORTRAIT_WORLD });
      for (let t = 0; t < 2; t += DT) {
        s = update(s, NO_INPUT, DT);
        for (const r of s.rocks) expect(distance(r.x, r.y, s.ship.x, s.ship.y, s) - r.r).toBeGreaterThan(150);
      }
    }
  });
});
