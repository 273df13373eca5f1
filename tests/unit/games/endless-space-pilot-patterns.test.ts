import { createRandom } from '@/games/kit/random';
import {
  CRASH_FREEZE,
  HEIGHT,
  HUD_BAND,
  MIN_GAP,
  NO_INPUT,
  TOP_SPEED,
  createState,
  update,
  type Obstacle,
  type State,
} from '@/games/endless-space-pilot/sim';
import { challenge, columnSpacing, patternsAt, spawnColumn, widestGap } from '@/games/endless-space-pilot/spawn';

const DT = 1 / 60;

/** A run at top speed after `cruise` seconds there, with an empty field and nothing scheduled. */
function cruising(cruise: number, seed = 9): State {
  return { ...createState(seed, { speed: TOP_SPEED }), cruise, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
}

/** The patterns of 300 groups spawned on an empty field at a stage of the run. */
function patternsSpawned(cruise: number, speed = TOP_SPEED): Set<Obstacle['pattern']> {
  const rng = createRandom(41);
  const seen = new Set<Obstacle['pattern']>();
  for (let i = 0; i < 300; i++) {
    const s: State = { ...cruising(cruise), speed, obstacles: [] };
    spawnColumn(s, rng);
    for (const o of s.obstacles) seen.add(o.pattern);
  }
  return seen;
}

describe('Endless Space Pilot: patterns after the speed cap', () => {
  it('starts with loose columns only, adds walls on the way up, gates at the cap and sweepers after it', () => {
    expect([...patternsSpawned(0, 250)]).toEqual(['column']);
    expect(patternsSpawned(0, 600).has('wall')).toBe(true);
    expect(patternsSpawned(0).has('gate')).toBe(true);
    expect(patternsSpawned(0).has('sweeper')).toBe(false);
    expect(patternsSpawned(30).has('sweeper')).toBe(true);
    expect(patternsAt(2)).toEqual(['column', 'wall', 'gate', 'sweeper']);
  });

  it('keeps getting harder while cruising at top speed: the challenge rises and groups come closer', () => {
    expect(challenge(cruising(0))).toBe(1);
    expect(challenge(cruising(45))).toBeCloseTo(1.5);
    expect(challenge(cruising(500))).toBe(2);
    const mean = (cruise: number): number => {
      const rng = createRandom(3);
      let total = 0;
      for (let i = 0; i < 200; i++) total += columnSpacing(cruising(cruise), rng);
      return total / 200;
    };
    expect(mean(90)).toBeLessThan(mean(0) * 0.8);
  });

  it('counts time at top speed in the run itself', () => {
    let s = { ...createState(4, { speed: TOP_SPEED }), nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    for (let i = 0; i < 120; i++) s = update(s, NO_INPUT, DT);
    expect(s.cruise).toBeCloseTo(2, 1);
  });

  it('every pattern leaves an opening of at least MIN_GAP below the HUD band', () => {
    const rng = createRandom(77);
    for (let i = 0; i < 400; i++) {
      const s: State = { ...cruising(rng.range(0, 120)), obstacles: [] };
      s.ship = { ...s.ship, y: rng.range(HUD_BAND + 10, HEIGHT - 20) };
      spawnColumn(s, rng);
      expect(widestGap(s.obstacles)).toBeGreaterThanOrEqual(MIN_GAP);
      for (const o of s.obstacles) expect(o.y - o.r).toBeGreaterThanOrEqual(HUD_BAND - 1e-9);
    }
  });

  it('never spawns an obstacle touching another, over long runs at every stage', () => {
    for (const seed of [1, 2, 3]) {
      let s = { ...createState(seed, { speed: 600 }), cruise: 0 };
      let touching = 0;
      let spawned = 0;
      for (let i = 0; i < 60 * 90 && !s.crashed; i++) {
        const before = new Set(s.obstacles.map((o) => o.id));
        // A pilot that never crashes (obstacles are cleared from its lane), so spawning runs through every stage.
        s = update({ ...s, invulnerable: 1 }, NO_INPUT, DT);
        for (const o of s.obstacles.filter((n) => !before.has(n.id))) {
          spawned += 1;
          if (s.obstacles.some((e) => e.id !== o.id && Math.hypot(e.x - o.x, e.y - o.y) < e.r + o.r)) touching += 1;
        }
      }
      expect(spawned).toBeGreaterThan(100);
      expect(touching).toBe(0);
    }
  });
});

describe('Endless Space Pilot: a crash that is felt', () => {
  it('holds everything still for a beat, shakes hard, then the wreck flies apart', () => {
    // No shield: the hit is a crash.
    const s = { ...createState(2), shield: false, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const rock = {
      id: 1,
      kind: 'rock' as const,
      pattern: 'column' as const,
      x: s.ship.x,
      y: s.ship.y,
      vx: 0,
      vy: 0,
      r: 20,
      angle: 0,
      spin: 0,
      shape: [1, 1, 1],
      closest: 1e9,
      passed: false,
    };
    const hit = update({ ...s, obstacles: [rock] }, NO_INPUT, DT);
    expect(hit.crashed).toBe(true);
    expect(hit.events).toContain('crash');
    expect(hit.freeze).toBeCloseTo(CRASH_FREEZE);
    expect(hit.shake).toBeGreaterThan(1);
    expect(hit.crashedAt).toBe(hit.time);
    const held = update(hit, NO_INPUT, DT);
    expect(held.particles).toEqual(hit.particles);
    let after = held;
    for (let i = 0; i < 15; i++) after = update(after, NO_INPUT, DT);
    expect(after.particles[0]).not.toEqual(hit.particles[0]);
  });
});
