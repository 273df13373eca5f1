import { jumpZone } from '@/games/neon-horizon/cues';
import {
  NO_INPUT,
  createState,
  speedAt,
  update,
  type Obstacle,
  type ObstacleKind,
  type State,
} from '@/games/neon-horizon/sim';

const DT = 1 / 60;

/** A run at `distance` with one beam or gap 40 m ahead across every lane, and nothing else. */
function ahead(kind: ObstacleKind, distance: number): State {
  const o: Obstacle = {
    id: 500,
    kind,
    z: distance + 40,
    depth: kind === 'gap' ? 5 : 0.5,
    from: -1,
    to: 1,
    sway: 0,
    phase: 0,
    threat: false,
    passed: false,
  };
  const s = createState(3);
  return { ...s, distance, speed: speedAt(distance), obstacles: [o], pickups: [], nextPatternZ: 1e9, time: 20 };
}

/** Whether the car crashes when it jumps on step `at` (counted from the start), or never jumps when `at` is -1. */
function crashesJumpingAt(start: State, at: number): boolean {
  let s = start;
  for (let i = 0; i < 240 && !s.crashed; i += 1) s = update(s, { ...NO_INPUT, up: i === at }, DT);
  return s.crashed;
}

/** The steps on which the zone before the obstacle is lit, driving on without jumping. */
function litSteps(start: State): number[] {
  const lit: number[] = [];
  let s = start;
  for (let i = 0; i < 240 && !s.crashed; i += 1) {
    const o = s.obstacles[0];
    if (o && jumpZone(o, s)?.lit) lit.push(i);
    s = update(s, NO_INPUT, DT);
  }
  return lit;
}

describe('NEON HORIZON: when to jump', () => {
  it.each([
    ['low', 0],
    ['low', 1500],
    ['gap', 600],
    ['gap', 3000],
  ] as const)(
    'before a %s at %i m, the take-off zone lights while a jump clears it, and not much earlier or later',
    (kind, distance) => {
      const start = ahead(kind, distance);
      expect(crashesJumpingAt(start, -1)).toBe(true);
      const lit = litSteps(start);
      expect(lit.length).toBeGreaterThan(8);
      expect(lit[lit.length - 1]! - lit[0]!).toBe(lit.length - 1);
      for (const step of lit) expect([step, crashesJumpingAt(start, step)]).toEqual([step, false]);
      // A tenth of a second too late always fails; too early fails for a beam (a gap's zone ends at its edge).
      expect(crashesJumpingAt(start, lit[lit.length - 1]! + 6)).toBe(true);
      if (kind === 'low') expect(crashesJumpingAt(start, lit[0]! - 6)).toBe(true);
    },
  );

  it('the zone is dark once the car is in the air, and for a car out of the obstacle’s lanes', () => {
    const start = ahead('low', 0);
    const first = litSteps(start)[0] ?? 0;
    let s = start;
    for (let i = 0; i < first; i += 1) s = update(s, NO_INPUT, DT);
    const beam = s.obstacles[0]!;
    expect(jumpZone(beam, s)?.lit).toBe(true);
    expect(jumpZone(beam, update(s, { ...NO_INPUT, up: true }, DT))?.lit).toBe(false);
    expect(jumpZone({ ...beam, from: 1, to: 1 }, s)?.lit).toBe(false);
    expect(jumpZone({ ...beam, kind: 'wall' }, s)).toBeNull();
  });

  it('the zone is over 5 m of road long, for a beam at the start and for a gap where gaps first come (600 m)', () => {
    for (const [kind, distance] of [
      ['low', 0],
      ['gap', 600],
    ] as const) {
      const s = ahead(kind, distance);
      const zone = jumpZone(s.obstacles[0]!, s);
      expect(zone!.to - zone!.from).toBeGreaterThan(5);
    }
  });
});
