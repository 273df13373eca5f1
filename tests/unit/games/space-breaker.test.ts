import {
  EXTRA_LIFE_EVERY,
  FIRE_INTERVAL,
  HELD_FIRE_INTERVAL,
  INVULNERABLE,
  LANDSCAPE_WORLD,
  MAX_BULLETS,
  MAX_SPEED,
  NO_INPUT,
  RESPAWN_DELAY,
  bulletLife,
} from '@/games/space-breaker/sim';
import {
  createState,
  distance,
  update,
  type Input,
  type Rock,
  type RockSize,
  type State,
} from '@/games/space-breaker/sim';
import { ROCK_POINTS, ROCK_RADIUS, rocksForWave } from '@/games/space-breaker/rocks';
import { SAUCER_POINTS } from '@/games/space-breaker/saucer';

const DT = 1 / 60;
/** The sideways world, where a new game starts. */
const { width: WIDTH, height: HEIGHT } = LANDSCAPE_WORLD;

function run(state: State, input: Partial<Input>, seconds: number): State {
  let s = state;
  const full = { ...NO_INPUT, ...input };
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, full, DT);
  return s;
}

function rock(size: RockSize, x: number, y: number, id = 1000 + size): Rock {
  return { id, x, y, vx: 0, vy: 0, size, r: ROCK_RADIUS[size], angle: 0, spin: 0, shape: [1, 1, 1, 1, 1, 1] };
}

/** A game with the given rocks only (none moving), the ship in the centre. */
function field(rocks: Rock[], seed = 7): State {
  return { ...createState(seed), rocks, banner: 0 };
}

describe('Space Breaker: a new game', () => {
  it('starts with 3 lives, no score and a first wave of 2 large rocks away from the ship', () => {
    const s = createState(1);
    expect([s.lives, s.score, s.wave, s.rocks.length]).toEqual([3, 0, 1, 2]);
    for (const r of s.rocks) {
      expect(r.size).toBe(3);
      expect(distance(r.x, r.y, s.ship.x, s.ship.y)).toBeGreaterThan(150);
    }
  });

  it('is deterministic for a seed, differs between seeds, honours the lives option (e2e hook)', () => {
    expect(createState(1, { lives: 1 }).lives).toBe(1);
    expect(createState(42)).toEqual(createState(42));
    expect(createState(42).rocks).not.toEqual(createState(43).rocks);
    const input = { turn: 1, thrust: true, fire: true };
    expect(run(createState(42), input, 3)).toEqual(run(createState(42), input, 3));
  });

  it('update does not mutate the previous state', () => {
    const s = createState(5);
    const before = JSON.parse(JSON.stringify(s));
    update(s, { turn: 1, thrust: true, fire: true, hyperspace: true }, DT);
    expect(s).toEqual(before);
  });
});

describe('Space Breaker: ship handling', () => {
  it('rotates with the turn axis', () => {
    const s = field([]);
    const turned = run(s, { turn: 1 }, 0.3);
    expect(turned.ship.angle).toBeGreaterThan(s.ship.angle + 1);
    const back = run(s, { turn: -1 }, 0.3);
    expect(back.ship.angle).toBeLessThan(s.ship.angle - 1);
    const spun = run(s, { turn: 1 }, 10);
    expect(Math.abs(spun.ship.angle)).toBeLessThanOrEqual(Math.PI);
  });

  it('thrusts in the facing direction and keeps drifting with inertia', () => {
    const s = field([]);
    const moving = run(s, { thrust: true }, 0.5);
    expect(moving.ship.vy).toBeLessThan(-100); // facing up
    expect(Math.abs(moving.ship.vx)).toBeLessThan(1e-6);
    const coasting = run(moving, {}, 0.5);
    expect(coasting.ship.y).toBeLessThan(moving.ship.y);
    expect(Math.abs(coasting.ship.vy)).toBeLessThan(Math.abs(moving.ship.vy)); // drag
    expect(Math.abs(coasting.ship.vy)).toBeGreaterThan(50); // but inertia
  });

  it('caps the speed', () => {
    const fast = run(field([]), { thrust: true }, 6);
    expect(Math.hypot(fast.ship.vx, fast.ship.vy)).toBeLessThanOrEqual(MAX_SPEED + 1e-6);
  });

  it('wraps around the screen edges', () => {
    const s = field([]);
    s.ship = { ...s.ship, x: WIDTH - 1, y: 2, vx: 120, vy: -120 };
    const { ship } = run(s, {}, 0.1);
    expect([ship.x < 20, ship.y > HEIGHT - 20]).toEqual([true, true]);
  });

  it('hyperspace jumps once per press to a new spot and stops the ship', () => {
    const s = field([]);
    s.ship = { ...s.ship, vx: 80, vy: 0 };
    const jumped = update(s, { ...NO_INPUT, hyperspace: true }, DT);
    expect(jumped.events).toContain('hyperspace');
    expect(Math.hypot(jumped.ship.x - s.ship.x, jumped.ship.y - s.ship.y)).toBeGreaterThan(1);
    expect(jumped.ship.vx).toBe(0);
    const held = run(jumped, { hyperspace: true }, 2);
    expect([held.ship.x, held.ship.y]).toEqual([jumped.ship.x, jumped.ship.y]);
  });
});

