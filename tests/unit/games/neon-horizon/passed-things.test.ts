import { makeCamera } from '@/games/neon-horizon/camera';
import { PASSED_METRES, drawThings, passedFade } from '@/games/neon-horizon/render-things';
import { createState, type Obstacle, type ObstacleKind, type Pickup, type State } from '@/games/neon-horizon/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';

/** The wide views, where the camera rides far behind the car: sideways and desktop (logical px). */
const WIDE_VIEWS = [
  [780, 360],
  [576, 360],
] as const;

/** The most opaque any fill or stroke is drawn while the track holds `obstacles` and `pickups` alone. */
function mostOpaque(s: State, w: number, h: number, obstacles: Obstacle[], pickups: Pickup[] = []): number {
  const props: Record<string, unknown> = { globalAlpha: 1 };
  let most = 0;
  const note = () => {
    most = Math.max(most, Number(props.globalAlpha));
  };
  const ctx = fakeContext({ fill: note, fillRect: note, stroke: note }, props);
  drawThings(ctx, makeCamera(w, h, s.distance, 0), { ...s, obstacles, pickups });
  return most;
}

/** An obstacle across all three lanes whose far side is `behind` metres behind the car (negative: ahead of it). */
function obstacleBehind(s: State, kind: ObstacleKind, behind: number): Obstacle {
  const depth = 0.5;
  return {
    id: 1,
    kind,
    z: s.distance - behind - depth / 2,
    depth,
    from: -1,
    to: 1,
    sway: 0,
    phase: 0,
    threat: false,
    passed: behind > 0,
  };
}

describe('NEON HORIZON: what the car has passed gets out of the way', () => {
  const s = { ...createState(3), distance: 400 };

  it('a thing fades out within a few metres once the car has passed it, and is whole until then', () => {
    const c = makeCamera(780, 360, s.distance, 0);
    const car = c.z + c.back;
    expect(PASSED_METRES).toBeLessThanOrEqual(3);
    expect(passedFade(c, car + 5)).toBe(1);
    expect(passedFade(c, car)).toBe(1);
    expect(passedFade(c, car - PASSED_METRES / 2)).toBeCloseTo(0.5);
    expect(passedFade(c, car - PASSED_METRES)).toBe(0);
    expect(passedFade(c, car - 20)).toBe(0);
  });

  it.each(WIDE_VIEWS)('on a %ix%i view, a jump bar or wall just passed fades, and is not drawn beyond', (w, h) => {
    for (const kind of ['low', 'wall', 'high', 'mover'] as const) {
      const ahead = mostOpaque(s, w, h, [obstacleBehind(s, kind, -1)]);
      const justPassed = mostOpaque(s, w, h, [obstacleBehind(s, kind, PASSED_METRES / 2)]);
      expect(ahead).toBeGreaterThan(0.8);
      expect(justPassed).toBeLessThanOrEqual(ahead * 0.5 + 1e-9);
      expect(mostOpaque(s, w, h, [obstacleBehind(s, kind, PASSED_METRES)])).toBe(0);
      expect(mostOpaque(s, w, h, [obstacleBehind(s, kind, 15)])).toBe(0);
    }
  });

  it('a wall the car crashed into stays whole though the car stands past its far side', () => {
    const wall = obstacleBehind(s, 'wall', PASSED_METRES / 2);
    expect(mostOpaque({ ...s, crashed: true }, 780, 360, [wall])).toBeGreaterThan(0.8);
  });

  it('a power-up the car left in another lane fades out as it goes by', () => {
    const orb = (behind: number): Pickup => ({ id: 1, kind: 'shield', lane: 1, z: s.distance - behind, taken: false });
    expect(mostOpaque(s, 780, 360, [], [orb(-1)])).toBeGreaterThan(0.8);
    expect(mostOpaque(s, 780, 360, [], [orb(PASSED_METRES)])).toBe(0);
  });
});
