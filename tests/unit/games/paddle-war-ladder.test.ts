import { aiTarget, CLEAR_READ, errorScale, predictY, rollRead } from '@/games/paddle-war/ai';
import { climb, nextGoal, rungs } from '@/games/paddle-war/ladder';
import { IDLE, NOVICE, playModelled, SKILLED, type PlayerModel } from '@/games/kit/players';
import { paddleWarModel } from '@/games/paddle-war/model';
import * as R from '@/games/paddle-war/numbers';
import { createState, update, type PaddleWarState } from '@/games/paddle-war/sim';
import { createRandom } from '@/games/kit/random';

const DT = 1 / 60;

/** Matches and points won by a modelled player against the computer at `difficulty`, over seeds 1..n. */
function ladderRow(difficulty: R.Difficulty, model: PlayerModel, n: number) {
  const games = Array.from({ length: n }, (_, i) => playModelled(paddleWarModel(difficulty), model, i + 1).state);
  const won = games.reduce((sum, s) => sum + s.scoreLeft, 0);
  const lost = games.reduce((sum, s) => sum + s.scoreRight, 0);
  const time = games.reduce((sum, s) => sum + s.time, 0);
  return {
    wins: games.filter((s) => s.winner === 'left').length,
    points: won / (won + lost),
    secondsPerPoint: time / (won + lost),
  };
}

const NONE = { up: false, down: false, up2: false, down2: false };
const idle = { held: NONE, pressed: NONE, touches: [] };
const ball = (x: number, vx: number, y = 200, vy = 0) => ({ x, y, vx, vy });

describe('Paddle War computer: a human-like error model', () => {
  const hard = R.AI.hard;

  it('aims with an error that grows with the ball speed: its scale at serve speed, larger the faster the ball', () => {
    expect(errorScale(hard, R.SERVE_SPEED)).toBeCloseTo(hard.error);
    expect(errorScale(hard, 2 * R.SERVE_SPEED)).toBeCloseTo(hard.error * (1 + hard.growth));
    const spread = (speed: number) => {
      const rng = createRandom(9);
      let sum = 0;
      for (let i = 0; i < 2000; i += 1) sum += Math.abs(rollRead(rng, hard, speed, 100).error);
      return sum / 2000;
    };
    // At the top of a long rally against Hard its error is more than two and a half times its error on a serve.
    expect(spread(hard.pace)).toBeGreaterThan(2.5 * spread(R.SERVE_SPEED));
    const rng = createRandom(4);
    for (let i = 0; i < 500; i += 1)
      expect(Math.abs(rollRead(rng, hard, 800, 100).error)).toBeLessThanOrEqual(2 * errorScale(hard, 800));
  });

  it('misreads about as often as its level says, reacts after its reaction time, and aims away from the opponent', () => {
    const rng = createRandom(11);
    const reads = Array.from({ length: 4000 }, (_, i) => rollRead(rng, R.AI.easy, 500, i % 2 ? 100 : 440));
    expect(reads.filter((r) => r.misread).length / reads.length).toBeCloseTo(R.AI.easy.misread, 1);
    expect(reads.every((r) => r.wait === R.AI.easy.reaction)).toBe(true);
    const aimed = Array.from({ length: 50 }, () => [
      rollRead(rng, hard, 500, 100).aim,
      rollRead(rng, hard, 500, 440).aim,
    ]);
    // An opponent up high: the paddle sits above the ball's line, so the ball meets its lower half and leaves downward.
    expect(aimed.every(([high, low]) => (high ?? 0) > 0 && (low ?? 0) < 0)).toBe(true);
  });

  it('holds still until it has reacted, goes the wrong way on a misread until the ball comes close, and centres while serving', () => {
    const incoming = ball(500, 600, 100);
    const y = predictY(incoming, R.RIGHT_FACE);
    expect(aiTarget(incoming, 'right', hard, { ...CLEAR_READ, wait: 0.1 }, false, 333)).toBe(333);
    expect(aiTarget(incoming, 'right', hard, CLEAR_READ, false, 333)).toBeCloseTo(y);
    expect(aiTarget(incoming, 'right', hard, { ...CLEAR_READ, misread: true }, false, 333)).toBeCloseTo(R.HEIGHT - y);
    const close = ball(R.WIDTH * (1 - R.MISREAD_UNTIL) + 20, 600, 100);
    expect(aiTarget(close, 'right', hard, { ...CLEAR_READ, misread: true }, false, 333)).toBeCloseTo(
      predictY(close, R.RIGHT_FACE),
    );
    expect(aiTarget(incoming, 'right', hard, CLEAR_READ, true, 333)).toBe(R.HEIGHT / 2);
    expect(aiTarget(ball(500, -600), 'right', hard, CLEAR_READ, false, 333)).toBe(R.HEIGHT / 2);
  });

  it('in a match, does not move for its reaction time after the player hits the ball (after the warm-up)', () => {
    const s0 = { ...createState(1, { difficulty: 'normal' }), awaiting: 0 };
    const ballAtPaddle = { x: R.LEFT_FACE + R.BALL_R + 2, y: s0.left.y, vx: -400, vy: 0, spin: 0 };
    let state = update(
      { ...s0, time: R.WARM_UP, serveTimer: 0, right: { y: 100, vy: 0 }, ball: ballAtPaddle },
      idle,
      DT,
    );
    expect(state.events).toContain('hit');
    const held = state.right.y;
    const steps = Math.floor(R.AI.normal.reaction / DT) - 1;
    for (let i = 0; i < steps; i += 1) state = update(state, idle, DT);
    expect(state.right.y).toBe(held);
    for (let i = 0; i < 10; i += 1) state = update(state, idle, DT);
    expect(state.right.y).not.toBe(held);
  });
});

