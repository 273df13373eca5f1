import { createRandom } from '@/games/kit/random';
import { autopilot } from '@/games/neon-horizon/autopilot';
import {
  FOLLOW_SHARE,
  FOLLOW_SHARE_UPRIGHT,
  LANE_WIDTH,
  easeFollow,
  makeCamera,
  project,
} from '@/games/neon-horizon/camera';
import { activeCue, jumpWindow } from '@/games/neon-horizon/cues';
import {
  TIER_SETTLE_METRES,
  TIER_STARTS,
  newKinds,
  newTierShare,
  patternsFor,
  pickPattern,
  tierAt,
} from '@/games/neon-horizon/patterns';
import {
  BASE_SPEED,
  CRAWL,
  DEBUTS,
  DEBUT_LIFE,
  GAP_DEPTH,
  NO_INPUT,
  createState,
  paceSpeed,
  runSpeed,
  update,
  type Input,
  type Obstacle,
  type State,
} from '@/games/neon-horizon/sim';
import { DT, run } from './helpers';

/** Runs until the lesson holds the world at its crawl (or `limit` seconds pass). */
function untilCrawl(s: State, at: (s: State) => Partial<Input> = () => ({}), limit = 30): State {
  let state = s;
  while (state.hold > CRAWL + 1e-9 && state.time < limit) state = update(state, { ...NO_INPUT, ...at(state) }, DT);
  return state;
}

/** Out of lane 0 once the first wall's cue shows, so the run reaches the beam. */
const dodgeWall = (s: State): Partial<Input> =>
  s.car.lane === 0 && activeCue(s)?.move === 'lane' ? { right: true } : {};

describe('NEON HORIZON: the lesson waits for its move', () => {
  it('an idle car slows to a crawl before the first wall, its cue showing, and stays unhurt for seconds', () => {
    const held = untilCrawl(createState(4));
    expect(held.crashed).toBe(false);
    expect(activeCue(held)).toMatchObject({ move: 'lane' });
    const later = run(held, 3);
    expect(later.crashed).toBe(false);
    expect(runSpeed(later)).toBeCloseTo(paceSpeed(later) * CRAWL);
  });

  it('the move made, the run goes on at its pace at once and clears the wall', () => {
    const held = untilCrawl(createState(4));
    const moved = update(held, { ...NO_INPUT, right: true }, DT);
    expect(moved.hold).toBe(1);
    const after = run(moved, 2);
    expect(after.crashed).toBe(false);
    expect(after.obstacles.some((o) => o.cue === 'lane' && !o.passed)).toBe(false);
  });

  it('before the beam the world waits for a jump: a slide does not release it, a jump clears the beam', () => {
    const held = untilCrawl(run(createState(2), 8, dodgeWall), dodgeWall);
    expect(activeCue(held)?.move).toBe('jump');
    const slid = run(update(held, { ...NO_INPUT, down: true }, DT), 0.5);
    expect(slid.hold).toBeLessThan(1);
    expect(activeCue(slid)?.move).toBe('jump');
    const jumped = run(update(held, { ...NO_INPUT, up: true }, DT), 1.5);
    expect(jumped.crashed).toBe(false);
    expect(jumped.obstacles.some((o) => o.cue === 'jump' && !o.passed)).toBe(false);
  });

  it('a run without the lesson is never held', () => {
    let s = createState(3, { lesson: false });
    for (let t = 0; t < 8 && !s.crashed; t += DT) {
      s = update(s, autopilot(s), DT);
      expect(s.hold).toBe(1);
    }
  });
});

