import { aiTarget, CLEAR_READ, errorScale, predictY, rollRead } from '@/games/paddle-war/ai';
import { climb, nextGoal, rungs } from '@/games/paddle-war/ladder';
import { firstTimer, tracker, type Player } from '@/games/paddle-war/players';
import * as R from '@/games/paddle-war/numbers';
import { createState, update, type PaddleWarState } from '@/games/paddle-war/sim';
import { createRandom } from '@/games/kit/random';

const DT = 1 / 60;

/** A match to the end (or 10 minutes) between a scripted player and the computer at `difficulty`. */
function match(seed: number, difficulty: R.Difficulty, player: Player): PaddleWarState {
  let s = createState(seed, { difficulty });
  const seen: PaddleWarState[] = [];
  const late = Math.round(player.lag / DT);
  for (let i = 0; i < 60 * 600 && !s.winner; i += 1) {
    seen.push(s);
    if (seen.length > late + 1) seen.shift();
    s = update(s, player.move(seen[0] ?? s, s), DT);
  }
  return s;
}

/** Matches won, points won and lost, and seconds per point over seeds 1..n. */
function ladderRow(difficulty: R.Difficulty, player: Player, n = 8) {
  const games = Array.from({ length: n }, (_, i) => match(i + 1, difficulty, player));
  const won = games.reduce((sum, s) => sum + s.scoreLeft, 0);
  const lost = games.reduce((sum, s) => sum + s.scoreRight, 0);
  const time = games.reduce((sum, s) => sum + s.time, 0);
  return { wins: games.filter((s) => s.winner === 'left').length, won, lost, secondsPerPoint: time / (won + lost) };
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
    expect(spread(R.MAX_SPEED)).toBeGreaterThan(3 * spread(R.SERVE_SPEED));
    const rng = createRandom(4);
    for (let i = 0; i < 500; i += 1) expect(Math.abs(rollRead(rng, hard, 800, 100).error)).toBeLessThanOrEqual(2 * errorScale(hard, 800));
  });

  it('misreads about as often as its level says, reacts after its reaction time, and aims away from the opponent', () => {
    const rng = createRandom(11);
    const reads = Array.from({ length: 4000 }, (_, i) => rollRead(rng, R.AI.easy, 500, i % 2 ? 100 : 440));
    expect(reads.filter((r) => r.misread).length / reads.length).toBeCloseTo(R.AI.easy.misread, 1);
    expect(reads.every((r) => r.wait === R.AI.easy.reaction)).toBe(true);
    const aimed = Array.from({ length: 50 }, () => [rollRead(rng, hard, 500, 100).aim, rollRead(rng, hard, 500, 440).aim]);
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
    expect(aiTarget(close, 'right', hard, { ...CLEAR_READ, misread: true }, false, 333)).toBeCloseTo(predictY(close, R.RIGHT_FACE));
    expect(aiTarget(incoming, 'right', hard, CLEAR_READ, true, 333)).toBe(R.HEIGHT / 2);
    expect(aiTarget(ball(500, -600), 'right', hard, CLEAR_READ, false, 333)).toBe(R.HEIGHT / 2);
  });

  it('in a match, does not move for its reaction time after the player hits the ball', () => {
    const s0 = createState(1, { difficulty: 'normal' });
    const ballAtPaddle = { x: R.LEFT_FACE + R.BALL_R + 2, y: s0.left.y, vx: -400, vy: 0, spin: 0 };
    let state = update({ ...s0, serveTimer: 0, right: { y: 100, vy: 0 }, ball: ballAtPaddle }, idle, DT);
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

  it('a simple tracker wins Easy, loses some points on Normal, wins Hard only sometimes, and loses Expert more than Hard', () => {
    const easy = ladderRow('easy', tracker);
    const normal = ladderRow('normal', tracker);
    const hard = ladderRow('hard', tracker);
    const expert = ladderRow('expert', tracker);
    expect(easy.wins).toBe(8);
    expect(normal.wins).toBeGreaterThanOrEqual(7);
    expect(normal.lost).toBeGreaterThanOrEqual(8); // about one point or more lost per match
    expect(hard.lost).toBeGreaterThan(normal.lost);
    expect(hard.wins).toBeLessThanOrEqual(7);
    expect(hard.wins).toBeGreaterThanOrEqual(3);
    expect(expert.lost).toBeGreaterThan(hard.lost);
    expect(expert.wins).toBeLessThan(hard.wins + 1);
    // Rallies speed up until someone misses: no level is a stalemate.
    for (const row of [easy, normal, hard, expert]) expect(row.secondsPerPoint).toBeLessThan(20);
  });

  it('a first-time player wins Easy, wins at least half on Normal (the default), and rarely beats Hard', () => {
    expect(ladderRow('easy', firstTimer).wins).toBe(8);
    expect(ladderRow('normal', firstTimer).wins).toBeGreaterThanOrEqual(4);
    expect(ladderRow('hard', firstTimer).wins).toBeLessThanOrEqual(2);
  });

  it('climbs one rung per level beaten, shows the rungs and names the next goal at game over', () => {
    const won = (difficulty: R.Difficulty): PaddleWarState => ({ ...createState(1, { difficulty }), winner: 'left', scoreLeft: 7 });
    const lost = (difficulty: R.Difficulty): PaddleWarState => ({ ...createState(1, { difficulty }), winner: 'right', scoreRight: 7 });
    expect(climb(0, won('easy'))).toBe(1);
    expect(climb(1, lost('normal'))).toBe(1);
    expect(climb(1, won('normal'))).toBe(2);
    expect(climb(3, won('easy'))).toBe(3);
    expect(climb(0, { ...won('hard'), mode: 'versus' })).toBe(0);
    expect(rungs(2)).toBe('EASY ✓  NORMAL ✓  HARD ○  EXPERT ○');
    expect(nextGoal(1, won('easy'))).toBe('EASY BEATEN! NEXT: CPU · NORMAL');
    expect(nextGoal(1, lost('normal'))).toBe('NEXT GOAL: BEAT CPU · NORMAL');
    expect(nextGoal(4, won('expert'))).toBe('LADDER CLIMBED! NOW TRY EXPERT 7–0');
  });
});

describe('Paddle War opening', () => {
  it(`an idle player (no input) loses no point in the first ${R.FIRST_POINT_SAFE} s, at every level, on 40 seeds`, () => {
    expect(R.FIRST_POINT_SAFE).toBe(4);
    for (const difficulty of R.LEVELS)
      for (let seed = 1; seed <= 40; seed += 1) {
        let s = createState(seed, { difficulty });
        while (s.time < R.FIRST_POINT_SAFE) s = update(s, idle, DT);
        expect(s.scoreRight).toBe(0);
        // The first serve went to the computer: it has returned it toward the player, or missed it.
        expect(s.rally + s.scoreLeft).toBeGreaterThanOrEqual(1);
      }
  });
});
