import { chooseLabel, chosenLabels, restoreMenu, saveMenu } from '@/games/kit/menu';
import type { MenuOption } from '@/games/kit/types';
import { autopilot } from '@/games/neon-horizon/autopilot';
import { horizonY } from '@/games/neon-horizon/camera';
import { LESSON_SKIP, lessonCleared } from '@/games/neon-horizon/lesson-memory';
import { HUD_MIN_CSS, hudSize, skyRows } from '@/games/neon-horizon/render';
import { LESSON_OPTION, rules } from '@/games/neon-horizon/rules';
import { createState, update, type State } from '@/games/neon-horizon/sim';

const DT = 1 / 60;

/** Logical views (the kit's 360 short side) with the CSS px per unit of phones and a desktop. */
const VIEWS = [
  { name: 'upright phone', width: 360, height: 779, scale: 390 / 360 },
  { name: 'sideways phone', width: 779, height: 360, scale: 390 / 360 },
  { name: 'small sideways phone', width: 640, height: 360, scale: 375 / 360 },
  { name: 'desktop', width: 563, height: 360, scale: 780 / 360 },
] as const;

describe('NEON HORIZON: words in the sky and the HUD read on every screen', () => {
  it.each(VIEWS)('$name: the cue and the pop-ups sit on plates inside the sky, apart', ({ width, height, scale }) => {
    const horizon = horizonY(width, height);
    const size = hudSize(width, height, scale);
    const rows = skyRows(horizon, size);
    // A sky of one row shares it: the cue, while it shows, holds it, so only its plate must fit.
    const shared = rows.popups[0] === rows.cue;
    const plates = [
      { y: rows.cue, half: (size * 1.25 * 1.5) / 2 },
      ...(shared ? [] : rows.popups.map((y) => ({ y, half: (size * 0.8 * 1.5) / 2 }))),
    ];
    expect(rows.popups.length).toBeGreaterThanOrEqual(1);
    for (const p of plates) {
      expect(p.y - p.half).toBeGreaterThanOrEqual(0);
      expect(p.y + p.half).toBeLessThanOrEqual(horizon);
    }
    for (let i = 1; i < plates.length; i += 1) {
      const [above, below] = [plates[i - 1], plates[i]];
      if (above && below) expect(below.y - below.half).toBeGreaterThan(above.y + above.half);
    }
  });

  it('upright the sky keeps two pop-ups; a short wide sky keeps the latest one, in the cue’s row when held sideways', () => {
    expect(skyRows(horizonY(360, 779), hudSize(360, 779, 390 / 360)).popups).toHaveLength(2);
    expect(skyRows(horizonY(640, 360), hudSize(640, 360, 375 / 360)).popups).toHaveLength(1);
    const sideways = skyRows(horizonY(779, 360), hudSize(779, 360, 390 / 360));
    expect(sideways.popups).toEqual([sideways.cue]);
  });

  it('held sideways, the road takes the height: the sky is under a sixth of the field, a desktop’s under a quarter', () => {
    expect(horizonY(779, 360)).toBeLessThanOrEqual(360 / 6);
    expect(horizonY(563, 360)).toBeLessThan(360 / 4);
  });

  it.each(VIEWS)(
    '$name: the HUD’s smallest line and the pop-ups show at 14 CSS px or more',
    ({ width, height, scale }) => {
      const size = hudSize(width, height, scale);
      expect(size * scale).toBeGreaterThanOrEqual(HUD_MIN_CSS - 1e-9);
      expect(size * 0.75 * scale).toBeGreaterThanOrEqual(14);
      expect(size * 0.8 * scale).toBeGreaterThanOrEqual(14);
    },
  );
});

describe('NEON HORIZON: a player who cleared the lesson starts on Skip next time', () => {
  /** A run driven by the autopilot until `until` holds or the run is over (at most a minute). */
  function drive(s: State, until: (s: State) => boolean): State {
    let state = s;
    while (!until(state) && !state.crashed && state.time < 60) state = update(state, autopilot(state), DT);
    return state;
  }

  it('the lesson counts as cleared once the opening’s beam is behind a running car, not before', () => {
    const start = createState(5);
    expect(lessonCleared(start)).toBe(false);
    const cleared = drive(start, lessonCleared);
    expect(lessonCleared(cleared)).toBe(true);
    // By then the car has met the wall and the beam, the opening's two lessons.
    expect(cleared.taught).toEqual(expect.arrayContaining(['lane', 'jump']));
    const before = drive(createState(5), (s) => s.time >= cleared.time - DT * 2);
    expect(lessonCleared(before)).toBe(false);
  });

  it('a run without the lesson never counts as clearing it', () => {
    const skipped = drive(createState(5, { lesson: false }), (s) => s.time > 30 || lessonCleared(s));
    expect(lessonCleared(skipped)).toBe(false);
  });

  it('a crashed car has cleared nothing', () => {
    const cleared = drive(createState(5), lessonCleared);
    expect(lessonCleared({ ...cleared, crashed: true })).toBe(false);
  });

  it('picks Skip on the kit’s title menu, keeping the other rows, and the saved menu then starts on Skip', () => {
    expect(rules.menu?.[0]).toBe(LESSON_OPTION);
    const runRow: MenuOption = { id: 'run', label: 'Run', choices: ['Free play', "Today's run"] };
    const menu = [LESSON_OPTION, runRow];
    for (const saved of ['[]', '', 'not json', '{"a":1}', '["Show"]', JSON.stringify(['Show', "Today's run"])]) {
      const next = chooseLabel(menu, restoreMenu(menu, saved), LESSON_OPTION.id, LESSON_SKIP);
      expect(chosenLabels(menu, restoreMenu(menu, saveMenu(menu, next))).lesson).toBe('Skip');
    }
    const kept = chooseLabel(menu, restoreMenu(menu, JSON.stringify(['Show', "Today's run"])), 'lesson', LESSON_SKIP);
    expect(chosenLabels(menu, kept)).toEqual({ lesson: 'Skip', run: "Today's run" });
    // Show is still offered: one step along the row.
    expect(LESSON_OPTION.choices).toContain('Show');
    // And the row adds no note line, which on a short sideways title would push the swipe line into the start button.
    expect(LESSON_OPTION.notes).toBeUndefined();
  });
});
