import { beginTextFrame, textsDrawn } from '@/games/kit/draw';
import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { chooseSize, fieldRect, fitField, frameInsets } from '@/games/kit/layout';
import { COLORS } from '@/games/kit/theme';
import type { DrawInfo } from '@/games/kit/types';
import { autopilot } from '@/games/endless-space-pilot/autopilot';
import { PICKUP_COLORS, PICKUP_FILL, SECTOR_GLOW, SKY_GLOW } from '@/games/endless-space-pilot/palette';
import { GAIN_SECONDS, UPRIGHT_HUD, drawnRadius, render } from '@/games/endless-space-pilot/render';
import {
  CRYSTAL_POINTS,
  HEIGHT,
  HUD_BAND,
  NO_INPUT,
  SHIP_RADIUS,
  STREAK_CAP,
  WIDTH,
  createState,
  update,
  type Obstacle,
  type Pickup,
  type State,
} from '@/games/endless-space-pilot/sim';
import {
  CRYSTAL_RADIUS,
  DEBRIS_RADIUS,
  GUIDE_TIMES,
  LESSON_TRAIL_AT,
  TRAIL_CRYSTALS,
  TRAIL_EDGE,
  TRAIL_OFFSET,
  TRAIL_SPAN,
  TRAIL_STEP,
  spawnTrail,
} from '@/games/endless-space-pilot/spawn';
import { createRandom } from '@/games/kit/random';
import { measuringContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;

function fly(state: State, seconds: number, steer: (s: State) => { x: number; y: number } = () => NO_INPUT): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, steer(s), DT);
  return s;
}

/** A run past the warm-up in the asteroid belt, with nothing coming but what a test puts there. */
const quiet = (): State => ({
  ...createState(5),
  time: 40,
  sector: 1,
  guides: GUIDE_TIMES.length,
  nextSpawnAt: 1e9,
  nextPickupAt: 1e9,
});

/** Crystals in a row at the ship's height, just ahead of it, `dy` off its line. */
const row = (s: State, count: number, dy = 0): Pickup[] =>
  Array.from({ length: count }, (_, k) => ({
    id: 900 + k,
    kind: 'bonus' as const,
    x: s.ship.x + 40 + k * TRAIL_STEP,
    y: s.ship.y + dy,
    r: CRYSTAL_RADIUS,
    crystal: true,
  }));

describe('Endless Space Pilot: crystal trails to chase', () => {
  it('sends the lesson’s trail within the first seconds, then trails between groups: several in the first 30 s', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = createState(seed);
      const seen = new Set<number>();
      let firstAt = Infinity;
      for (let t = 0; t < 30 && !s.crashed; t += DT) {
        s = update(s, autopilot(s), DT);
        for (const p of s.pickups)
          if (p.crystal && !seen.has(p.id)) {
            seen.add(p.id);
            firstAt = Math.min(firstAt, s.time);
          }
      }
      expect(seen.size / TRAIL_CRYSTALS).toBeGreaterThanOrEqual(4);
      expect(firstAt).toBeCloseTo(LESSON_TRAIL_AT, 1);
    }
  });

  it('lays a trail on heights no rock near its entry comes close to, off the ship’s line, inside the field', () => {
    const rng = createRandom(77);
    let laid = 0;
    let offLine = 0;
    for (let i = 0; i < 200; i++) {
      const s = quiet();
      s.ship.y = rng.range(100, 400);
      const rock = (y: number, x: number): Obstacle => ({
        id: i * 10 + x,
        kind: 'rock',
        pattern: 'column',
        x,
        y,
        vx: 0,
        vy: 0,
        r: 26,
        angle: 0,
        spin: 0,
        shape: [1],
        closest: 1e9,
        passed: false,
      });
      s.obstacles = [rock(rng.range(60, 420), WIDTH - 30), rock(rng.range(60, 420), WIDTH + TRAIL_SPAN)];
      spawnTrail(s, rng);
      const trail = s.pickups.filter((p) => p.crystal);
      if (trail.length === 0) continue;
      expect(trail).toHaveLength(TRAIL_CRYSTALS);
      for (const c of trail) {
        expect(c.y).toBeGreaterThanOrEqual(HUD_BAND + TRAIL_EDGE - 1e-9);
        expect(c.y).toBeLessThanOrEqual(HEIGHT - TRAIL_EDGE + 1e-9);
        for (const o of s.obstacles)
          expect(Math.abs(c.y - o.y)).toBeGreaterThanOrEqual(o.r + CRYSTAL_RADIUS + 20 - 1e-9);
      }
      laid += 1;
      if (trail.every((c) => Math.abs(c.y - s.ship.y) >= TRAIL_OFFSET - 1e-9)) offLine += 1;
    }
    // Nearly always laid, and then nearly always a move away from the ship's line: catching it is a choice to make.
    expect(laid).toBeGreaterThanOrEqual(180);
    expect(offLine / laid).toBeGreaterThanOrEqual(0.85);
  });

  it(`pays ${CRYSTAL_POINTS} points per crystal of the streak: a trail of four caught in a row is worth 25+50+75+100`, () => {
    const s = quiet();
    s.pickups = row(s, 4);
    const after = fly(s, 1.5);
    expect(after.streak).toBe(4);
    expect(after.bonus - s.bonus).toBe(CRYSTAL_POINTS * (1 + 2 + 3 + 4));
  });

  it(`stops the streak’s worth rising at ×${STREAK_CAP}`, () => {
    const s = { ...quiet(), streak: STREAK_CAP + 2 };
    s.pickups = row(s, 3);
    const after = fly(s, 1.5);
    expect(after.bonus - s.bonus).toBe(3 * CRYSTAL_POINTS * STREAK_CAP);
    expect(after.streak).toBe(STREAK_CAP + 5);
  });

  it('breaks the streak when a crystal goes past uncaught, and leaves that crystal faint, not gone', () => {
    const s = { ...quiet(), streak: 5 };
    s.pickups = row(s, 1, 90);
    const after = fly(s, 0.5);
    expect(after.streak).toBe(0);
    expect(after.bonus).toBe(s.bonus);
    expect(after.pickups.find((p) => p.crystal)?.missed).toBe(true);
  });

  it('writes the points and the streak beside the score for a moment, then clears them', () => {
    const s = quiet();
    s.pickups = row(s, 2);
    const caught = fly(s, 1);
    expect(caught.gainText).toBe(`+${2 * CRYSTAL_POINTS} ×2`);
    expect(caught.time - caught.gainAt).toBeLessThan(GAIN_SECONDS);
  });

  it('draws crystals in the points’ amber, at least 3:1 against every sky and against their own fill', () => {
    const skies = [COLORS.bg, ...[...SKY_GLOW, ...SECTOR_GLOW].map((g) => blend(COLORS.bg, g.color, g.alpha))];
    for (const sky of skies) {
      expect(contrast(PICKUP_COLORS.bonus, sky)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      const fill = blend(sky, PICKUP_FILL.bonus.color, PICKUP_FILL.bonus.alpha);
      expect(contrast(PICKUP_COLORS.bonus, fill)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });
});

/** The three screens the play-testers use, as the kit lays the field out on them. */
const FRAMES: [string, number, number][] = [
  ['an upright phone', 390, 844],
  ['a sideways phone', 844, 390],
  ['a desktop', 1280, 800],
];

function deviceInfo(width: number, height: number): DrawInfo {
  const size = chooseSize(
    width,
    height,
    { width: WIDTH, height: HEIGHT },
    { width: HEIGHT, height: WIDTH + UPRIGHT_HUD },
  );
  const box = fitField(width, height, size.width, size.height, frameInsets(size.layout, false));
  return {
    scene: 'playing',
    reducedMotion: true,
    time: 0,
    layout: size.layout,
    width: size.width,
    height: size.height,
    scale: box.scale,
  };
}

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box): boolean =>
  a.x >= b.x + b.width || a.x + a.width <= b.x || a.y >= b.y + b.height || a.y + a.height <= b.y;

