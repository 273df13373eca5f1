/**
 * The ranked score of a match against the computer: each point won is worth the level's value (Expert most), a win adds
 * that value again for each point it was won by, and each return adds one. A win always ranks above a loss at its level,
 * and any win above every match at a lower level; the returns only part matches with the same points. Also the rule and
 * the breakdown that spell it out, and the game-over headline, with the match's score.
 */
import type { Difficulty } from './numbers';
import type { PaddleWarState } from './sim';

/** What a point is worth at each level: doubling at each step up, so a win ranks above anything a level lower. */
export const POINT_VALUE: Readonly<Record<Difficulty, number>> = { easy: 100, normal: 200, hard: 400, expert: 800 };

/** Returns count up to this many: less than a point at Easy, so a point won or conceded always counts for more. */
export const RETURNS_COUNTED = 99;

/** The points a win was won by (none for a loss or a match still going). */
const margin = (s: PaddleWarState): number => (s.winner === 'left' ? s.scoreLeft - s.scoreRight : 0);

const returnsCounted = (s: PaddleWarState): number => Math.min(s.returns, RETURNS_COUNTED);

/**
 * The score of a match against the computer; it never falls during the match, so the best kept as it is played is the
 * match's own. A match without a point won scores nothing (and is not offered to the boards).
 */
export function matchScore(s: PaddleWarState): number {
  if (s.scoreLeft === 0) return 0;
  return POINT_VALUE[s.difficulty] * (s.scoreLeft + margin(s)) + returnsCounted(s);
}

/** How a level's score is made, before the first serve: the same words as the game-over breakdown. */
export const scoringRule = (difficulty: Difficulty): string =>
  `(POINTS + WIN MARGIN) ×${POINT_VALUE[difficulty]} + RETURNS`;

/** The match's score spelt out at game over, e.g. "(7 POINTS + WIN BY 4) ×400 + 14 RETURNS" for 4414. */
export function scoreBreakdown(s: PaddleWarState): string {
  if (s.scoreLeft === 0) return 'NO POINT WON: NO SCORE';
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 'S'}`;
  const points = plural(s.scoreLeft, 'POINT');
  const won = margin(s) > 0 ? `(${points} + WIN BY ${margin(s)})` : points;
  const returns = plural(returnsCounted(s), 'RETURN') + (s.returns > RETURNS_COUNTED ? ' (MAX)' : '');
  return `${won} ×${POINT_VALUE[s.difficulty]} + ${returns}`;
}

/** The game-over headline: who won, and the match's score, big enough to read at a glance. */
export function headline(s: PaddleWarState): string {
  const left = s.winner === 'left';
  const score = left ? `${s.scoreLeft}–${s.scoreRight}` : `${s.scoreRight}–${s.scoreLeft}`;
  if (s.mode === 'single') return left ? `YOU WIN ${score}!` : `CPU WINS ${score}`;
  return `${left ? 'LEFT' : 'RIGHT'} PLAYER WINS ${score}`;
}
