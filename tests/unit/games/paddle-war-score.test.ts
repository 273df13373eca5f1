import * as R from '@/games/paddle-war/numbers';
import { rallyCount, rallyLine, rallyNote } from '@/games/paddle-war/records';
import { rules } from '@/games/paddle-war/rules';
import { headline, matchScore, RETURNS_COUNTED } from '@/games/paddle-war/score';
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
    const held = { best: 12, before: 12 };
    expect(rallyCount(2, held)).toBe('');
    expect(rallyCount(5, held)).toBe('RALLY 5 · BEST 12');
    expect(rallyCount(12, held)).toBe('RALLY 12');
    expect(rallyCount(13, { best: 13, before: 12 })).toBe('RALLY 13 · RECORD!');
    // A record set earlier in the match is the one to beat now.
    expect(rallyCount(6, { best: 15, before: 12 })).toBe('RALLY 6 · BEST 15');
    expect(rallyCount(4, { best: 4, before: 0 })).toBe('RALLY 4');
  });

  it('lets SMASH READY take the record’s place, so the note stays short enough for the upright band', () => {
    const held = { best: 12, before: 12 };
    expect(rallyNote(5, held, false)).toBe('RALLY 5 · BEST 12');
    expect(rallyNote(5, held, true)).toBe('RALLY 5 · SMASH READY');
    expect(rallyNote(1, held, true)).toBe('SMASH READY');
    expect(rallyNote(6, null, false)).toBe('RALLY 6');
    // The band leaves about 28 characters between the two scores.
    for (const rally of [3, 13, 99])
      for (const smash of [false, true])
        for (const record of [held, { best: 99, before: 98 }, { best: 99, before: 12 }])
          expect(rallyNote(rally, record, smash).length).toBeLessThanOrEqual(24);
  });

  it('names the rally record at game over: a new one, or the match’s longest beside it (alone in a first match)', () => {
    expect(rallyLine(14, { best: 14, before: 12 })).toBe('NEW RALLY RECORD: 14!');
    expect(rallyLine(9, { best: 12, before: 12 })).toBe('LONGEST RALLY 9 · RECORD 12');
    // The first match sets the record without a fanfare: it only had itself to beat.
    expect(rallyLine(5, { best: 5, before: 0 })).toBe('LONGEST RALLY 5');
  });
});
