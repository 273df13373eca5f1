/** Space Breaker's colours, apart from the drawing code so the contrast tests can read them without a canvas. */
import { parseHex } from '../kit/contrast';
import { COLORS } from '../kit/theme';
import type { RockSize } from './world';

/** A colour laid on at an alpha (a canvas blends it with what is under it). */
export interface Wash {
  color: string;
  alpha: number;
}

export const PALETTE = {
  background: COLORS.bg,
  /** The violet glow over the sky, at its brightest. */
  skyGlow: { color: COLORS.violet, alpha: 0.1 },
  rock: { 3: COLORS.violet, 2: COLORS.magenta, 1: COLORS.amber } as Record<RockSize, string>,
  rockFill: { 3: { color: COLORS.violet, alpha: 0.13 }, 2: { color: COLORS.magenta, alpha: 0.11 }, 1: { color: COLORS.amber, alpha: 0.1 } } as Record<
    RockSize,
    Wash
  >,
  ship: COLORS.cyan,
  shipFill: { color: COLORS.cyan, alpha: 0.12 },
  bullet: '#ffffff',
  saucer: COLORS.magenta,
  saucerShot: COLORS.magenta,
  /** Under the score, the lives and the wave: rocks and the saucer pass beneath it and the text stays readable. */
  hudBacking: { color: COLORS.bg, alpha: 0.9 },
  hudText: COLORS.text,
  hudLabel: COLORS.dim,
} as const;

/** A wash as a canvas fill style. */
export function rgba({ color, alpha }: Wash): string {
  return `rgba(${parseHex(color).join(',')},${alpha})`;
}
