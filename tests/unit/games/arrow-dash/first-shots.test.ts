import { bonusLine, cardMarks, hudNews, POWER_HINT, STAR_GLOW_SECONDS } from '@/games/arrow-dash/panels';
import { rules } from '@/games/arrow-dash/rules';
import {
  BOW,
  CHARGE_TIME,
  FULL_FLICK,
  GRIP_RADIUS,
  LAST_TARGET_TIME,
  MIN_FLICK,
  MIN_POWER,
  MAX_SPEED,
  MIN_SPEED,
  NO_INPUT,
  type State,
} from '@/games/arrow-dash/sim';
import { SHORT_GRIP, fitView, gripRadius } from '@/games/arrow-dash/view';
import { DT, flick, flickUp, range, run, step } from './helpers';

const speed = (s: State): number => Math.hypot(s.arrows[0]!.vx, s.arrows[0]!.vy);

/** A quick click or Space press straight up (a tap of the button: two steps held). */
const quickShot = (s: State): State => step(run(s, 2 * DT, { charge: true }));

/** A full draw of the button straight up, then let go. */
const fullShot = (s: State): State => step(run(s, CHARGE_TIME + DT, { charge: true }));

/** Lets the arrows in flight land or fly off. */
const settleArrows = (s: State): State => run(s, 1);

describe('Arrow Dash: the first shots are forgiving and teach power', () => {
  it('a quick click looses a usable arrow, and a quick flick the same one: near half power', () => {
    expect(MIN_POWER).toBeGreaterThanOrEqual(0.45);
    const click = quickShot(range());
    expect(speed(click)).toBeCloseTo(MIN_SPEED + MIN_POWER * (MAX_SPEED - MIN_SPEED));
    const short = flick(range(), { x: BOW.x, y: BOW.y - 120 }, { x: BOW.x, y: BOW.y - 120 - MIN_FLICK - 1 });
    expect(short.arrows).toHaveLength(1);
    expect(Math.abs(speed(short) - speed(click))).toBeLessThan(5);
    const long = flick(range(), { x: BOW.x, y: BOW.y - 20 }, { x: BOW.x, y: BOW.y - 20 - FULL_FLICK });
    expect(speed(long)).toBeCloseTo(MAX_SPEED);
  });

  it('an arrow short of full power that misses raises the hint, worded for the keys or a finger, until a full shot', () => {
    const start = range();
    expect(hudNews(start)).toBeNull();
    const missed = settleArrows(quickShot(start));
    expect(missed.powerHint).toBe(true);
    expect(hudNews(missed)).toBe(POWER_HINT.keys);
    expect(hudNews(missed, true)).toBe(POWER_HINT.touch);
    expect(POWER_HINT).toEqual({ touch: 'PULL MORE FOR POWER', keys: 'HOLD MORE FOR POWER' });
    // It stays on through later rounds until a full-power shot is loosed, which ends it for the run, hit or miss.
    const learnt = settleArrows(fullShot(run(missed, 0.5)));
    expect(learnt.fullShot).toBe(true);
    expect(hudNews(learnt)).toBeNull();
    expect(settleArrows(quickShot(run(learnt, 0.5))).powerHint).toBe(false);
  });

  it('a hit or a full-power miss never raises the power hint', () => {
    expect(
      settleArrows(
        flickUp(
          range([
            { lane: 0, x: BOW.x },
            { lane: 2, x: 20 },
          ]),
        ),
      ).powerHint,
    ).toBe(false);
    expect(settleArrows(fullShot(range())).powerHint).toBe(false);
  });
});