describe('Endless Space Pilot: the same reaction time and a readable score pop on every device', () => {
  /**
   * Seconds from the moment any of a red shard shows on the field (its drawn outline crossing the field's far edge) to
   * the moment it can hit the ship, for the fastest loose shard of the asteroid belt heading straight at it.
   */
  function reactionTime(info: DrawInfo): number {
    const r = DEBRIS_RADIUS[0];
    const drawn = drawnRadius(r, info.scale ?? 1);
    const shard: Obstacle = {
      id: 1,
      kind: 'debris',
      pattern: 'column',
      x: WIDTH + r + 10,
      y: HEIGHT / 2,
      vx: 110,
      vy: 0,
      r,
      angle: 0,
      spin: 0,
      shape: [1, 1, 1],
      closest: 1e9,
      passed: false,
    };
    let s: State = { ...quiet(), shield: false, obstacles: [shard] };
    s.ship.y = HEIGHT / 2;
    const front = (st: State): number => st.obstacles[0]?.x ?? -Infinity;
    while (front(s) - drawn > WIDTH) s = update(s, NO_INPUT, DT);
    const seenAt = s.time;
    while (!s.crashed) s = update(s, NO_INPUT, DT);
    return s.time - seenAt;
  }

  const desktop = reactionTime(deviceInfo(1280, 800));

  it.each(FRAMES)('on %s, shows the whole world and gives within 15%% of the desktop’s reaction time', (_n, w, h) => {
    const info = deviceInfo(w, h);
    const field = fieldRect({ scale: info.scale ?? 1, offsetX: 0, offsetY: 0 }, info.width, info.height);
    // The field fits the frame with the world uncut: its far edge is where every shard comes in.
    expect(field.width).toBeLessThanOrEqual(w + 1e-6);
    expect(field.height).toBeLessThanOrEqual(h + 1e-6);
    const seconds = reactionTime(info);
    expect(seconds).toBeGreaterThan(1);
    expect(Math.abs(seconds - desktop) / desktop).toBeLessThanOrEqual(0.15);
  });

  it.each(FRAMES)('on %s, writes the points gained in the HUD’s band, clear of every other text', (_n, w, h) => {
    const info = deviceInfo(w, h);
    const s: State = { ...quiet(), score: 999999, streak: 12, gainText: '+200 ×12', gainAt: 39.8, shardsAt: 39.5 };
    beginTextFrame((x, y) => ({ x, y }));
    render(measuringContext().ctx, s, info);
    const texts = textsDrawn();
    const pop = texts.find((t) => t.text === s.gainText);
    if (!pop) throw new Error('no points drawn');
    expect(pop.y + pop.height).toBeLessThanOrEqual(HUD_BAND);
    expect(pop.x + pop.width).toBeLessThanOrEqual(info.width);
    for (const other of texts.filter((t) => t !== pop)) expect(apart(other, pop)).toBe(true);
    // Under the band the ship flies: the pop never reaches its highest line.
    expect(pop.y + pop.height).toBeLessThan(HUD_BAND + SHIP_RADIUS);
  });
});
