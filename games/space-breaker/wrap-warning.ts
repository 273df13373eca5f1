/**
 * Warnings of rocks about to wrap in: a rock leaving by one edge comes back at the opposite one, so for the moments
 * before its front reaches the edge a marker shows where it will come in. Pure, no canvas.
 */
import { wrap, type World } from './world';

/** Seconds before a rock's front reaches an edge that its marker shows at the opposite one. */
export const WARN_AHEAD = 0.5;

/** The edge a rock comes in at. */
export type Edge = 'left' | 'right' | 'top' | 'bottom';

export interface WrapWarning<T> {
  /** The rock that comes in. */
  rock: T;
  edge: Edge;
  /** Where along that edge the rock's centre comes in (y for left and right, x for top and bottom). */
  along: number;
  r: number;
  /** 0 as the warning appears, rising to 1 as the rock comes in. */
  strength: number;
}

interface Mover {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Seconds until the front of a shape at `at` (radius r) moving at v reaches the far end of an axis `size` long; ≤ 0 once past. */
function secondsToEdge(at: number, v: number, r: number, size: number): number {
  if (v > 0) return (size - (at + r)) / v;
  if (v < 0) return (at - r) / -v;
  return Infinity;
}

/** The markers to show now: one for each rock whose front reaches an edge within `WARN_AHEAD` seconds, at the opposite edge. */
export function wrapWarnings<T extends Mover>(world: World, rocks: readonly T[]): WrapWarning<T>[] {
  const warnings: WrapWarning<T>[] = [];
  for (const rock of rocks) {
    const acrossIn = secondsToEdge(rock.x, rock.vx, rock.r, world.width);
    if (acrossIn > 0 && acrossIn <= WARN_AHEAD)
      warnings.push({
        rock,
        edge: rock.vx > 0 ? 'left' : 'right',
        along: wrap(rock.y + rock.vy * acrossIn, world.height),
        r: rock.r,
        strength: 1 - acrossIn / WARN_AHEAD,
      });
    const downIn = secondsToEdge(rock.y, rock.vy, rock.r, world.height);
    if (downIn > 0 && downIn <= WARN_AHEAD)
      warnings.push({
        rock,
        edge: rock.vy > 0 ? 'top' : 'bottom',
        along: wrap(rock.x + rock.vx * downIn, world.width),
        r: rock.r,
        strength: 1 - downIn / WARN_AHEAD,
      });
  }
  return warnings;
}
