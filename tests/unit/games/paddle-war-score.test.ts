import * as R from '@/games/paddle-war/numbers';
import { rules } from '@/games/paddle-war/rules';
import { matchScore, RETURNS_COUNTED, scoreLine } from '@/games/paddle-war/score';
import { createState, type PaddleWarState } from '@/games/paddle-war/sim';

/** A match against the computer at `level`, ended (or still going when neither side has 7) at you–them with `returns`. */
function match(level: R.Difficulty, you: number, them: number, returns: number): PaddleWarState {
  const winner = you >= R.POINTS_TO_WIN ? 'left' : them >= R.POINTS_TO_WIN ? 'right' : null;
  return { ...createState(1, { difficulty: level }), scoreLeft: you, scoreRight: them, returns, winner };
}

const POINTS = Array.from({ length: R.POINTS_TO_WIN }, (_, i) => i);
const RETURNS = [1, 20, RETURNS_COUNTED, 400];
/** Every finished match at a level: each win and each loss, with few and many returns. */
const finished = (level: R.Difficulty) =>
  RETURNS.flatMap((r) =>
    POINTS.flatMap((p) => [
      match(level, R.POINTS_TO_WIN, p, r),
      ...(p > 0 ? [match(level, p, R.POINTS_TO_WIN, r)] : []),
    ]),
  );

describe('Paddle War ranked score', () => {
  it('ranks any win above any loss at the same level, and any win above every match a level lower', () => {
    R.LEVELS.forEach((level, i) => {
      const wins = finished(level).filter((s) => s.winner === 'left');
      const losses = finished(level).filter((s) => s.winner === 'right');
      const worstWin = Math.min(...wins.map(matchScore));
      expect(worstWin).toBeGreaterThan(Math.max(...losses.map(matchScore)));
      const below = R.LEVELS[i - 1];
      if (below) expect(worstWin).toBeGreaterThan(Math.max(...finished(below).map(matchScore)));
    });
  });

  it('ranks by points first: a bigger win or a closer loss counts for more than any number of returns', () => {
    for (const level of R.LEVELS)
      for (const p of POINTS.slice(1)) {
        expect(matchScore(match(level, 7, p - 1, 0))).toBeGreaterThan(matchScore(match(level, 7, p, 400)));
        expect(matchScore(match(level, p, 7, 0))).toBeGreaterThan(matchScore(match(level, p - 1, 7, 400)));
      }
  });

  it('parts matches with the same points by the returns made, and is a whole number', () => {
    const scores = [3, 24, 60].map((r) => matchScore(match('hard', 7, 2, r)));
    expect(scores[1]).toBeGreaterThan(scores[0] ?? Infinity);
    expect(scores[2]).toBeGreaterThan(scores[1] ?? Infinity);
    for (const level of R.LEVELS) for (const s of finished(level)) expect(Number.isInteger(matchScore(s))).toBe(true);
  });

  it('gives nothing to a match without a point won, so it is not offered to the boards', () => {
    expect(matchScore(match('expert', 0, 7, 30))).toBe(0);
    expect(rules.score(match('expert', 0, 7, 30))).toBe(0);
  });

  it('works the score out on the game-over screen in one line of at most 46 characters', () => {
    expect(scoreLine(match('normal', 7, 3, 24))).toBe('7–3 VS NORMAL: (7 + 4) × 200 + 24 RETURNS');
    expect(matchScore(match('normal', 7, 3, 24))).toBe((7 + 4) * 200 + 24);
    expect(scoreLine(match('expert', 3, 7, 1))).toBe('3–7 VS EXPERT: 3 × 800 + 1 RETURN');
    expect(matchScore(match('expert', 3, 7, 1))).toBe(3 * 800 + 1);
    expect(scoreLine(match('easy', 0, 7, 9))).toBe('0–7 VS EASY: WIN A POINT TO SCORE');
    expect(scoreLine(match('hard', 7, 0, 400))).toBe(`7–0 VS HARD: (7 + 7) × 400 + ${RETURNS_COUNTED} RETURNS`);
    for (const level of R.LEVELS) for (const s of finished(level)) expect(scoreLine(s).length).toBeLessThanOrEqual(46);
  });

  it("never falls during a match, so the best kept as it is played is the match's own", () => {
    const NONE = { up: false, down: false, up2: false, down2: false };
    for (const [opponent, late] of [
      ['CPU · Normal', 12],
      ['CPU · Hard', 20],
    ] as const) {
      let s = rules.create(5, { opponent });
      const seen: number[] = [];
      let previous = 0;
      while (!rules.isOver(s)) {
        // A player who follows the ball's height as it was a moment ago.
        seen.push(s.ball.y);
        s = rules.step(s, {
          held: NONE,
          pressed: NONE,
          touches: [{ x: 100, y: seen.length > late ? (seen.shift() ?? 270) : 270 }],
        });
        expect(rules.score(s)).toBeGreaterThanOrEqual(previous);
        previous = rules.score(s);
      }
      expect(s.scoreLeft).toBeGreaterThan(0);
      expect(previous).toBe(matchScore(s));
    }
  });

  it('is the score the rules rank against the computer; a match against a friend is not ranked and keeps its points', () => {
    const cpu = match('hard', 7, 5, 31);
    expect(rules.ranked?.(cpu)).toBe(true);
    expect(rules.score(cpu)).toBe(matchScore(cpu));
    const friends = { ...cpu, mode: 'versus' as const };
    expect(rules.ranked?.(friends)).toBe(false);
    expect(rules.score(friends)).toBe(7);
  });
});
