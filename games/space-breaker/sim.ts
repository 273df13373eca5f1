import { createRandom, type Random } from '../kit/random';
import { stepParticles } from '../kit/particles';
import { burst } from './particles';
import {
  LAST_ROCKS,
  LAST_ROCKS_TIME,
  ROCK_POINTS,
  pressIn,
  quicken,
  shotsToClear,
  spawnWave,
  splitRock,
} from './rocks';
import { saucerCollisions, saucerDelay, updateSaucer } from './saucer';
import { INVULNERABLE, SHIP_RADIUS, coolGun, destroyShip, missed, newShip, steerShip } from './ship';
import {
  LANDSCAPE_WORLD,
  PORTRAIT_WORLD,
  fieldPace,
  distance,
  wrap,
  type Flash,
  type GameEvent,
  type Input,
  type Rock,
  type State,
  type World,
} from './world';

export * from './world';

/** Options for a new game: the e2e tests may start with fewer lives; `world` is the upright or the sideways one. */
export interface Options {
  lives?: number;
  wave?: number;
  world?: World;
}

export {
  BULLET_LIFE,
  BULLET_SPEED,
  DRAG,
  FIRE_INTERVAL,
  HELD_FIRE_INTERVAL,
  GAME_OVER_DELAY,
  HEAT_COOL,
  HEAT_PER_SHOT,
  HYPER_COOLDOWN,
  OVERHEAT_COOL,
  INVULNERABLE,
  MAX_BULLETS,
  MAX_SPEED,
  RESPAWN_DELAY,
  SHIP_RADIUS,
  THRUST,
  TURN_SPEED,
  bulletLife,
} from './ship';

export const WAVE_DELAY = 2;
/** Seconds a hit's marks last: a break's flash and points, the ring of a cleared field (short, so they never hide play). */
export const FLASH_LIFE: Record<Flash['kind'], number> = { break: 0.5, clear: 0.6 };
/** Seconds a wave's name is lit in the HUD as it arrives; the first wave's lesson stays on the field longer, to be read. */
export const BANNER_TIME = 2;
export const LESSON_TIME = 5;
export const EXTRA_LIFE_EVERY = 10000;
export const MAX_LIVES = 5;

/** An input with nothing pressed. */
export const NO_INPUT: Input = { turn: 0, thrust: false, fire: false, hyperspace: false };

/** A fresh game: ship in the centre, first wave of large rocks at the edges. */
export function createState(seed: number, options: Options = {}): State {
  const world = options.world ?? LANDSCAPE_WORLD;
  const wave = Math.max(1, options.wave ?? 1);
  const state: State = {
    width: world.width,
    height: world.height,
    seed,
    rng: seed >>> 0,
    time: 0,
    score: 0,
    lives: Math.max(1, options.lives ?? 3),
    wave,
    ship: newShip(world),
    bullets: [],
    rocks: [],
    particles: [],
    flashes: [],
    saucer: null,
    shots: [],
    saucerIn: 0,
    respawnIn: 0,
    fireCooldown: 0,
    heat: 0,
    overheated: false,
    hyperCooldown: 0,
    hyperHeld: false,
    fireHeld: false,
    waveIn: 0,
    waveTime: 0,
    beatIn: 1,
    beatHigh: true,
    banner: wave === 1 ? LESSON_TIME : BANNER_TIME,
    nextExtraLife: EXTRA_LIFE_EVERY,
    nextId: 0,
    shake: 0,
    overIn: 0,
    over: false,
    events: [],
  };
  const rng = createRandom(seed);
  spawnWave(state, rng);
  state.saucerIn = saucerDelay(state.wave, rng);
  state.rng = rng.int(0, 0xffffffff);
  return state;
}

/** True when the state's world is the upright one. */
export function isPortrait(s: World): boolean {
  return s.height > s.width;
}

/**
 * The game in the world of the layout in use. A game not yet begun is made again in that world (same seed, so the same run);
 * a game in progress when the phone turns is turned a quarter with it, scaled to the other world's size.
 */
