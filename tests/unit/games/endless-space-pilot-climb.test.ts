import { beginTextFrame, textsDrawn } from '@/games/kit/draw';
import { NON_TEXT_CONTRAST, contrast } from '@/games/kit/contrast';
import { createRandom } from '@/games/kit/random';
import { RESTART_DELAY_MS, restartReady } from '@/games/kit/screens';
import { COLORS } from '@/games/kit/theme';
import type { DrawInfo } from '@/games/kit/types';
import { autopilot } from '@/games/endless-space-pilot/autopilot';
import {
  DEBRIS_COLOR,
  ROCK_COLORS,
  SHIP_COLOR,
  SHIP_CONTRAST,
  SHIP_KEYLINE,
} from '@/games/endless-space-pilot/palette';
import {
  NEW_LINE_SECONDS,
  SHARDS_LINE,
  SHIP_MIN_CSS,
  SPEED_UP_LINE,
  SWEEP_LINE,
  UPRIGHT_HUD,
  render,
  shipDrawScale,
} from '@/games/endless-space-pilot/render';
import {
  BASE_SPEED,
  HEIGHT,
  HUD_BAND,
  MIN_GAP,
  NO_INPUT,
  SPEED_STEP_SECONDS,
  SURGE_SECONDS,
  WIDTH,
  createState,
  update,
  type State,
} from '@/games/endless-space-pilot/sim';
import {
  BELT_FORMATIONS,
  BELT_FORMATION_EVERY,
  FIRST_SHARD_LEAD,
  SWEEP_SPEED,
  nextFormation,
  spawnGroup,
  widestGap,
} from '@/games/endless-space-pilot/spawn';
import { fakeContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;
const SIDEWAYS: DrawInfo = { scene: 'playing', reducedMotion: true, time: 0, width: WIDTH, height: HEIGHT, scale: 1 };
const UPRIGHT: DrawInfo = { ...SIDEWAYS, layout: 'portrait', width: HEIGHT, height: WIDTH + UPRIGHT_HUD };
/** CSS px per logical px on a phone: upright 390 px across a 450-wide field, sideways 390 px down a 450-high one. */
const PHONE_SCALE = 390 / 450;

function fly(state: State, seconds: number, steer: (s: State) => { x: number; y: number } = () => NO_INPUT): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, steer(s), DT);
  return s;
}

function textsOf(s: State, info: DrawInfo) {
  beginTextFrame((x, y) => ({ x, y }));
  render(fakeContext(), s, info);
  return textsDrawn();
}

const quiet = (): State => ({ ...createState(1), nextSpawnAt: 1e9, nextPickupAt: 1e9 });

describe('Endless Space Pilot: the climb is felt in the first minute', () => {
  it(`steps the speed up every ${SPEED_STEP_SECONDS} s, with a sound and a line: flat between steps, a quick surge after`, () => {
    let s = quiet();
    const steps: number[] = [];
    const speeds: number[] = [];
    for (let t = 0; t < 3 * SPEED_STEP_SECONDS + 1; t += DT) {
      s = update(s, NO_INPUT, DT);
      if (s.events.includes('speed-up')) steps.push(Math.round(s.time * 10) / 10);
      speeds.push(s.speed);
    }
    expect(steps).toEqual([10, 20, 30]);
    // Between steps the scroll holds still; each step adds at least a tenth of the base speed within SURGE_SECONDS.
    const at = (time: number): number => speeds[Math.round(time / DT) - 1] ?? 0;
    expect(at(9.9) - at(5)).toBe(0);
    expect(at(10 + SURGE_SECONDS) - at(9.9)).toBeGreaterThan(0.1 * BASE_SPEED);
    expect(at(19.9) - at(10 + SURGE_SECONDS)).toBe(0);
    const justAfter = { ...quiet(), time: 2 * SPEED_STEP_SECONDS + 0.3 };
    for (const info of [SIDEWAYS, UPRIGHT])
      expect(textsOf(justAfter, info).map((t) => t.text)).toContain(SPEED_UP_LINE);
  });

  it('opens the asteroid belt (about 30 s) with a new obstacle, the sweep, and sends formations closer together', () => {
    const belt: State = { ...createState(4), time: 31, sector: 1, speed: 360, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const kinds = Array.from({ length: 6 * BELT_FORMATION_EVERY }, (_, i) => nextFormation({ ...belt, groups: i }));
    expect(kinds.filter((k) => k !== null)).toHaveLength(6);
    expect(kinds[BELT_FORMATION_EVERY - 1]).toBe('sweep');
    expect(BELT_FORMATIONS.filter((k) => k === 'sweep').length).toBeGreaterThanOrEqual(BELT_FORMATIONS.length / 3);
    for (let seed = 1; seed <= 20; seed++) {
      const s: State = { ...belt, groups: BELT_FORMATION_EVERY - 1, obstacles: [], pickups: [] };
      spawnGroup(s, createRandom(seed));
      const [shard] = s.obstacles;
      expect(s.obstacles).toHaveLength(1);
      expect(shard?.kind).toBe('debris');
      expect(Math.abs(shard?.vy ?? 0)).toBeGreaterThanOrEqual(SWEEP_SPEED[0]);
      expect(widestGap(s.obstacles)).toBeGreaterThanOrEqual(MIN_GAP);
      expect(s.sweepAt).toBe(31);
    }
  });

  it('meets the sweep within about 10 s of reaching the belt, in a flown run', () => {
    const met: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const s = fly({ ...createState(seed), shield: true }, 42, autopilot);
      if (!s.crashed) met.push(s.sweepAt);
    }
    expect(met.length).toBeGreaterThan(0);
    for (const at of met) {
      expect(at).toBeGreaterThanOrEqual(30);
      expect(at).toBeLessThan(41);
    }
  });
});

