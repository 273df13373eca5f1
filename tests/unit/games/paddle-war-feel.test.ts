import type { InputFrame } from '@/games/kit/types';
import * as R from '@/games/paddle-war/numbers';
import { startButton } from '@/games/kit/screens';
import { DRAWN_W, titleCourt } from '@/games/paddle-war/render';
import { createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };
const frame = (
  held: Partial<Record<Action, boolean>> = {},
  touches: { x: number; y: number }[] = [],
  layout?: 'portrait',
): InputFrame<Action> => ({
  held: { ...NONE, ...held },
  pressed: NONE,
  touches,
  layout,
});

/** A ball about to meet the left paddle, serve over. */
function incoming(extra: Partial<PaddleWarState> = {}): PaddleWarState {
  const s = createState(1, { mode: 'versus' });
  return {
    ...s,
    serveTimer: 0,
    ball: { x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT / 2, vx: -400, vy: 0, spin: 0 },
    ...extra,
  };
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

  it('puts no spin on the ball from a paddle pushed against a wall: it stands still', () => {
    const atWall = { left: { y: R.HEIGHT - R.PADDLE_H / 2, vy: 0 } };
    const low = incoming({
      ...atWall,
      ball: { x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT - 30, vx: -400, vy: 0, spin: 0 },
    });
    const pushed = update(low, frame({ down: true }), DT);
    expect(pushed.events).toContain('hit');
    expect(pushed.left).toEqual({ y: R.HEIGHT - R.PADDLE_H / 2, vy: 0 });
    expect(pushed.ball.spin).toBe(0);
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

  it('draws the paddles thick enough to read on a phone held sideways, inside the court', () => {
    // Sideways on a phone (844×390) the court is 390 px high: a logical unit is 390 / 540 CSS px.
    expect(DRAWN_W * (390 / R.HEIGHT)).toBeGreaterThanOrEqual(15);
    expect(DRAWN_W).toBeLessThanOrEqual(R.PADDLE_INSET + R.PADDLE_W);
  });

  it("keeps the upright title's demo court clear of the kit's start button and BEST line", () => {
    const [w, h] = [R.HEIGHT, R.WIDTH];
    const fit = titleCourt(w, h);
    // Turned, world x runs up the screen: the near paddle, drawn from its face out, lies this far down.
    const paddleTop = fit.scale * (R.WIDTH - R.LEFT_FACE);
    const paddleBottom = fit.scale * (R.WIDTH - R.LEFT_FACE + DRAWN_W);
    const button = startButton(w, h);
    // The kit's BEST line: its middle at 0.94 of the height, its text 0.036 of the height tall (games/kit/screens.ts).
    const bestTop = h * (0.94 - 0.018);
    // 4 logical units of the paddle's glow on each side.
    expect(paddleTop - 4).toBeGreaterThan(button.y + button.h);
    expect(paddleBottom + 4).toBeLessThan(bestTop);
    expect(fit.clip).toBeLessThanOrEqual(bestTop);
    expect(fit.x * 2 + fit.scale * w).toBeCloseTo(w);
  });
});
