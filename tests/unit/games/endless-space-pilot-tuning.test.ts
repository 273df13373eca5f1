import { createRandom } from '@/games/kit/random';
import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { COLORS } from '@/games/kit/theme';
import { UPRIGHT_TITLE_HOME_X, autopilot } from '@/games/endless-space-pilot/autopilot';
import {
  DEBRIS_COLOR,
  DEBRIS_FILL,
  PICKUP_COLORS,
  PICKUP_FILL,
  ROCK_COLORS,
  ROCK_CONTRAST,
  ROCK_FILL,
  SECTOR_GLOW,
  SHIP_COLOR,
  SHIELD_COLOR,
  SHIP_FILL,
  SKY_GLOW,
  type Tint,
} from '@/games/endless-space-pilot/palette';
import { MIN_DRAWN, drawnRadius, lessonLine } from '@/games/endless-space-pilot/render';
import {
  BASE_SPEED,
  BONUS_POINTS,
  NO_INPUT,
  SURGE_SECONDS,
  TOP_SPEED,
  WARMUP,
  WIDTH,
  createState,
  update,
  type State,
} from '@/games/endless-space-pilot/sim';
import {
  DEBRIS_RADIUS,
  GUIDE_OFFSET,
  GUIDE_TIMES,
  LAUNCH_SPACING,
  PEBBLE_RADIUS,
  ROCK_RADIUS,
  columnSpacing,
  spawnColumn,
} from '@/games/endless-space-pilot/spawn';

const DT = 1 / 60;

function fly(state: State, seconds: number, steer: (s: State) => { x: number; y: number } = () => NO_INPUT): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, steer(s), DT);
  return s;
}

describe('Endless Space Pilot: the ramp', () => {
  it('speeds up gently: under 1.25× at 15 s, past 1.8× after the minute’s step, top speed only after two minutes', () => {
    const quiet = { ...createState(1), nextSpawnAt: 1e9, nextPickupAt: 1e9, shield: true };
    const at15 = fly(quiet, 15);
    expect(at15.speed / BASE_SPEED).toBeLessThan(1.25);
    const at60 = fly(at15, 45 + SURGE_SECONDS);
    expect(at60.speed / BASE_SPEED).toBeGreaterThan(1.8);
    expect(fly(at60, 60).speed).toBeLessThan(TOP_SPEED);
  });

  it('sends the first groups far apart, and closes them up to less than half that by top speed', () => {
    const mean = (speed: number): number => {
      const rng = createRandom(8);
      let total = 0;
      for (let i = 0; i < 300; i++) total += columnSpacing({ ...createState(1), speed }, rng);
      return total / 300;
    };
    expect(mean(BASE_SPEED)).toBeGreaterThan(2.5 * mean(TOP_SPEED));
  });

  it('spaces the launch sector’s groups wider than the asteroid belt’s at the same speed, then the belt closes up', () => {
    const mean = (sector: number): number => {
      const rng = createRandom(8);
      let total = 0;
      for (let i = 0; i < 300; i++) total += columnSpacing({ ...createState(1), speed: BASE_SPEED * 1.4, sector }, rng);
      return total / 300;
    };
    expect(LAUNCH_SPACING).toBeGreaterThanOrEqual(1.15);
    expect(mean(0)).toBeCloseTo(LAUNCH_SPACING * mean(1), 6);
  });

  it('keeps rocks at most 60 px across, so a sideways phone still has room between them', () => {
    const rng = createRandom(12);
    for (let i = 0; i < 300; i++) {
      const s: State = { ...createState(1), speed: rng.range(BASE_SPEED, TOP_SPEED), obstacles: [] };
      spawnColumn(s, rng);
      for (const o of s.obstacles.filter((r) => r.pattern === 'column')) expect(o.r).toBeLessThanOrEqual(30);
    }
  });
});