describe('NEON HORIZON: new kinds come early, one at a time, each named by a banner', () => {
  it('the second tier, with the bar and the gap, opens soon after the lesson; the moving wall after the combos', () => {
    expect(tierAt((TIER_STARTS[1] ?? 0) - 1)).toBe(0);
    expect(tierAt(TIER_STARTS[1] ?? 0)).toBe(1);
    expect(TIER_STARTS[1]).toBeLessThanOrEqual(300);
    const kinds = (d: number) => new Set(patternsFor(d).flatMap((p) => p.pieces.map((piece) => piece.kind)));
    expect([...kinds(TIER_STARTS[1] ?? 0)]).toEqual(expect.arrayContaining(['high', 'gap']));
    expect(kinds((TIER_STARTS[3] ?? 0) - 1).has('mover')).toBe(false);
    expect(kinds(TIER_STARTS[3] ?? 0).has('mover')).toBe(true);
  });

  it('a pattern with a kind not met yet is picked first, unless a newcomer is still ahead', () => {
    const at = TIER_STARTS[1] ?? 0;
    // The bar is taught by the opening, so the gap is the second tier's only newcomer.
    expect(newKinds(pickPattern(at, [], false, createRandom(1)), [])).toEqual(['gap']);
    expect(newKinds(pickPattern(TIER_STARTS[3] ?? 0, ['gap'], false, createRandom(1)), ['gap'])).toEqual(['mover']);
    const picks = Array.from({ length: 30 }, (_, i) => pickPattern(at, [], true, createRandom(i)).name);
    expect(new Set(picks).size).toBeGreaterThan(2);
  });

  it('a new tier settles in: at its opening fewer random picks are its own patterns than once it has run a while', () => {
    const at = TIER_STARTS[1] ?? 0;
    expect(newTierShare(at)).toBeCloseTo(0.85);
    expect(newTierShare(at + TIER_SETTLE_METRES)).toBe(1);
    const newest = (z: number) =>
      Array.from({ length: 2000 }, (_, i) => pickPattern(z, ['gap'], false, createRandom(i))).filter(
        (pattern) => pattern.tier === tierAt(z),
      ).length / 2000;
    // Half the second tier's pool is its own (the bar and the hole): 0.85 of that at its start, all of it later.
    expect(newest(at)).toBeGreaterThan(0.36);
    expect(newest(at)).toBeLessThan(0.47);
    expect(newest(at + TIER_SETTLE_METRES)).toBeGreaterThan(0.46);
  });

  it('on a driven run the gap, then the moving wall are each announced once, 1.5 to 3 s ahead', () => {
    let s = createState(5);
    const banners: { text: string; time: number; distance: number; ahead: number }[] = [];
    const debutTexts = Object.values(DEBUTS);
    while (!s.crashed && s.distance < (TIER_STARTS[3] ?? 0) + 300) {
      const shown = s.popups.map((p) => p.text);
      s = update(s, autopilot(s), DT);
      for (const p of s.popups) {
        if (!debutTexts.includes(p.text) || shown.includes(p.text)) continue;
        const o = s.obstacles.find((x: Obstacle) => x.debut && DEBUTS[x.kind] === p.text);
        banners.push({
          text: p.text,
          time: s.time,
          distance: s.distance,
          ahead: ((o?.z ?? 0) - s.distance) / paceSpeed(s),
        });
        expect(p.life).toBeLessThanOrEqual(DEBUT_LIFE);
      }
    }
    expect(s.crashed).toBe(false);
    expect(banners.map((b) => b.text)).toEqual([DEBUTS.gap, DEBUTS.mover]);
    const [gap] = banners;
    expect(gap?.time).toBeLessThan(40);
    expect(gap?.distance ?? Infinity).toBeLessThan((TIER_STARTS[1] ?? 0) + 400);
    for (const b of banners) {
      expect(b.ahead).toBeLessThanOrEqual(3);
      expect(b.ahead).toBeGreaterThan(1.2);
    }
  });

  it('a gap leaves a fair take-off zone even at the opening speed (a fifth of a second or more)', () => {
    const gap = { kind: 'gap', depth: GAP_DEPTH } as Obstacle;
    const zone = jumpWindow(gap, BASE_SPEED);
    expect((zone?.late ?? 0) - (zone?.early ?? 0)).toBeGreaterThanOrEqual(0.2);
  });
});

describe('NEON HORIZON: a steady, wide road upright', () => {
  it.each([
    [360, 640],
    [360, 779],
  ])('upright %ix%i, a lane 60 m ahead is over a sixth of the width and one at 100 m over an eighth', (w, h) => {
    const c = makeCamera(w, h, 0, 0);
    const lane = (ahead: number) =>
      project(c, LANE_WIDTH / 2, 0, c.z + c.back + ahead).x - project(c, -LANE_WIDTH / 2, 0, c.z + c.back + ahead).x;
    expect(lane(60) / w).toBeGreaterThan(1 / 6);
    expect(lane(100) / w).toBeGreaterThan(1 / 8);
  });

  it('a lane change moves the view by a small share of a lane, less upright, and the camera eases after the car', () => {
    expect(FOLLOW_SHARE_UPRIGHT).toBeLessThan(FOLLOW_SHARE);
    expect(FOLLOW_SHARE).toBeLessThanOrEqual(0.3);
    const shift = (w: number, h: number) => makeCamera(w, h, 0, 1).x - makeCamera(w, h, 0, 0).x;
    expect(shift(360, 779)).toBeCloseTo(FOLLOW_SHARE_UPRIGHT * LANE_WIDTH);
    expect(shift(779, 360)).toBeCloseTo(FOLLOW_SHARE * LANE_WIDTH);
    expect(easeFollow(0, 1, 0.05)).toBeLessThan(0.25);
    expect(easeFollow(0, 1, 1)).toBeGreaterThan(0.95);
    expect(easeFollow(0, 1, 0)).toBe(0);
  });
});
