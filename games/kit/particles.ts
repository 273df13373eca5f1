/** Sparks and debris: particles that fly, slow down and fade. */
import { exp } from './exact-math';

/** What the kit moves of a particle; a game adds what it draws (kind, starting life). */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Seconds left. */
  life: number;
}

/** Moves the particles one step of `dt` s (in place), slowing them by e^(−damping·dt); returns those still alive. */
export function stepParticles<P extends Particle>(particles: P[], dt: number, damping: number): P[] {
  const drag = exp(-damping * dt);
  for (const p of particles) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    p.vx *= drag;
    p.vy *= drag;
    p.life -= dt;
  }
  return particles.filter((p) => p.life > 0);
}
