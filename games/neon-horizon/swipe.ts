/** Touch swipes to lane changes, jumps and slides: input translation outside the sim. */
import type { Point } from '../kit';
import type { TouchPoint } from '../kit/types';
import type { Input } from './sim';

/** Logical pixels a finger must travel before it counts as a swipe. */
export const SWIPE_DISTANCE = 26;

/** Where the finger went down, and whether this touch already swiped (one action per touch, like a flick). */
export type SwipeTrack = { start: Point; fired: boolean } | null;

/**
 * Reads the finger of this step against the track; returns the intent (edges) and the track to keep. A new finger is
 * measured from where it went down, so a quick flick that went down and travelled (or ended) between two steps counts.
 */
export function readSwipe(touch: TouchPoint | undefined, track: SwipeTrack): { input: Input; track: SwipeTrack } {
  const input: Input = { left: false, right: false, up: false, down: false };
  if (!touch) return { input, track: null };
  if (!track) track = { start: touch.from ?? touch, fired: false };
  const dx = touch.x - track.start.x;
  const dy = touch.y - track.start.y;
  if (track.fired || Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_DISTANCE) return { input, track };
  if (Math.abs(dx) > Math.abs(dy)) input[dx < 0 ? 'left' : 'right'] = true;
  else input[dy < 0 ? 'up' : 'down'] = true;
  return { input, track: { ...track, fired: true } };
}
