import {
  clock,
  gameOverLines,
  SECTOR_POINTS,
  SECTOR_SECONDS,
  sectorAt,
  sectorBanner,
  sectorName,
} from '@/games/endless-space-pilot/milestones';
import { PEBBLE_BAND, PEBBLE_RADIUS, WARMUP_RADIUS, WARMUP_SLOW } from '@/games/endless-space-pilot/spawn';
import {
  createState,
  HEIGHT,
  HUD_BAND,
  IDLE_SAFE,
  LAUNCH_RECHARGE_RATE,
  NO_INPUT,
  SHIELD_RECHARGE,
  SHIP_RADIUS,
  update,
  WARMUP,
  WARMUP_LAST_ROCK,
  type Input,
  type Obstacle,
  type State,
} from '@/games/endless-space-pilot/sim';

const DT = 1 / 60;

/** Flies `seconds` with a fixed input, calling `each` after every step. */
function fly(state: State, input: Input, seconds: number, each: (s: State) => void = () => {}): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) {
    s = update(s, input, DT);
    each(s);
  }
  return s;
}

const rock = (x: number, y: number, id = 900): Obstacle => ({
  id,
  kind: 'rock',
  pattern: 'column',
  x,
  y,
  vx: 0,
  vy: 0,
  r: 20,
  angle: 0,
  spin: 0,
  shape: [1, 1, 1, 1, 1],
  closest: 1e9,
  passed: false,
});

describe('Endless Space Pilot: the warm-up', () => {
  it(`an idle ship (no input) is not hit for the first ${IDLE_SAFE} s, on 100 seeds`, () => {
    expect(IDLE_SAFE).toBe(7);
    for (let seed = 1; seed <= 100; seed += 1) {
      const hits: number[] = [];
      const s = fly(createState(seed), NO_INPUT, IDLE_SAFE, (step) => {
        if (step.events.includes('shield-break') || step.events.includes('crash')) hits.push(step.time);
      });
      expect(hits).toEqual([]);
      expect(s.shield).toBe(true);
      expect(s.crashed).toBe(false);
      expect(s.obstacles.length + s.time).toBeGreaterThan(IDLE_SAFE); // rocks do come: it is a warm-up, not an empty sky
    }
  });

  it('sends large, slow warm-up rocks from the first seconds, never shards or drifters, and fewer than after it', () => {
    const seen = new Map<number, Obstacle>();
    let s = createState(5);
    let firstAt = Infinity;
    s = fly(s, { x: 0, y: 0.4 }, WARMUP - DT, (step) =>
      step.obstacles.forEach((o) => {
        if (!seen.has(o.id)) firstAt = Math.min(firstAt, step.time);
        seen.set(o.id, o);
      }),
    );
    const warm = [...seen.values()];
    expect(firstAt).toBeLessThan(1.5);
    expect(warm.length).toBeGreaterThanOrEqual(3);
    for (const o of warm) {
      expect(o.kind === 'rock' && o.vy === 0 && o.vx === -WARMUP_SLOW).toBe(true);
      expect(o.r).toBeGreaterThanOrEqual(WARMUP_RADIUS[0]);
    }
    // Later, the same span of flight brings more obstacles (idle ship kept alive by clearing what reached it).
    const after = new Set<number>();
    let later = fly({ ...s, shield: true }, NO_INPUT, 0.01);
    for (let t = 0; t < WARMUP; t += DT) {
      later = update({ ...later, shield: true, invulnerable: 1 }, NO_INPUT, DT);
      later.obstacles.forEach((o) => after.add(o.id));
    }
    expect(after.size).toBeGreaterThan(warm.length);
  });

  it(`sends no warm-up rock after ${WARMUP_LAST_ROCK} s, so the field clears before the first groups`, () => {
    for (const seed of [1, 2, 3, 4]) {
      const late: number[] = [];
      const known = new Set<number>();
      fly(createState(seed), NO_INPUT, WARMUP - DT, (step) =>
        step.obstacles.forEach((o) => {
          if (!known.has(o.id) && step.time > WARMUP_LAST_ROCK + DT) late.push(step.time);
          known.add(o.id);
        }),
      );
      expect(late).toEqual([]);
    }
  });

  it('keeps every warm-up rock off the rows of the guide stars ahead, so a pilot flying to one meets none', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const known = new Set<number>();
      fly(createState(seed), NO_INPUT, WARMUP - DT, (step) => {
        for (const o of step.obstacles) {
          if (known.has(o.id)) continue;
          known.add(o.id);
          for (const p of step.pickups.filter((g) => g.guide && g.x > step.ship.x))
            expect(Math.abs(o.y - p.y)).toBeGreaterThanOrEqual(o.r + p.r);
        }
      });
    }
  });

  it('after the warm-up, rocks come for an idle ship: within 25 s it has lost its shield and crashed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let breaks = 0;
      const s = fly(
        createState(seed),
        NO_INPUT,
        25,
        (step) => (breaks += step.events.filter((e) => e === 'shield-break').length),
      );
      expect(breaks).toBe(1);
      expect(s.crashed).toBe(true);
    }
  });
});

