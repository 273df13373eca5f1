import { createRandom } from '@/games/kit/random';
import {
  ACCELERATION,
  SPEED_STEP_SECONDS,
  SURGE_SECONDS,
  BASE_SPEED,
  BONUS_POINTS,
  HEIGHT,
  FIRST_ROCK_AT,
  MIN_GAP,
  NEAR_MISS_POINTS,
  NO_INPUT,
  PIXELS_PER_POINT,
  TOP_SPEED,
  WIDTH,
  createState,
  update,
  type Input,
  type Obstacle,
  type Pickup,
  type State,
} from '@/games/endless-space-pilot/sim';
import { autopilot } from '@/games/endless-space-pilot/autopilot';
import { spawnColumn, widestGap } from '@/games/endless-space-pilot/spawn';
import { dragSteer } from '@/games/endless-space-pilot/steering';

const DT = 1 / 60;

function run(state: State, input: Partial<Input>, seconds: number, clearSky = false): State {
  let s = state;
  const full = { ...NO_INPUT, ...input };
  for (let t = 0; t < seconds - 1e-9; t += DT) {
    s = update(s, full, DT);
    if (clearSky) s = { ...s, obstacles: [], pickups: [] };
  }
  return s;
}

function obstacle(x: number, y: number, r = 20, id = 900): Obstacle {
  return {
    id,
    kind: 'rock',
    pattern: 'column',
    x,
    y,
    vx: 0,
    vy: 0,
    r,
    angle: 0,
    spin: 0,
    shape: [1, 1, 1, 1, 1],
    closest: 1e9,
    passed: false,
  };
}

function pickup(kind: Pickup['kind'], x: number, y: number): Pickup {
  return { id: 800, kind, x, y, r: 13 };
}

