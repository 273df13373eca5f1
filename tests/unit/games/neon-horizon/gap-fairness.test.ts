import { FIRST_GAP_CLEAR_SECONDS, GAP_ANSWER_SECONDS, gapShortfall } from '@/games/neon-horizon/patterns';
import { speedAt, type Obstacle } from '@/games/neon-horizon/sim';
import { layTrack } from './helpers';

/** Past the first minute of a run at any pace the player can keep. */
const METRES = 1500;

describe('NEON HORIZON: every gap has a fair answer', () => {
  const tracks = Array.from({ length: 500 }, (_, i) => layTrack(i + 1, METRES));

  it(`the first gap of each of 500 runs comes alone, with nothing in any lane for ${FIRST_GAP_CLEAR_SECONDS} s before it`, () => {
    for (const track of tracks) {
      const gap = track.find((o) => o.kind === 'gap');
      if (!gap) throw new Error('a run met no gap in its first minute');
      const clear = FIRST_GAP_CLEAR_SECONDS * speedAt(gap.z);
      expect(track.filter((o) => o.z < gap.z && o.z + o.depth / 2 > gap.z - gap.depth / 2 - clear + 1e-3)).toEqual([]);
    }
  });

  it('every later gap leaves an open lane clear in time, or a run-up in its lanes long enough to jump', () => {
    let gaps = 0;
    for (const track of tracks) {
      for (const gap of track.filter((o) => o.kind === 'gap').slice(1)) {
        gaps += 1;
        expect(gapShortfall(gap, track, speedAt(gap.z), false)).toBeLessThan(1e-3);
      }
    }
    expect(gaps).toBeGreaterThan(500);
  });

  it('a gap boxed in by walls beside it and a beam before it in its lanes is pushed on', () => {
    const wall = (id: number, lane: number, z: number): Obstacle => ({
      id,
      kind: 'wall',
      z,
      depth: 0.5,
      from: lane,
      to: lane,
      sway: 0,
      phase: 0,
      threat: false,
      passed: false,
    });
    const gap: Obstacle = { ...wall(3, 0, 110), kind: 'gap', depth: 4, from: -1, to: 0 };
    const beam: Obstacle = { ...wall(2, 0, 100), kind: 'low', from: -1, to: 1 };
    const boxed = [wall(1, 1, 105), beam];
    const needed = GAP_ANSWER_SECONDS * speedAt(110) - (110 - 2 - 100.25);
    expect(gapShortfall(gap, boxed, speedAt(110), false)).toBeCloseTo(needed);
    expect(gapShortfall(gap, [wall(1, 1, 105)], speedAt(110), false)).toBe(0);
  });
});