describe('Endless Space Pilot: launch pebbles', () => {
  /** Flies a kept-alive ship (the shield always back, always in grace) and gathers every rock that showed. */
  function rocksSeen(start: State, input: Input, seconds: number): Obstacle[] {
    const seen = new Map<number, Obstacle>();
    let s = start;
    for (let t = 0; t < seconds; t += DT) {
      s = update({ ...s, shield: true, invulnerable: 1 }, input, DT);
      s.obstacles.forEach((o) => seen.has(o.id) || seen.set(o.id, o));
    }
    return [...seen.values()];
  }
  const isPebble = (o: Obstacle): boolean => o.kind === 'rock' && o.pattern === 'column' && o.r <= PEBBLE_RADIUS[1];

  it('after the warm-up, streams small rocks along the edge farther from the ship, between the groups', () => {
    for (const seed of [1, 2, 3]) {
      const pebbles = rocksSeen(createState(seed), NO_INPUT, SECTOR_SECONDS - 0.1).filter(isPebble);
      expect(pebbles.length).toBeGreaterThanOrEqual(5);
      for (const p of pebbles) {
        expect(p.vx === 0 && p.vy === 0).toBe(true);
        // The idle ship sits mid-field: a pebble keeps to the top or bottom edge band, never near its lane.
        const fromEdge = Math.min(p.y - p.r - HUD_BAND, HEIGHT - p.y - p.r);
        expect(fromEdge).toBeLessThanOrEqual(PEBBLE_BAND);
        expect(Math.abs(p.y - HEIGHT / 2)).toBeGreaterThan(100);
      }
    }
  });

  it('sends pebbles only in the launch: none in the warm-up, none after the first sector', () => {
    const warm = rocksSeen(createState(2), NO_INPUT, WARMUP - DT);
    expect(warm.filter(isPebble)).toEqual([]);
    const later = rocksSeen({ ...createState(2), time: SECTOR_SECONDS + 1, sector: 1 }, NO_INPUT, 20);
    expect(later.filter(isPebble)).toEqual([]);
  });
});

describe('Endless Space Pilot: a second chance', () => {
  /** A run past the warm-up, nothing scheduled, the shield just broken. */
  const broken = (): State => ({
    ...createState(3),
    time: 60,
    shield: false,
    recharge: 0,
    nextSpawnAt: 1e9,
    nextPickupAt: 1e9,
  });

  it('starts with the shield up: the first hit breaks it and the run goes on', () => {
    const s = { ...createState(3), nextSpawnAt: 1e9, nextPickupAt: 1e9, obstacles: [rock(150, HEIGHT / 2)] };
    const hit = update(s, NO_INPUT, DT);
    expect(hit.crashed).toBe(false);
    expect(hit.shield).toBe(false);
    expect(hit.events).toContain('shield-break');
  });

  it(`recharges a broken shield after ${SHIELD_RECHARGE} s of flight`, () => {
    const almost = fly(broken(), NO_INPUT, SHIELD_RECHARGE - 0.5);
    expect(almost.shield).toBe(false);
    expect(almost.recharge).toBeCloseTo(SHIELD_RECHARGE - 0.5, 1);
    let ups = 0;
    const back = fly(almost, NO_INPUT, 1, (step) => (ups += step.events.filter((e) => e === 'shield-up').length));
    expect(back.shield).toBe(true);
    expect(ups).toBe(1);
    expect(back.recharge).toBe(0);
  });

  it(`in the launch sector recharges ${LAUNCH_RECHARGE_RATE}× as fast, so a newcomer's early slip is forgiven sooner`, () => {
    expect(LAUNCH_RECHARGE_RATE).toBeGreaterThanOrEqual(2);
    const launch = { ...broken(), time: 5 };
    const soon = SHIELD_RECHARGE / LAUNCH_RECHARGE_RATE;
    expect(fly(launch, NO_INPUT, soon - 0.5).shield).toBe(false);
    expect(fly(launch, NO_INPUT, soon + 0.1).shield).toBe(true);
    // Past the launch, the full time again.
    expect(fly(broken(), NO_INPUT, soon + 0.1).shield).toBe(false);
  });

  it('a shield pick-up puts it back at once and the charge starts over', () => {
    const s = {
      ...fly(broken(), NO_INPUT, 5),
      pickups: [{ id: 800, kind: 'shield' as const, x: 150, y: HEIGHT / 2, r: 13 }],
    };
    const next = update(s, NO_INPUT, DT);
    expect(next.shield).toBe(true);
    expect(next.recharge).toBe(0);
  });
});