describe('Endless Space Pilot: a new kind of obstacle is named the first time it comes', () => {
  it('records when the red shards were named, before the first of them comes on the field', () => {
    let s = createState(2);
    // The autopilot flies, so no crash stops the clock (a crashed run's time stands still) before the shards come.
    while (s.shardsAt < 0 && !s.crashed && s.time < 30) s = update(s, autopilot(s), DT);
    expect(s.shardsAt).toBeGreaterThan(0);
    expect(s.obstacles.some((o) => o.kind === 'debris')).toBe(false);
    while (!s.obstacles.some((o) => o.kind === 'debris') && !s.crashed && s.time < 30) s = update(s, autopilot(s), DT);
    expect(s.time - s.shardsAt).toBeGreaterThanOrEqual(FIRST_SHARD_LEAD - DT);
  });

  it.each([
    ['sideways', SIDEWAYS, HUD_BAND],
    ['upright', UPRIGHT, UPRIGHT_HUD],
  ])('%s, writes its NEW line in the HUD panel, off the rocks’ path, then lets it go', (_name, info, bottom) => {
    const base: State = { ...createState(3), time: 14, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    for (const [s, line] of [
      [{ ...base, shardsAt: 13 }, SHARDS_LINE],
      [{ ...base, time: 36, sector: 1, sectorAt: 30, shardsAt: 13, sweepAt: 35 }, SWEEP_LINE],
    ] as const) {
      const box = textsOf(s, info).find((t) => t.text === line);
      expect(box).toBeDefined();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bottom);
      const later = { ...s, time: s.time + NEW_LINE_SECONDS };
      expect(textsOf(later, info).map((t) => t.text)).not.toContain(line);
    }
    // It is a hazard's colour, and reads on the HUD's panel.
    expect(contrast(DEBRIS_COLOR, COLORS.bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Endless Space Pilot: the ship is easy to see on a phone', () => {
  it(`is drawn at least ${SHIP_MIN_CSS} CSS px long on a phone, and at its own size where that is already more`, () => {
    expect(SHIP_MIN_CSS).toBeGreaterThanOrEqual(32);
    expect(29 * shipDrawScale(PHONE_SCALE) * PHONE_SCALE).toBeGreaterThanOrEqual(SHIP_MIN_CSS - 1e-9);
    expect(shipDrawScale(1.6)).toBe(1);
  });

  it('keeps its outline apart from everything it flies over by a dark rim', () => {
    expect(contrast(SHIP_COLOR, SHIP_KEYLINE)).toBeGreaterThanOrEqual(SHIP_CONTRAST);
    for (const crossed of [...ROCK_COLORS, DEBRIS_COLOR, COLORS.text])
      expect(contrast(crossed, SHIP_KEYLINE)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
});

describe('Endless Space Pilot: the game-over screen stays up for a player still tapping', () => {
  it('takes no restart for at least 0.8 s after the game over (the kit shows a wait bar until it does)', () => {
    expect(RESTART_DELAY_MS).toBeGreaterThanOrEqual(800);
    expect(restartReady(1000 + 800, 1000)).toBe(false);
    expect(restartReady(1000 + RESTART_DELAY_MS, 1000)).toBe(true);
  });
});
