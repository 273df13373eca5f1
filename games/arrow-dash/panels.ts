/** Which of Arrow Dash's own panels a frame shows, and where its texts go: pure, so the rules are tested without a canvas. */
import type { Scene } from '../kit';
import { nextGoal } from './rounds';
import type { State } from './world';

/**
 * The game's own panel for a scene: the round card (a clear, or the missed round before the game-over screen) only while
 * playing. At game over the kit's screen stands alone, the next goal in its note: one end screen at a time.
 */
export function panelFor(scene: Scene, s: State): 'card' | null {
  return scene === 'playing' && s.phase !== 'aim' && s.result ? 'card' : null;
}

/** Seconds the first round's coach lines show, unless an arrow flies first. */
export const COACH_SECONDS = 6;

/** True while the coach lines by the bow show: the first seconds of a run, until its first arrow flies. */
export function coaching(s: State): boolean {
  return s.round === 1 && s.phase === 'aim' && s.shots === 0 && s.phaseTime < COACH_SECONDS;
}

/** The HUD shows while playing or paused; behind the title and the game-over screen it would only crowd the kit's panel. */
export function showsHud(scene: Scene): boolean {
  return scene === 'playing' || scene === 'paused';
}

/** The game-over note: the round this run reached and the next rank to play for (after the best run so far). */
export function goalNote(s: State, bestCleared: number): string {
  const goal = nextGoal(Math.max(bestCleared, s.round - 1));
  return `ROUND ${s.round} · GOAL: ${goal.title ? `CLEAR ${goal.round} FOR ${goal.title}` : `CLEAR ROUND ${goal.round}`}`;
}

/** The game-over headline: why the round was lost. */
export function headline(s: State): string {
  return s.result?.cause === 'time' ? "TIME'S UP" : 'OUT OF ARROWS';
}

/** A text's box in view coordinates. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** True when two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a floating text may go: moved inside the view (keeping `pad` from its edges), then up or down in steps of its height
 * until it overlaps none of `taken`; null when there is no room nearby (the text is then skipped).
 */
export function placeBox(box: Box, taken: readonly Box[], width: number, height: number, pad: number): Box | null {
  const x = Math.max(pad, Math.min(width - pad - box.w, box.x));
  for (const k of [0, -1, 1, -2, 2, -3, 3]) {
    const y = Math.max(pad, Math.min(height - pad - box.h, box.y + k * box.h * 1.1));
    const at = { x, y, w: box.w, h: box.h };
    if (!taken.some((t) => overlaps(t, at))) return at;
  }
  return null;
}
