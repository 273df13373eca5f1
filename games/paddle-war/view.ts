/**
 * Upright play: a band across the top of the field holds the scores, where the ball never goes, a band across the
 * bottom is the thumb's, and the turned court is drawn a little smaller between them. Fingers are read back on the
 * court as the rules know it.
 */
import type { InputFrame, Point } from '../kit/types';
import * as R from './numbers';

/** The upright field (logical units): the court turned a quarter. */
export const UPRIGHT = { width: R.HEIGHT, height: R.WIDTH } as const;

/** The score band's height at the top of the upright field. */
export const SCORE_BAND = 64;

/**
 * The thumb's band at the bottom of the upright field: a finger anywhere moves the paddle across, and one resting here,
 * under the near paddle, hides neither the paddle nor the ball coming at it (on the court the thumb covered both).
 */
export const THUMB_BAND = 64;

const uprightScale = (UPRIGHT.height - SCORE_BAND - THUMB_BAND) / UPRIGHT.height;

/** Where the turned court is drawn upright: its scale, and its top-left corner under the score band, centred across. */
export const UPRIGHT_COURT = {
  scale: uprightScale,
  x: (UPRIGHT.width * (1 - uprightScale)) / 2,
  y: SCORE_BAND,
} as const;

/** A finger on the upright field, put on the turned court at full size (where the rules read it). */
export function onUprightCourt(p: Point): Point {
  return { x: (p.x - UPRIGHT_COURT.x) / UPRIGHT_COURT.scale, y: (p.y - UPRIGHT_COURT.y) / UPRIGHT_COURT.scale };
}

/** A step's input with its fingers read on the drawn court (only upright is the court drawn apart from the field). */
export function courtInput<A extends string>(frame: InputFrame<A>): InputFrame<A> {
  return frame.layout === 'portrait' ? { ...frame, touches: frame.touches.map(onUprightCourt) } : frame;
}
