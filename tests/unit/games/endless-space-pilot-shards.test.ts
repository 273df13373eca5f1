import { autopilot } from '@/games/endless-space-pilot/autopilot';
import { NEW_LINE_SECONDS } from '@/games/endless-space-pilot/render';
import { SHIP_RADIUS, createState, update, type Obstacle, type State } from '@/games/endless-space-pilot/sim';
import {
  FIRST_SHARD_AT,
  FIRST_SHARD_CLEAR,
  FIRST_SHARD_LEAD,
  FIRST_SHARD_VX,
  LAUNCH_SHARD_DRIFT,
  LAUNCH_SHARD_VX,
  SHARDS_NEWS_AT,
} from '@/games/endless-space-pilot/spawn';

const DT = 1 / 60;
const SEEDS = Array.from({ length: 15 }, (_, i) => i + 1);

/** Flies with the attract pilot, kept from harm (so the clock runs on), until `done` or `seconds` of flight. */
function flyUntil(seed: number, seconds: number, done: (s: State) => boolean = () => false): State {
  let s = createState(seed);
  while (s.time < seconds && !done(s)) s = update({ ...s, invulnerable: 1 }, autopilot(s), DT);
  return s;
}

const shards = (s: State): Obstacle[] => s.obstacles.filter((o) => o.kind === 'debris');

describe('Endless Space Pilot: the red shards are named first, then come in the open at a pace keys can dodge', () => {
  it(`names them at ${SHARDS_NEWS_AT} s and sends none before ${FIRST_SHARD_LEAD} s after`, () => {
    for (const seed of SEEDS) {
      const s = flyUntil(seed, 40, (x) => shards(x).length > 0);
      expect(s.shardsAt).toBeGreaterThanOrEqual(SHARDS_NEWS_AT);
      expect(s.shardsAt).toBeLessThan(SHARDS_NEWS_AT + DT + 1e-9);
      expect(s.time - s.shardsAt).toBeGreaterThanOrEqual(FIRST_SHARD_LEAD - DT);
      expect(s.time).toBeLessThan(FIRST_SHARD_AT + DT + 1e-9);
    }
  });

  it('sends the first alone, level and a little faster than the scroll, off the lane the ship holds', () => {
    for (const seed of SEEDS) {
      const s = flyUntil(seed, 40, (x) => shards(x).length > 0);
      const [first, ...others] = shards(s);
      expect(others).toHaveLength(0);
      if (!first) throw new Error('no shard');
      expect(first.vy).toBe(0);
      expect(first.vx).toBe(FIRST_SHARD_VX);
      expect(Math.abs(first.y - s.ship.y)).toBeGreaterThanOrEqual(first.r + SHIP_RADIUS + FIRST_SHARD_CLEAR);
      // A ship that holds still from here watches it pass, well clear, and only after its NEW line has gone.
      let still: State = { ...s, ship: { ...s.ship, vx: 0, vy: 0 } };
      while (still.obstacles.some((o) => o.id === first.id && !o.passed))
        still = update({ ...still, invulnerable: 1 }, { x: 0, y: 0 }, DT);
      expect(still.obstacles.find((o) => o.id === first.id)?.closest).toBeGreaterThan(FIRST_SHARD_CLEAR);
      expect(still.time - s.shardsAt).toBeGreaterThanOrEqual(NEW_LINE_SECONDS);
    }
  });

  it('keeps every launch shard slow and its drift gentle; the belt’s fly at full pace', () => {
    let launchShards = 0;
    let fastBeltShard = false;
    for (const seed of SEEDS.slice(0, 12)) {
      let s = createState(seed);
      const seen = new Set<number>();
      while (s.time < 60) {
        s = update({ ...s, invulnerable: 1 }, autopilot(s), DT);
        for (const o of shards(s)) {
          if (seen.has(o.id) || o.pattern === 'sweep') continue;
          seen.add(o.id);
          if (s.sector > 0) {
            fastBeltShard ||= o.vx > LAUNCH_SHARD_VX;
            continue;
          }
          launchShards += 1;
          expect(o.vx).toBeLessThanOrEqual(LAUNCH_SHARD_VX);
          expect(Math.abs(o.vy)).toBeLessThanOrEqual(LAUNCH_SHARD_DRIFT);
          // Keys steer at 300 px/s and more: a shard's drift is a small part of it, easy to out-steer.
          expect(Math.abs(o.vy)).toBeLessThan(300 / 5);
        }
      }
    }
    expect(launchShards).toBeGreaterThan(12);
    expect(fastBeltShard).toBe(true);
  });
});
