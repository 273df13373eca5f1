import type { Random } from '../kit/random';
import { burst } from './particles';
import { HEIGHT, distance, type Input, type Ship, type State, type World } from './world';
import { cos, exp, hypot, sin } from '../kit/exact-math';

export const SHIP_RADIUS = 11;
export const TURN_SPEED = 4.4;
export const THRUST = 300;
export const DRAG = 0.55;
export const MAX_SPEED = 360;
export const BULLET_SPEED = 520;
export const BULLET_LIFE = 0.85;
export const MAX_BULLETS = 5;
/** Seconds between shots for a finger tapping fire, and between the shots fire held down repeats. */
export const FIRE_INTERVAL = 0.17;
export const HELD_FIRE_INTERVAL = 0.4;
/** Seconds before hyperspace works again; each jump also leaves the gun overheated (`hyperspace`), so it is an escape, not a weapon. */
export const HYPER_COOLDOWN = 4;
/**
 * Gun heat per missed shot (`missed`), cooling per second, and cooling per second once overheated: four quick misses
 * lock the gun for over 3 s (1 / OVERHEAT_COOL), so spinning and spraying overheats it within seconds, while shots that
 * hit add no heat at all.
 */
export const HEAT_PER_SHOT = 0.25;
export const HEAT_COOL = 0.2;
export const OVERHEAT_COOL = 0.3;
export const RESPAWN_DELAY = 1.8;
export const INVULNERABLE = 2.5;
export const GAME_OVER_DELAY = 1.6;

/** A ship at rest in the centre of the world, nose up. */
export function newShip(world: World): Ship {
  return {
    x: world.width / 2,
    y: world.height / 2,
    vx: 0,
    vy: 0,
    angle: -Math.PI / 2,
    alive: true,
    thrusting: false,
    invulnerable: 0,
  };
}

/** Seconds a bullet flies: a smaller world gets shorter shots, so a miss never wraps round to the far side of the ship. */
export function bulletLife(world: World): number {
  return BULLET_LIFE * Math.min(1, Math.min(world.width, world.height) / HEIGHT);
}

/** A shot that flew out without hitting anything heats the gun, and locks it once the heat is full: aimed fire adds none. */
export function missed(s: State): void {
  s.heat = Math.min(1, s.heat + HEAT_PER_SHOT);
  if (s.heat < 1 || s.overheated) return;
  s.overheated = true;
  s.events.push('overheat');
}

/** Cools the gun; an overheated gun is ready again once it is cold. */
export function coolGun(s: State, dt: number): void {
  s.heat = Math.max(0, s.heat - (s.overheated ? OVERHEAT_COOL : HEAT_COOL) * dt);
  if (s.heat === 0) s.overheated = false;
}

/** Turns, thrusts (with drag and a speed cap), fires and jumps the living ship. */
export function steerShip(s: State, input: Input, dt: number, rng: Random): void {
  const ship = s.ship;
  const turned = ship.angle + Math.max(-1, Math.min(1, input.turn)) * TURN_SPEED * dt;
  // Kept in (-π, π]: one step never turns a full half-turn.
  ship.angle = turned > Math.PI ? turned - 2 * Math.PI : turned <= -Math.PI ? turned + 2 * Math.PI : turned;
  ship.thrusting = input.thrust;
  // A rumble cue about ten times a second while the engine burns.
  if (input.thrust && Math.floor(s.time * 10) !== Math.floor((s.time - dt) * 10)) s.events.push('thrust');
  if (input.thrust) {
    ship.vx += cos(ship.angle) * THRUST * dt;
    ship.vy += sin(ship.angle) * THRUST * dt;
  }
  const drag = exp(-DRAG * dt);
  ship.vx *= drag;
  ship.vy *= drag;
  const speed = hypot(ship.vx, ship.vy);
  if (speed > MAX_SPEED) {
    ship.vx *= MAX_SPEED / speed;
    ship.vy *= MAX_SPEED / speed;
  }
  ship.invulnerable = Math.max(0, ship.invulnerable - dt);
  // A thumb resting on fire repeats it, slower than taps can, so holding is comfortable yet a held spray still heats the gun.
  const ready = s.fireHeld ? s.fireCooldown <= 0 : s.fireCooldown <= HELD_FIRE_INTERVAL - FIRE_INTERVAL;
  if (input.fire && ready && !s.overheated && s.bullets.length < MAX_BULLETS) {
    const dx = cos(ship.angle);
    const dy = sin(ship.angle);
    const life = bulletLife(s);
    s.bullets.push({
      x: ship.x + dx * 14,
      y: ship.y + dy * 14,
      vx: dx * BULLET_SPEED + ship.vx,
      vy: dy * BULLET_SPEED + ship.vy,
      life,
    });
    s.fireCooldown = HELD_FIRE_INTERVAL;
    s.events.push('fire');
  }
  if (input.hyperspace && !s.hyperHeld && s.hyperCooldown <= 0) hyperspace(s, rng);
}

/** Jumps to a random spot; tries a few spots so a jump rarely lands right on a rock. */
function hyperspace(s: State, rng: Random): void {
  const ship = s.ship;
  burst(s, rng, ship.x, ship.y, 10, 'spark', 120);
  for (let attempt = 0; attempt < 8; attempt++) {
    ship.x = rng.range(40, s.width - 40);
    ship.y = rng.range(40, s.height - 40);
    if (!s.rocks.some((r) => distance(r.x, r.y, ship.x, ship.y, s) < r.r + 40)) break;
  }
  ship.vx = 0;
  ship.vy = 0;
  s.hyperCooldown = HYPER_COOLDOWN;
  // The jump's cost: the gun arrives locked until it cools, so jumping about cannot replace dodging.
  s.heat = 1;
  if (!s.overheated) s.events.push('overheat');
  s.overheated = true;
  s.events.push('hyperspace');
}

/** Blows up the ship: one life fewer, then a respawn or, after the last one, game over. */
export function destroyShip(s: State, rng: Random): void {
  const ship = s.ship;
  ship.alive = false;
  ship.thrusting = false;
  s.lives -= 1;
  s.respawnIn = RESPAWN_DELAY;
  s.shake = 1;
  burst(s, rng, ship.x, ship.y, 14, 'ship', 150);
  burst(s, rng, ship.x, ship.y, 16, 'spark', 220);
  s.events.push('ship-destroyed');
  if (s.lives <= 0) s.overIn = GAME_OVER_DELAY;
}
