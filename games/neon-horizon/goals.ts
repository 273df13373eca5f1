/** Distance milestones: named marks on the way to the sun, announced as they pass and named as the next goal at game over. */
import { marksReached, nextMark } from '../kit/milestones';

export const MILESTONES: readonly { metres: number; name: string }[] = [
  { metres: 500, name: 'GRID RUNNER' },
  { metres: 750, name: 'NEON RIDER' },
  { metres: 1000, name: 'LIGHT CYCLIST' },
  { metres: 1500, name: 'SUNCHASER' },
  { metres: 2000, name: 'HORIZON BREAKER' },
  { metres: 3000, name: 'OUTRUNNER' },
  { metres: 5000, name: 'SYNTHWAVE LEGEND' },
];

/** How many milestones a distance has passed. */
export function milestonesPassed(distance: number): number {
  return marksReached(MILESTONES, distance, (m) => m.metres);
}

/** The next goal: the first milestone the run did not reach (past the last one: the next whole 1000 m, at least 1000 m on). */
function nextTarget(distance: number): { metres: number; name?: string } {
  return nextMark(MILESTONES, distance, (m) => m.metres) ?? { metres: Math.ceil((distance + 1000) / 1000) * 1000 };
}

/** The goal shown at game over: the next milestone's distance and name. */
export function nextGoal(distance: number): string {
  const next = nextTarget(distance);
  return next.name ? `NEXT: ${next.metres} m · ${next.name}` : `NEXT: ${next.metres} m`;
}

/**
 * The game over's two lines under the score: the next goal, then how far this run went and how little it lacked, so the
 * next run has a number to beat ("490 m RUN · 10 m TO GO").
 */
export function goalNotes(distance: number): [string, string] {
  const run = Math.floor(distance);
  return [nextGoal(distance), `${run} m RUN · ${nextTarget(distance).metres - run} m TO GO`];
}
