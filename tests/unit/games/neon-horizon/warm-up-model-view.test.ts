import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { IDLE, NOVICE, SKILLED, playModelled, type Decider } from '@/games/kit/players';
import { createRandom } from '@/games/kit/random';
import { COLORS } from '@/games/kit/theme';
import { LANE_WIDTH, makeCamera, project } from '@/games/neon-horizon/camera';
import { activeCue } from '@/games/neon-horizon/cues';
import { neonHorizonModel } from '@/games/neon-horizon/model';
import { WARM_UP_EXTRA, WARM_UP_METRES, gapSeconds } from '@/games/neon-horizon/patterns';
import { SKY_PLATE } from '@/games/neon-horizon/render';
import { FLOOR, HAZE, HAZE_ALPHA } from '@/games/neon-horizon/render-scene';
import { CAR_COLOR, FADE_METRES, OBSTACLE_COLORS, PICKUP_COLORS, fade } from '@/games/neon-horizon/render-things';
import { LANE_COLOR } from '@/games/neon-horizon/render-scene';
import {
  FIRST_PATTERN_Z,
  NO_INPUT,
  OPENING,
  VIEW_DISTANCE,
  createState,
  speedAt,
  update,
  type Input,
  type Obstacle,
  type State,
} from '@/games/neon-horizon/sim';

const DT = 1 / 60;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('NEON HORIZON: the warm-up', () => {
  it('spaces the lessons: the beam comes seconds after the wall, and its JUMP cue only once the wall is behind the car', () => {
    let opening = createState(3);
    while (opening.time < 6) opening = update(opening, NO_INPUT, DT);
    const [wall, beam] = [...opening.obstacles].sort((a, b) => a.z - b.z);
    if (!wall || !beam) throw new Error('no opening');
    expect((beam.z - wall.z) / speedAt(wall.z)).toBeGreaterThanOrEqual(OPENING[0]?.then ?? 0);
    expect(OPENING.every((lesson) => lesson.then >= 2.5)).toBe(true);
    let s = createState(3);
    let wallPassedAt = Infinity;
    while (activeCue(s)?.move !== 'jump' && s.time < 30) {
      s = update(s, { ...NO_INPUT, right: s.car.lane === 0 }, DT);
      if (s.obstacles.find((o) => o.id === wall.id)?.passed) wallPassedAt = Math.min(wallPassedAt, s.time);
    }
    expect(s.crashed).toBe(false);
    expect(s.time - wallPassedAt).toBeGreaterThan(0.9);
  });

  it(`leaves longer free track between patterns over the first ${WARM_UP_METRES} m, easing into the usual spacing`, () => {
    expect(gapSeconds(0)).toBeCloseTo(1.3 + WARM_UP_EXTRA);
    expect(gapSeconds(FIRST_PATTERN_Z)).toBeGreaterThan(gapSeconds(WARM_UP_METRES / 2));
    expect(gapSeconds(WARM_UP_METRES / 2)).toBeGreaterThan(gapSeconds(WARM_UP_METRES));
    expect(gapSeconds(WARM_UP_METRES)).toBeCloseTo(1.3 - WARM_UP_METRES / 5000);
    expect(gapSeconds(3000)).toBeCloseTo(0.7);
  });
});

describe('NEON HORIZON: the modelled players', () => {
  const decider = (givenSince: Input[] = []): Decider<Input> => ({
    model: NOVICE,
    random: createRandom(1),
    givenSince,
    miss: () => 0,
    slips: () => false,
  });
  const wallAhead = (lane: number): State => {
    const s = createState(1);
    const wall: Obstacle = {
      id: 999,
      kind: 'wall',
      z: 12,
      depth: 0.5,
      from: lane,
      to: lane,
      sway: 0,
      phase: 0,
      threat: false,
      passed: false,
    };
    return { ...s, time: 5, obstacles: [wall], pickups: [], nextPatternZ: 1e9 };
  };

  it('swipe once (a swipe is one step), and do not swipe again before the late picture shows the first', () => {
    expect(neonHorizonModel.hold?.({ ...NO_INPUT, left: true })).toEqual(NO_INPUT);
    const seen = wallAhead(0);
    const first = neonHorizonModel.decide(seen, decider());
    expect(first.left || first.right).toBe(true);
    expect(neonHorizonModel.decide(seen, decider([first, NO_INPUT]))).toEqual(NO_INPUT);
  });

  it('an idle player lasts past 8 s; a novice ends every run in a few minutes at most; a skilled player runs several times as far', () => {
    expect(playModelled(neonHorizonModel, IDLE, 1).seconds).toBeGreaterThanOrEqual(8);
    const novice = Array.from({ length: 24 }, (_, i) => playModelled(neonHorizonModel, NOVICE, i + 1));
    const skilled = Array.from({ length: 24 }, (_, i) => playModelled(neonHorizonModel, SKILLED, i + 1));
    expect(novice.every((r) => r.ended)).toBe(true);
    expect(median(novice.map((r) => r.seconds))).toBeGreaterThanOrEqual(25);
    expect(median(skilled.map((r) => r.score))).toBeGreaterThanOrEqual(3 * median(novice.map((r) => r.score)));
  });
});