describe('Arrow Dash: no waiting at the end of a round', () => {
  const two = () =>
    range(
      [
        { lane: 0, x: BOW.x },
        { lane: 2, x: 20 },
      ],
      { needed: 1 },
    );

  it('a hit that leaves the last target cuts the clock to a few seconds, and the HUD says so', () => {
    const s = two();
    expect(s.timeLeft).toBeGreaterThan(LAST_TARGET_TIME + 5);
    const hit = run(flickUp(s), 0.5);
    expect(hit.targets).toHaveLength(1);
    expect(hit.timeLeft).toBeLessThanOrEqual(LAST_TARGET_TIME);
    expect(hit.timeLeft).toBeGreaterThan(LAST_TARGET_TIME - 0.5);
    expect(hudNews(hit)).toBe('LAST TARGET!');
    // Left alone the round ends when the cut clock runs out, passed, not at the full clock's end.
    const ended = run(hit, LAST_TARGET_TIME);
    expect(ended.phase).toBe('result');
    expect(ended.result).toMatchObject({ cause: 'time', stars: 1 });
  });

  it('a hit that leaves more than one target keeps the clock; every target hit ends the round at once with its time bonus', () => {
    const three = range([
      { lane: 0, x: BOW.x },
      { lane: 2, x: 20 },
      { lane: 1, x: 20 },
    ]);
    const hit = run(flickUp(three), 0.5);
    expect(hit.targets).toHaveLength(2);
    expect(hit.timeLeft).toBeGreaterThan(LAST_TARGET_TIME + 5);
    const clear = run(flickUp(range([{ lane: 0, x: BOW.x }])), 0.5);
    expect(clear.phase).toBe('result');
    expect(clear.result?.cause).toBe('cleared');
    expect(clear.result?.timeBonus).toBeGreaterThan(0);
    expect(bonusLine(clear.result!)).toBe(
      `BONUS +${clear.result!.bonus}: ARROWS +${clear.result!.bonus - clear.result!.timeBonus}, TIME +${clear.result!.timeBonus}`,
    );
  });

  it('the bonus line names each part once, in one plain line', () => {
    expect(bonusLine({ bonus: 5, timeBonus: 5 })).toBe('TIME BONUS +5');
    expect(bonusLine({ bonus: 25, timeBonus: 0 })).toBe('ARROW BONUS +25');
    expect(bonusLine({ bonus: 55, timeBonus: 30 })).toBe('BONUS +55: ARROWS +25, TIME +30');
    expect(bonusLine({ bonus: 0, timeBonus: 0 })).toBe('TIME BONUS +0');
  });
});

describe('Arrow Dash: the clear card reads at once', () => {
  const card = (stars: number, phaseTime: number) => ({
    lives: 2,
    phaseTime,
    result: {
      round: 1,
      stars,
      hits: 7,
      shots: 10,
      bonus: 0,
      timeBonus: 0,
      needed: 6,
      cause: 'arrows' as const,
      milestone: null,
      next: null,
    },
  });

  it("the stars earned are lit from the card's first frame; each glows in turn and then rests, lit", () => {
    for (const stars of [1, 2, 3]) {
      const first = cardMarks(card(stars, 0), false);
      expect(first.map((m) => m.lit)).toEqual([0, 1, 2].map((i) => i < stars));
      expect(first[0]!.glow).toBeGreaterThan(0.9);
      const rest = cardMarks(card(stars, 3 * STAR_GLOW_SECONDS), false);
      expect(rest.map((m) => m.lit)).toEqual(first.map((m) => m.lit));
      expect(rest.every((m) => m.glow === 0)).toBe(true);
    }
    expect(cardMarks(card(2, 0), false)[2]!.glow).toBe(0);
    expect(cardMarks(card(3, 0), true).every((m) => m.lit && m.glow === 0)).toBe(true);
    expect(cardMarks(card(0, 0), false).map((m) => [m.mark, m.lit])).toEqual([
      ['♥', true],
      ['♥', true],
      ['♥', false],
    ]);
  });
});

describe('Arrow Dash: the grip ring on a short field', () => {
  it('a phone held sideways draws a smaller ring, still a comfortable thumb target; tall fields keep the full ring', () => {
    const sideways = fitView(844, 390);
    const ring = gripRadius(sideways, 1);
    expect(ring).toBeLessThan(GRIP_RADIUS * 0.7);
    expect(ring * sideways.k).toBeGreaterThanOrEqual(44);
    expect(ring * sideways.k).toBeCloseTo(SHORT_GRIP, -0.5);
    expect(Number.isInteger(ring)).toBe(true);
    expect(gripRadius(fitView(390, 844), 1)).toBe(GRIP_RADIUS);
    expect(gripRadius(fitView(1280, 800), 1)).toBe(GRIP_RADIUS);
  });

  it('a finger put down inside the ring the screen draws aims from the bow; outside it, it flicks; the replay carries the ring', () => {
    const from = { x: BOW.x + 40, y: BOW.y - 40 };
    const to = { x: BOW.x + 40, y: BOW.y - 200 };
    const drag = (grip: number): State => {
      let s = range();
      for (let i = 0; i <= 4; i += 1)
        s = step(s, { grip, touch: { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 } });
      return step(s, { grip });
    };
    const fromBow = drag(GRIP_RADIUS).arrows[0]!;
    expect(fromBow.vx / fromBow.vy).toBeCloseTo((to.x - BOW.x) / (to.y - BOW.y));
    const flicked = drag(48).arrows[0]!;
    expect(flicked.vx).toBeCloseTo(0);
    const input = { ...NO_INPUT, touch: from, grip: 48 };
    expect(rules.decode(rules.encode(input))).toEqual(input);
  });
});