describe('Paddle War ladder of levels', () => {
  it('gets stronger at every step up: faster, quicker to react, fewer errors and misreads', () => {
    const levels = R.LEVELS.map((level) => R.AI[level]);
    levels.slice(1).forEach((p, i) => {
      const below = levels[i] as R.AiProfile;
      expect(p.speed).toBeGreaterThan(below.speed);
      expect(p.reaction).toBeLessThan(below.reaction);
      expect(p.error).toBeLessThan(below.error);
      expect(p.misread).toBeLessThan(below.misread);
    });
  });

  // The kit's modelled players (games/kit/players.ts); `npm run bench:difficulty` measures the same on more matches.
  it('a novice wins Easy most times, the default Normal about half the time, Hard rarely and Expert never', () => {
    const rows = R.LEVELS.map((level) => ladderRow(level, NOVICE, 30));
    const [easy, normal, hard, expert] = rows.map((row) => row.wins);
    expect(easy).toBeGreaterThanOrEqual(22);
    expect(normal).toBeGreaterThanOrEqual(10);
    expect(normal).toBeLessThanOrEqual(20);
    expect(hard).toBeLessThanOrEqual(5);
    expect(expert).toBe(0);
    rows.slice(1).forEach((row, i) => expect(row.points).toBeLessThan((rows[i] as (typeof rows)[number]).points));
    // Rallies speed up until someone misses: no level is a stalemate.
    for (const row of rows) expect(row.secondsPerPoint).toBeLessThan(20);
  });

  it('plays sharper on an upright court than on a wide one: faster and aiming closer, so a novice wins fewer matches there', () => {
    expect(R.SHAPE.portrait.speed).toBeGreaterThan(R.SHAPE.landscape.speed);
    expect(R.SHAPE.portrait.error).toBeLessThan(R.SHAPE.landscape.error);
    // The novice's finger on the upright court: the same point of the court, in the turned court's coordinates.
    const base = paddleWarModel('normal');
    const upright = {
      ...base,
      decide: (seen: PaddleWarState, decider: Parameters<typeof base.decide>[1]) => {
        const input = base.decide(seen, decider);
        return {
          ...input,
          layout: 'portrait' as const,
          touches: input.touches.map((t) => ({ x: t.y, y: R.WIDTH - t.x })),
        };
      },
      idle: { ...base.idle, layout: 'portrait' as const },
    };
    const wins = (game: typeof base) =>
      Array.from({ length: 60 }, (_, i) => playModelled(game, NOVICE, i + 1).state).filter((s) => s.winner === 'left')
        .length;
    const [wide, tall] = [wins(base), wins(upright)];
    expect(tall).toBeLessThan(wide);
    for (const won of [wide, tall]) {
      expect(won).toBeGreaterThanOrEqual(21);
      expect(won).toBeLessThanOrEqual(39);
    }
  });

  it('a skilled player beats Easy to Hard and still loses some matches to Expert', () => {
    expect(ladderRow('hard', SKILLED, 10).wins).toBe(10);
    const expert = ladderRow('expert', SKILLED, 20);
    expect(expert.wins).toBeLessThan(20);
    expect(expert.points).toBeLessThan(ladderRow('hard', SKILLED, 10).points);
  });

  it('climbs one rung per level beaten, shows the rungs and names the next goal at game over', () => {
    const won = (difficulty: R.Difficulty): PaddleWarState => ({
      ...createState(1, { difficulty }),
      winner: 'left',
      scoreLeft: 7,
    });
    const lost = (difficulty: R.Difficulty): PaddleWarState => ({
      ...createState(1, { difficulty }),
      winner: 'right',
      scoreRight: 7,
    });
    expect(climb(0, won('easy'))).toBe(1);
    expect(climb(1, lost('normal'))).toBe(1);
    expect(climb(1, won('normal'))).toBe(2);
    expect(climb(3, won('easy'))).toBe(3);
    expect(climb(0, { ...won('hard'), mode: 'versus' })).toBe(0);
    expect(rungs(2)).toBe('EASY ✓ NORMAL ✓ HARD ○ EXPERT ○');
    expect(nextGoal(1, won('easy'))).toBe('EASY ✓ NORMAL ○ HARD ○ EXPERT ○ · BEAT NORMAL');
    expect(nextGoal(1, lost('normal'))).toBe('EASY ✓ NORMAL ○ HARD ○ EXPERT ○ · BEAT NORMAL');
    expect(nextGoal(3, won('hard'))).toBe('EASY ✓ NORMAL ✓ HARD ✓ EXPERT ○ · BEAT EXPERT');
    // A loss sets the rematch, not a lower rung the player did not choose.
    expect(nextGoal(0, lost('normal'))).toBe('EASY ○ NORMAL ○ HARD ○ EXPERT ○ · BEAT NORMAL');
    expect(nextGoal(2, lost('easy'))).toBe('EASY ✓ NORMAL ✓ HARD ○ EXPERT ○ · BEAT EASY');
    expect(nextGoal(4, won('expert'))).toBe('LADDER CLIMBED! NOW TRY EXPERT 7–0');
    // One line on an upright phone: at most 46 characters, whatever the ladder and the match.
    for (let cleared = 0; cleared <= R.LEVELS.length; cleared += 1)
      for (const level of R.LEVELS)
        for (const s of [won(level), lost(level)]) expect(nextGoal(cleared, s).length).toBeLessThanOrEqual(46);
  });
});

