/** What the player must make out, and the tints it is drawn on: render draws with these, the palette test checks them. */
import { COLORS } from '../kit/theme';

/** A colour laid thinly over what is below it. */
export interface Tint {
  color: string;
  alpha: number;
}

/**
 * A live rock's outline: a bright lavender or magenta, at least 4.5:1 on every sky, never the kit's deep violet, which
 * reads as faint on the navy night (the sky's glow and a smashed rock's shards keep that one).
 */
export const ROCK_LAVENDER = '#e0ccff';
/** The kit's magenta lighter still, so it keeps 4.5:1 even over the blue launch sky and a rock's dark body. */
export const ROCK_PINK = '#ff8ae8';
export const ROCK_COLORS: readonly string[] = [ROCK_LAVENDER, ROCK_PINK];
/** The contrast a live rock's outline keeps against every ground it flies over (text's 4.5:1, above the 3:1 minimum). */
export const ROCK_CONTRAST = 4.5;
/** Shards of debris: a warm red, far from the amber of the bonus stars, so a player never takes one for the other. */
export const DEBRIS_COLOR = '#ff5a5a';
export const SHIP_COLOR = COLORS.cyan;
/** The shield is lime wherever it shows (the pick-up, the bubble round a shielded ship, the HUD), never the ship's cyan. */
export const SHIELD_COLOR = '#8cff5a';
export const PICKUP_COLORS: Readonly<Record<'shield' | 'bonus', string>> = {
  shield: SHIELD_COLOR,
  bonus: COLORS.amber,
};

/**
 * A rock's body: dark and nearly opaque, so the stars stop at its edge and the bright outline round it reads as a solid
 * object on a phone, not a faint ring; the outline stands out from it by far more than 4.5:1.
 */
export const ROCK_FILL: Tint = { color: '#24163f', alpha: 0.9 };
export const DEBRIS_FILL: Tint = { color: '#3a0d14', alpha: 0.9 };
/** A shard's glow: a red disc as wide as the shard is drawn (a little more than what it hits), so a thin shard never looks smaller than it is. */
export const DEBRIS_GLOW: Tint = { color: DEBRIS_COLOR, alpha: 0.5 };
/** Inside a pick-up: a shield's bubble is a faint wash, a bonus star is filled bright. */
export const PICKUP_FILL: Readonly<Record<'shield' | 'bonus', Tint>> = {
  shield: { color: SHIELD_COLOR, alpha: 0.14 },
  bonus: { color: COLORS.amber, alpha: 0.35 },
};
export const SHIP_FILL: Tint = { color: COLORS.cyan, alpha: 0.3 };
/**
 * A dark rim round the ship's outline, under its glow: wherever the ship flies (over a rock's bright outline, a star, a
 * shard) its cyan edge is set off by night, so the ship reads on its own once the shield is gone.
 */
export const SHIP_KEYLINE = COLORS.bg;
/** The ship's outline shows at least this much against its rim (text's 4.5:1), and everything it crosses at least 3:1. */
export const SHIP_CONTRAST = 4.5;
/** The sky's faint glow at the top and the bottom of the field. */
export const SKY_GLOW: readonly Tint[] = [
  { color: COLORS.violet, alpha: 0.1 },
  { color: COLORS.magenta, alpha: 0.08 },
];
/**
 * Each sector's own sky, a glow over the top glow: the launch a cold blue, then a warmer tint per sector, so reaching
 * one is seen as well as read. Past the list they come round again.
 */
export const SECTOR_GLOW: readonly Tint[] = [
  { color: '#2f6bff', alpha: 0.16 },
  { color: '#9b5de5', alpha: 0.12 },
  { color: '#ff5a5a', alpha: 0.1 },
  { color: '#00c2a8', alpha: 0.12 },
];
/** A hit shows as a thin glow of this red at the field's edges, never a flash of the whole field. */
export const HIT_GLOW = '#ff3b3b';
/** The HUD's panel: the night sky, opaque, so nothing is ever seen under the score. */
export const HUD_PANEL = COLORS.bg;
export const HUD_EDGE: Tint = { color: COLORS.violet, alpha: 0.6 };

/** A tint as a CSS colour. */
export function rgba({ color, alpha }: Tint): string {
  const n = Number.parseInt(color.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
