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

/** The goal shown at game over: the first milestone the run did not reach (past the last one: the run's distance plus 1000 m). */
export function nextGoal(distance: number): string {
  const next = nextMark(MILESTONES, distance, (m) => m.metres);
  return next ? `NEXT: ${next.metres} m · ${next.name}` : `NEXT: ${Math.ceil((distance + 1000) / 1000) * 1000} m`;
}
