import { COMBO_FROM, LADDER_GAP_SECONDS, PATTERNS, TIER_STARTS, isCombo } from '@/games/neon-horizon/patterns';
import { BASE_SPEED, OPENING, speedAt, type Obstacle } from '@/games/neon-horizon/sim';
import { layTrack } from './helpers';

/** A reaction gap a player reading the road through a late picture (0.4 s) still finds comfortable. */
const COMFORTABLE_SECONDS = 1.3;

/** Seconds the run takes (at its pace, with no lesson hold) from track position `from` to `to`. */
function secondsBetween(from: number, to: number): number {
  let seconds = 0;
  for (let z = from; z < to; z += 1) seconds += Math.min(1, to - z) / speedAt(z);
  return seconds;
}

/** The obstacles grouped into rows across the track: what the car meets at one moment. */
function rows(track: readonly Obstacle[]): Obstacle[][] {
  const sorted = [...track].sort((a, b) => a.z - b.z);
  const grouped: Obstacle[][] = [];
  for (const o of sorted) {
    const last = grouped[grouped.length - 1];
    if (last && Math.abs((last[0]?.z ?? 0) - o.z) < 1e-6) last.push(o);
    else grouped.push([o]);
  }
  return grouped;
}

describe('NEON HORIZON: after the lesson, a gentle ladder', () => {
  const tracks = Array.from({ length: 200 }, (_, i) => layTrack(i + 1, COMBO_FROM + 100));
  const lessonEnd = (track: readonly Obstacle[]) => rows(track)[OPENING.length - 1]?.[0]?.z ?? 0;

  it('the combos (two-lane walls, moves in a row, the moving wall) open over half a minute after the lesson', () => {
    for (const track of tracks) {
      const seconds = secondsBetween(lessonEnd(track), COMBO_FROM);
      expect(seconds).toBeGreaterThanOrEqual(30);
      expect(seconds).toBeLessThanOrEqual(40);
    }
    for (const pattern of PATTERNS) if (isCombo(pattern)) expect(pattern.tier).toBeGreaterThanOrEqual(2);
    const mover = PATTERNS.find((pattern) => pattern.name === 'mover');
    expect(TIER_STARTS[mover?.tier ?? 0]).toBeGreaterThan(COMBO_FROM);
  });

  it(`over 200 seeds, before the combos every row asks one thing, ${COMFORTABLE_SECONDS} s or more after the last`, () => {
    let demands = 0;
    for (const track of tracks) {
      const before = rows(track).filter((row) => (row[0]?.z ?? Infinity) < COMBO_FROM);
      for (const [i, row] of before.entries()) {
        demands += 1;
        expect(row).toHaveLength(1);
        const [o] = row;
        expect(o?.kind === 'mover' || (o?.kind === 'wall' && o.to > o.from)).toBe(false);
        const prev = before[i - 1]?.[0];
        if (!prev || !o) continue;
        const free = o.z - o.depth / 2 - (prev.z + prev.depth / 2);
        expect(free / speedAt(prev.z + prev.depth / 2)).toBeGreaterThanOrEqual(COMFORTABLE_SECONDS);
      }
    }
    expect(demands / tracks.length).toBeGreaterThan(15);
    expect(LADDER_GAP_SECONDS).toBeGreaterThanOrEqual(COMFORTABLE_SECONDS);
  });

  it('a single wall, beam, bar or gap is no combo; two walls, a two-lane wall or two moves in a row are', () => {
    const named = (name: string) => PATTERNS.find((pattern) => pattern.name === name);
    const combos = PATTERNS.filter(isCombo).map((pattern) => pattern.name);
    expect(combos).toEqual(expect.arrayContaining(['pair', 'split', 'under-over', 'gate', 'zigzag']));
    for (const name of ['wall', 'beam', 'bar', 'hole', 'chasm', 'mover']) expect(isCombo(named(name)!)).toBe(false);
  });
});

describe('NEON HORIZON: past the combos, the ladder climbs', () => {
  it('the combos open within 45 s of the start, each later tier within 27 s of the one before, the last within 90 s', () => {
    const opens = TIER_STARTS.map((start) => secondsBetween(0, start));
    expect(secondsBetween(0, COMBO_FROM)).toBeLessThanOrEqual(45);
    for (let tier = 3; tier < opens.length; tier += 1)
      expect((opens[tier] ?? 0) - (opens[tier - 1] ?? 0)).toBeLessThanOrEqual(27);
    expect(opens[opens.length - 1]).toBeLessThanOrEqual(90);
  });

  it('the pace climbs with them: 38% faster when the combos open, over 1.8 times the start at the last tier', () => {
    expect(speedAt(COMBO_FROM)).toBeGreaterThan(BASE_SPEED * 1.38);
    expect(speedAt(TIER_STARTS[TIER_STARTS.length - 1] ?? 0)).toBeGreaterThan(BASE_SPEED * 1.8);
  });
});
