import { BAR_DEPTH, PAD_DEPTH } from '@/games/kit/layout';
import type { Game } from '@/lib/games/games';

export interface EmbedSize {
  orientation: 'sideways' | 'upright';
  width: number;
  height: number;
}

/** The field's height in a sideways embed and its width in an upright one, in CSS pixels. */
const SIDEWAYS_FIELD_HEIGHT = 540;
const UPRIGHT_FIELD_WIDTH = 360;
/** A game without a frame shape fills whatever frame it is given: it gets the common 16:9 and 9:16. */
const DEFAULT_SHAPE = { landscape: 16 / 9, portrait: 9 / 16, pad: false };

/**
 * The iframe sizes at which the game's field fills the frame: sideways as on a desktop (the pause and mute band at the
 * right), upright as on a phone (that band on top, and the touch buttons' strip under the field when the game has them),
 * as components/games/game-frame.tsx sizes the site's own frame.
 */
export function embedSizes(game: Game): EmbedSize[] {
  const shape = game.frame ?? DEFAULT_SHAPE;
  return [
    {
      orientation: 'sideways',
      width: Math.round(SIDEWAYS_FIELD_HEIGHT * shape.landscape) + BAR_DEPTH,
      height: SIDEWAYS_FIELD_HEIGHT,
    },
    {
      orientation: 'upright',
      width: UPRIGHT_FIELD_WIDTH,
      height: Math.round(UPRIGHT_FIELD_WIDTH / shape.portrait) + BAR_DEPTH + (shape.pad ? PAD_DEPTH : 0),
    },
  ];
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML another site pastes to embed the game's browser build at one size. */
export function embedSnippet(game: Game, siteUrl: string, size: EmbedSize): string {
  return `<iframe src="${escapeAttribute(siteUrl + game.framePath)}" title="${escapeAttribute(game.name)}" width="${size.width}" height="${size.height}" style="border:0" allow="fullscreen; gamepad; autoplay" loading="lazy"></iframe>`;
}