/** A run with nothing scheduled to spawn for a long way and no shield, so a test controls the field and the hits. */
function quiet(seed = 3): State {
  return { ...createState(seed), shield: false, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
}

describe('Endless Space Pilot: a new run', () => {
  it('starts at the base speed with no score, the ship on the left, its shield up', () => {
    const s = createState(1);
    expect(s.score).toBe(0);
    expect(s.speed).toBe(BASE_SPEED);
    expect(s.ship.x).toBeLessThan(WIDTH / 3);
    expect(s.ship.y).toBe(HEIGHT / 2);
    expect(s.shield).toBe(true);
    expect(s.crashed).toBe(false);
  });

  it('is deterministic for a seed', () => {
    const input = { x: 0.3, y: -0.5 };
    expect(run(createState(9), input, 4)).toEqual(run(createState(9), input, 4));
    expect(run(createState(9), {}, 5).obstacles).not.toEqual(run(createState(10), {}, 5).obstacles);
  });

  it('update does not mutate the previous state', () => {
    const s = run(createState(5), {}, 1);
    const before = JSON.parse(JSON.stringify(s));
    update(s, { x: 1, y: 1 }, DT);
    expect(JSON.parse(JSON.stringify(s))).toEqual(before);
  });
});

describe('Endless Space Pilot: flight', () => {
  it('score grows with distance', () => {
    const a = run(quiet(), {}, 2, true);
    const b = run(a, {}, 2, true);
    expect(a.score).toBeGreaterThan(0);
    expect(b.score).toBeGreaterThan(a.score);
    expect(b.score).toBe(Math.floor(b.distance / PIXELS_PER_POINT));
  });

  it('speed rises over time in a step every SPEED_STEP_SECONDS, up to a cap', () => {
    const before = run(quiet(), {}, SPEED_STEP_SECONDS - 0.1, true);
    expect(before.speed).toBeLessThan(BASE_SPEED + ACCELERATION);
    const after = run(before, {}, SURGE_SECONDS + 0.1, true);
    expect(after.speed).toBeCloseTo(BASE_SPEED + ACCELERATION * (SPEED_STEP_SECONDS + SURGE_SECONDS), -1);
    const late = run({ ...quiet(), speed: TOP_SPEED - 5, pace: TOP_SPEED - 5 }, {}, SPEED_STEP_SECONDS + 1, true);
    expect(late.speed).toBe(TOP_SPEED);
  });

  it('steers on both axes and stays on screen', () => {
    const s = quiet();
    const up = run(s, { y: -1 }, 0.3, true);
    expect(up.ship.y).toBeLessThan(s.ship.y - 40);
    const right = run(s, { x: 1 }, 0.3, true);
    expect(right.ship.x).toBeGreaterThan(s.ship.x + 30);
    const corner = run(s, { x: -1, y: 1 }, 4, true);
    expect(corner.ship.x).toBeGreaterThan(0);
    expect(corner.ship.y).toBeLessThan(HEIGHT);
    const far = run(s, { x: 1, y: -1 }, 4, true);
    expect(far.ship.x).toBeLessThan(WIDTH * 0.6);
    expect(far.ship.y).toBeGreaterThan(0);
  });

  it('ignores a broken axis value', () => {
    const s = run(quiet(), { x: Number.NaN, y: Number.NaN }, 0.5, true);
    expect(Number.isFinite(s.ship.x) && Number.isFinite(s.ship.y)).toBe(true);
  });

  it('obstacles enter at the right edge, scroll toward the ship and leave', () => {
    const s = run(createState(4), { y: 0 }, FIRST_ROCK_AT / BASE_SPEED + 0.7);
    expect(s.obstacles.length).toBeGreaterThan(0);
    for (const o of s.obstacles) expect(o.x).toBeGreaterThan(WIDTH / 2);
    const first = s.obstacles[0];
    const later = update(s, NO_INPUT, DT).obstacles.find((o) => o.id === first?.id);
    expect(later?.x).toBeLessThan(first?.x ?? 0);
    const gone = run({ ...quiet(), obstacles: [obstacle(-10, 40)] }, {}, 0.2);
    expect(gone.obstacles).toHaveLength(0);
  });

  it('every column leaves an opening of at least MIN_GAP, at any speed', () => {
    const rng = createRandom(77);
    for (const speed of [BASE_SPEED, 450, TOP_SPEED]) {
      for (let i = 0; i < 300; i++) {
        const s = { ...quiet(), speed, obstacles: [] };
        s.ship = { ...s.ship, y: rng.range(20, HEIGHT - 20) };
        spawnColumn(s, rng);
        expect(widestGap(s.obstacles)).toBeGreaterThanOrEqual(MIN_GAP);
      }
    }
  });

  it('columns get busier as the run speeds up', () => {
    const count = (speed: number): number => {
      const rng = createRandom(5);
      let total = 0;
      for (let i = 0; i < 200; i++) {
        const s = { ...quiet(), speed, obstacles: [] };
        spawnColumn(s, rng);
        total += s.obstacles.length;
      }
      return total;
    };
    expect(count(TOP_SPEED)).toBeGreaterThan(count(BASE_SPEED) * 1.3);
  });
});

describe('Endless Space Pilot: collisions', () => {
  it('the run ends on collision without a shield', () => {
    const s = { ...quiet(), obstacles: [obstacle(150, HEIGHT / 2)] };
    const hit = update(s, NO_INPUT, DT);
    expect(hit.crashed).toBe(true);
    expect(hit.events).toContain('crash');
    expect(hit.over).toBe(false); // the explosion plays first
    const done = run(hit, { y: -1 }, 2);
    expect(done.over).toBe(true);
    expect(done.score).toBe(hit.score); // frozen at the crash
    expect(done.ship).toEqual(hit.ship); // no more steering
  });

  it('announces game over exactly once and then stands still', () => {
    let s = update({ ...quiet(), obstacles: [obstacle(150, HEIGHT / 2)] }, NO_INPUT, DT);
    let count = 0;
    for (let i = 0; i < 200; i++) {
      s = update(s, NO_INPUT, DT);
      count += s.events.filter((e) => e === 'game-over').length;
    }
    expect(count).toBe(1);
    expect(update(s, NO_INPUT, DT)).toEqual({ ...s, events: [] });
  });

  it('a shield absorbs one hit, then the next hit ends the run', () => {
    const s = { ...quiet(), shield: true, obstacles: [obstacle(150, HEIGHT / 2)] };
    const saved = update(s, NO_INPUT, DT);
    expect(saved.crashed).toBe(false);
    expect(saved.shield).toBe(false);
    expect(saved.obstacles).toHaveLength(0); // smashed
    expect(saved.events).toContain('shield-break');
    // A short grace period: an obstacle right behind the first does no harm.
    const grace = update({ ...saved, obstacles: [obstacle(150, HEIGHT / 2, 20, 901)] }, NO_INPUT, DT);
    expect(grace.crashed).toBe(false);
    const later = run(saved, {}, 1.2, true);
    const hit = update({ ...later, obstacles: [obstacle(later.ship.x, later.ship.y, 20, 902)] }, NO_INPUT, DT);
    expect(hit.crashed).toBe(true);
  });

  it('a shield pick-up raises the shield', () => {
    const s = { ...quiet(), pickups: [pickup('shield', 150, HEIGHT / 2)] };
    const next = update(s, NO_INPUT, DT);
    expect(next.shield).toBe(true);
    expect(next.pickups).toHaveLength(0);
    expect(next.events).toContain('shield-up');
  });

  it('a bonus pick-up adds points, and so does a shield when one is already up', () => {
    const s = { ...quiet(), pickups: [pickup('bonus', 150, HEIGHT / 2)] };
    const next = update(s, NO_INPUT, DT);
    expect(next.score).toBe(Math.floor(next.distance / PIXELS_PER_POINT) + BONUS_POINTS);
    expect(next.events).toContain('bonus');
    const spare = update({ ...quiet(), shield: true, pickups: [pickup('shield', 150, HEIGHT / 2)] }, NO_INPUT, DT);
    expect(spare.bonus).toBe(BONUS_POINTS);
    expect(spare.shield).toBe(true);
  });

  it('a near miss earns a small bonus, a wide miss none', () => {
    const y = HEIGHT / 2;
    const close = { ...quiet(), obstacles: [obstacle(260, y - 37)] }; // 37 - 17 - 10 = 10 px apart
    const passed = run(close, {}, 0.8);
    expect(passed.crashed).toBe(false);
    expect(passed.bonus).toBe(NEAR_MISS_POINTS);
    const wide = run({ ...quiet(), obstacles: [obstacle(260, y - 90)] }, {}, 0.8);
    expect(wide.bonus).toBe(0);
  });

  it('pick-ups keep coming along the way', () => {
    let s = createState(12);
    let seen = 0;
    for (let i = 0; i < 60 * 20; i++) {
      s = { ...update(s, NO_INPUT, DT), obstacles: [] };
      if (s.pickups.length > 0) seen += 1;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('Endless Space Pilot: pacing', () => {
  it('a pilot who does not steer flies through the warm-up, then crashes within seconds of it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = run(createState(seed), {}, 27);
      expect(s.over).toBe(true);
    }
  });

  it('the field is fair: a simple dodging pilot lasts far longer than an idle one', () => {
    const seconds: number[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = createState(seed);
      while (!s.crashed && s.time < 40) s = update(s, autopilot(s), DT);
      seconds.push(s.time);
    }
    const average = seconds.reduce((a, b) => a + b, 0) / seconds.length;
    expect(average).toBeGreaterThan(15);
  });

  it('a weaving pilot flies through a long consistent run', () => {
    let s = createState(31);
    for (let i = 0; i < 60 * 60 && !s.over; i++) s = update(s, { x: Math.sin(i / 90) * 0.5, y: Math.sin(i / 23) }, DT);
    expect(s.score).toBeGreaterThan(50);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('Endless Space Pilot: touch steering', () => {
  const ship = { x: 140, y: 225, vx: 0, vy: 0 };

  it('follows the finger relative to where the drag began', () => {
    const first = dragSteer({ x: 500, y: 300 }, null, ship);
    expect(first.input).toEqual({ x: 0, y: 0 }); // touching down does not jerk the ship
    const moved = dragSteer({ x: 500, y: 200 }, first.drag, ship);
    expect(moved.input?.y).toBe(-1);
    expect(moved.input?.x).toBe(0);
    const arrived = dragSteer({ x: 500, y: 200 }, first.drag, { ...ship, y: 225 - 140 });
    expect(Math.abs(arrived.input?.y ?? 1)).toBeLessThan(0.01);
  });

  it('lets go when the finger lifts', () => {
    const first = dragSteer({ x: 10, y: 10 }, null, ship);
    expect(dragSteer(undefined, first.drag, ship)).toEqual({ input: null, drag: null });
  });
});