describe('NEON HORIZON: the view', () => {
  const views = [
    [360, 640],
    [360, 780],
    [780, 360],
    [576, 360],
  ] as const;

  it('upright, the sky is at most a fifth of the field and a lane 60 m ahead is still over 7% of the width', () => {
    const c = makeCamera(360, 640, 0, 0);
    expect(c.horizon / 640).toBeLessThanOrEqual(0.2);
    const carZ = c.z + c.back;
    const lane = project(c, LANE_WIDTH / 2, 0, carZ + 60).x - project(c, -LANE_WIDTH / 2, 0, carZ + 60).x;
    expect(lane / 360).toBeGreaterThan(0.07);
  });

  it.each([
    [780, 360],
    [576, 360],
  ])('on a wide %ix%i view the road fills the field: horizon under a third, road over 60%% wide at the car', (w, h) => {
    const c = makeCamera(w, h, 0, 0);
    expect(c.horizon / h).toBeLessThanOrEqual(0.3);
    const carZ = c.z + c.back;
    const road = project(c, 1.5 * LANE_WIDTH, 0, carZ).x - project(c, -1.5 * LANE_WIDTH, 0, carZ).x;
    expect(road / w).toBeGreaterThan(0.6);
  });

  it.each([
    [780, 360],
    [576, 360],
  ])(
    'on a wide %ix%i view a wall 60 m ahead stands over 6%% of the height, and one at the far end over 3.5%%',
    (w, h) => {
      const c = makeCamera(w, h, 0, 0);
      const wallHeight = (z: number): number => project(c, 0, 0, z).y - project(c, 0, 2.6, z).y;
      expect(wallHeight(c.z + c.back + 60) / h).toBeGreaterThan(0.06);
      expect(wallHeight(c.z + VIEW_DISTANCE) / h).toBeGreaterThan(0.035);
    },
  );

  it(`a hazard placed at the far end shows fully within ${FADE_METRES} m`, () => {
    const c = makeCamera(780, 360, 0, 0);
    const farEnd = c.z + VIEW_DISTANCE + 4;
    expect(fade(c, farEnd)).toBe(0);
    expect(fade(c, farEnd - FADE_METRES)).toBe(1);
    expect(FADE_METRES).toBeLessThanOrEqual(15);
  });

  it('nothing on the track rises into the sky, where the lesson words and pop-ups are written', () => {
    for (const [w, h] of views) {
      for (const carX of [-1, 0, 1]) {
        const c = makeCamera(w, h, 100, carX);
        for (let z = c.z + c.back - 3; z < c.z + c.back + VIEW_DISTANCE + 4; z += 1) {
          for (const lane of [-1.5, 0, 1.5]) expect(project(c, lane * LANE_WIDTH, 2.6, z).y).toBeGreaterThan(c.horizon);
        }
      }
    }
  });
});

describe('NEON HORIZON: the palette', () => {
  const hazeAtHorizon = blend(FLOOR[0]?.[1] ?? '#000', HAZE, HAZE_ALPHA);
  const grounds = [hazeAtHorizon, ...FLOOR.map(([, color]) => color)];

  it.each([...Object.entries(OBSTACLE_COLORS), ...Object.entries(PICKUP_COLORS), ['car', CAR_COLOR]])(
    '%s stands out by 3:1 from every part of the floor, the haze at the horizon included',
    (_name, color) => {
      for (const ground of grounds) expect(contrast(color, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    },
  );

  it('draws no hazard or pickup in the lanes’ cyan, and no pickup in a hazard’s colour', () => {
    const hazards = Object.values(OBSTACLE_COLORS);
    for (const color of [...hazards, ...Object.values(PICKUP_COLORS)]) expect(color).not.toBe(LANE_COLOR);
    for (const color of Object.values(PICKUP_COLORS)) expect(hazards).not.toContain(color);
  });

  it('the words in the sky read on their plate (4.5:1)', () => {
    expect(contrast(COLORS.amber, SKY_PLATE)).toBeGreaterThanOrEqual(4.5);
  });
});
