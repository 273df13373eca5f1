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

/** The level to beat next after a match at this state's level: a loss sets the rematch, not a lower rung the player did not choose. */
function levelToBeat(cleared: number, s: PaddleWarState): string {
  return LEVEL_NAME[s.winner === 'left' ? (LEVELS[cleared] ?? 'expert') : s.difficulty];
}

/** The ladder and the next goal after a match at this state's level, given the levels beaten (after it), in one line. */
export function nextGoal(cleared: number, s: PaddleWarState): string {
  if (cleared >= LEVELS.length) return 'LADDER CLIMBED! NOW TRY EXPERT 7–0';
  return `${rungs(cleared)} · BEAT ${levelToBeat(cleared, s)}`;
}

/** The longest rally against the computer, once there is one, as a note's tail. */
const rallyTail = (bestRally: number): string => (bestRally > 0 ? ` · RALLY BEST ${bestRally}` : '');

/**
 * The game-over notes: how the match scored over the ladder, its next goal and the rally record on a wide screen; on the
 * narrow upright one, shorter lines (at most 34 characters, so they keep clear of the court's sides): the ladder, then
 * the goal with the rally record, or what a match without a point lacks.
 */
export function gameOverNotes(
  cleared: number,
  s: PaddleWarState,
  note: string,
  bestRally: number,
  upright: boolean,
): string[] {
  if (!upright) return [note, nextGoal(cleared, s) + rallyTail(bestRally)];
  const goal = `BEAT ${levelToBeat(cleared, s)}`;
  const second =
    cleared >= LEVELS.length
      ? `LADDER CLIMBED!${rallyTail(bestRally)}`
      : s.scoreLeft === 0
        ? `WIN A POINT TO POST · ${goal}`
        : `NEXT: ${goal}${rallyTail(bestRally)}`;
  return [rungs(cleared), second].map(padded);
}

/**
 * The width, in characters, each upright note is padded to. The kit sizes a note to fill the court's width; padded
 * to this, a note of at most 34 characters keeps an eighth of the court clear on each side (and its text 12 px high).
 */
export const UPRIGHT_NOTE_MEASURE = 40;

/** A note centred in blank space UPRIGHT_NOTE_MEASURE characters wide. */
function padded(note: string): string {
  const blank = Math.max(0, UPRIGHT_NOTE_MEASURE - note.length);
  return ' '.repeat(Math.floor(blank / 2)) + note + ' '.repeat(Math.ceil(blank / 2));
}

/** The title's ladder line: the levels beaten, and the rally record once there is one. */
export function titleLadder(cleared: number, bestRally: number): string {
  return rungs(cleared) + rallyTail(bestRally);
}
