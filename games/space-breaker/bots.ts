/** Two scripted players for measuring the rules (tests and scripts, not the page): one aims, one spins and sprays. */
import { BULLET_SPEED, distance, update, type Input, type State } from './sim';

/** The shortest wrapped offset from a to b along one axis of a world `size` wide. */
function offset(a: number, b: number, size: number): number {
  const d = b - a;
  return d > size / 2 ? d - size : d < -size / 2 ? d + size : d;
}

/** Turns toward the nearest rock, leading it by the bullet's flight time, and taps fire once lined up, one shot at a time. */
export function aimBot(s: State, firedLastStep: boolean): Input {
  const ship = s.ship;
  let best = s.rocks[0];
  for (const r of s.rocks)
    if (best && distance(ship.x, ship.y, r.x, r.y, s) < distance(ship.x, ship.y, best.x, best.y, s)) best = r;
  if (!best || !ship.alive) return { turn: 0, thrust: false, fire: false, hyperspace: false };
  const t = distance(ship.x, ship.y, best.x, best.y, s) / BULLET_SPEED;
  const dx = offset(ship.x, best.x + best.vx * t, s.width);
  const dy = offset(ship.y, best.y + best.vy * t, s.height);
  let diff = Math.atan2(dy, dx) - ship.angle;
  while (diff > Math.PI) diff -= 2 * Math.PI;
  while (diff < -Math.PI) diff += 2 * Math.PI;
  const tolerance = Math.atan2(best.r * 0.6, Math.hypot(dx, dy));
  return {
    turn: Math.abs(diff) > 0.03 ? Math.sign(diff) : 0,
    thrust: false,
    // One shot at a time: a second one at the same rock would fly on as a miss once the first has broken it.
    fire: !firedLastStep && s.bullets.length === 0 && Math.abs(diff) < tolerance,
    hyperspace: false,
  };
}

/** Spins on the spot and taps fire as fast as fingers go (a press every other step). */
export function sprayBot(_s: State, firedLastStep: boolean): Input {
  return { turn: 1, thrust: false, fire: !firedLastStep, hyperspace: false };
}

/** Seconds a bot takes to clear the first wave (every rock and piece gone), or `limit` when it does not. */
export function secondsToClearWave(
  start: State,
  bot: (s: State, firedLastStep: boolean) => Input,
  limit = 240,
): number {
  let s = start;
  let fired = false;
  for (let step = 0; step < limit * 60; step++) {
    const input = bot(s, fired);
    fired = input.fire;
    s = update(s, input, 1 / 60);
    if (s.rocks.length === 0) return s.time;
  }
  return limit;
}
