import { createRandom } from '@/games/kit/random';
import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { COLORS } from '@/games/kit/theme';
import { DEBRIS_COLOR, PICKUP_COLORS, ROCK_COLORS, SECTOR_GLOW, SHIP_COLOR } from '@/games/endless-space-pilot/palette';
import {
  HUD_BAND,
  LESSON_STRIP,
  MIN_GAP,
  NO_INPUT,
  SHIP_MIN_Y,
  TOP_SPEED,
  WARMUP,
  createState,
  update,
  type State,
} from '@/games/endless-space-pilot/sim';
import {
  FLANK_OPENING,
  FORMATIONS,
  FORMATION_EVERY,
  nextFormation,
  spawnGroup,
  widestGap,
} from '@/games/endless-space-pilot/spawn';

const DT = 1 / 60;

/** A run just after the warm-up with an empty field, `groups` groups already sent. */
function early(groups: number, seed = 3): State {
  return { ...createState(seed), time: 8, groups, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
}

describe('Endless Space Pilot: early formations', () => {
  it(`makes every ${FORMATION_EVERY}rd group after the warm-up a formation, in turn, until walls join the mix`, () => {
    const kinds = Array.from({ length: 3 * FORMATION_EVERY * FORMATIONS.length }, (_, i) => nextFormation(early(i)));
    expect(kinds.filter((k) => k !== null)).toEqual([...FORMATIONS, ...FORMATIONS, ...FORMATIONS]);
    expect(kinds.slice(0, FORMATION_EVERY - 1)).toEqual([null, null]);
    expect(nextFormation({ ...early(FORMATION_EVERY - 1), speed: TOP_SPEED })).toBeNull();
  });

  it('flank: a bonus star between two rocks, an opening the ship fits, and a ship holding still meets a rock', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = early(FORMATION_EVERY - 1, seed);
      spawnGroup(s, createRandom(seed));
      const [a, b] = [...s.obstacles].sort((p, q) => p.y - q.y);
      const star = s.pickups[0];
      expect(s.obstacles.every((o) => o.pattern === 'flank')).toBe(true);
      expect(star?.kind).toBe('bonus');
      if (!a || !b || !star) throw new Error('no flank');
      expect(star.y).toBeGreaterThan(a.y);
      expect(star.y).toBeLessThan(b.y);
      expect(b.y - b.r - (a.y + a.r)).toBeCloseTo(FLANK_OPENING);
      let run = s;
      while (!run.crashed && run.shield && run.time < 14) run = update(run, NO_INPUT, DT);
      expect(run.shield && !run.crashed).toBe(false);
    }
  });

  it('stair and arch leave an opening of at least MIN_GAP, and a stair delays the next group by its length', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const stair = early(2 * FORMATION_EVERY - 1, seed);
      const longer = spawnGroup(stair, createRandom(seed));
      expect(stair.obstacles.every((o) => o.pattern === 'stair')).toBe(true);
      expect(longer).toBeGreaterThan(0);
      expect(widestGap(stair.obstacles)).toBeGreaterThanOrEqual(MIN_GAP);
      const arch = early(3 * FORMATION_EVERY - 1, seed);
      spawnGroup(arch, createRandom(seed));
      expect(arch.obstacles.every((o) => o.pattern === 'arch')).toBe(true);
      expect(widestGap(arch.obstacles)).toBeGreaterThanOrEqual(MIN_GAP);
    }
  });
});

describe('Endless Space Pilot: the HUD panel', () => {
  it('keeps the whole ship under the HUD band (and the lesson row in the warm-up) however hard it climbs', () => {
    let s = createState(4);
    for (let i = 0; i < 120; i++) s = update(s, { x: 0, y: -1 }, DT);
    expect(s.ship.y).toBe(SHIP_MIN_Y + LESSON_STRIP);
    s = { ...s, time: WARMUP };
    for (let i = 0; i < 120; i++) s = update(s, { x: 0, y: -1 }, DT);
    expect(s.ship.y).toBe(SHIP_MIN_Y);
    // The shield ring: radius 25 round a point 2 px ahead of the ship, and its glow.
    expect(s.ship.y - 28).toBeGreaterThanOrEqual(HUD_BAND);
  });

  it('upright, keeps the ship’s flame off the HUD band behind it however hard it backs off', () => {
    let s = createState(4);
    for (let i = 0; i < 120; i++) s = update(s, { x: -1, y: 0 }, DT);
    expect(s.ship.x - 37).toBeGreaterThanOrEqual(HUD_BAND);
  });
});

describe('Endless Space Pilot: each sector its own sky', () => {
  it('tints each of the first sectors differently, and everything that must be seen still stands out 3:1 on it', () => {
    expect(new Set(SECTOR_GLOW.map((g) => g.color)).size).toBe(SECTOR_GLOW.length);
    const readable = [...ROCK_COLORS, DEBRIS_COLOR, SHIP_COLOR, PICKUP_COLORS.shield, PICKUP_COLORS.bonus];
    for (const glow of SECTOR_GLOW) {
      const sky = blend(COLORS.bg, glow.color, glow.alpha);
      for (const color of readable) expect(contrast(color, sky)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });
});
