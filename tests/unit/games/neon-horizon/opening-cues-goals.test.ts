import { autopilot } from '@/games/neon-horizon/autopilot';
import { LANE_WIDTH, makeCamera, project } from '@/games/neon-horizon/camera';
import { CUE_SECONDS, activeCue } from '@/games/neon-horizon/cues';
import { MILESTONES, goalNotes, nextGoal } from '@/games/neon-horizon/goals';
import { FIRST_PATTERN_Z, IDLE_SAFE_SECONDS, NO_INPUT, createState, update } from '@/games/neon-horizon/sim';
import { DT, run } from './helpers';

describe('NEON HORIZON: the opening teaches', () => {
  it(`an idle player (no input) is not hit before ${IDLE_SAFE_SECONDS} s, on 40 seeds; the waiting first wall still stops it`, () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = run(createState(seed), IDLE_SAFE_SECONDS);
      expect([seed, s.crashed]).toEqual([seed, false]);
    }
    const later = run(createState(1), 20);
    expect(later.crashed).toBe(true);
    expect(later.obstacles.find((o) => o.z === FIRST_PATTERN_Z && !o.passed)).toMatchObject({ cue: 'lane' });
  });

  it('opens with a wall in the car’s lane (cued: change lane), then a beam across the track (cued: jump), each move cued once', () => {
    // Both lessons are in view (VIEW_DISTANCE ahead) by 6 s, before the idle car meets the wall.
    const s = run(createState(7), 6);
    const [first, second] = [...s.obstacles].sort((a, b) => a.z - b.z);
    expect(first).toMatchObject({ kind: 'wall', z: FIRST_PATTERN_Z, from: 0, to: 0, cue: 'lane' });
    expect(second).toMatchObject({ kind: 'low', from: -1, to: 1, cue: 'jump' });
    const driven = run(createState(7), 60, autopilot);
    const cued = driven.obstacles.filter((o) => o.cue);
    expect(new Set(cued.map((o) => o.cue)).size).toBe(cued.length);
    expect(driven.taught).toEqual(expect.arrayContaining(['lane', 'jump', 'slide']));
  });

  it('shards lead the way: a trail straight ahead at the start, and one beside the first wall', () => {
    const s = createState(3);
    expect(s.pickups.map((p) => [p.lane, p.z])).toEqual([0, 1, 2, 3, 4].map((i) => [0, 36 + i * 4]));
    const filled = run(s, 1);
    const beside = filled.pickups.filter((p) => Math.abs(p.z - FIRST_PATTERN_Z) < 12);
    expect(beside.length).toBeGreaterThan(0);
    expect(beside.every((p) => p.lane !== 0)).toBe(true);
  });
});

describe('NEON HORIZON: the in-run cue', () => {
  it(`shows the first wall's move ${CUE_SECONDS} s ahead, with both ways open, and goes once the car changes lane`, () => {
    expect(activeCue(run(createState(2), 2))).toBeNull();
    let s = createState(2);
    while (!activeCue(s)) s = update(s, NO_INPUT, DT);
    const cue = activeCue(s);
    expect(cue).toMatchObject({ move: 'lane', ways: [-1, 1] });
    expect(cue?.seconds).toBeGreaterThan(CUE_SECONDS - 0.1);
    expect(s.time).toBeLessThan(IDLE_SAFE_SECONDS - 1.5);
    const moved = update(s, { ...NO_INPUT, right: true }, DT);
    expect(activeCue(moved)).toBeNull();
  });

  it('shows JUMP before the beam, and goes while the car is in the air', () => {
    let s = run(createState(2), 4.5, (st) => (st.car.lane === 0 ? { right: true } : {}));
    expect(s.crashed).toBe(false);
    while (activeCue(s)?.move !== 'jump' && s.time < 20) s = update(s, NO_INPUT, DT);
    expect(activeCue(s)?.move).toBe('jump');
    expect(activeCue(update(s, { ...NO_INPUT, up: true }, DT))).toBeNull();
  });
});

describe('NEON HORIZON: the road upright, the wreck under the panel', () => {
  it('upright, the horizon sits in the top third and the road 20 m ahead is still over half the width', () => {
    const c = makeCamera(360, 700, 0, 0);
    expect(c.horizon).toBeLessThan(700 / 3);
    const left = project(c, -1.5 * LANE_WIDTH, 0, c.z + c.back + 20);
    const right = project(c, 1.5 * LANE_WIDTH, 0, c.z + c.back + 20);
    expect((right.x - left.x) / 360).toBeGreaterThan(1 / 2);
  });

  it('once the run is over the camera has craned away: the wreck sits below the game-over panel (under 82% of the height)', () => {
    for (const [w, h] of [
      [360, 700],
      [844, 390],
      [1000, 560],
    ] as const) {
      const c = makeCamera(w, h, 500, 0, 1);
      const ground = project(c, 0, 0, c.z + c.back);
      const top = ground.y - ground.scale * 0.85;
      expect(top / h).toBeGreaterThan(0.82);
    }
  });
});

describe('NEON HORIZON: distance milestones', () => {
  it('are announced as they pass, and game over names the next one', () => {
    let s = run(createState(4), 0.1);
    s = { ...s, distance: (MILESTONES[0]?.metres ?? 0) - 0.1, obstacles: [], nextPatternZ: 1e9 };
    const passed = run(s, 0.1);
    expect(passed.milestone).toBe(1);
    expect(passed.popups.map((p) => p.text)).toContain('500 m · GRID RUNNER');
    expect(nextGoal(107)).toBe('NEXT: 500 m · GRID RUNNER');
    expect(nextGoal(1200)).toBe('NEXT: 1500 m · SUNCHASER');
    expect(nextGoal(6100)).toBe('NEXT: 8000 m');
  });

  it('game over gives the next goal and how far this run fell short of it, in two short lines', () => {
    expect(goalNotes(490.6)).toEqual(['NEXT: 500 m · GRID RUNNER', '490 m RUN · 10 m TO GO']);
    expect(goalNotes(1200)).toEqual(['NEXT: 1500 m · SUNCHASER', '1200 m RUN · 300 m TO GO']);
    expect(goalNotes(6100)).toEqual(['NEXT: 8000 m', '6100 m RUN · 1900 m TO GO']);
    // Short enough that the kit draws them over 16 px across an upright phone (362 px wide).
    for (const distance of [0, 499, 2999, 4999, 12345])
      for (const line of goalNotes(distance)) expect(line.length).toBeLessThanOrEqual(32);
  });
});