describe('Space Breaker: bullets', () => {
  it('fires from the nose, with a fire rate and an on-screen limit', () => {
    const s = field([]);
    const one = update(s, { ...NO_INPUT, fire: true }, DT);
    expect(one.bullets).toHaveLength(1);
    expect(one.events).toContain('fire');
    expect(one.bullets[0]?.y).toBeLessThan(s.ship.y);
    expect(update(update(one, NO_INPUT, DT), { ...NO_INPUT, fire: true }, DT).bullets).toHaveLength(1); // cooldown
    const flying = (n: number): State => ({
      ...s,
      bullets: Array.from({ length: n }, () => ({ x: 10, y: 10, vx: 0, vy: 0, life: 5 })),
    });
    expect(update(flying(MAX_BULLETS - 1), { ...NO_INPUT, fire: true }, DT).bullets).toHaveLength(MAX_BULLETS);
    expect(update(flying(MAX_BULLETS), { ...NO_INPUT, fire: true }, DT).bullets).toHaveLength(MAX_BULLETS);
  });

  it('repeat while fire is held, slower than taps can fire: a resting thumb keeps shooting', () => {
    const shotTimes = (press: (step: number) => boolean): number[] => {
      let s = field([]);
      const times: number[] = [];
      for (let step = 0; step < 60; step++) {
        s = update(s, { ...NO_INPUT, fire: press(step), turn: 1 }, DT);
        if (s.events.includes('fire')) times.push(s.time);
      }
      return times;
    };
    const held = shotTimes(() => true);
    const gaps = held.slice(1).map((t, i) => t - (held[i] ?? 0));
    expect(held.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(gap).toBeCloseTo(HELD_FIRE_INTERVAL, 1);
    const tapped = shotTimes((step) => step % 2 === 0);
    expect(tapped.length).toBeGreaterThan(held.length);
    expect((tapped[1] ?? 0) - (tapped[0] ?? 0)).toBeCloseTo(FIRE_INTERVAL, 1);
  });

  it('expire after their lifetime', () => {
    const s = update(field([]), { ...NO_INPUT, fire: true }, DT);
    expect(run(s, {}, bulletLife(LANDSCAPE_WORLD) - 0.1).bullets).toHaveLength(1);
    expect(run(s, {}, bulletLife(LANDSCAPE_WORLD) + 0.05).bullets).toHaveLength(0);
  });

  it('wrap around the screen edges', () => {
    const s = field([]);
    s.bullets = [{ x: WIDTH - 3, y: 5, vx: 500, vy: -500, life: 1 }];
    const next = run(s, {}, 0.05);
    expect(next.bullets).toHaveLength(1);
    expect(next.bullets[0]?.x).toBeLessThan(30);
    expect(next.bullets[0]?.y).toBeGreaterThan(HEIGHT - 30);
  });
});

describe('Space Breaker: rocks', () => {
  function shoot(size: RockSize): { before: State; after: State } {
    const before = field([rock(size, 400, 150)]);
    before.bullets = [{ x: 400, y: 150 + ROCK_RADIUS[size] + 4, vx: 0, vy: -500, life: 1 }];
    return { before, after: run(before, {}, 0.05) };
  }

  it.each([
    { name: 'large', size: 3, pieces: [2, 2], points: 20 },
    { name: 'medium', size: 2, pieces: [1, 1], points: 50 },
    { name: 'small', size: 1, pieces: [], points: 100 },
  ] as const)('a $name rock shot breaks into sizes $pieces and scores $points', ({ size, pieces, points }) => {
    const { after } = shoot(size);
    expect(after.rocks.map((r) => r.size)).toEqual(pieces);
    expect(after.bullets).toHaveLength(0);
    expect(after.score).toBe(points);
    expect(ROCK_POINTS[size]).toBe(points);
    expect(after.particles.length).toBeGreaterThan(0);
  });

  it('split pieces fly apart', () => {
    const { after } = shoot(3);
    const later = run(after, {}, 0.5);
    const [a, b] = later.rocks;
    expect(a && b && distance(a.x, a.y, b.x, b.y)).toBeGreaterThan(10);
  });

  it('wrap around the screen edges', () => {
    const r = { ...rock(3, 2, 200), vx: -100 };
    const next = run(field([r]), {}, 0.1);
    expect(next.rocks[0]?.x).toBeGreaterThan(WIDTH - 20);
  });

  it('the first wave is short, then each wave brings more rocks, up to a cap', () => {
    expect(rocksForWave(1)).toBe(2);
    expect(rocksForWave(2)).toBe(4);
    expect(rocksForWave(3)).toBeGreaterThan(rocksForWave(2));
    expect(rocksForWave(50)).toBe(12);
  });

  it('clearing the field starts the next wave after a short pause', () => {
    const { after } = shoot(1);
    expect(after.wave).toBe(1);
    const next = run(after, {}, 2.5);
    expect(next.wave).toBe(2);
    expect(next.rocks).toHaveLength(4);
    expect(next.rocks.every((r) => r.size === 3)).toBe(true);
    expect(next.banner).toBeGreaterThan(0);
  });
});

describe('Space Breaker: lives', () => {
  function crash(lives = 3): State {
    const s = { ...field([rock(3, WIDTH / 2, HEIGHT / 2 - 30)]), lives };
    return update(s, NO_INPUT, DT);
  }

  it('hitting a rock costs a life and breaks the rock, for no points: an idle player scores nothing', () => {
    const s = crash();
    expect(s.score).toBe(0);
    let idle = createState(4);
    while (idle.lives > 0 && idle.time < 300) idle = update(idle, NO_INPUT, DT);
    expect(idle.lives).toBe(0);
    expect(idle.score).toBe(0);
    expect(s.lives).toBe(2);
    expect(s.ship.alive).toBe(false);
    expect(s.events).toContain('ship-destroyed');
    expect(s.rocks.map((r) => r.size)).toEqual([2, 2]);
  });

  it('the ship respawns in the centre after a delay, invulnerable for a while', () => {
    const dead = crash();
    dead.rocks = [rock(1, 50, 50)];
    expect(run(dead, {}, RESPAWN_DELAY - 0.2).ship.alive).toBe(false);
    const back = run(dead, {}, RESPAWN_DELAY + 0.1);
    expect([back.ship.alive, back.ship.x, back.ship.y]).toEqual([true, WIDTH / 2, HEIGHT / 2]);
    expect(back.ship.invulnerable).toBeGreaterThan(INVULNERABLE - 0.5);
    // Invulnerable: a rock on top of the ship does no harm.
    back.rocks = [rock(3, WIDTH / 2, HEIGHT / 2)];
    const safe = run(back, {}, 0.5);
    expect([safe.lives, safe.ship.alive]).toEqual([2, true]);
    // Once it wears off, the same rock is deadly.
    const late = run(back, {}, INVULNERABLE + 0.1);
    expect(late.lives).toBe(1);
  });

  it('waits for a clear centre before respawning', () => {
    const dead = crash();
    dead.rocks = [rock(3, WIDTH / 2 + 30, HEIGHT / 2)];
    expect(run(dead, {}, RESPAWN_DELAY + 1).ship.alive).toBe(false);
  });

  it('losing the last life ends the game, announced exactly once', () => {
    let s = crash(1);
    expect([s.lives, s.over]).toEqual([0, false]); // the explosion plays first
    let announced = 0;
    for (let i = 0; i < 150; i++) {
      s = update(s, NO_INPUT, DT);
      announced += s.events.filter((e) => e === 'game-over').length;
    }
    expect([s.over, announced]).toEqual([true, 1]);
    const frozen = update(s, { ...NO_INPUT, fire: true }, DT);
    expect([frozen.bullets.length, frozen.score]).toEqual([0, s.score]);
  });

  it('awards an extra life every 10000 points', () => {
    const s = { ...field([rock(1, 400, 150)]), score: EXTRA_LIFE_EVERY - 50 };
    s.bullets = [{ x: 400, y: 170, vx: 0, vy: -500, life: 1 }];
    const next = run(s, {}, 0.05);
    expect(next.lives).toBe(4);
    expect(next.nextExtraLife).toBe(2 * EXTRA_LIFE_EVERY);
  });
});

describe('Space Breaker: the saucer', () => {
  const saucer = (x: number, y: number, small = false): NonNullable<State['saucer']> => ({
    x,
    y,
    vx: 85,
    vy: 0,
    small,
    fireIn: 5,
    turnIn: 5,
    sirenIn: 0,
  });

  it('turns up once its timer runs out and crosses the screen', () => {
    const s = { ...field([rock(3, 60, 60)]), wave: 2, saucerIn: 0.05 };
    const arrived = run(s, {}, 0.1);
    expect(arrived.saucer).not.toBeNull();
    expect(arrived.saucerIn).toBeGreaterThan(5);
    const x0 = arrived.saucer?.x ?? 0;
    expect(x0 < 0 || x0 > WIDTH).toBe(true);
    const later = run(arrived, {}, 1);
    expect(Math.abs((later.saucer?.x ?? 0) - x0)).toBeGreaterThan(50);
    expect(run(arrived, {}, 12).saucer).toBeNull(); // gone off the far side
  });

  it('shooting it scores 200 for the large one and 1000 for the small one', () => {
    for (const small of [false, true]) {
      const s = { ...field([rock(3, 60, 60)]), saucer: saucer(400, 120, small) };
      s.bullets = [{ x: 400 - 2, y: 140, vx: 0, vy: -500, life: 1 }];
      const next = run(s, {}, 0.05);
      expect(next.saucer).toBeNull();
      expect(next.score).toBe(small ? SAUCER_POINTS.small : SAUCER_POINTS.large);
    }
  });

  it('its shots cost the ship a life', () => {
    const s = { ...field([rock(3, 60, 60)]), saucer: saucer(100, 100) };
    s.shots = [{ x: WIDTH / 2 + 30, y: HEIGHT / 2, vx: -250, vy: 0, life: 1 }];
    const next = run(s, {}, 0.2);
    expect(next.lives).toBe(2);
    expect(next.ship.alive).toBe(false);
    expect(next.shots).toHaveLength(0);
  });

  it('the small saucer aims at the ship', () => {
    const s = { ...field([rock(3, 60, 60)]), wave: 9, saucer: { ...saucer(100, HEIGHT / 2, true), fireIn: 0.01 } };
    const next = run(s, {}, 0.05);
    const shot = next.shots[0];
    expect(shot).toBeDefined();
    expect(Math.abs(Math.atan2(shot?.vy ?? 1, shot?.vx ?? 0))).toBeLessThan(0.1); // ship is straight to the right
  });
});

describe('Space Breaker: a long scripted game', () => {
  it('stays consistent over two minutes of play', () => {
    let s = createState(2024);
    let inside = true;
    let most = 0;
    for (let i = 0; i < 60 * 120 && !s.over; i++) {
      const input = { turn: Math.sin(i / 50), thrust: i % 180 < 40, fire: i % 12 < 6, hyperspace: i % 900 === 0 };
      s = update(s, input, DT);
      const things = [...s.rocks, ...s.bullets, s.ship];
      inside &&= things.every((t) => t.x >= 0 && t.x < WIDTH && t.y >= 0 && t.y < HEIGHT);
      most = Math.max(most, s.bullets.length);
    }
    expect(inside).toBe(true);
    expect(most).toBeLessThanOrEqual(MAX_BULLETS);
    expect(s.score).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
