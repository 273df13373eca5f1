import { LANE_WIDTH, makeCamera, project, farEnd } from '@/games/neon-horizon/camera';
import { activeCue } from '@/games/neon-horizon/cues';
import {
  CAR_WRECK,
  CAR_WRECK_EDGE,
  HAZARD,
  MIN_GAP,
  glowWidth,
  outlineWidth,
  panelInset,
} from '@/games/neon-horizon/render-things';
import { LESSON_OPTION, rules } from '@/games/neon-horizon/rules';
import {
  FIRST_PATTERN_Z,
  LANE_MARGIN,
  NO_INPUT,
  NO_LESSON_FIRST_Z,
  createState,
  update,
  type Input,
} from '@/games/neon-horizon/sim';
import { replay } from '@/games/kit/replay';
import { DT, run } from './helpers';

describe('NEON HORIZON: a returning player can skip the lesson', () => {
  it('the title menu offers the lesson (shown by default) or a skip, and the choice goes to the run’s rules', () => {
    expect(LESSON_OPTION.choices).toEqual(['Show', 'Skip']);
    expect(LESSON_OPTION.initial ?? 0).toBe(0);
    expect(rules.menu).toContain(LESSON_OPTION);
    expect(rules.create(3, {}).nextPatternZ).toBe(FIRST_PATTERN_Z);
    expect(rules.create(3, { lesson: 'Show' }).nextPatternZ).toBe(FIRST_PATTERN_Z);
    expect(rules.create(3, { lesson: 'Skip' }).nextPatternZ).toBe(NO_LESSON_FIRST_Z);
  });

  it('without the lesson the traffic starts at once: the first obstacle reaches an idle car in 4–6 s, with no cue', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let s = update(createState(seed, { lesson: false }), NO_INPUT, DT);
      const first = Math.min(...s.obstacles.map((o) => o.z - o.depth / 2));
      expect(first / s.speed).toBeGreaterThan(4);
      expect(first / s.speed).toBeLessThan(6);
      let cued = false;
      for (let t = 0; t < 12 && !s.crashed; t += DT) {
        s = update(s, NO_INPUT, DT);
        cued ||= activeCue(s) !== null || s.obstacles.some((o) => o.cue);
      }
      expect(cued).toBe(false);
    }
  });

  it('the opening’s lessons (a wall in lane 0 at the first pattern) only come with the lesson', () => {
    const taught = run(createState(7), 6).obstacles.find((o) => o.z === FIRST_PATTERN_Z);
    expect(taught).toMatchObject({ kind: 'wall', cue: 'lane' });
    expect(run(createState(7, { lesson: false }), 6).obstacles.every((o) => o.cue === undefined)).toBe(true);
  });

  it('a replay with the skip recorded scores the same as the run it replays, and differs from the lesson’s', () => {
    const inputs: Input[] = Array.from({ length: 900 }, (_, i) => ({ ...NO_INPUT, left: i % 97 === 0 }));
    let s = rules.create(11, { lesson: 'Skip' });
    for (const i of inputs) if (!rules.isOver(s)) s = rules.step(s, i);
    const codes = inputs.map((i) => rules.encode(i));
    expect(replay(rules, 11, { lesson: 'Skip' }, codes).score).toBe(rules.score(s));
    expect(replay(rules, 11, { lesson: 'Show' }, codes).score).not.toBe(rules.score(s));
  });
});

describe('NEON HORIZON: hazards keep their shapes far away', () => {
  const views = [
    [360, 780],
    [780, 360],
    [576, 360],
  ] as const;

  it.each(views)(
    'on a %ix%i view, boxes in neighbouring lanes keep a dark gap of MIN_GAP px (glow included) to the far end',
    (w, h) => {
      const c = makeCamera(w, h, 0, 0);
      for (let z = c.z + c.back + 2; z <= farEnd(c); z += 2) {
        const scale = project(c, 0, 0, z).scale;
        const trueGap = 2 * LANE_MARGIN * LANE_WIDTH * scale;
        const gap = trueGap + 2 * panelInset(scale) - glowWidth(outlineWidth(scale), scale);
        expect(gap).toBeGreaterThanOrEqual(MIN_GAP - 1e-9);
        // And each box keeps most of its lane: the inset never eats more than half of it.
        expect(2 * panelInset(scale)).toBeLessThan(LANE_WIDTH * scale * 0.5);
      }
    },
  );

  it('the red glow is no wider than its core plus 1.5 px far away, and three times it near', () => {
    expect(glowWidth(outlineWidth(5), 5)).toBeLessThanOrEqual(outlineWidth(5) + 1.5);
    expect(glowWidth(outlineWidth(100), 100)).toBe(outlineWidth(100) * 3);
  });

  it('the wreck flashes in colours no hazard uses', () => {
    expect([CAR_WRECK, CAR_WRECK_EDGE]).not.toContain(HAZARD);
  });
});
