import * as R from '@/games/paddle-war/numbers';
import { bounce, createState, PLAYER_STROKE, strokeOf, update, type PaddleWarState } from '@/games/paddle-war/sim';

const DT = 1 / 60;
const NONE = { up: false, down: false, up2: false, down2: false };
/** A person's lag: the picture the tracker acts on is this many steps (150 ms) old. */
const LAG_STEPS = 9;

const speedOf = (b: { vx: number; vy: number }): number => Math.hypot(b.vx, b.vy);

/** A ball's speed after `returns` paddle hits from a serve, each with `side`'s stroke in a match at `difficulty`. */
function rallySpeed(difficulty: R.Difficulty, side: 'left' | 'right', returns: number): number {
  const stroke = strokeOf(createState(1, { difficulty }), side);
  let ball = { x: 0, y: 270, vx: -R.SERVE_SPEED, vy: 0, spin: 0 };
  for (let i = 0; i < returns; i += 1)
    ball = bounce({ ...ball, vx: -speedOf(ball), vy: 0 }, 270, 270, 1, 50, 0, 92, stroke);
  return speedOf(ball);
}

/** Where a straight line from a ball folds back off the walls, as an eye carries it on. */
const fold = (y: number): number => Math.max(0, Math.min(R.HEIGHT, y < 0 ? -y : y > R.HEIGHT ? 2 * R.HEIGHT - y : y));

/**
 * A perfect ball tracker with a person's lag: its finger is always where the ball is now, carried on in a straight line
 * from a picture 150 ms old. Returns the match's end and its longest rally.
 */
function trackerMatch(seed: number, difficulty: R.Difficulty): { state: PaddleWarState; longest: number } {
  let s = createState(seed, { difficulty });
  const seen: PaddleWarState[] = [];
  for (let i = 0; i < 60 * 900 && !s.winner; i += 1) {
    seen.push(s);
    const picture = seen[Math.max(0, seen.length - 1 - LAG_STEPS)] ?? s;
    const b = picture.ball;
    const y = picture.serveTimer > 0 ? b.y : fold(b.y + b.vy * LAG_STEPS * DT);
    s = update(s, { held: NONE, pressed: NONE, touches: [{ x: 100, y }] }, DT);
  }
  return { state: s, longest: s.longest };
}

describe('Paddle War rally pace', () => {
  it('speeds the ball up by SPEED_STEP a return up to MAX_SPEED against Easy and Normal and between two players', () => {
    for (const difficulty of ['easy', 'normal'] as const) {
      expect(rallySpeed(difficulty, 'left', 4)).toBeCloseTo(R.SERVE_SPEED + 4 * R.SPEED_STEP);
      expect(rallySpeed(difficulty, 'right', 40)).toBeCloseTo(R.MAX_SPEED);
      // The computer's stroke is a player's but for its curve, toned down at these levels (paddle-war-reading.test.ts).
      expect(strokeOf(createState(1, { difficulty }), 'right')).toEqual({
        ...PLAYER_STROKE,
        curve: R.AI[difficulty].curve,
      });
    }
    expect(strokeOf(createState(1, { mode: 'versus' }), 'right')).toEqual(PLAYER_STROKE);
  });

  it('keeps speeding long rallies up past MAX_SPEED on Hard and Expert, by a larger step, to a higher top', () => {
    for (const difficulty of ['hard', 'expert'] as const) {
      const level = R.AI[difficulty];
      expect(level.step).toBeGreaterThan(R.SPEED_STEP);
      expect(level.pace).toBeGreaterThan(R.MAX_SPEED);
      expect(rallySpeed(difficulty, 'left', 3)).toBeCloseTo(R.SERVE_SPEED + 3 * level.step);
      expect(rallySpeed(difficulty, 'right', 60)).toBeCloseTo(level.pace);
    }
    expect(R.AI.expert.pace).toBeGreaterThan(R.AI.hard.pace);
  });

  it("widens the computer's angles higher up, never the player's", () => {
    const tips = R.LEVELS.map((difficulty) => strokeOf(createState(1, { difficulty }), 'right').tipAngle);
    tips.slice(1).forEach((tip, i) => expect(tip).toBeGreaterThanOrEqual(tips[i] ?? 0));
    expect(tips[3]).toBeGreaterThan(R.MAX_ANGLE);
    for (const difficulty of R.LEVELS)
      expect(strokeOf(createState(1, { difficulty }), 'left').tipAngle).toBe(R.MAX_ANGLE);
    const tip = bounce({ x: 0, y: 316, vx: 600, vy: 0, spin: 0 }, 270, 316, -1, R.RIGHT_FACE, 0, 92, {
      ...PLAYER_STROKE,
      tipAngle: R.EXPERT_TIP_ANGLE,
    });
    expect(Math.atan2(tip.vy, -tip.vx)).toBeGreaterThan(R.MAX_ANGLE);
  });
});

describe('Paddle War against a perfect ball tracker with a 150 ms lag', () => {
  const matches = (difficulty: R.Difficulty) => Array.from({ length: 20 }, (_, i) => trackerMatch(i + 1, difficulty));
  const conceded = (played: ReturnType<typeof matches>) => played.reduce((sum, m) => sum + m.state.scoreRight, 0);

  it('still wins Normal every time (its rallies stay at the old pace), concedes points on Hard, and rarely beats Expert', () => {
    expect(matches('normal').every((m) => m.state.winner === 'left')).toBe(true);
    const hard = conceded(matches('hard'));
    expect(hard).toBeGreaterThanOrEqual(8);
    const expert = matches('expert');
    expect(conceded(expert)).toBeGreaterThan(2 * hard);
    expect(expert.filter((m) => m.state.winner === 'left').length).toBeLessThanOrEqual(2);
  });

  it('never keeps a rally against Expert going much past 30 returns', () => {
    const longest = Math.max(...matches('expert').map((m) => m.longest));
    expect(longest).toBeGreaterThanOrEqual(10);
    expect(longest).toBeLessThanOrEqual(32);
  });
});
