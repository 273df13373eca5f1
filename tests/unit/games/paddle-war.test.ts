import type { InputFrame } from '@/games/kit/types';
import { predictY } from '@/games/paddle-war/ai';
import * as R from '@/games/paddle-war/numbers';
import { attract, bounce, createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';

const DT = 1 / 60;
const keys = (
  held: Partial<Record<Action, boolean>> = {},
  touches: { x: number; y: number }[] = [],
): InputFrame<Action> => {
  const all = { up: false, down: false, up2: false, down2: false, ...held };
  return { held: all, pressed: { up: false, down: false, up2: false, down2: false }, touches };
};
const idle = keys();

/** A state in play (serve over) with the ball placed as given. */
function inPlay(ball: Partial<PaddleWarState['ball']>, extra: Partial<PaddleWarState> = {}): PaddleWarState {
  const s = createState(1, { mode: 'versus' });
  return { ...s, serveTimer: 0, ball: { ...s.ball, ...ball }, ...extra };
}

function run(s: PaddleWarState, steps: number, input = idle): PaddleWarState {
  let state = s;
  for (let i = 0; i < steps; i += 1) state = update(state, input, DT);
  return state;
}

describe('Paddle War rules', () => {
  it('is deterministic for a fixed seed', () => {
    const a = run(createState(7, { difficulty: 'hard' }), 600, keys({ up: true }));
    const b = run(createState(7, { difficulty: 'hard' }), 600, keys({ up: true }));
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('does not mutate the state it is given', () => {
    const s = createState(3);
    const copy = JSON.parse(JSON.stringify(s));
    update(s, keys({ down: true }), DT);
    expect(s).toEqual(copy);
  });

  it('waits before serving, then moves the ball', () => {
    const s = { ...createState(2), awaiting: 0 };
    expect(run(s, 30).ball.x).toBe(R.WIDTH / 2);
    expect(run(s, 90).ball.x).not.toBe(R.WIDTH / 2);
  });

  it(`holds a match's first serve, and its clock, until the player first moves, ${R.FIRST_SERVE_WAIT} s at most`, () => {
    const s = createState(2);
    const waited = run(s, 60 * (R.FIRST_SERVE_WAIT - 1));
    expect({ x: waited.ball.x, time: waited.time }).toEqual({ x: R.WIDTH / 2, time: 0 });
    // A key held: the wait is over, and the serve comes after its usual delay.
    const moved = update(waited, keys({ up: true }), DT);
    expect(moved.awaiting).toBe(0);
    expect(run(moved, 60 * R.SERVE_DELAY + 2).ball.x).not.toBe(R.WIDTH / 2);
    // A player who never moves is served once the wait runs out.
    expect(run(s, 60 * (R.FIRST_SERVE_WAIT + R.SERVE_DELAY) + 2).ball.x).not.toBe(R.WIDTH / 2);
    // Between two players, and behind the title, nothing waits.
    expect(createState(2, { mode: 'versus' }).awaiting).toBe(0);
    expect(attract(s, DT).awaiting).toBe(s.awaiting);
    expect(attract(s, DT).time).toBeGreaterThan(0);
  });

  it('reverses the ball off a paddle and speeds it up', () => {
    const s = inPlay({ x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT / 2, vx: -400, vy: 0 });
    const next = update(s, idle, DT);
    expect(next.ball.vx).toBeGreaterThan(0);
    expect(Math.hypot(next.ball.vx, next.ball.vy)).toBeCloseTo(400 + R.SPEED_STEP);
    expect(next.events).toContain('hit');
    expect(next.rally).toBe(1);
  });

  it('caps the ball speed', () => {
    const fast = bounce({ x: 0, y: 270, vx: -R.MAX_SPEED, vy: 0, spin: 0 }, 270, 270, 1, R.LEFT_FACE);
    expect(Math.hypot(fast.vx, fast.vy)).toBeCloseTo(R.MAX_SPEED);
  });

  it('sends the ball off at an angle set by where it met the paddle', () => {
    const centre = bounce({ x: 0, y: 270, vx: -400, vy: 0, spin: 0 }, 270, 270, 1, R.LEFT_FACE);
    const low = bounce({ x: 0, y: 300, vx: -400, vy: 0, spin: 0 }, 270, 300, 1, R.LEFT_FACE);
    const tip = bounce(
      { x: 0, y: 230, vx: -400, vy: 0, spin: 0 },
      270,
      270 - R.PADDLE_H / 2 - R.BALL_R,
      1,
      R.LEFT_FACE,
    );
    expect(centre.vy).toBeCloseTo(0);
    expect(low.vy).toBeGreaterThan(0);
    expect(Math.atan2(-tip.vy, tip.vx)).toBeCloseTo(R.MAX_ANGLE);
  });

  it('does not let a fast ball tunnel through a paddle', () => {
    const s = inPlay({ x: R.RIGHT_FACE - R.BALL_R - 1, y: R.HEIGHT / 2, vx: R.MAX_SPEED * 1.5, vy: 0 });
    expect(update(s, idle, DT).ball.vx).toBeLessThan(0);
  });

  it('bounces off the top and bottom walls', () => {
    const s = inPlay({ x: 480, y: R.BALL_R + 1, vx: 300, vy: -300 });
    const next = update(s, idle, DT);
    expect(next.ball.vy).toBeGreaterThan(0);
    expect(next.ball.y).toBeGreaterThanOrEqual(R.BALL_R);
    expect(next.events).toContain('wall');
  });

  it('scores a point when the ball passes a paddle, then serves to the loser', () => {
    const s = inPlay({ x: 6, y: 40, vx: -500, vy: 0 }, { left: { y: R.HEIGHT - R.PADDLE_H, vy: 0 } });
    const next = run(s, 3);
    expect(next.scoreRight).toBe(1);
    expect(next.scoreLeft).toBe(0);
    expect(next.serveTimer).toBeGreaterThan(0);
    expect(next.ball.x).toBe(R.WIDTH / 2);
    expect(next.ball.vx).toBeLessThan(0);
  });

  it('has the computer serve away from the player after the warm-up, never flat; the serves it receives are gentle', () => {
    /** The ball as the serve leaves, after the player (paddle held at y) lost a point past the warm-up. */
    const serveAfterLoss = (seed: number, y: number): PaddleWarState['ball'] => {
      const s = { ...createState(seed, { difficulty: 'hard' }), awaiting: 0 };
      const lost = {
        ...s,
        time: R.WARM_UP,
        serveTimer: 0,
        left: { y, vy: 0 },
        ball: { x: 6, y: y < 270 ? 500 : 40, vx: -500, vy: 0, spin: 0 },
      };
      let state = run(lost, 3, keys({}, [{ x: 100, y }]));
      expect(state.scoreRight).toBe(1);
      while (state.serveTimer > 0) state = update(state, keys({}, [{ x: 100, y }]), DT);
      return state.ball;
    };
    for (let seed = 1; seed <= 20; seed += 1)
      for (const y of [100, 400]) {
        const ball = serveAfterLoss(seed, y);
        const angle = Math.atan2(Math.abs(ball.vy), -ball.vx);
        expect(angle).toBeGreaterThanOrEqual(R.SERVE_MIN_ANGLE - 1e-9);
        expect(angle).toBeLessThanOrEqual(R.SERVE_MAX_ANGLE + 1e-9);
        expect(Math.sign(ball.vy)).toBe(y < R.HEIGHT / 2 ? 1 : -1);
      }
    // The player won the point: the serve to the computer is gentle.
    for (let seed = 1; seed <= 20; seed += 1) {
      const s = { ...createState(seed, { difficulty: 'hard' }), awaiting: 0 };
      const won = run(
        {
          ...s,
          time: R.WARM_UP,
          serveTimer: 0,
          right: { y: 40 + R.PADDLE_H / 2, vy: 0 },
          ball: { x: R.WIDTH - 6, y: 500, vx: 500, vy: 0, spin: 0 },
        },
        3,
      );
      expect(won.scoreLeft).toBe(1);
      expect(Math.abs(Math.atan2(won.ball.vy, won.ball.vx))).toBeLessThanOrEqual(R.SERVE_MIN_ANGLE + 1e-9);
    }
  });

  it('in the warm-up serves straight at the receiving paddle, wherever it is', () => {
    const s = { ...createState(6, { difficulty: 'easy' }), awaiting: 0 };
    const toComputer = run({ ...s, serveTimer: DT / 2, right: { y: 120, vy: 0 } }, 1);
    const toPlayer = run({ ...s, serveTimer: DT / 2, serveDir: -1, left: { y: 450, vy: 0 } }, 1);
    // The computer's paddle heads back to the middle as the serve leaves: the ball flies at where it is then.
    expect(toComputer.ball.vy / toComputer.ball.vx).toBeCloseTo(
      (toComputer.right.y - R.HEIGHT / 2) / (R.RIGHT_FACE - R.BALL_R - R.WIDTH / 2),
    );
    expect(toComputer.right.y).toBeLessThan(130);
    expect(toPlayer.ball.vy / toPlayer.ball.vx).toBeCloseTo(
      (450 - R.HEIGHT / 2) / (R.LEFT_FACE + R.BALL_R - R.WIDTH / 2),
    );
    expect(Math.hypot(toPlayer.ball.vx, toPlayer.ball.vy)).toBeCloseTo(R.SERVE_SPEED);
  });

  it("counts the player's returns over the whole match", () => {
    const s = inPlay({ x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT / 2, vx: -400, vy: 0 }, { returns: 4, rally: 2 });
    const hit = run(s, 1);
    expect(hit.returns).toBe(5);
    expect(hit.rally).toBe(3);
    const missed = run(
      inPlay({ x: 6, y: 40, vx: -500, vy: 0 }, { returns: 5, left: { y: R.HEIGHT - R.PADDLE_H, vy: 0 } }),
      3,
    );
    expect(missed.rally).toBe(0);
    expect(missed.returns).toBe(5);
  });

  it('ends the match when a side reaches 7', () => {
    const s = inPlay(
      { x: R.WIDTH - 6, y: 40, vx: 500, vy: 0 },
      { scoreLeft: 6, right: { y: R.HEIGHT - R.PADDLE_H, vy: 0 }, mode: 'single' },
    );
    const next = run(s, 3);
    expect(next.scoreLeft).toBe(7);
    expect(next.winner).toBe('left');
    expect(next.events).toContain('win');
    expect(run(next, 60).ball).toEqual(next.ball);
  });

  it('lets the computer win a match against an idle player', () => {
    let s = createState(5, { difficulty: 'hard' });
    for (let i = 0; i < 60 * 120 && !s.winner; i += 1) s = update(s, keys({ up: true }), DT);
    expect(s.winner).toBe('right');
    expect(s.scoreRight).toBe(R.POINTS_TO_WIN);
  });

  it('moves the player paddle with keys and by touch', () => {
    const s = createState(1);
    expect(run(s, 10, keys({ up: true })).left.y).toBeLessThan(s.left.y);
    expect(run(s, 10, keys({ down2: true })).left.y).toBeGreaterThan(s.left.y);
    expect(run(s, 60, keys({}, [{ x: 800, y: 100 }])).left.y).toBeCloseTo(100, -1);
  });

  it('gives each side its own keys in two-player mode', () => {
    const s = createState(1, { mode: 'versus' });
    const next = run(s, 10, keys({ up: true, down2: true }));
    expect(next.left.y).toBeLessThan(s.left.y);
    expect(next.right.y).toBeGreaterThan(s.right.y);
  });

  it('plays computer against computer behind the title', () => {
    let s = createState(4);
    for (let i = 0; i < 600; i += 1) s = attract(s, DT);
    expect(s.demo).toBe(true);
    expect(s.winner).toBeNull();
  });

  it('predicts wall bounces for the hard computer', () => {
    expect(predictY({ x: 480, y: 270, vx: 100, vy: 0 }, 880)).toBeCloseTo(270);
    // Unfolded it would reach y = 100 - 200 = -100; mirrored about the top limit (y = BALL_R): 2·BALL_R + 100.
    expect(predictY({ x: 0, y: 100, vx: 100, vy: -100 }, 200)).toBeCloseTo(2 * R.BALL_R + 100);
  });
});
