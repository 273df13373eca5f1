import type { Random } from '../kit/random';
import type { Particle, State } from './world';
import { cos, sin } from '../kit/exact-math';

const MAX_PARTICLES = 320;

/** Throws `count` particles out of (x, y) in random directions; capped so a big chain never floods the frame. */
export function burst(
  s: State,
  rng: Random,
  x: number,
  y: number,
  count: number,
  kind: Particle['kind'],
  speed: number,
): void {
  for (let i = 0; i < count && s.particles.length < MAX_PARTICLES; i++) {
    const a = rng.range(0, Math.PI * 2);
    const v = rng.range(0.3, 1) * speed;
    const life = rng.range(0.4, kind === 'ship' ? 1.4 : 0.9);
    s.particles.push({ x, y, vx: cos(a) * v, vy: sin(a) * v, life, max: life, kind });
  }
}
