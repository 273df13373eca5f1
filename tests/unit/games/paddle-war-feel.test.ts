import type { InputFrame } from '@/games/kit/types';
import * as R from '@/games/paddle-war/numbers';
import { createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };
const frame = (held: Partial<Record<Action, boolean>> = {}, touches: { x: number; y: number }[] = [], layout?: 'portrait'): InputFrame<Action> => ({
  held: { ...NONE, ...held },
  pressed: NONE,
  touches,
  layout,
});

/** A ball about to meet the left paddle, serve over. */
function incoming(extra: Partial<PaddleWarState> = {}): PaddleWarState {
  const s = createState(1, { mode: 'versus' });
  return { ...s, serveTimer: 0, ball: { x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT / 2, vx: -400, vy: 0, spin: 0 }, ...extra };
}

describe('Paddle War feel and fairness', () => {
  it('puts spin on the ball from the paddle moving as it hits, and the spin curves the flight', () => {
    const moving = update(incoming(), frame({ down: true }), DT);
    const still = update(incoming(), frame(), DT);
    expect(moving.ball.spin).toBeGreaterThan(0);
    expect(still.ball.spin).toBe(0);
    const fly = (s: PaddleWarState): PaddleWarState => {
      let state = s;
      for (let i = 0; i < 40; i += 1) state = update(state, frame(), DT);
      return state;
    };
    expect(fly(moving).ball.y).toBeGreaterThan(fly(still).ball.y + 20);
  });

  it('freezes the ball for a moment on a hit (hit-stop) and records the hit for the flash', () => {
    const hit = update(incoming(), frame(), DT);
    expect(hit.hitStop).toBeGreaterThan(0);
    expect(hit.lastHit).toMatchObject({ side: 'left', offset: 0 });
    const frozen = update(hit, frame(), DT);
    expect(frozen.ball.x).toBe(hit.ball.x);
    let later = frozen;
    for (let i = 0; i < 6; i += 1) later = update(later, frame(), DT);
    expect(later.ball.x).toBeGreaterThan(hit.ball.x);
  });

  it('reads a finger on the turned portrait court: across the screen is along the paddle', () => {
    const s = createState(1);
    let state = s;
    for (let i = 0; i < 60; i += 1) state = update(state, frame({}, [{ x: 100, y: 900 }], 'portrait'), DT);
    expect(state.left.y).toBeCloseTo(100, -1);
  });
});
