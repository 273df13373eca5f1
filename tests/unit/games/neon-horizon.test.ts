import { autopilot } from '@/games/neon-horizon/autopilot';
import { bpmFor, cuesAt, stepSeconds } from '@/games/neon-horizon/beat';
import { PATTERNS, gapSeconds, patternsFor, tierAt } from '@/games/neon-horizon/patterns';
import {
  BASE_SPEED,
  CRASH_SECONDS,
  MAX_SPEED,
  NEAR_POINTS,
  SLOW_FACTOR,
  createState,
  isOver,
  multiplier,
  obstacleX,
  runSpeed,
  score,
  speedAt,
  update,
  type Input,
  type Obstacle,
  type ObstacleKind,
  type Pickup,
  type State,
} from '@/games/neon-horizon/sim';
import { DT, run } from './neon-horizon/helpers';

/** A run with nothing spawning, and the given obstacles and pick-ups on the track. */
function track(obstacles: Partial<Obstacle>[] = [], pickups: Partial<Pickup>[] = [], seed = 4): State {
  const full = obstacles.map((o, i) => ({
    id: 100 + i,
    kind: 'wall' as ObstacleKind,
    z: 30,
    depth: 0.5,
    from: 0,
    to: 0,
    sway: 0,
    phase: 0,
    threat: false,
    passed: false,
    ...o,
  }));
  const items = pickups.map((p, i) => ({ id: 200 + i, kind: 'shard' as const, z: 20, lane: 0, taken: false, ...p }));
  return { ...createState(seed), nextPatternZ: 1e9, obstacles: full, pickups: items };
}

/** Presses `key` once, on the first step where the car is within `metres` of track position z. */
function pressNear(key: keyof Input, z: number, metres: number): (s: State) => Partial<Input> {
  let done = false;
  return (s) => {
    if (done || z - s.distance > metres) return {};
    done = true;
    return { [key]: true };
  };
}