/** A player who holds a finger still at height `y` of the court from the start: a paddle parked there. */
const parkedAt = (y: number) => ({ held: NONE, pressed: NONE, touches: [{ x: R.WIDTH / 4, y }] });
/** Heights to park a paddle at: against each wall, and every 56 px between. */
const PARKED = [R.PADDLE_H / 2, 100, 156, 212, 270, 326, 382, 438, R.HEIGHT - R.PADDLE_H / 2];

describe('Paddle War opening', () => {
  it(`is a warm-up: for ${R.WARM_UP} s the computer's returns fly at the paddle, so an idle player loses no point, at every level, on 40 seeds`, () => {
    expect(R.WARM_UP).toBe(8);
    for (const difficulty of R.LEVELS)
      for (let seed = 1; seed <= 40; seed += 1) {
        let s = createState(seed, { difficulty });
        while (s.time < R.WARM_UP) s = update(s, idle, DT);
        expect(s.scoreRight).toBe(0);
        // It is a rally, not a gift: the computer returns every ball, so doing nothing wins no point either.
        expect(s.scoreLeft).toBe(0);
        expect(s.rally).toBeGreaterThanOrEqual(3);
      }
  });

  it('keeps the warm-up for a paddle parked anywhere: it neither loses nor wins a point in it, at every level', () => {
    for (const difficulty of R.LEVELS)
      for (const y of PARKED)
        for (let seed = 1; seed <= 5; seed += 1) {
          let s = createState(seed, { difficulty });
          while (s.time < R.WARM_UP) s = update(s, parkedAt(y), DT);
          expect([s.scoreLeft, s.scoreRight]).toEqual([0, 0]);
        }
  });

  it('in the warm-up, reads every ball right away, without error or misread, and still aims it away from the player', () => {
    let s = createState(2, { difficulty: 'easy' });
    const reads: PaddleWarState['ai'][] = [];
    while (s.time < R.WARM_UP) {
      const next = update(s, parkedAt(400), DT);
      if (next.ai !== s.ai && next.ai !== CLEAR_READ) reads.push(next.ai);
      s = next;
    }
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads) expect(read).toMatchObject({ error: 0, misread: false, wait: 0, steady: true });
    // A paddle low down: the computer meets the ball below its middle, so the ball leaves upward, away from it.
    expect(reads.every((read) => read.aim < 0)).toBe(true);
  });

  it('ends the warm-up on time: after it, an idle player loses the match', () => {
    let s = createState(3, { difficulty: 'normal' });
    while (!s.winner && s.time < 600) s = update(s, idle, DT);
    expect(s.winner).toBe('right');
  });
});

