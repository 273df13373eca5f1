/** Space Breaker's colours, apart from the drawing code so the contrast tests can read them without a canvas. */
import { parseHex } from '../kit/contrast';
import { COLORS } from '../kit/theme';
import type { RockSize } from './world';

/** A colour laid on at an alpha (a canvas blends it with what is under it). */
export interface Wash {
  color: string;
  alpha: number;
}

/** A rock's outline by size, each bright on the dark sky: pale lilac for the large ones, pink for the medium, amber for the small. */
const ROCK: Record<RockSize, string> = { 3: '#e6d0ff', 2: '#ffb3f0', 1: COLORS.amber };

export const PALETTE = {
  background: COLORS.bg,
  /** The plate behind the title, pause and game-over text: the sky, nearly opaque, so no rock drifts under a line. */
  textPlate: { color: COLORS.bg, alpha: 0.94 },
  /** The violet glow over the sky, at its brightest. */
  skyGlow: { color: COLORS.violet, alpha: 0.1 },
  rock: ROCK,
  /** Line width of each size's outline: a larger rock is never drawn fainter than a smaller one. */
  rockLine: { 3: 3, 2: 2.5, 1: 2 } as Record<RockSize, number>,
  rockFill: {
    3: { color: ROCK[3], alpha: 0.16 },
    2: { color: ROCK[2], alpha: 0.14 },
    1: { color: ROCK[1], alpha: 0.12 },
  } as Record<RockSize, Wash>,
  ship: COLORS.cyan,
  shipFill: { color: COLORS.cyan, alpha: 0.12 },
  bullet: '#ffffff',
  /** The halo round a bullet's white core. */
  bulletGlow: { color: COLORS.cyan, alpha: 0.4 },
  saucer: COLORS.magenta,
  saucerShot: COLORS.magenta,
  /** The line between the HUD band and the world under it. */
  hudEdge: { color: COLORS.violet, alpha: 0.55 },
  /** The bands round the field (pause and mute, the touch pad): a panel a shade off the sky, lit violet at the frame's sides. */
  bandPanel: '#13152b',
  bandGlow: { color: COLORS.violet, alpha: 0.14 },
  hudText: COLORS.text,
  hudLabel: COLORS.dim,
  /** The gun's heat gauge by the ship: its empty track, then cyan while cool, amber once warm, red while jammed. */
  heatTrack: { color: COLORS.dim, alpha: 0.35 },
  heat: { cool: COLORS.cyan, warm: COLORS.amber, jammed: '#ff5a5a' },
} as const;

/** A wash as a canvas fill style. */
export function rgba({ color, alpha }: Wash): string {
  return `rgba(${parseHex(color).join(',')},${alpha})`;
}
