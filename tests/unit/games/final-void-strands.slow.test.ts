import { parseLevel } from '@/games/final-void/level';
import { findStrands } from '@/games/final-void/strands';

// A search over the real simulation (every ledge, every way off it): slow, so npm test runs it and npm run check does not.
it('finds a place that strands the player: a cave below a gap, too deep to climb out of', () => {
  const cave = `##########${'.'.repeat(13)}#`;
  const rows = [
    '#'.repeat(24),
    ...Array.from({ length: 6 }, () => `#${'.'.repeat(22)}#`),
    '#..S...C.........E....#'.padEnd(23, '.') + '#',
    `${'#'.repeat(10)}...${'#'.repeat(11)}`,
    ...Array.from({ length: 7 }, () => cave),
    '#'.repeat(24),
  ];
  const pit = parseLevel('pit', `name: Pit\ntheme: ruins\nlight: 100\n---\n${rows.join('\n')}`);
  const report = findStrands(pit);
  expect(report.finishable).toBe(true);
  expect(report.strands.map((i) => report.segments[i])).toEqual([{ y: 15, x0: 10, x1: 22 }]);
});