export function fitWorld(s: State, portrait: boolean): State {
  if (isPortrait(s) === portrait) return s;
  const world = portrait ? PORTRAIT_WORLD : LANDSCAPE_WORLD;
  if (s.time === 0) return createState(s.seed, { lives: s.lives, wave: s.wave, world });
  // Each axis is scaled to the other world's (the new x axis was the old y), so turning back restores every position.
  const kx = world.width / s.height;
  const ky = world.height / s.width;
  // Upright: world x runs up the screen's y, world y across it (the inverse going back).
  const at = (x: number, y: number): [number, number] =>
    portrait ? [y * kx, (s.width - x) * ky] : [(s.height - y) * kx, x * ky];
  const by = (vx: number, vy: number): [number, number] => (portrait ? [vy * kx, -vx * ky] : [-vy * kx, vx * ky]);
  const turn = portrait ? -Math.PI / 2 : Math.PI / 2;
  const move = <T extends { x: number; y: number; vx: number; vy: number }>(t: T): T => {
    const [x, y] = at(t.x, t.y);
    const [vx, vy] = by(t.vx, t.vy);
    return { ...t, x: wrap(x, world.width), y: wrap(y, world.height), vx, vy };
  };
  // A rock's drift along each axis is slowed by that axis's span (fieldPace): the old y drift is now along x, and back.
  const oldPace = fieldPace(s);
  const newPace = fieldPace(world);
  const turnRock = (r: Rock): Rock => {
    const moved = move(r);
    const vx = (moved.vx * newPace.x) / oldPace.y;
    const vy = (moved.vy * newPace.y) / oldPace.x;
    return { ...moved, vx, vy, angle: r.angle + turn };
  };
  const ship = move(s.ship);
  return {
    ...s,
    width: world.width,
    height: world.height,
    ship: {
      ...ship,
      angle:
        ship.angle + turn <= -Math.PI
          ? ship.angle + turn + 2 * Math.PI
          : ship.angle + turn > Math.PI
            ? ship.angle + turn - 2 * Math.PI
            : ship.angle + turn,
    },
    rocks: s.rocks.map(turnRock),
    bullets: s.bullets.map(move),
    shots: s.shots.map(move),
    particles: s.particles.map(move),
    // Hit marks last a moment: a turned field starts without them.
    flashes: [],
    saucer: null,
  };
}

function clone(s: State): State {
  return {
    ...s,
    ship: { ...s.ship },
    bullets: s.bullets.map((b) => ({ ...b })),
    rocks: s.rocks.map((r) => ({ ...r })),
    particles: s.particles.map((p) => ({ ...p })),
    flashes: s.flashes.map((f) => ({ ...f })),
    saucer: s.saucer && { ...s.saucer },
    shots: s.shots.map((b) => ({ ...b })),
    events: [],
  };
}

/** Advances the game by dt seconds; returns a new state and leaves the old one untouched. */
export function update(prev: State, input: Input, dt: number): State {
  const s = clone(prev);
  if (s.over) return s;
  const rng = createRandom(s.rng);
  s.time += dt;
  s.shake = Math.max(0, s.shake - dt * 2.5);
  s.banner = Math.max(0, s.banner - dt);
  s.fireCooldown = Math.max(0, s.fireCooldown - dt);
  coolGun(s, dt);
  s.hyperCooldown = Math.max(0, s.hyperCooldown - dt);
  if (s.ship.alive) steerShip(s, input, dt, rng);
  s.hyperHeld = input.hyperspace;
  s.fireHeld = input.fire;
  quicken(s, dt);
  pressIn(s, dt);
  moveThings(s, dt);
  updateSaucer(s, rng, dt);
  collide(s, rng);
  progress(s, dt, rng);
  s.rng = rng.int(0, 0xffffffff);
  return s;
}

function moveThings(s: State, dt: number): void {
  const ship = s.ship;
  if (ship.alive) {
    ship.x = wrap(ship.x + ship.vx * dt, s.width);
    ship.y = wrap(ship.y + ship.vy * dt, s.height);
  }
  for (const b of s.bullets) {
    b.x = wrap(b.x + b.vx * dt, s.width);
    b.y = wrap(b.y + b.vy * dt, s.height);
    b.life -= dt;
  }
  s.bullets = s.bullets.filter((b) => {
    if (b.life > 0) return true;
    missed(s);
    return false;
  });
  for (const r of s.rocks) {
    r.x = wrap(r.x + r.vx * dt, s.width);
    r.y = wrap(r.y + r.vy * dt, s.height);
    r.angle += r.spin * dt;
  }
  s.particles = stepParticles(s.particles, dt, 1.5);
  s.flashes = s.flashes.map((f) => ({ ...f, age: f.age + dt })).filter((f) => f.age < FLASH_LIFE[f.kind]);
}

const ROCK_EVENT: Record<Rock['size'], GameEvent> = { 3: 'rock-large', 2: 'rock-medium', 1: 'rock-small' };

