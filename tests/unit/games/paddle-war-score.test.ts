import * as R from '@/games/paddle-war/numbers';
import { matchNote, rallyCount, rallyNote } from '@/games/paddle-war/records';
import { rules } from '@/games/paddle-war/rules';
import {
  headline,
  matchScore,
  POINT_VALUE,
  RETURNS_COUNTED,
  scoreBreakdown,
  scoringRule,
} from '@/games/paddle-war/score';
import { createState, type PaddleWarState } from '@/games/paddle-war/sim';

/** A match against the computer at `level`, ended (or still going when neither side has 7) at you–them with `returns`. */
function match(level: R.Difficulty, you: number, them: number, returns: number): PaddleWarState {
  const winner = you >= R.POINTS_TO_WIN ? 'left' : them >= R.POINTS_TO_WIN ? 'right' : null;
  return { ...createState(1, { difficulty: level }), scoreLeft: you, scoreRight: them, returns, winner };
}

const NONE = { up: false, down: false, up2: false, down2: false };
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

  it('spells the score out at game over, and the breakdown adds up to the score of every match', () => {
    expect(scoreBreakdown(match('hard', 7, 3, 14))).toBe('(7 POINTS + WIN BY 4) ×400 + 14 RETURNS');
    expect(matchScore(match('hard', 7, 3, 14))).toBe(4414);
    expect(scoreBreakdown(match('normal', 4, 7, 7))).toBe('4 POINTS ×200 + 7 RETURNS');
    expect(scoreBreakdown(match('easy', 1, 7, 1))).toBe('1 POINT ×100 + 1 RETURN');
    expect(scoreBreakdown(match('expert', 2, 7, 400))).toBe('2 POINTS ×800 + 99 RETURNS (MAX)');
    expect(scoreBreakdown(match('normal', 0, 7, 12))).toBe('NO POINT WON: NO SCORE');
    /** The breakdown read back as arithmetic: (points + margin) × value + returns. */
    const added = (line: string): number => {
      if (line.startsWith('NO POINT')) return 0;
      const [, points, margin, value, returns] =
        /^\(?(\d+) POINTS?(?: \+ WIN BY (\d+)\))? ×(\d+) \+ (\d+) RETURNS?/.exec(line) ?? [];
      return (Number(points) + Number(margin ?? 0)) * Number(value) + Number(returns);
    };
    const returns = Array.from({ length: 130 }, (_, i) => i);
    for (const level of R.LEVELS)
      for (const r of returns)
        for (const p of [0, ...POINTS.slice(1)]) {
          for (const s of [match(level, R.POINTS_TO_WIN, p, r), match(level, p, R.POINTS_TO_WIN, r)]) {
            expect(added(scoreBreakdown(s))).toBe(matchScore(s));
            // One line under the game-over panel, no longer than the ladder's line beside it.
            expect(scoreBreakdown(s).length).toBeLessThanOrEqual(45);
          }
        }
  });

  it('states the scoring rule before the first serve in the words of the breakdown, with the level’s value', () => {
    expect(scoringRule('normal')).toBe('(POINTS + WIN MARGIN) ×200 + RETURNS');
    for (const level of R.LEVELS) {
      expect(scoringRule(level)).toContain(`×${POINT_VALUE[level]}`);
      expect(scoringRule(level).length).toBeLessThanOrEqual(40);
    }
  });

  it("heads the game-over screen with the winner and the match's score, the winner's points first", () => {
    expect(headline(match('normal', 7, 3, 24))).toBe('YOU WIN 7–3!');
    expect(headline(match('expert', 3, 7, 1))).toBe('CPU WINS 7–3');
    const friends = { ...match('normal', 5, 7, 0), mode: 'versus' as const };
    expect(headline(friends)).toBe('RIGHT PLAYER WINS 7–5');
    expect(headline({ ...friends, scoreLeft: 7, scoreRight: 6, winner: 'left' })).toBe('LEFT PLAYER WINS 7–6');
  });

  it("never falls during a match, so the best kept as it is played is the match's own", () => {
    for (const [opponent, late] of [
      ['CPU · Normal', 12],
      ['CPU · Hard', 12],
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

describe('Paddle War rally record', () => {
  it("keeps the match's longest rally: the most paddle hits in one rally, never falling as rallies end", () => {
    let s = createState(3, { difficulty: 'hard' });
    let most = 0;
    let before = 0;
    const follow = (y: number) => ({ held: NONE, pressed: NONE, touches: [{ x: R.WIDTH / 4, y }] });
    for (let i = 0; i < 60 * 60 && !s.winner; i += 1) {
      s = rules.step(s, follow(s.ball.y));
      most = Math.max(most, s.rally);
      expect(s.longest).toBeGreaterThanOrEqual(before);
      before = s.longest;
    }
    expect(most).toBeGreaterThan(3);
    expect(s.longest).toBe(most);
  });

  it('counts a rally beside the record to beat, and says RECORD! while it beats the one held before the match', () => {
    const held = { best: 12, before: 12, moved: true };
    expect(rallyCount(2, held)).toBe('');
    expect(rallyCount(5, held)).toBe('RALLY 5 · BEST 12');
    expect(rallyCount(12, held)).toBe('RALLY 12');
    expect(rallyCount(13, { best: 13, before: 12, moved: true })).toBe('RALLY 13 · RECORD!');
    // A record set earlier in the match is the one to beat now.
    expect(rallyCount(6, { best: 15, before: 12, moved: true })).toBe('RALLY 6 · BEST 15');
    expect(rallyCount(4, { best: 4, before: 0, moved: true })).toBe('RALLY 4');
  });

  it('lets SMASH READY take the record’s place, so the note stays short enough for the upright band', () => {
    const held = { best: 12, before: 12, moved: true };
    expect(rallyNote(5, held, false)).toBe('RALLY 5 · BEST 12');
    expect(rallyNote(5, held, true)).toBe('RALLY 5 · SMASH READY');
    expect(rallyNote(1, held, true)).toBe('SMASH READY');
    expect(rallyNote(6, null, false)).toBe('RALLY 6');
    // The band leaves about 28 characters between the two scores.
    for (const rally of [3, 13, 99])
      for (const smash of [false, true])
        for (const record of [held, { best: 99, before: 98, moved: true }, { best: 99, before: 12, moved: true }])
          expect(rallyNote(rally, record, smash).length).toBeLessThanOrEqual(24);
  });
});

describe('Paddle War: what a match without a point won gives', () => {
  const shutOut = (longest: number, returns: number): PaddleWarState => ({
    ...match('normal', 0, 7, returns),
    longest,
  });

  it('shows its longest rally against the best to beat, or as a new best, and the first goal; no score to post', () => {
    expect(matchNote(shutOut(4, 2), { best: 4, before: 0, moved: true })).toBe(
      'RALLY 4: A NEW BEST! · WIN A POINT TO POST',
    );
    expect(matchNote(shutOut(4, 2), { best: 6, before: 6, moved: true })).toBe(
      'RALLY 4 (BEST 6) · WIN A POINT TO POST',
    );
    expect(matchNote(shutOut(0, 0), { best: 0, before: 0, moved: true })).toBe('MEET THE BALL · WIN A POINT TO POST');
    // An idle paddle can fall into a rally: a player who never moved is told to meet the ball, not of a record.
    expect(matchNote(shutOut(5, 2), { best: 0, before: 0, moved: false })).toBe('MEET THE BALL · WIN A POINT TO POST');
    expect(rules.score(shutOut(4, 2))).toBe(0);
    // A point won: the note spells the score out as before.
    const scored = match('normal', 1, 7, 3);
    expect(matchNote(scored, { best: 4, before: 0, moved: true })).toBe(scoreBreakdown(scored));
    // One line on an upright phone, whatever the rally and the record.
    for (const longest of [1, 9, 99])
      for (const before of [0, 99])
        expect(matchNote(shutOut(longest, 9), { best: 99, before, moved: true }).length).toBeLessThanOrEqual(46);
  });
});
