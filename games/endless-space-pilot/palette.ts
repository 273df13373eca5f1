/** What the player must make out, and the tints it is drawn on: render draws with these, the palette test checks them. */
import { COLORS } from '../kit/theme';

/** A colour laid thinly over what is below it. */
export interface Tint {
  color: string;
  alpha: number;
}

export const ROCK_COLORS: readonly string[] = [COLORS.violet, COLORS.magenta];
export const DEBRIS_COLOR = COLORS.amber;
export const SHIP_COLOR = COLORS.cyan;
export const PICKUP_COLORS: Readonly<Record<'shield' | 'bonus', string>> = { shield: COLORS.cyan, bonus: COLORS.amber };

export const ROCK_FILL: Tint = { color: COLORS.violet, alpha: 0.14 };
export const DEBRIS_FILL: Tint = { color: COLORS.amber, alpha: 0.12 };
export const SHIP_FILL: Tint = { color: COLORS.cyan, alpha: 0.14 };
/** The sky's faint glow at the top and the bottom of the field. */
export const SKY_GLOW: readonly Tint[] = [
  { color: COLORS.violet, alpha: 0.1 },
  { color: COLORS.magenta, alpha: 0.08 },
];

/** A tint as a CSS colour. */
export function rgba({ color, alpha }: Tint): string {
  const n = Number.parseInt(color.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