/** Breaks a rock; a shot earns its points, a rock that rams the ship none (an idle player scores nothing). */
function breakRock(s: State, rng: Random, rock: Rock, shot: boolean): Rock[] {
  if (shot) s.score += ROCK_POINTS[rock.size];
  s.flashes.push({ kind: 'break', x: rock.x, y: rock.y, r: rock.r, points: shot ? ROCK_POINTS[rock.size] : 0, age: 0 });
  s.events.push(ROCK_EVENT[rock.size]);
  burst(s, rng, rock.x, rock.y, 4 + rock.size * 4, 'rock', 60 + rock.size * 25);
  s.shake = Math.max(s.shake, rock.size === 3 ? 0.35 : 0.15);
  return splitRock(s, rng, rock);
}

function collide(s: State, rng: Random): void {
  const born: Rock[] = [];
  const hit = new Set<number>();
  let lastShot: Rock | undefined;
  s.bullets = s.bullets.filter((b) => {
    const rock = s.rocks.find((r) => !hit.has(r.id) && distance(b.x, b.y, r.x, r.y, s) < r.r);
    if (!rock) return true;
    hit.add(rock.id);
    lastShot = rock;
    born.push(...breakRock(s, rng, rock, true));
    return false;
  });
  const ship = s.ship;
  if (ship.alive && ship.invulnerable <= 0) {
    const rock = s.rocks.find(
      (r) => !hit.has(r.id) && distance(ship.x, ship.y, r.x, r.y, s) < r.r * 0.85 + SHIP_RADIUS,
    );
    if (rock) {
      hit.add(rock.id);
      born.push(...breakRock(s, rng, rock, false));
      destroyShip(s, rng);
    }
  }
  s.rocks = s.rocks.filter((r) => !hit.has(r.id)).concat(born);
  if (lastShot && s.rocks.length === 0)
    s.flashes.push({ kind: 'clear', x: lastShot.x, y: lastShot.y, r: 0, points: 0, age: 0 });
  if (saucerCollisions(s, rng, SHIP_RADIUS) && s.ship.alive) destroyShip(s, rng);
}

function progress(s: State, dt: number, rng: Random): void {
  if (s.overIn > 0) {
    s.overIn -= dt;
    if (s.overIn <= 0) {
      s.over = true;
      s.events.push('game-over');
    }
    return;
  }
  if (!s.ship.alive) {
    s.respawnIn -= dt;
    const clear = !s.rocks.some((r) => distance(r.x, r.y, s.width / 2, s.height / 2, s) < r.r + 90);
    // Wait for a clear centre, but not forever: the new ship is invulnerable anyway.
    if (s.respawnIn <= 0 && (clear || s.respawnIn < -3)) {
      s.ship = { ...newShip(s), invulnerable: INVULNERABLE };
      s.events.push('respawn');
    }
  }
  beat(s, dt);
  const pending = nextWaveDelay(s.rocks);
  if (pending > 0) {
    if (s.waveIn <= 0) s.waveIn = pending;
    else {
      s.waveIn = Math.min(s.waveIn, pending) - dt;
      if (s.waveIn <= 0) {
        s.waveIn = 0;
        s.wave += 1;
        s.banner = BANNER_TIME;
        s.waveTime = 0;
        spawnWave(s, rng);
        s.events.push('wave');
      }
    }
  }
  if (s.score >= s.nextExtraLife) {
    s.nextExtraLife += EXTRA_LIFE_EVERY;
    if (s.lives < MAX_LIVES) {
      s.lives += 1;
      s.events.push('extra-life');
    }
  }
}

/** Seconds to the next wave from now, by what is left of this one: a clear field, its last rocks, or 0 while it goes on. */
export function nextWaveDelay(rocks: readonly Rock[]): number {
  if (rocks.length === 0) return WAVE_DELAY;
  return shotsToClear(rocks) <= LAST_ROCKS ? LAST_ROCKS_TIME : 0;
}

/** The two-note heartbeat under the action, quickening as a wave drags on. */
function beat(s: State, dt: number): void {
  s.waveTime += dt;
  s.beatIn -= dt;
  if (s.beatIn > 0 || s.rocks.length === 0) return;
  s.events.push(s.beatHigh ? 'beat-high' : 'beat-low');
  s.beatHigh = !s.beatHigh;
  s.beatIn = Math.max(0.28, 0.95 - s.waveTime * 0.012);
}
