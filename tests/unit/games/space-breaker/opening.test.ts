import {
  FIRST_RUSH_RATE,
  FIRST_WAVE_SAFE,
  OPENING_PACE,
  OPENING_TIME,
  ROCK_RADIUS,
  RUSH_MAX,
  SAFE_START,
  closestApproach,
  rocksForWave,
  wavePace,
} from '@/games/space-breaker/rocks';
import {
  LANDSCAPE_WORLD,
  NO_INPUT,
  PORTRAIT_WORLD,
  createState,
  update,
  type Rock,
  type State,
} from '@/games/space-breaker/sim';

const DT = 1 / 60;
const IDLE_GRACE = 15;

function idle(state: State, seconds: number): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, NO_INPUT, DT);
  return s;
}

const speed = (r: Rock): number => Math.hypot(r.vx, r.vy);

describe('Space Breaker: the opening grace', () => {
  it(`an idle player keeps every ship for ${IDLE_GRACE} s, on 200 seeds, upright and sideways`, () => {
    for (const world of [LANDSCAPE_WORLD, PORTRAIT_WORLD]) {
      for (let seed = 1; seed <= 200; seed++) {
        const s = idle(createState(seed, { world }), IDLE_GRACE);
        expect([seed, s.lives, s.ship.alive]).toEqual([seed, 3, true]);
      }
    }
  });

  it('the first wave starts far from the ship and is aimed clear of it for longer than later waves', () => {
    expect(FIRST_WAVE_SAFE).toBeGreaterThan(IDLE_GRACE);
    expect(SAFE_START).toBeLessThan(FIRST_WAVE_SAFE);
    for (const world of [LANDSCAPE_WORLD, PORTRAIT_WORLD]) {
      for (let seed = 1; seed <= 20; seed++) {
        const s = createState(seed, { world });
        for (const rock of s.rocks) {
          const centre = Math.hypot(rock.x - s.ship.x, rock.y - s.ship.y);
          expect(centre).toBeGreaterThan(Math.min(world.width, world.height) / 2 - 10);
          expect(closestApproach(s, rock, s.ship.x, s.ship.y)).toBeGreaterThan(0);
        }
      }
    }
  });

  it(`the first wave's rocks start at ${OPENING_PACE} of their pace, reach it in ${OPENING_TIME} s, then quicken at once`, () => {
    expect(wavePace(1, 0)).toBeCloseTo(OPENING_PACE, 9);
    expect(wavePace(1, OPENING_TIME / 2)).toBeCloseTo((1 + OPENING_PACE) / 2, 9);
    expect(wavePace(1, OPENING_TIME)).toBeCloseTo(1, 9);
    expect(wavePace(1, OPENING_TIME + 5)).toBeCloseTo(1 + 5 * FIRST_RUSH_RATE, 9);
    expect(wavePace(1, 300)).toBeCloseTo(1 + RUSH_MAX, 9);
    expect(wavePace(2, OPENING_TIME + 3)).toBe(1);

    const drifter: Rock = {
      id: 1,
      x: 60,
      y: 30,
      vx: 30,
      vy: 0,
      size: 3,
      r: ROCK_RADIUS[3],
      angle: 0,
      spin: 0,
      shape: [1],
    };
    const s = { ...createState(4), rocks: [drifter] };
    const pace = (seconds: number): number => speed(idle(s, seconds).rocks[0] as Rock);
    expect(pace(OPENING_TIME)).toBeCloseTo(30 / OPENING_PACE, 6);
    expect(pace(OPENING_TIME + 10)).toBeCloseTo((30 / OPENING_PACE) * (1 + 10 * FIRST_RUSH_RATE), 3);
    const opening = createState(7).rocks.map(speed);
    const later = idle(createState(7), OPENING_TIME).rocks.map(speed);
    opening.forEach((v, i) => expect(later[i]).toBeCloseTo(v / OPENING_PACE, 6));
  });

  it('the first wave is two rocks, so a new player soon sees the second', () => {
    expect(rocksForWave(1)).toBe(2);
    expect(createState(3).rocks).toHaveLength(2);
    expect(rocksForWave(2)).toBeGreaterThan(rocksForWave(1));
  });
});
