import { COLORS } from '@/games/kit/theme';
import { playModelled } from '@/games/kit/players';
import type { DrawInfo } from '@/games/kit/types';
import { predictY } from '@/games/paddle-war/ai';
import { KEY_PLAYER, paddleWarKeysModel } from '@/games/paddle-war/model';
import * as R from '@/games/paddle-war/numbers';
import { RALLY_COLOR, render, TIP_COLOR } from '@/games/paddle-war/render';
import { bounce, createState, strokeOf, update, type PaddleWarState } from '@/games/paddle-war/sim';
import { fakeContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };

/** Matches won and the share of points won by the key player (a picture `reaction` s old) at `level`, over seeds 1..n. */
function keyRow(level: R.Difficulty, reaction: number, n: number) {
  const model = { ...KEY_PLAYER, reaction };
  const games = Array.from({ length: n }, (_, i) => playModelled(paddleWarKeysModel(level), model, i + 1).state);
  const won = games.reduce((sum, s) => sum + s.scoreLeft, 0);
  const lost = games.reduce((sum, s) => sum + s.scoreRight, 0);
  return { wins: games.filter((s) => s.winner === 'left').length, points: won / (won + lost) };
}

describe('Paddle War against a player on the keys who reads where the ball lands', () => {
  // The play-testers' scripted players: keys, a landing point read off the ball's line, 0.15–0.25 s late.
  it.each([0.15, 0.2, 0.25])('wins Easy and Normal nearly always with a %s s reaction', (reaction) => {
    for (const level of ['easy', 'normal'] as const)
      expect(keyRow(level, reaction, 12).wins).toBeGreaterThanOrEqual(11);
  });

  it('wins fewer points at each step up, and loses some matches to Expert', () => {
    const rows = R.LEVELS.map((level) => keyRow(level, 0.2, 12));
    rows.slice(1).forEach((row, i) => expect(row.points).toBeLessThanOrEqual((rows[i]?.points ?? 1) + 0.01));
    expect(rows[3]?.points).toBeLessThan(rows[0]?.points ?? 0);
    expect(rows[3]?.wins).toBeLessThan(12);
  });
});

describe("Paddle War: the computer's returns read true at the low levels", () => {
  const moving = 300;
  const spinOf = (difficulty: R.Difficulty, side: 'left' | 'right'): number => {
    const ball = { x: 0, y: 270, vx: side === 'right' ? 500 : -500, vy: 0, spin: 0 };
    const face = side === 'right' ? R.RIGHT_FACE : R.LEFT_FACE;
    const dir = side === 'right' ? -1 : 1;
    return bounce(ball, 270, 270, dir, face, moving, R.PADDLE_H, strokeOf(createState(1, { difficulty }), side)).spin;
  };

  it("curves none of Easy's returns, at most 0.4 of Normal's, all of Hard's and Expert's, and every return of yours", () => {
    const full = moving * R.SPIN_FROM_PADDLE;
    expect(spinOf('easy', 'right')).toBe(0);
    expect(spinOf('normal', 'right')).toBeCloseTo(full * R.AI.normal.curve);
    expect(R.AI.normal.curve).toBeLessThanOrEqual(0.4);
    expect(spinOf('hard', 'right')).toBeCloseTo(full);
    expect(spinOf('expert', 'right')).toBeCloseTo(full);
    for (const level of R.LEVELS) expect(spinOf(level, 'left')).toBeCloseTo(full);
    R.LEVELS.slice(1).forEach((level, i) =>
      expect(R.AI[level].curve).toBeGreaterThanOrEqual(R.AI[R.LEVELS[i] ?? 'easy'].curve),
    );
  });

  it("lands Easy's and Normal's returns where their line, read 0.4 s after the hit, says (9 in 10 within the paddle's reach)", () => {
    for (const difficulty of ['easy', 'normal'] as const) {
      const errors: number[] = [];
      for (let seed = 1; seed <= 12; seed += 1) {
        let s = createState(seed, { difficulty });
        let hitAt = -1;
        let guess: number | null = null;
        for (let i = 0; i < 60 * 200 && !s.winner; i += 1) {
          const before = s.lastHit?.time;
          // A finger on the ball's landing point keeps the rallies going.
          const aim = s.ball.vx < 0 ? predictY(s.ball, R.LEFT_FACE) : R.HEIGHT / 2;
          s = update(s, { held: NONE, pressed: NONE, touches: [{ x: 100, y: aim }] }, DT);
          if (s.lastHit?.side === 'right' && s.lastHit.time !== before && s.time > R.WARM_UP)
            [hitAt, guess] = [s.time, null];
          if (hitAt > 0 && guess === null && s.time - hitAt >= 0.4) guess = predictY(s.ball, R.LEFT_FACE);
          if (guess !== null && s.ball.vx < 0 && s.ball.x <= R.LEFT_FACE + R.BALL_R + 12) {
            errors.push(Math.abs(s.ball.y - guess));
            [hitAt, guess] = [-1, null];
          }
        }
      }
      const within = errors.filter((e) => e <= R.PADDLE_H / 2 + R.BALL_R).length;
      expect(errors.length).toBeGreaterThan(40);
      expect(within / errors.length).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('Paddle War: the ball is the one amber thing on the court in play', () => {
  const amber = COLORS.amber.toLowerCase();

  it('draws the paddle tips and the rally note in other colours, on both shapes', () => {
    for (const side of ['left', 'right'] as const) expect(TIP_COLOR[side].toLowerCase()).not.toBe(amber);
    expect(RALLY_COLOR.toLowerCase()).not.toBe(amber);
    for (const layout of ['landscape', 'portrait'] as const) {
      const s: PaddleWarState = {
        ...createState(3),
        awaiting: 0,
        serveTimer: 0,
        time: 20,
        rally: 6,
        ball: { x: 400, y: 200, vx: -600, vy: 100, spin: 0 },
      };
      const props: Record<string, unknown> = {};
      const amberRects: number[][] = [];
      const amberTexts: string[] = [];
      const ctx = fakeContext(
        {
          fillRect: (...box: number[]) => {
            if (String(props.fillStyle).toLowerCase() === amber) amberRects.push(box);
          },
          fillText: (text: string) => {
            if (String(props.fillStyle).toLowerCase() === amber) amberTexts.push(text);
          },
        },
        props,
      );
      const [width, height] = layout === 'portrait' ? [R.HEIGHT, R.WIDTH] : [R.WIDTH, R.HEIGHT];
      const info: DrawInfo = { scene: 'playing', reducedMotion: true, time: 20, layout, width, height, scale: 1 };
      render(ctx, s, info, { best: 9, before: 9, moved: true });
      expect(amberRects).toEqual([]);
      expect(amberTexts).toEqual([]);
    }
  });
});
