import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { IDLE, NOVICE, SKILLED, playModelled, type Decider } from '@/games/kit/players';
import { createRandom } from '@/games/kit/random';
import { COLORS } from '@/games/kit/theme';
import { LANE_WIDTH, makeCamera, project, farEnd } from '@/games/neon-horizon/camera';
import { activeCue } from '@/games/neon-horizon/cues';
import { neonHorizonModel } from '@/games/neon-horizon/model';
import {
  COMBO_EASE_METRES,
  COMBO_FROM,
  LADDER_GAP_SECONDS,
  WARM_UP_EXTRA,
  WARM_UP_METRES,
  gapSeconds,
} from '@/games/neon-horizon/patterns';
import { SKY_PLATE } from '@/games/neon-horizon/render';
import {
  FLOOR,
  GRID,
  HAZE,
  HAZE_ALPHA,
  HILLS_FILL,
  HILLS_LINE,
  LANE_COLOR,
  SKY,
  SUN,
  SUN_BANDS,
  SUN_GLOW,
} from '@/games/neon-horizon/render-scene';
import {
  CAR_COLOR,
  CAR_WRECK,
  CAR_WRECK_EDGE,
  CAR_LIGHTS,
  FADE_METRES,
  HAZARD,
  HAZARD_EDGE,
  HAZARD_MIN_ALPHA,
  JUMP_SIGN,
  JUMP_ZONE,
  MIN_BAR_HEIGHT,
  MIN_PANEL_HEIGHT,
  MIN_SIGN,
  PICKUP_COLORS,
  SLIDE_SIGN,
  fade,
  hazardFade,
} from '@/games/neon-horizon/render-things';
import {
  FIRST_PATTERN_Z,
  NO_INPUT,
  OPENING,
  createState,
  speedAt,
  update,
  type Input,
  type Obstacle,
  type State,
} from '@/games/neon-horizon/sim';
import { hueGap } from './helpers';

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

  it(`leaves longer free track between patterns over the first ${WARM_UP_METRES} m, then the ladder's, easing down to the usual`, () => {
    expect(gapSeconds(0)).toBeCloseTo(1.3 + WARM_UP_EXTRA);
    expect(gapSeconds(FIRST_PATTERN_Z)).toBeGreaterThan(gapSeconds(WARM_UP_METRES / 2));
    expect(gapSeconds(WARM_UP_METRES / 2)).toBeGreaterThan(gapSeconds(WARM_UP_METRES));
    expect(gapSeconds(WARM_UP_METRES)).toBeCloseTo(LADDER_GAP_SECONDS);
    expect(gapSeconds(COMBO_FROM - 1)).toBeCloseTo(LADDER_GAP_SECONDS);
    // Once the combos open, the free track eases down from the ladder's gap to the usual, with no step.
    expect(gapSeconds(COMBO_FROM)).toBeCloseTo(LADDER_GAP_SECONDS);
    expect(gapSeconds(COMBO_FROM + COMBO_EASE_METRES / 2)).toBeLessThan(LADDER_GAP_SECONDS - 0.1);
    expect(gapSeconds(COMBO_FROM + COMBO_EASE_METRES / 2)).toBeGreaterThan(gapSeconds(COMBO_FROM + COMBO_EASE_METRES));
    expect(gapSeconds(COMBO_FROM + COMBO_EASE_METRES)).toBeCloseTo(1.3 - (COMBO_FROM + COMBO_EASE_METRES) / 5000);
    for (let d = COMBO_FROM - 50; d < COMBO_FROM + COMBO_EASE_METRES; d += 5)
      expect(gapSeconds(d) - gapSeconds(d + 5)).toBeLessThan(0.01);
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

  it.each([
    [360, 640],
    [360, 779],
  ])(
    'upright %ix%i, the sky is at most a fifth of the field, a lane 60 m ahead is over a tenth of the width, a wall at the far end over 3%% of the height',
    (w, h) => {
      const c = makeCamera(w, h, 0, 0);
      expect(c.horizon / h).toBeLessThanOrEqual(0.2);
      const carZ = c.z + c.back;
      const lane = project(c, LANE_WIDTH / 2, 0, carZ + 60).x - project(c, -LANE_WIDTH / 2, 0, carZ + 60).x;
      expect(lane / w).toBeGreaterThan(0.1);
      const far = farEnd(c);
      expect((project(c, 0, 0, far).y - project(c, 0, 2.6, far).y) / h).toBeGreaterThan(0.03);
    },
  );

  it.each([
    [780, 360],
    [576, 360],
  ])('on a wide %ix%i view the road fills the field: sky under a quarter, road over 70%% wide at the car', (w, h) => {
    const c = makeCamera(w, h, 0, 0);
    expect(c.horizon / h).toBeLessThan(0.25);
    const carZ = c.z + c.back;
    const road = project(c, 1.5 * LANE_WIDTH, 0, carZ).x - project(c, -1.5 * LANE_WIDTH, 0, carZ).x;
    expect(road / w).toBeGreaterThan(0.7);
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
      expect(wallHeight(farEnd(c)) / h).toBeGreaterThan(0.035);
    },
  );

  it(`a hazard placed at the far end shows fully within ${FADE_METRES} m`, () => {
    const c = makeCamera(780, 360, 0, 0);
    const end = farEnd(c);
    expect(fade(c, end)).toBe(0);
    expect(fade(c, end - FADE_METRES)).toBe(1);
    expect(FADE_METRES).toBeLessThanOrEqual(15);
  });

  it('nothing on the track rises into the sky, where the lesson words and pop-ups are written', () => {
    for (const [w, h] of views) {
      for (const carX of [-1, 0, 1]) {
        const c = makeCamera(w, h, 100, carX);
        for (let z = c.z + c.back - 3; z < farEnd(c); z += 1) {
          for (const lane of [-1.5, 0, 1.5]) expect(project(c, lane * LANE_WIDTH, 2.6, z).y).toBeGreaterThan(c.horizon);
        }
      }
    }
  });
});

