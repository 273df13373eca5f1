import { CLEAR_READ, rollRead } from '@/games/paddle-war/ai';
import { NOVICE, playModelled, SKILLED, type ModelledGame, type PlayerModel } from '@/games/kit/players';
import {
  KEY_PLAYER,
  paddleWarKeysModel,
  paddleWarModel,
  paddleWarTrackerModel,
  TRACKER,
} from '@/games/paddle-war/model';
import * as R from '@/games/paddle-war/numbers';
import { createRandom } from '@/games/kit/random';
import { createState, update, type Action, type PaddleWarState } from '@/games/paddle-war/sim';
import type { InputFrame } from '@/games/kit/types';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };
const idle = { held: NONE, pressed: NONE, touches: [] };

type Match = (level: R.Difficulty) => ModelledGame<PaddleWarState, InputFrame<Action>>;

/** Matches won and the mean points each side took, for `model` playing `match` at `level` on seeds 1..n. */
function record(match: Match, model: PlayerModel, level: R.Difficulty, n: number) {
  const games = Array.from({ length: n }, (_, i) => playModelled(match(level), model, i + 1).state);
  return {
    wins: games.filter((s) => s.winner === 'left').length,
    won: games.reduce((sum, s) => sum + s.scoreLeft, 0) / n,
    lost: games.reduce((sum, s) => sum + s.scoreRight, 0) / n,
  };
}

describe('Paddle War against the play-testers’ ball tracker (a finger on the ball as seen 0.1 s late)', () => {
  it('is a tracker: no error, no slips, a picture 0.1 s old, a decision every step', () => {
    expect(TRACKER).toMatchObject({ reaction: 0.1, decideEvery: 1 / 60, aimError: 0, slips: 0 });
  });

  it('wins Normal, but Normal takes points off it (over 1.5 a match), and loses most Hard matches', () => {
    const normal = record(paddleWarTrackerModel, TRACKER, 'normal', 30);
    expect(normal.wins).toBeGreaterThanOrEqual(27);
    expect(normal.lost).toBeGreaterThanOrEqual(1.5);
    expect(normal.lost).toBeLessThanOrEqual(4.5);
    expect(record(paddleWarTrackerModel, TRACKER, 'hard', 20).wins).toBeLessThanOrEqual(6);
  });

  it('each step up the ladder is won less often and for fewer points by every model: novice, skilled, keys, tracker', () => {
    const models: [string, Match, PlayerModel][] = [
      ['novice', paddleWarModel, NOVICE],
      ['skilled', paddleWarModel, SKILLED],
      ['keys', paddleWarKeysModel, KEY_PLAYER],
      ['tracker', paddleWarTrackerModel, TRACKER],
    ];
    for (const [, match, model] of models) {
      const rows = R.LEVELS.map((level) => record(match, model, level, 12));
      rows.slice(1).forEach((row, i) => {
        const below = rows[i] as (typeof rows)[number];
        expect(row.wins).toBeLessThanOrEqual(below.wins);
        expect(row.won - row.lost).toBeLessThan(below.won - below.lost);
      });
    }
  }, 60_000);
});

describe('Paddle War edge shots (Normal)', () => {
  const normal = R.AI.normal;

  it('Normal plays about half its returns off a tip, never misread, aimed away from the player; the other levels none', () => {
    const rng = createRandom(4);
    const reads = Array.from({ length: 2000 }, (_, i) => rollRead(rng, normal, 500, i % 2 ? 100 : 440));
    const edges = reads.filter((read) => read.edge);
    expect(edges.length / reads.length).toBeGreaterThan(0.45);
    expect(edges.length / reads.length).toBeLessThan(0.55);
    const tip = R.EDGE_AIM * (R.PADDLE_H / 2 + R.BALL_R);
    for (const read of edges) {
      expect(read.misread).toBe(false);
      expect(Math.abs(read.aim)).toBeCloseTo(tip);
    }
    expect(reads.every((read, i) => Math.sign(read.aim) === (i % 2 ? 1 : -1))).toBe(true);
    for (const level of ['easy', 'hard', 'expert'] as const) {
      const other = createRandom(4);
      expect(Array.from({ length: 500 }, () => rollRead(other, R.AI[level], 500, 100).edge)).not.toContain(true);
    }
  });

  it('an edge shot that meets the tip is a smash: it leaves steep and faster than a plain return', () => {
    const at = (edge: boolean) => {
      const s: PaddleWarState = {
        ...createState(5, { difficulty: 'normal' }),
        awaiting: 0,
        serveTimer: 0,
        time: R.WARM_UP + 5,
        right: { y: 270, vy: 0 },
        ai: { ...CLEAR_READ, edge, aim: R.EDGE_AIM * (R.PADDLE_H / 2 + R.BALL_R) },
        // Coming flat at the paddle's lower tip.
        ball: { x: R.RIGHT_FACE - R.BALL_R - 2, y: 270 + 48, vx: 600, vy: 0, spin: 0 },
      };
      let next = update(s, idle, DT);
      for (let i = 0; i < 5 && next.ball.vx > 0; i += 1) next = update(next, idle, DT);
      return next;
    };
    const [plain, edge] = [at(false), at(true)];
    expect(edge.lastHit?.smash).toBe(true);
    expect(edge.events).toContain('smash');
    expect(plain.lastHit?.smash).toBe(false);
    expect(Math.hypot(edge.ball.vx, edge.ball.vy)).toBeGreaterThan(1.2 * Math.hypot(plain.ball.vx, plain.ball.vy));
    expect(Math.abs(edge.ball.vy) / Math.abs(edge.ball.vx)).toBeGreaterThan(1);
  });

  it('plays no edge shot in the warm-up', () => {
    let s = createState(6, { difficulty: 'normal' });
    while (s.time < R.WARM_UP) {
      s = update(s, idle, DT);
      expect(s.ai.edge).toBe(false);
    }
  });
});