describe('Paddle War against a player who does nothing', () => {
  // The kit's idle player (games/kit/players.ts): the paddle stays in the middle, where it starts.
  it('wins no match and scores at most about a point a match against Easy, and no more at any level up, on 40 seeds', () => {
    const means = R.LEVELS.map((level) => {
      const games = Array.from({ length: 40 }, (_, i) => playModelled(paddleWarModel(level), IDLE, i + 1).state);
      expect(games.filter((s) => s.winner === 'left')).toEqual([]);
      return games.reduce((sum, s) => sum + s.scoreLeft, 0) / games.length;
    });
    expect(means[0]).toBeLessThanOrEqual(1);
    means.slice(1).forEach((mean, i) => expect(mean).toBeLessThanOrEqual(means[i] ?? 0));
  });

  it('wins no match and about no point with the paddle parked anywhere, at every level', () => {
    for (const difficulty of R.LEVELS) {
      let points = 0;
      for (const y of PARKED)
        for (let seed = 1; seed <= 3; seed += 1) {
          let s = createState(seed, { difficulty });
          while (!s.winner && s.time < 600) s = update(s, parkedAt(y), DT);
          expect(s.winner).toBe('right');
          points += s.scoreLeft;
        }
      expect(points / (PARKED.length * 3)).toBeLessThanOrEqual(0.5);
    }
  });

  it('is beaten by aim: the computer angles its returns away from the player at every level, more sharply higher up', () => {
    // The mean angle its aimed returns leave at: how far toward the tip it meets the ball (its aim, 0.7–1 of it, or on
    // an edge shot EDGE_AIM), times its level's tip angle.
    const aims = R.LEVELS.map((level) => {
      const { aim, edge, tipAngle } = R.AI[level];
      return ((1 - edge) * aim * 0.85 + edge * R.EDGE_AIM) * tipAngle;
    });
    expect(aims[0]).toBeGreaterThan(0);
    aims.slice(1).forEach((aim, i) => expect(aim).toBeGreaterThan(aims[i] ?? 1));
  });

  it('meets a ball by the wall with the paddle half it can reach, so the wall still turns the return away', () => {
    const hard = R.AI.hard;
    const read = { ...CLEAR_READ, aim: -20 };
    // A ball low down with the player low: aim says get below the ball, but the wall is in the way, so it gets above it.
    const low = ball(500, 600, R.HEIGHT - 20);
    const y = predictY(low, R.RIGHT_FACE);
    expect(aiTarget(low, 'right', hard, read, false, 300)).toBeCloseTo(y - 20);
    const middle = ball(500, 600, 270);
    expect(aiTarget(middle, 'right', hard, read, false, 300)).toBeCloseTo(predictY(middle, R.RIGHT_FACE) + 20);
  });
});

