import type { InputFrame } from '@/games/kit/types';
import { toWorld } from '@/games/kit/layout';
import * as R from '@/games/paddle-war/numbers';
import { charged, createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';
import { courtInput, onUprightCourt, SCORE_BAND, THUMB_BAND, UPRIGHT, UPRIGHT_COURT } from '@/games/paddle-war/view';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };
const idle: InputFrame<Action> = { held: NONE, pressed: NONE, touches: [] };
const SPEED = 500;

/** A match against the computer past its warm-up, the ball about to meet the paddle on `side` head on. */
function arriving(side: 'left' | 'right', extra: Partial<PaddleWarState> = {}): PaddleWarState {
  const s = { ...createState(3), awaiting: 0 };
  const x = side === 'left' ? R.LEFT_FACE + R.BALL_R + 2 : R.RIGHT_FACE - R.BALL_R - 2;
  const vx = side === 'left' ? -SPEED : SPEED;
  return { ...s, time: R.WARM_UP + 1, serveTimer: 0, ball: { x, y: R.HEIGHT / 2, vx, vy: 0, spin: 0 }, ...extra };
}

const speedOf = (s: PaddleWarState): number => Math.hypot(s.ball.vx, s.ball.vy);

describe('Paddle War smash: the rally streak reward', () => {
  it(`charges after ${R.SMASH_CHARGE} return(s) in a rally: the next return leaves ${R.SMASH_BOOST}× faster, and burns`, () => {
    const first = update(arriving('left'), idle, DT);
    expect(first.events).toContain('hit');
    expect(first.lastHit?.smash).toBe(false);
    expect(first.streak.left).toBe(1);
    const ready = arriving('left', { streak: { left: R.SMASH_CHARGE, right: 0 } });
    expect(charged(ready, 'left')).toBe(true);
    const smash = update(ready, idle, DT);
    expect(smash.events).toContain('smash');
    expect(smash.lastHit?.smash).toBe(true);
    expect(speedOf(smash)).toBeCloseTo((SPEED + R.SPEED_STEP) * R.SMASH_BOOST);
    expect(speedOf(first)).toBeCloseTo(SPEED + R.SPEED_STEP);
    expect(smash.hitStop).toBeGreaterThan(first.hitStop);
    // The smash spends the charge.
    expect(smash.streak.left).toBe(0);
    expect(charged(smash, 'left')).toBe(false);
  });

  it('never lets a smash pass the speed cap', () => {
    const fast = arriving('left', {
      streak: { left: R.SMASH_CHARGE, right: 0 },
      ball: { x: R.LEFT_FACE + R.BALL_R + 2, y: R.HEIGHT / 2, vx: -R.MAX_SPEED, vy: 0, spin: 0 },
    });
    expect(speedOf(update(fast, idle, DT))).toBeCloseTo(R.MAX_SPEED);
  });

  it('is a player reward: the computer never charges or smashes, and in the warm-up no one does', () => {
    const cpu = update(arriving('right', { streak: { left: 0, right: 5 } }), idle, DT);
    expect(cpu.events).toContain('hit');
    expect(cpu.lastHit?.smash).toBe(false);
    expect(cpu.streak.right).toBe(0);
    const warm = arriving('left', { time: 1, streak: { left: R.SMASH_CHARGE, right: 0 } });
    expect(charged(warm, 'left')).toBe(false);
    const warmHit = update(warm, idle, DT);
    expect(warmHit.lastHit?.smash).toBe(false);
    expect(warmHit.streak.left).toBe(0);
  });

  it('gives both players their smash between two players', () => {
    const s = createState(3, { mode: 'versus' });
    const right = { ...arriving('right'), mode: s.mode, streak: { left: 0, right: R.SMASH_CHARGE } };
    expect(update(right, idle, DT).lastHit?.smash).toBe(true);
  });

  it('loses the charge with the point', () => {
    const s = arriving('left', {
      streak: { left: R.SMASH_CHARGE, right: 0 },
      left: { y: 40, vy: 0 },
      ball: { x: 6, y: R.HEIGHT - 40, vx: -SPEED, vy: 0, spin: 0 },
    });
    let next = s;
    for (let i = 0; i < 4; i += 1) next = update(next, idle, DT);
    expect(next.scoreRight).toBe(1);
    expect(next.streak).toEqual({ left: 0, right: 0 });
  });
});

describe('Paddle War upright: the score band', () => {
  it("draws the turned court between the score band and the thumb's band, never in either, centred across", () => {
    expect(UPRIGHT_COURT.y).toBeGreaterThanOrEqual(SCORE_BAND);
    expect(UPRIGHT_COURT.y + UPRIGHT_COURT.scale * R.WIDTH).toBeCloseTo(UPRIGHT.height - THUMB_BAND);
    expect(2 * UPRIGHT_COURT.x + UPRIGHT_COURT.scale * R.HEIGHT).toBeCloseTo(UPRIGHT.width);
    // A resting thumb (about 44 CSS px) fits under the near paddle on a phone held upright, off the ball's way.
    expect(THUMB_BAND * (390 / UPRIGHT.width)).toBeGreaterThanOrEqual(44);
    // The court still takes most of the field: at least 85% of its height.
    expect(UPRIGHT_COURT.scale).toBeGreaterThanOrEqual(0.85);
    // The band keeps a score line of at least 12 CSS px on a phone held upright (390 px across 540 units) with room.
    expect(SCORE_BAND * (390 / UPRIGHT.width)).toBeGreaterThanOrEqual(40);
  });

  it('reads a finger on the drawn court: the paddle goes under the finger', () => {
    // The point of the court at world (x, y) is drawn, turned, at (court.x + scale·y, court.y + scale·(WIDTH − x)).
    const world = { x: 100, y: 400 };
    const drawn = {
      x: UPRIGHT_COURT.x + UPRIGHT_COURT.scale * world.y,
      y: UPRIGHT_COURT.y + UPRIGHT_COURT.scale * (R.WIDTH - world.x),
    };
    const read = toWorld(onUprightCourt(drawn), 'portrait', R.WIDTH);
    expect(read.x).toBeCloseTo(world.x);
    expect(read.y).toBeCloseTo(world.y);
    let s = createState(1);
    const input = courtInput<Action>({ ...idle, touches: [drawn], layout: 'portrait' });
    for (let i = 0; i < 60; i += 1) s = update(s, input, DT);
    expect(s.left.y).toBeCloseTo(world.y, -1);
    // A thumb resting in the band under the court moves the paddle just the same: only across counts.
    const thumb = { x: drawn.x, y: UPRIGHT.height - THUMB_BAND / 2 };
    let low = createState(1);
    const below = courtInput<Action>({ ...idle, touches: [thumb], layout: 'portrait' });
    for (let i = 0; i < 60; i += 1) low = update(low, below, DT);
    expect(low.left.y).toBeCloseTo(world.y, -1);
    // Sideways the court is the field: fingers pass as they are.
    const side = { ...idle, touches: [{ x: 10, y: 20 }] };
    expect(courtInput<Action>(side)).toBe(side);
  });
});