describe('NEON HORIZON: the palette', () => {
  const hazeAtHorizon = blend(FLOOR[0]?.[1] ?? '#000', HAZE, HAZE_ALPHA);
  const grounds = [hazeAtHorizon, ...FLOOR.map(([, color]) => color)];
  /** Everything drawn that is not a hazard: the backdrop, the lanes, the car, the prizes and the cues. */
  const others = [
    ...SKY.map(([, color]) => color),
    ...SUN.map(([, color]) => color),
    SUN_GLOW,
    SUN_BANDS,
    HILLS_FILL,
    HILLS_LINE,
    GRID,
    HAZE,
    ...FLOOR.map(([, color]) => color),
    LANE_COLOR,
    CAR_COLOR,
    CAR_LIGHTS,
    CAR_WRECK,
    CAR_WRECK_EDGE,
    JUMP_ZONE,
    ...Object.values(PICKUP_COLORS),
  ];

  it.each([
    ['the hazards’ edge', HAZARD_EDGE],
    ...Object.entries(PICKUP_COLORS),
    ['the car', CAR_COLOR],
    ['the wrecked car’s flash', CAR_WRECK],
    ['the wrecked car’s outline', CAR_WRECK_EDGE],
    ['the take-off zone', JUMP_ZONE],
  ])('%s stands out by 3:1 from every part of the floor, the haze at the horizon included', (_name, color) => {
    for (const ground of grounds) expect(contrast(color, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('the hazards’ red glows by 3:1 from the dark road it stands on', () => {
    for (const [, ground] of FLOOR) expect(contrast(HAZARD, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('hazards glow in a red nothing else uses: every other colour drawn is at least 30° of hue away from it', () => {
    for (const color of others) expect({ color, gap: hueGap(color, HAZARD) >= 30 }).toEqual({ color, gap: true });
    expect(hueGap(HAZARD_EDGE, HAZARD)).toBeLessThan(10);
  });

  it('draws no pickup in the lanes’ cyan', () => {
    for (const color of Object.values(PICKUP_COLORS)) expect(color).not.toBe(LANE_COLOR);
  });

  it('the words in the sky read on their plate (4.5:1)', () => {
    expect(contrast(COLORS.amber, SKY_PLATE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('NEON HORIZON: the jump bar and the slide beam', () => {
  const hazeAtHorizon = blend(FLOOR[0]?.[1] ?? '#000', HAZE, HAZE_ALPHA);
  const grounds = [hazeAtHorizon, ...FLOOR.map(([, color]) => color)];

  it.each([
    ['the jump bar’s ▲', JUMP_SIGN],
    ['the slide beam’s ▼', SLIDE_SIGN],
  ])('%s stands out by 3:1 from every part of the floor', (_name, color) => {
    for (const ground of grounds) expect(contrast(color, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('tells the two apart by colour as well as by shape: their signs are far apart in hue, and neither is the hazards’ red', () => {
    expect(hueGap(JUMP_SIGN, SLIDE_SIGN)).toBeGreaterThanOrEqual(90);
    expect(hueGap(SLIDE_SIGN, HAZARD)).toBeGreaterThanOrEqual(30);
    expect(hueGap(SLIDE_SIGN, LANE_COLOR)).toBeGreaterThanOrEqual(30);
    expect(MIN_SIGN).toBeGreaterThanOrEqual(4);
  });
});

describe('NEON HORIZON: far hazards on an upright phone', () => {
  it(`a hazard at the far end is drawn at least ${HAZARD_MIN_ALPHA} opaque and fully within ${FADE_METRES} m`, () => {
    const c = makeCamera(360, 780, 0, 0);
    const end = farEnd(c);
    expect(hazardFade(c, end)).toBeCloseTo(HAZARD_MIN_ALPHA);
    expect(HAZARD_MIN_ALPHA).toBeGreaterThanOrEqual(0.5);
    expect(hazardFade(c, end - FADE_METRES)).toBe(1);
  });

  it('draws a far wall at least a box tall, not a dash', () => {
    expect(MIN_PANEL_HEIGHT).toBeGreaterThanOrEqual(2 * MIN_BAR_HEIGHT);
  });
});
