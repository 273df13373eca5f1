import type { Random } from '../kit/random';
import { burst } from './particles';
import { distance, wrap, type Saucer, type State } from './world';
import { atan2, cos, sin } from '../kit/exact-math';

/** Points for shooting a saucer: the small, sharp-shooting one is worth far more. */
export const SAUCER_POINTS = { large: 200, small: 1000 } as const;
export const SAUCER_RADIUS = { large: 20, small: 12 } as const;
const SHOT_SPEED = 250;
const SHOT_LIFE = 1.5;

/** Seconds between a saucer's shots: the big one sprays, the small one aims, and both fire faster each wave. */
export function saucerFireInterval(small: boolean, wave: number): number {
  return small ? Math.max(0.5, 1.1 - wave * 0.06) : Math.max(0.7, 1.5 - wave * 0.08);
}

/** How many of a saucer's shots may fly at once: more in later waves. */
export function saucerShotLimit(wave: number): number {
  return Math.min(5, 2 + Math.floor(wave / 2));
}

/** The first wave is rocks alone: saucers come from this wave on. */
export const FIRST_SAUCER_WAVE = 2;
/** From this wave on a saucer may be the small one, which aims. */
export const FIRST_SMALL_SAUCER_WAVE = 3;

/** Seconds of play before the next saucer; they come more often in later waves. */
export function saucerDelay(wave: number, rng: Random): number {
  return Math.max(9, 24 - wave * 1.5) * rng.range(0.8, 1.2);
}

function launch(s: State, rng: Random): Saucer {
  const small = s.wave >= FIRST_SMALL_SAUCER_WAVE && rng.next() < Math.min(0.7, 0.12 * s.wave);
  const fromLeft = rng.next() < 0.5;
  const speed = small ? 125 : 85;
  return {
    x: fromLeft ? -20 : s.width + 20,
    y: rng.range(60, s.height - 60),
    vx: fromLeft ? speed : -speed,
    vy: 0,
    small,
    fireIn: 1,
    turnIn: rng.range(0.6, 1.6),
    sirenIn: 0,
  };
}

/** Brings in, flies and fires the saucer, and moves its shots; a saucer only comes while the ship is alive. */
export function updateSaucer(s: State, rng: Random, dt: number): void {
  for (const b of s.shots) {
    b.x = wrap(b.x + b.vx * dt, s.width);
    b.y = wrap(b.y + b.vy * dt, s.height);
    b.life -= dt;
  }
  s.shots = s.shots.filter((b) => b.life > 0);
  const u = s.saucer;
  if (!u) {
    if (s.ship.alive && s.overIn <= 0 && s.wave >= FIRST_SAUCER_WAVE) s.saucerIn -= dt;
    if (s.saucerIn <= 0) {
      s.saucer = launch(s, rng);
      s.saucerIn = saucerDelay(s.wave, rng);
    }
    return;
  }
  u.x += u.vx * dt;
  u.y = wrap(u.y + u.vy * dt, s.height);
  u.turnIn -= dt;
  if (u.turnIn <= 0) {
    u.vy = rng.pick([-70, 0, 0, 70]);
    u.turnIn = rng.range(0.6, 1.6);
  }
  u.sirenIn -= dt;
  if (u.sirenIn <= 0) {
    s.events.push('saucer');
    u.sirenIn = u.small ? 0.18 : 0.26;
  }
  u.fireIn -= dt;
  if (u.fireIn <= 0 && s.ship.alive && s.shots.length < saucerShotLimit(s.wave)) {
    // The big saucer sprays at random; the small one aims, better each wave.
    const aim = atan2(s.ship.y - u.y, s.ship.x - u.x);
    const miss = Math.max(0.06, 0.45 - s.wave * 0.04);
    const a = u.small ? aim + rng.range(-miss, miss) : rng.range(0, Math.PI * 2);
    s.shots.push({ x: u.x, y: u.y, vx: cos(a) * SHOT_SPEED, vy: sin(a) * SHOT_SPEED, life: SHOT_LIFE });
    s.events.push('saucer-fire');
    u.fireIn = saucerFireInterval(u.small, s.wave);
  }
  if (u.x < -40 || u.x > s.width + 40) s.saucer = null;
}

function destroySaucer(s: State, rng: Random, u: Saucer): void {
  s.score += u.small ? SAUCER_POINTS.small : SAUCER_POINTS.large;
  burst(s, rng, u.x, u.y, 18, 'spark', 200);
  burst(s, rng, u.x, u.y, 8, 'rock', 120);
  s.shake = Math.max(s.shake, 0.4);
  s.events.push('saucer-destroyed');
  s.saucer = null;
}

/** Player bullets against the saucer, the saucer and its shots against the ship. True when the ship is hit. */
export function saucerCollisions(s: State, rng: Random, shipRadius: number): boolean {
  const u = s.saucer;
  if (u) {
    const r = u.small ? SAUCER_RADIUS.small : SAUCER_RADIUS.large;
    const bullet = s.bullets.findIndex((b) => distance(b.x, b.y, u.x, u.y, s) < r);
    if (bullet >= 0) {
      s.bullets.splice(bullet, 1);
      destroySaucer(s, rng, u);
    }
  }
  const ship = s.ship;
  if (!ship.alive || ship.invulnerable > 0) return false;
  const v = s.saucer;
  if (v && distance(ship.x, ship.y, v.x, v.y, s) < (v.small ? SAUCER_RADIUS.small : SAUCER_RADIUS.large) + shipRadius) {
    destroySaucer(s, rng, v);
    return true;
  }
  const shot = s.shots.findIndex((b) => distance(b.x, b.y, ship.x, ship.y, s) < shipRadius + 2);
  if (shot < 0) return false;
  s.shots.splice(shot, 1);
  return true;
}
