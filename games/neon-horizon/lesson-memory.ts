/**
 * The lesson is learnt once: a player who has cleared it finds the title's lesson row on Skip for the next run and on
 * later visits (Show is still one tap away). The kit keeps that choice with the title menu's own.
 */
import { LESSON_OPTION } from './rules';
import type { State } from './sim';

/** The lesson row's choice for a player who has cleared the lesson. */
export const LESSON_SKIP = LESSON_OPTION.choices[1] ?? 'Skip';

/**
 * True once the lesson's last move (the opening's bar, the run's first obstacle cued for a slide) is behind a car still
 * running. A run without the lesson cues nothing, so it never says so.
 */
export function lessonCleared(s: State): boolean {
  return !s.crashed && s.obstacles.some((o) => o.cue === 'slide' && o.passed);
}
