/**
 * The ladder: the computer's levels climbed one by one. How many levels the player has beaten (in order) is remembered, and
 * the game-over screen shows it with the next goal.
 */
import { LEVEL_NAME, LEVELS } from './numbers';
import type { PaddleWarState } from './sim';

/** Storage key of the number of levels beaten, counted from Easy up. */
export const LADDER_KEY = 'games.paddle-war.ladder';

/** Levels beaten after a finished match: a win at the next rung up (or any rung already climbed) climbs the ladder. */
export function climb(cleared: number, s: PaddleWarState): number {
  if (s.mode !== 'single' || s.winner !== 'left') return cleared;
  return Math.max(cleared, LEVELS.indexOf(s.difficulty) + 1);
}

/** The rungs: beaten levels ticked, the rest an open circle (a dot after the last read as a stray mark). */
export function rungs(cleared: number): string {
  return LEVELS.map((level, i) => `${LEVEL_NAME[level]} ${i < cleared ? '✓' : '○'}`).join(' ');
}

/** The ladder and the next goal after a match at this state's level, given the levels beaten (after it), in one line. */
export function nextGoal(cleared: number, s: PaddleWarState): string {
  if (cleared >= LEVELS.length) return 'LADDER CLIMBED! NOW TRY EXPERT 7–0';
  const next = LEVELS[cleared] ?? 'expert';
  // A loss sets the rematch as the goal: the level just played, not a lower rung the player did not choose.
  return `${rungs(cleared)} · BEAT ${LEVEL_NAME[s.winner === 'left' ? next : s.difficulty]}`;
}