describe('Endless Space Pilot: the opening lesson', () => {
  /** Steers toward the first guide star ahead, else holds still. */
  const toStar = (s: State) => {
    const star = s.pickups.find((p) => p.guide && p.x > s.ship.x);
    return { x: 0, y: star ? Math.max(-1, Math.min(1, (star.y - s.ship.y) / 24)) : 0 };
  };

  it('sends a guide star off the ship’s line at once, and a second as the first passes', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = fly(createState(seed), (GUIDE_TIMES[0] ?? 0) + DT);
      const star = s.pickups.find((p) => p.guide);
      expect(star?.kind).toBe('bonus');
      expect(Math.abs((star?.y ?? 0) - s.ship.y)).toBeGreaterThanOrEqual(GUIDE_OFFSET * 0.7 - 1e-9);
      expect(fly(s, (GUIDE_TIMES[1] ?? 0) - s.time + DT).guides).toBe(GUIDE_TIMES.length);
    }
    expect(GUIDE_TIMES[1]).toBeLessThan(4);
  });

  it('asks for the move by the way the pilot steers, rewards a catch, then turns to the rocks', () => {
    const start = createState(3);
    expect(lessonLine(start, 'touch', false)).toBe('DRAG TO STEER TO THE ★');
    expect(lessonLine(start, 'keys', false)).toBe('↑ ↓  STEER TO THE ★');
    expect(lessonLine(start, 'keys', true)).toBe('← →  STEER TO THE ★');
    let s = start;
    let caught = 0;
    while (s.guides < 2) {
      s = update(s, toStar(s), DT);
      if (s.popups.some((p) => p.text.startsWith('NICE!'))) caught = Math.max(caught, s.guided);
    }
    expect(caught).toBe(1);
    expect(s.bonus).toBeGreaterThanOrEqual(BONUS_POINTS);
    expect(lessonLine(s, 'keys', false)).toBe('NICE! ONE MORE ★');
    s = fly(s, WARMUP - 0.3 - s.time, toStar);
    expect(s.guided).toBe(2);
    expect(lessonLine(s, 'keys', false)).toContain('DODGE THE ROCKS');
    expect(lessonLine(fly(s, 0.4), 'keys', false)).toBeNull();
    const idle = fly(createState(3), WARMUP - 1);
    expect(idle.guided).toBe(0);
    expect(lessonLine(fly(createState(3), 3.5), 'keys', false)).toBe('ALMOST! TRY THE NEXT ★');
  });

  it('shows rocks from the first seconds: the field is never empty for long', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = fly(createState(seed), 2.5);
      expect(s.obstacles.some((o) => o.x - o.r < WIDTH)).toBe(true);
    }
  });
});

describe('Endless Space Pilot: rocks read at a glance', () => {
  it(`draws every rock and shard at least ${MIN_DRAWN} CSS px across on a phone, as it is on a desktop`, () => {
    expect(MIN_DRAWN).toBeGreaterThanOrEqual(28);
    const phone = 390 / 450;
    for (const r of [PEBBLE_RADIUS[0], DEBRIS_RADIUS[0], ROCK_RADIUS[0], 30])
      expect(2 * drawnRadius(r, phone) * phone).toBeGreaterThanOrEqual(MIN_DRAWN - 1e-9);
    expect(drawnRadius(ROCK_RADIUS[0], 1.5)).toBe(ROCK_RADIUS[0]);
    // The sim's own sizes stay close to what is drawn: a phone never draws a rock twice its real size.
    for (const r of [PEBBLE_RADIUS[0], DEBRIS_RADIUS[0], ROCK_RADIUS[0]])
      expect(drawnRadius(r, phone) / r).toBeLessThan(1.4);
  });
});

describe('Endless Space Pilot: the title demo', () => {
  it('upright, flies the attract ship up the screen, clear of the start button near the bottom', () => {
    const s = fly({ ...createState(3), nextSpawnAt: 1e9, nextPickupAt: 1e9 }, 3, (state) =>
      autopilot(state, UPRIGHT_TITLE_HOME_X),
    );
    expect(s.ship.x).toBeCloseTo(UPRIGHT_TITLE_HOME_X, -1);
    expect(
      fly({ ...createState(3), nextSpawnAt: 1e9, nextPickupAt: 1e9 }, 3, (state) => autopilot(state)).ship.x,
    ).toBeLessThan(200);
  });
});