describe('Paddle War computer: aims away from a player who follows the ball', () => {
  it("reads each return by where the ball will arrive, and aims away from that height (a follower's paddle)", () => {
    for (const [paddleY, hitY] of [
      [R.HEIGHT / 2 + 40, R.HEIGHT / 2],
      [R.HEIGHT / 2 - 40, R.HEIGHT / 2],
      [120, 160],
      [R.HEIGHT - 120, R.HEIGHT - 160],
    ] as const) {
      const s: PaddleWarState = {
        ...createState(3, { difficulty: 'normal' }),
        awaiting: 0,
        serveTimer: 0,
        time: R.WARM_UP + 5,
        left: { y: paddleY, vy: 0 },
        ball: { x: R.LEFT_FACE + R.BALL_R + 2, y: hitY, vx: -500, vy: 0, spin: 0 },
      };
      let next = s;
      for (let i = 0; i < 10 && next.ball.vx < 0; i += 1) next = update(next, idle, DT);
      expect(next.ball.vx).toBeGreaterThan(0);
      const arrival = predictY(next.ball, R.RIGHT_FACE);
      expect(Math.sign(next.ai.aim)).toBe(arrival < R.HEIGHT / 2 ? 1 : -1);
    }
  });
});

describe('Paddle War computer against a ball tracker', () => {
  /** A player who holds the arrow key toward the ball's height a frame ago, at the keyboard paddle speed. */
  function tracked(seed: number): PaddleWarState {
    let s = createState(seed, { difficulty: 'normal' });
    let seenY = s.ball.y;
    for (let i = 0; i < 60 * 600 && !s.winner; i += 1) {
      const held = { ...NONE, up: seenY < s.left.y - 6, down: seenY > s.left.y + 6 };
      seenY = s.ball.y;
      s = update(s, { held, pressed: NONE, touches: [] }, DT);
    }
    return s;
  }

  /**
   * The play-tester's frame-perfect tracker: a finger always on the ball's height in the last frame (no guess of where
   * it goes). Its returns meet the paddle's middle, so only a ball moving across faster than a finger drags the paddle
   * (TOUCH_SPEED) beats it: the long, fast, angled rallies of Hard and Expert.
   */
  function followed(seed: number, difficulty: R.Difficulty): PaddleWarState {
    let s = createState(seed, { difficulty });
    let seenY = s.ball.y;
    for (let i = 0; i < 60 * 900 && !s.winner; i += 1) {
      const touches = [{ x: R.WIDTH / 4, y: seenY }];
      seenY = s.ball.y;
      s = update(s, { held: NONE, pressed: NONE, touches }, DT);
    }
    return s;
  }

  it('lets a frame-perfect finger on the ball beat Normal every time, lose some matches to Hard and rarely beat Expert', () => {
    const wins = (difficulty: R.Difficulty) =>
      Array.from({ length: 20 }, (_, i) => followed(i + 1, difficulty)).filter((s) => s.winner === 'left').length;
    expect(wins('normal')).toBe(20);
    const hard = wins('hard');
    expect(hard).toBeLessThanOrEqual(18);
    expect(hard).toBeGreaterThanOrEqual(10);
    expect(wins('expert')).toBeLessThanOrEqual(2);
  });

  it('leaves the skilled player winning Easy and Normal most of the time', () => {
    const [easy, normal] = (['easy', 'normal'] as const).map((level) => ladderRow(level, SKILLED, 20));
    expect(easy?.wins).toBeGreaterThanOrEqual(18);
    expect(normal?.wins).toBeGreaterThanOrEqual(18);
  });

  it('lets a player who only follows the ball beat Normal, but not 7–0 every time', () => {
    const matches = Array.from({ length: 20 }, (_, i) => tracked(i + 1));
    expect(matches.every((s) => s.winner === 'left')).toBe(true);
    expect(matches.filter((s) => s.scoreRight > 0).length).toBeGreaterThanOrEqual(5);
  });
});