describe('NEON HORIZON: a run', () => {
  it('is the same for the same seed and input, and differs between seeds', () => {
    const drive = (s: State) => autopilot(s);
    // Long enough for the track past the opening (the same every run) to come into view.
    const a = run(createState(9), 12, drive);
    expect(run(createState(9), 12, drive)).toEqual(a);
    expect(run(createState(10), 12, drive).obstacles).not.toEqual(a.obstacles);
  });

  it('never changes the state it was given', () => {
    const s = run(createState(5), 3);
    const before = JSON.stringify(s);
    update(s, { left: true, right: false, up: true, down: false }, DT);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('fills the track ahead with patterns as it goes', () => {
    const s = run(createState(2), 6);
    expect(s.obstacles.length).toBeGreaterThan(1);
    expect(Math.max(...s.obstacles.map((o) => o.z))).toBeGreaterThan(s.distance + 80);
  });
});

describe('NEON HORIZON: dodging', () => {
  it('a wall of light in the lane ends the run; the run is over once the wreck has glowed out', () => {
    const crashed = run(track([{ z: 20 }]), 2);
    expect(crashed.crashed).toBe(true);
    expect(crashed.events).toEqual([]);
    expect(isOver(crashed)).toBe(crashed.crashTime >= CRASH_SECONDS);
    expect(isOver(run(crashed, CRASH_SECONDS))).toBe(true);
    const frozen = score(crashed);
    expect(score(run(crashed, 1))).toBe(frozen);
  });

  it('a lane change clears the wall', () => {
    const s = run(track([{ z: 20 }]), 1.5, (_s, t) => (t === 0 ? { left: true } : {}));
    expect(s.crashed).toBe(false);
    expect(s.car.lane).toBe(-1);
    expect(s.obstacles[0]?.passed).toBe(true);
  });

  it('lanes stop at the edges', () => {
    const s = run(track(), 1, (_s, t) => (t < 0.5 ? { left: true } : {}));
    expect(s.car.lane).toBe(-1);
    expect(s.car.x).toBe(-1);
  });

  it('a jump clears a low beam across all lanes, and so does nothing else', () => {
    const beam = [{ kind: 'low' as const, z: 25, from: -1, to: 1 }];
    expect(run(track(beam), 3).crashed).toBe(true);
    expect(run(track(beam), 3, pressNear('down', 25, 5)).crashed).toBe(true);
    const jumped = run(track(beam), 2, pressNear('up', 25, 4.5));
    expect(jumped.crashed).toBe(false);
    expect(jumped.obstacles[0]?.passed).toBe(true);
  });

  it('a slide clears a high bar, a jump does not', () => {
    const bar = [{ kind: 'high' as const, z: 25, from: -1, to: 1 }];
    expect(run(track(bar), 3).crashed).toBe(true);
    expect(run(track(bar), 3, pressNear('up', 25, 4))).toMatchObject({ crashed: true });
    expect(run(track(bar), 3, pressNear('down', 25, 4)).crashed).toBe(false);
  });

  it('a gap swallows the car unless it jumps it', () => {
    const gap = [{ kind: 'gap' as const, z: 25, depth: 5, from: -1, to: 1 }];
    expect(run(track(gap), 3).crashed).toBe(true);
    expect(run(track(gap), 3, pressNear('up', 25, 4)).crashed).toBe(false);
  });

  it('a moving barrier sways across the lanes', () => {
    const mover = track([{ kind: 'mover', z: 400, from: 0, to: 0, sway: 1 }]).obstacles[0];
    if (!mover) throw new Error('no mover');
    const xs = [0, 0.4, 0.8, 1.2, 1.6].map((t) => obstacleX(mover, t));
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(1);
    expect(obstacleX({ ...mover, kind: 'wall', from: -1, to: 0 }, 1)).toBe(-0.5);
  });

  it('a shield takes one hit instead of the car', () => {
    const walls = [{ z: 20 }, { z: 60, id: 101 }];
    const s = run({ ...track(walls), shield: true }, 2);
    expect(s.crashed).toBe(false);
    expect(s.shield).toBe(false);
    expect(run(s, 3).crashed).toBe(true);
  });
});

describe('NEON HORIZON: near misses and the combo', () => {
  it('a last-moment dodge is a near miss that scores and builds the combo; an early one is not', () => {
    const late = run(track([{ z: 25 }]), 2.5, pressNear('left', 25, 5));
    expect(late.crashed).toBe(false);
    expect(late.nearMisses).toBe(1);
    expect(late.combo).toBe(1);
    const early = run(track([{ z: 25 }]), 2.5, pressNear('left', 25, 24));
    expect(early.nearMisses).toBe(0);
    expect(score(late) - score(early)).toBeGreaterThanOrEqual(NEAR_POINTS);
  });

  it('the multiplier grows with the combo, up to a cap, and the combo lapses without near misses', () => {
    expect([0, 1, 2, 4, 100].map(multiplier)).toEqual([1, 1, 2, 3, 6]);
    const s = run({ ...track(), combo: 4, comboTimer: 0.5 }, 1);
    expect(s.combo).toBe(0);
  });
});

describe('NEON HORIZON: pick-ups', () => {
  it('shards in the lane score; a magnet pulls in shards from other lanes', () => {
    const shards = [{ z: 20, lane: 1 }];
    expect(score(run(track([], shards), 2))).toBe(score(run(track(), 2)));
    expect(score(run({ ...track([], shards), magnet: 8 }, 2))).toBeGreaterThan(score(run(track(), 2)));
  });

  it('a slow-time orb slows the run for a while; a shield orb raises the shield', () => {
    const slowed = run(track([], [{ kind: 'slow', z: 10 }]), 1);
    expect(slowed.slow).toBeGreaterThan(0);
    expect(runSpeed(slowed)).toBeCloseTo(slowed.speed * SLOW_FACTOR);
    expect(run(track([], [{ kind: 'shield', z: 10 }]), 1).shield).toBe(true);
  });
});

describe('NEON HORIZON: it gets harder with distance', () => {
  it('speed rises with distance up to a cap', () => {
    expect(speedAt(0)).toBe(BASE_SPEED);
    expect(speedAt(1000)).toBeGreaterThan(speedAt(500));
    expect(speedAt(1e6)).toBe(MAX_SPEED);
    const later = run(track(), 10);
    expect(later.speed).toBeGreaterThan(BASE_SPEED);
  });

  it('patterns unlock by tier, and the free track between them shrinks', () => {
    expect(tierAt(0)).toBe(0);
    expect(tierAt(3000)).toBe(4);
    const early = patternsFor(0).map((p) => p.name);
    const late = patternsFor(3000).map((p) => p.name);
    expect(late).toEqual(expect.arrayContaining(['trench', 'gauntlet', 'twin-movers']));
    expect(early).not.toContain('mover');
    expect(Math.max(...patternsFor(3000).map((p) => p.tier))).toBeGreaterThan(
      Math.max(...patternsFor(0).map((p) => p.tier)),
    );
    expect(gapSeconds(3000)).toBeLessThan(gapSeconds(0));
    expect(PATTERNS.every((p) => p.pieces.length > 0)).toBe(true);
  });

  it('the autopilot clears the first 2000 m on several seeds (every tier but the last can be run)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      let s = createState(seed);
      while (!s.crashed && s.distance < 2000) s = update(s, autopilot(s), DT);
      expect({ seed, crashed: s.crashed }).toEqual({ seed, crashed: false });
    }
  });
});

describe('NEON HORIZON: the beat', () => {
  it('speeds up with the run', () => {
    expect(bpmFor(BASE_SPEED)).toBeLessThan(bpmFor(30));
    expect(stepSeconds(MAX_SPEED)).toBeLessThan(stepSeconds(BASE_SPEED));
    const slow = run(track(), 2).beatStep;
    const fast = run({ ...track(), distance: 5000, speed: MAX_SPEED }, 2).beatStep;
    expect(fast).toBeGreaterThan(slow);
  });

  it('plays a kick on every beat and a bass line that changes every bar', () => {
    expect(cuesAt(0)).toEqual(expect.arrayContaining(['kick', 'bassA']));
    expect(cuesAt(4)).toEqual(expect.arrayContaining(['kick', 'snare']));
    expect(cuesAt(16)).toContain('bassF');
  });
});
