import type { DrawInfo, InputFrame } from '@/games/kit/types';
import * as R from '@/games/paddle-war/numbers';
import { menuRows, startButton } from '@/games/kit/screens';
import {
  DRAWN_W,
  POINT_GLOW,
  netDashes,
  render,
  titleBacking,
  titleCourt,
  waitingLesson,
} from '@/games/paddle-war/render';
import { createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';
import { fakeContext } from '../../fixtures/fake-canvas';

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
    expect(pushed.left).toEqual(atWall.left);
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

  it('makes both paddles a fifth of the court held upright, and the longer paddle returns what it covers', () => {
    const share = R.paddleLength('portrait') / R.HEIGHT;
    expect(share).toBeGreaterThanOrEqual(0.18);
    expect(share).toBeLessThanOrEqual(0.22);
    expect(R.paddleLength(undefined)).toBe(R.PADDLE_H);
    // A ball arriving past the landscape paddle's tip, within the upright one's: returned only upright.
    const offTip = R.HEIGHT / 2 + R.PADDLE_H / 2 + R.BALL_R + 6;
    const arriving = {
      ...createState(1),
      awaiting: 0,
      serveTimer: 0,
      time: R.WARM_UP + 1,
      ball: { x: R.LEFT_FACE + R.BALL_R + 3, y: offTip, vx: -400, vy: 0, spin: 0 },
    };
    // The finger holds the paddle in the middle of the court on each shape.
    const wide = update(arriving, frame({}, [{ x: 100, y: R.HEIGHT / 2 }]), DT);
    const tall = update(
      { ...arriving, paddle: R.UPRIGHT_PADDLE_H },
      frame({}, [{ x: R.HEIGHT / 2, y: 900 }], 'portrait'),
      DT,
    );
    expect(wide.ball.vx).toBeLessThan(0);
    expect(tall.ball.vx).toBeGreaterThan(0);
    expect(tall.paddle).toBe(R.UPRIGHT_PADDLE_H);
  });

  it("backs the title's texts on both shapes, leaving the wide demo's paddles in sight beside them", () => {
    for (const [w, h] of [
      [R.WIDTH, R.HEIGHT],
      [R.HEIGHT, R.WIDTH],
    ] as const) {
      const box = titleBacking(w, h);
      for (const row of menuRows(w, h, 2)) {
        expect(row.x).toBeGreaterThanOrEqual(box.x);
        expect(row.x + row.w).toBeLessThanOrEqual(box.x + box.w);
        expect(row.y).toBeGreaterThanOrEqual(box.y);
      }
      // From above the title (at 0.12 of the height upright, 0.15 wide) to under the controls.
      expect(box.y).toBeLessThan(h * 0.08);
      expect(box.y + box.h).toBeGreaterThanOrEqual(h * 0.8);
    }
    const wide = titleBacking(R.WIDTH, R.HEIGHT);
    expect(wide.x).toBeGreaterThan(R.LEFT_FACE + 8);
    expect(wide.x + wide.w).toBeLessThan(R.RIGHT_FACE - 8);
  });
});

describe('paddle war: the first serve and the point mark', () => {
  it('counts down the serve that leaves by itself, and says a move serves at once (as the rules do)', () => {
    expect(waitingLesson(R.FIRST_SERVE_WAIT)).toEqual([
      `SERVE IN ${R.FIRST_SERVE_WAIT}`,
      'OR MOVE YOUR PADDLE TO SERVE NOW',
    ]);
    expect(waitingLesson(2.5)[0]).toBe('SERVE IN 3');
    expect(waitingLesson(0.2)[0]).toBe('SERVE IN 1');
    // The rule the words state: without a move the serve leaves when the count runs out; a move serves at once.
    let idle = createState(1);
    let steps = 0;
    while (idle.awaiting > 0) {
      idle = update(idle, frame(), DT);
      steps += 1;
    }
    expect(steps).toBeLessThanOrEqual(Math.ceil(R.FIRST_SERVE_WAIT / DT) + 1);
    expect(update(createState(1), frame({ down: true }), DT).awaiting).toBe(0);
    // Short enough for the upright court (540 units across, about 0.6 of the size a character at size 22).
    for (const line of waitingLesson(R.FIRST_SERVE_WAIT)) expect(line.length * 22 * 0.6).toBeLessThan(540);
  });

  it('marks a point with a brief thin strip that stays clear of the paddles', () => {
    expect(POINT_GLOW.seconds).toBeLessThanOrEqual(0.5);
    expect(POINT_GLOW.alpha).toBeLessThanOrEqual(0.3);
    expect(POINT_GLOW.width).toBeLessThan(R.PADDLE_INSET);
  });
});

describe('Paddle War sideways: the net and the notes across it', () => {
  it('leaves a gap in the net wherever a note is written across it, and is whole without notes', () => {
    expect(netDashes([])).toHaveLength(18);
    const gaps = [[150, 170] as const];
    const tops = netDashes(gaps);
    expect(tops.length).toBeLessThan(18);
    for (const top of tops) expect(top + 16 <= 150 || top >= 170).toBe(true);
  });

  it('while the first serve waits, no dash of the net crosses the lesson or the match line', () => {
    const dashes: number[] = [];
    const lines: number[] = [];
    const ctx = fakeContext({
      fillRect: (x: number, y: number, w: number) => {
        if (x === R.WIDTH / 2 - 2 && w === 4) dashes.push(y);
      },
      fillText: (text: string, x: number, y: number) => x === R.WIDTH / 2 && text !== '' && lines.push(y),
    });
    const info: DrawInfo = {
      scene: 'playing',
      reducedMotion: false,
      time: 1,
      layout: 'landscape',
      width: 960,
      height: 540,
    };
    render(ctx, createState(1), info, { best: 0, before: 0, moved: true });
    expect(lines.length).toBe(4);
    expect(dashes.length).toBeGreaterThan(10);
    for (const y of lines) expect(dashes.filter((top) => top < y + 10 && top + 16 > y - 10)).toEqual([]);
  });
});