describe('Endless Space Pilot: milestones', () => {
  it(`enters a named sector every ${SECTOR_SECONDS} s of flight, once, with a bonus and a sound`, () => {
    let milestones = 0;
    const start = { ...createState(2), nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const s = fly(
      start,
      NO_INPUT,
      2 * SECTOR_SECONDS + 1,
      (step) => (milestones += step.events.filter((e) => e === 'milestone').length),
    );
    expect(milestones).toBe(2);
    expect(s.sector).toBe(2);
    expect(s.sectorAt).toBeCloseTo(2 * SECTOR_SECONDS, 1);
    expect(s.bonus).toBe(2 * SECTOR_POINTS);
    expect(sectorAt(29.9)).toBe(0);
    expect(sectorAt(30)).toBe(1);
  });

  it('stops counting sectors once the ship has crashed', () => {
    const s = {
      ...createState(2),
      shield: false,
      nextSpawnAt: 1e9,
      nextPickupAt: 1e9,
      time: SECTOR_SECONDS - 0.1,
      obstacles: [rock(150, HEIGHT / 2)],
    };
    const after = fly(s, NO_INPUT, 1);
    expect(after.crashed).toBe(true);
    expect(after.sector).toBe(0);
  });

  it('names the sectors, numbers those past the list, and shows the next goal at game over', () => {
    expect(sectorName(1)).toBe('ASTEROID BELT');
    expect(sectorName(7)).toBe('UNCHARTED 2');
    expect(sectorBanner(1)).toBe('SECTOR 2 · ASTEROID BELT');
    expect(clock(90)).toBe('1:30');
    expect(gameOverLines(0, 0, 12.4)).toEqual([
      'SECTOR 1 · LAUNCH · 0:12 FLOWN',
      'NEXT GOAL: ASTEROID BELT AT 0:30 · 18 S MORE',
    ]);
    expect(gameOverLines(2, 1, 71)).toEqual([
      'SECTOR 3 · DEBRIS FIELD · NEW FARTHEST!',
      'NEXT GOAL: ION STORM AT 1:30 · 19 S MORE',
    ]);
    expect(gameOverLines(1, 3, 59.9)).toEqual([
      'SECTOR 2 · ASTEROID BELT · FARTHEST ION STORM',
      'NEXT GOAL: DEBRIS FIELD AT 1:00 · 1 S MORE',
    ]);
    expect(gameOverLines(2, 2, 80)[0]).toBe('SECTOR 3 · DEBRIS FIELD · 1:20 FLOWN');
    // Upright the field is narrow: the goal is told in short, so the kit need not shrink it below easy reading.
    expect(gameOverLines(0, 0, 12.4, true)).toEqual(['SECTOR 1 · LAUNCH · 0:12 FLOWN', 'NEXT: ASTEROID BELT AT 0:30']);
  });

  it('keeps both game-over lines short enough to show whole at 12 CSS px on an upright phone', () => {
    // 48 monospace characters at 12 CSS px (0.62 em each) fill the kit's 92% of a 390 px wide field.
    for (let sector = 0; sector < 20; sector++)
      for (const farthest of [0, sector, sector + 1, 19])
        for (const line of gameOverLines(sector, farthest, sector * SECTOR_SECONDS + 29.5))
          expect(line.length).toBeLessThanOrEqual(48);
  });
});

describe('Endless Space Pilot: the field edge', () => {
  it('keeps the ship and its shield ring (radius 25, 2 px ahead) inside the field at every edge', () => {
    const quiet = { ...createState(1), nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    for (const input of [
      { x: -1, y: -1 },
      { x: 1, y: 1 },
      { x: -1, y: 1 },
      { x: 1, y: -1 },
    ]) {
      const s = fly(quiet, input, 3);
      expect(s.ship.y - 25 - 2).toBeGreaterThanOrEqual(0);
      expect(s.ship.y + 25 + 2).toBeLessThanOrEqual(HEIGHT);
      expect(s.ship.x - 25).toBeGreaterThanOrEqual(0);
      expect(s.ship.y).toBeGreaterThan(SHIP_RADIUS);
    }
  });
});