describe('Endless Space Pilot: palette', () => {
  const over = (base: string, tint: Tint): string => blend(base, tint.color, tint.alpha);
  /** Every ground something is drawn on: the night sky, its glow at either edge, and a rock's own fill. */
  const skies = [COLORS.bg, ...SKY_GLOW.map((glow) => over(COLORS.bg, glow))];
  const grounds = [
    ...skies,
    ...skies.map((sky) => over(sky, ROCK_FILL)),
    ...skies.map((sky) => over(sky, DEBRIS_FILL)),
  ];

  it('draws rocks, shards, pick-ups and the ship at least 3:1 against everything they fly over', () => {
    const readable = [...ROCK_COLORS, DEBRIS_COLOR, SHIP_COLOR, PICKUP_COLORS.shield, PICKUP_COLORS.bonus];
    for (const color of readable)
      for (const ground of grounds) expect(contrast(color, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('draws every live rock 4.5:1 against every sky, 3:1 against its solid body, never in the glow’s faint violet', () => {
    const sectorSkies = SECTOR_GLOW.map((glow) => over(COLORS.bg, glow));
    expect(ROCK_CONTRAST).toBeGreaterThanOrEqual(4.5);
    // The body is a visible fill, not a faint wash: it stands apart from the sky on its own.
    expect(ROCK_FILL.alpha).toBeGreaterThanOrEqual(0.25);
    for (const rock of ROCK_COLORS) {
      for (const sky of [...skies, ...sectorSkies]) {
        expect(contrast(rock, sky)).toBeGreaterThanOrEqual(ROCK_CONTRAST);
        expect(contrast(rock, over(sky, ROCK_FILL))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
      expect(contrast(rock, COLORS.bg)).toBeGreaterThan(1.4 * contrast(COLORS.violet, COLORS.bg));
    }
  });

  it('keeps each outline readable against its own fill', () => {
    for (const sky of skies) {
      for (const rock of ROCK_COLORS)
        expect(contrast(rock, over(sky, ROCK_FILL))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(DEBRIS_COLOR, over(sky, DEBRIS_FILL))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(SHIP_COLOR, over(sky, SHIP_FILL))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      for (const kind of ['shield', 'bonus'] as const)
        expect(contrast(PICKUP_COLORS[kind], over(sky, PICKUP_FILL[kind]))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      // A shielded ship sits in a lime bubble: its cyan outline still stands out inside it.
      expect(contrast(SHIP_COLOR, over(over(sky, PICKUP_FILL.shield), SHIP_FILL))).toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      );
    }
  });

  /** A colour's hue in degrees, 0–360. */
  const hue = (hex: string): number => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const span = max - Math.min(r, g, b);
    if (span === 0) return 0;
    const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
    return (h * 60 + 360) % 360;
  };
  const hueApart = (a: string, b: string): number => {
    const d = Math.abs(hue(a) - hue(b));
    return Math.min(d, 360 - d);
  };

  it('never draws what harms in a pick-up’s colour: every hazard is at least 40° of hue from every pick-up', () => {
    expect([hueApart('#ff0000', '#ffff00'), hueApart('#ff0000', '#0000ff'), hueApart('#ff00ff', '#ff0000')]).toEqual([
      60, 120, 60,
    ]);
    for (const hazard of [...ROCK_COLORS, DEBRIS_COLOR])
      for (const pickup of Object.values(PICKUP_COLORS)) expect(hueApart(hazard, pickup)).toBeGreaterThanOrEqual(40);
  });

  it('gives the shield its own colour, far from the ship’s, and the same wherever it shows', () => {
    expect(hueApart(PICKUP_COLORS.shield, SHIP_COLOR)).toBeGreaterThanOrEqual(60);
    expect(PICKUP_COLORS.shield).toBe(SHIELD_COLOR);
    expect(PICKUP_FILL.shield.color).toBe(SHIELD_COLOR);
    expect(hueApart(PICKUP_COLORS.shield, PICKUP_COLORS.bonus)).toBeGreaterThanOrEqual(30);
  });
});
