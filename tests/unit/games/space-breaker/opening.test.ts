import {
  FIRST_RUSH_RATE,
  FIRST_WAVE_SAFE,
  OPENING_PACE,
  OPENING_TIME,
  PRESS_TURN,
  ROCK_RADIUS,
  RUSH_MAX,
  SAFE_START,
  closestApproach,
  pressIn,
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
/** By then the first wave's rocks have pressed in on an idle player and taken a ship. */
const IDLE_LOSS = 30;

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

  it(`then its rocks press in: an idle player loses a ship by ${IDLE_LOSS} s, on 200 seeds, upright and sideways`, () => {
    for (const world of [LANDSCAPE_WORLD, PORTRAIT_WORLD]) {
      for (let seed = 1; seed <= 200; seed++) {
        let s = createState(seed, { world });
        while (s.lives === 3 && s.ship.alive && s.time < IDLE_LOSS) s = update(s, NO_INPUT, DT);
        expect([seed, s.lives === 3 && s.ship.alive]).toEqual([seed, false]);
      }
    }
  });

  it(`from ${FIRST_WAVE_SAFE} s the first wave's large rocks bend toward a ship they can hurt, keeping their speed`, () => {
    const rock = (size: Rock['size']): Rock => ({
      id: size,
      x: 60,
      y: 30,
      vx: 0,
      vy: 40,
      size,
      r: ROCK_RADIUS[size],
      angle: 0,
      spin: 0,
      shape: [1],
    });
    const base = createState(4);
    const at = (over: Partial<State>, size: Rock['size'] = 3): Rock => {
      const s: State = { ...base, ship: { ...base.ship }, rocks: [rock(size)], ...over };
      pressIn(s, 0.5);
      return s.rocks[0] as Rock;
    };
    // The ship is to the rock's right (centre of the field), the rock drifting down: it turns right, toward the ship.
    const bent = at({ waveTime: FIRST_WAVE_SAFE });
    expect(bent.vx).toBeGreaterThan(0);
    expect(Math.atan2(bent.vy, bent.vx)).toBeLessThan(Math.PI / 2);
    expect(Math.atan2(bent.vy, bent.vx)).toBeGreaterThan(Math.PI / 2 - PRESS_TURN * 0.5 - 1e-9);
    const sidewaysPace = { x: 1, y: LANDSCAPE_WORLD.height / 600 };
    expect(Math.hypot(bent.vx / sidewaysPace.x, bent.vy / sidewaysPace.y)).toBeCloseTo(40 / sidewaysPace.y, 6);
    // Not during the calm, not the pieces, not a ship just back (nor the hidden one behind the title), not later waves.
    for (const still of [
      at({ waveTime: FIRST_WAVE_SAFE - 0.1 }),
      at({ waveTime: FIRST_WAVE_SAFE }, 2),
      at({ waveTime: FIRST_WAVE_SAFE, ship: { ...base.ship, invulnerable: 1 } }),
      at({ waveTime: FIRST_WAVE_SAFE, wave: 2 }),
    ])
      expect([still.vx, still.vy]).toEqual([0, 40]);
  });
});
