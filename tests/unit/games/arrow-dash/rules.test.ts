import { autopilot } from '@/games/arrow-dash/autopilot';
import { keyControls } from '@/games/arrow-dash/keys';
import {
  CAUSE_TEXT,
  HEARTS_LINE,
  cardPrompt,
  cardTitle,
  fieldBox,
  goalNote,
  headline,
  overLines,
  overlaps,
  panelFor,
  placeBox,
  runNote,
  showsHud,
  tallyLine,
  type Box,
} from '@/games/arrow-dash/panels';
import {
  CLOCK_WAIT,
  FIRST_CLOCK_WAIT,
  clockWait,
  MILESTONES,
  lanesFor,
  milestoneAt,
  nextGoal,
  roundGoal,
  roundTime,
  targetsFor,
} from '@/games/arrow-dash/rounds';
import {
  BOW,
  CHARGE_TIME,
  LANE_Y,
  FAILED_HOLD,
  cardHold,
  MAX_SHIFT,
  RESULT_HOLD,
  LIVES,
  TARGET_GAP,
  createState,
  isOver,
  laneY,
  reach,
  update,
  type State,
} from '@/games/arrow-dash/sim';
import { WRAP_SPAN, separate, spacing } from '@/games/arrow-dash/spacing';
import { fitView, toScreen } from '@/games/arrow-dash/view';
import { createRandom } from '@/games/kit/random';
import { DT, range, run, step, waitOut } from './helpers';

/** A round just cleared: one target straight up, hit by a full-power key shot. */
function cleared(): State {
  const s = waitOut(run(range([{}]), CHARGE_TIME, { charge: true }));
  expect(s.phase).toBe('result');
  return s;
}

/** The worst overlap of any two targets this step (negative: the edges are that far inside each other, less the gap). */
function worstGap(s: State): number {
  let worst = Infinity;
  s.targets.forEach((a, i) =>
    s.targets.slice(i + 1).forEach((b) => {
      if (a.lane === b.lane) {
        const d = Math.abs(a.x - b.x);
        worst = Math.min(worst, Math.min(d, WRAP_SPAN - d) - spacing(a, b));
      } else {
        const d = Math.hypot(a.x - b.x, laneY(s.lanes, a.lane, s.time) - laneY(s.lanes, b.lane, s.time));
        worst = Math.min(worst, d - reach(a) - reach(b) - TARGET_GAP);
      }
    }),
  );
  return worst;
}

describe('Arrow Dash: the first seconds', () => {
  it("an idle player is never out before 8 s: round 1's clock waits for the first arrow, then starts anyway and the round is lost", () => {
    const early = run(createState(7), 8);
    expect({ round: early.round, phase: early.phase, clock: early.clock, over: isOver(early) }).toEqual({
      round: 1,
      phase: 'aim',
      clock: false,
      over: false,
    });
    expect(early.timeLeft).toBe(roundTime(1));
    const waited = run(early, FIRST_CLOCK_WAIT - 8 + 0.1);
    expect(waited.clock).toBe(true);
    const late = run(waited, roundTime(1));
    expect({ phase: late.phase, stars: late.result?.stars, cause: late.result?.cause }).toEqual({
      phase: 'result',
      stars: 0,
      cause: 'time',
    });
  });

  it("round 1's clock starts at the first arrow, however soon; a later round's waits only a few seconds for one", () => {
    const aimed = run(range([{ lane: 2, x: 20 }]), FIRST_CLOCK_WAIT - 0.5, { right: true });
    expect(aimed.clock).toBe(false);
    expect(aimed.timeLeft).toBe(roundTime(1));
    const shot = run(step(run(aimed, 0.2, { charge: true })), 0.2);
    expect(shot.clock).toBe(true);
    expect(shot.timeLeft).toBeLessThan(roundTime(1));
    expect(run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true }, 0.6).result?.cause).toBe('time');
    const later = createState(7, 2);
    expect(run(later, CLOCK_WAIT - 0.1).clock).toBe(false);
    expect(run(later, CLOCK_WAIT + 0.1).clock).toBe(true);
    expect(clockWait(1)).toBeGreaterThanOrEqual(15);
  });

  it('from round 2 the clock gives each hit a round asks for less time each round, down to a floor', () => {
    expect(roundTime(1)).toBeGreaterThanOrEqual(15);
    const perHit = [2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 30].map((round) => roundTime(round) / roundGoal(round));
    perHit.slice(1).forEach((t, i) => expect(t).toBeLessThanOrEqual((perHit[i] as number) + 0.05));
    expect(perHit[perHit.length - 1]).toBeCloseTo(roundTime(14) / roundGoal(14));
    expect(roundTime(1) / roundGoal(1)).toBeGreaterThan(perHit[0] as number);
    expect(Math.min(...[1, 2, 3, 5, 8, 12, 20].map(roundTime))).toBeGreaterThanOrEqual(12);
  });

  it('the clock per hit falls gently up to round 7 and faster after it, to its floor at round 14, always time to draw', () => {
    const perHit = (round: number): number => roundTime(round) / roundGoal(round);
    // Round 3 brings shields on a shorter clock than round 2.
    expect(perHit(3)).toBeLessThan(perHit(2));
    expect((perHit(3) - perHit(7)) / 4).toBeLessThan((perHit(7) - perHit(14)) / 7);
    expect(roundTime(30)).toBe(roundTime(14));
    // Each hit has time to draw a full shot and loose another: a quick click drops short.
    expect(perHit(14)).toBeGreaterThan(2 * CHARGE_TIME);
  });
});

describe('Arrow Dash: the result card waits to be read', () => {
  it('a tap moves on at once (after a short guard), and so do Space and Enter; without one the card stays', () => {
    const s = cleared();
    expect(step(s, { tap: true }).phase).toBe('result');
    const ready = run(s, RESULT_HOLD);
    for (const input of [{ tap: true }, { next: true }, { touch: { x: 100, y: 100 } }]) {
      const next = step(ready, input);
      expect({ input, round: next.round, phase: next.phase }).toEqual({ input, round: 2, phase: 'aim' });
    }
    expect(run(s, 60).phase).toBe('result');
  });

  it("a failed round's card ignores presses for a longer moment, so the reason it was lost can be read, never long", () => {
    const failed = run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true }, 0.6);
    expect(failed.result?.stars).toBe(0);
    expect(FAILED_HOLD).toBeGreaterThan(RESULT_HOLD);
    expect(FAILED_HOLD).toBeGreaterThanOrEqual(0.6);
    expect(FAILED_HOLD).toBeLessThanOrEqual(0.8);
    expect(step(run(failed, RESULT_HOLD + 0.1), { next: true, tap: true }).phase).toBe('result');
    expect(step(run(failed, FAILED_HOLD), { tap: true })).toMatchObject({ round: 1, phase: 'aim' });
    expect(run(failed, 120).phase).toBe('result');
  });

  it('a card shows its prompt only once a tap works, a step at most after it does', () => {
    const failed = run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true }, 0.6);
    for (const card of [failed, cleared()]) {
      let s = card;
      const shown: boolean[] = [];
      const taken: boolean[] = [];
      for (let t = 0; t < 1.2; t += DT) {
        shown.push(cardPrompt(s, true) !== null);
        taken.push(step(s, { tap: true }).phase === 'aim');
        s = step(s);
      }
      shown.forEach((prompt, i) => expect(!prompt || taken[i]).toBe(true));
      expect(shown.indexOf(true) - taken.indexOf(true)).toBeLessThanOrEqual(1);
      expect(taken.indexOf(true) * DT).toBeLessThanOrEqual(cardHold(card) + DT);
      expect(shown[shown.length - 1]).toBe(true);
    }
  });

  it('the key or button that moved on looses no arrow when it is let go; the next press does', () => {
    const ready = run(cleared(), RESULT_HOLD);
    const moved = step(ready, { next: true, charge: true });
    const held = run(moved, 0.5, { charge: true });
    expect(held.charge).toBe(0);
    const released = step(held);
    expect(released.arrows).toHaveLength(0);
    expect(released.arrowsLeft).toBe(moved.arrowsLeft);
    const shot = step(run(released, 0.3, { charge: true }));
    expect(shot.arrowsLeft).toBe(moved.arrowsLeft - 1);
  });
});

/** Shoots every arrow far to the side from the start of a run until it is over; the cards of the rounds lost (title | touch prompt). */
function spray(seed: number): { s: State; cards: string[] } {
  let s = createState(seed);
  let t = 0;
  const cards: string[] = [];
  while (!isOver(s) && t < 120) {
    const before = s.phase;
    s = step(s, { left: true, charge: Math.floor(t * 4) % 2 === 0, next: s.phase === 'result' });
    t += DT;
    // The prompt as it shows once the card takes a tap.
    if (before === 'aim' && s.phase !== 'aim') cards.push(`${cardTitle(s)} | ${cardPrompt(run(s, FAILED_HOLD), true)}`);
  }
  return { s, cards };
}

describe('Arrow Dash: three tries', () => {
  it('a failed round costs a try and is played again from a fresh start; the run ends when the third try is lost', () => {
    const { s, cards } = spray(11);
    expect(cards).toEqual([
      'ROUND FAILED — 2 ♥ LEFT | TAP TO TRY AGAIN',
      'ROUND FAILED — 1 ♥ LEFT | TAP TO TRY AGAIN',
      'ROUND 1 MISSED | null',
    ]);
    expect({ over: isOver(s), lives: s.lives, round: s.round, cleared: s.cleared }).toEqual({
      over: true,
      lives: 0,
      round: 1,
      cleared: 0,
    });
    const failed = run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true, combo: 4 }, 0.6);
    expect({ lives: failed.lives, combo: failed.combo }).toEqual({ lives: 2, combo: 0 });
    const again = step(run(failed, FAILED_HOLD), { next: true });
    expect({
      round: again.round,
      phase: again.phase,
      arrows: again.arrowsLeft,
      time: again.timeLeft,
      lives: again.lives,
    }).toEqual({
      round: 1,
      phase: 'aim',
      arrows: createState(3).arrowsLeft,
      time: roundTime(1),
      lives: 2,
    });
    expect(cardPrompt(run(failed, FAILED_HOLD), false)).toBe('CLICK, SPACE OR ENTER: TRY AGAIN');
  });

  it('a cleared round keeps every try and moves on', () => {
    const s = cleared();
    const ready = run(s, RESULT_HOLD + DT);
    expect({ lives: s.lives, cleared: s.cleared, title: cardTitle(s), prompt: cardPrompt(ready, false) }).toEqual({
      lives: LIVES,
      cleared: 1,
      title: 'ROUND 1 CLEAR!',
      prompt: 'Click, Space or Enter: next round',
    });
    expect(step(run(s, RESULT_HOLD), { tap: true }).round).toBe(2);
  });
});

describe('Arrow Dash: one end screen at a time', () => {
  it('the round card shows only while playing; the game-over screen stands alone, its notes giving the run and the next goal', () => {
    const { s, cards } = spray(11);
    expect(cards).toHaveLength(LIVES);
    expect(panelFor('playing', s)).toBe('card');
    for (const sc of ['gameover', 'paused', 'title'] as const) expect(panelFor(sc, s)).toBeNull();
    expect(showsHud('gameover')).toBe(false);
    expect(showsHud('title')).toBe(false);
    expect(s.result?.needed).toBe(6);
    // The headline says what ended the last round, in its card's words; the breakdown says that round cost the last heart.
    expect(headline(s)).toBe('OUT OF ARROWS');
    expect(headline({ result: s.result && { ...s.result, cause: 'time' } })).toBe("TIME'S UP");
    expect(runNote(s)).toMatch(/^ROUND 1: LAST ♥ LOST · HITS 0\/\d+ · STREAK 0$/);
    // While the last round's card waits for the game-over screen, it says the run is over and gives the score.
    expect(overLines(s)).toEqual(['LAST ♥ LOST: RUN OVER', `SCORE ${s.score}`]);
    expect(overLines({ ...s, phase: 'result' })).toBeNull();
    expect(goalNote(s, 0)).toBe('NEXT GOAL: CLEAR ROUND 3 FOR ROOKIE');
    expect(goalNote({ ...s, cleared: 5 }, 7)).toBe('NEXT GOAL: CLEAR ROUND 10 FOR SHARPSHOOTER');
    expect(goalNote({ ...s, cleared: 17 }, 3)).toBe('NEXT GOAL: CLEAR ROUND 18');
  });

  it('one name for what a failed round costs, the heart (♥), on the title, the HUD, the round card and the game over', () => {
    const { s, cards } = spray(11);
    expect(HEARTS_LINE).toContain('♥');
    expect(HEARTS_LINE).toContain(`${LIVES}`);
    for (const portrait of [true, false]) expect(keyControls(portrait)).toContain(HEARTS_LINE);
    const said = [...keyControls(true), ...cards, headline(s), runNote(s), ...(overLines(s) ?? [])];
    for (const text of said) expect(text).not.toMatch(/LIVES|TRIES|HEARTS?\b/i);
    expect(cards.slice(0, 2).every((card) => card.includes('♥ LEFT'))).toBe(true);
    expect(runNote(s)).toContain('LAST ♥ LOST');
    // The headline names what ended the last round, as its card did, and the note under it names no other cause.
    expect(headline(s)).toBe(CAUSE_TEXT[s.result?.cause ?? 'cleared']);
    for (const cause of Object.values(CAUSE_TEXT)) expect(runNote(s)).not.toContain(cause);
  });

  it("the game-over breakdown counts the run's hits of arrows over every round, and the longest streak", () => {
    let s = createState(2);
    while (s.cleared < 2) s = update(s, autopilot(s), DT);
    // More hits than the first round has targets: both rounds count.
    const hits = s.runHits;
    expect(s.runShots).toBeGreaterThanOrEqual(hits);
    expect(hits).toBeGreaterThan(10);
    expect(runNote(s).endsWith(` · HITS ${hits}/${s.runShots} · STREAK ${s.bestCombo}`)).toBe(true);
    expect(runNote(createState(1))).toBe('ROUND 1 · HITS 0/0 · STREAK 0');
  });
});

describe('Arrow Dash: targets never overlap', () => {
  it('no two targets overlap at any step of rounds 1-16, on several seeds, whether the archer plays well or sprays arrows', () => {
    for (const seed of [1, 2, 3]) {
      for (const round of [1, 3, 4, 6, 9, 12, 16]) {
        const rng = createRandom(seed * 100 + round);
        const base = createState(seed);
        const targets = targetsFor(round, rng, 1);
        let s: State = {
          ...base,
          round,
          lanes: lanesFor(round, rng),
          targets,
          targetCount: targets.length,
          arrowsLeft: 40,
          clock: true,
        };
        let worst = worstGap(s);
        for (let i = 0; i < 60 * 20 && s.phase === 'aim'; i += 1) {
          const sprays = (i >> 6) % 2 === 1;
          s = step(
            s,
            sprays ? { right: (i >> 4) % 2 === 0, left: (i >> 4) % 2 === 1, charge: i % 20 < 12 } : autopilot(s),
          );
          worst = Math.min(worst, worstGap(s));
        }
        expect({ seed, round, worst: worst > -1e-6 }).toEqual({ seed, round, worst: true });
      }
    }
  });

  it('neighbouring lanes never drift close enough for their largest targets to touch', () => {
    const largest = Math.max(
      ...(['plain', 'gold', 'shielded', 'splitter', 'half'] as const).map((kind) =>
        reach({ kind, r: kind === 'splitter' ? 28 : 24 }),
      ),
    );
    const lanes = [0, 1, 2].map(() => ({ speed: 0, shift: 60 }));
    let closest = Infinity;
    for (let t = 0; t < 30; t += 0.01)
      closest = Math.min(closest, laneY(lanes, 1, t) - laneY(lanes, 0, t), laneY(lanes, 2, t) - laneY(lanes, 1, t));
    expect(closest).toBeGreaterThanOrEqual(2 * largest + TARGET_GAP);
    expect(Math.max(...lanesFor(16, createRandom(1)).map((l) => l.shift))).toBeLessThanOrEqual(MAX_SHIFT);
    expect(LANE_Y[1] - LANE_Y[0]).toBeGreaterThan(2 * largest);
  });

  it('a gold dart that catches up with a neighbour bounces back instead of passing over it', () => {
    const dart = { id: 1, kind: 'gold' as const, lane: 0, x: 100, r: 15, vx: 80, phase: 0 };
    const still = { id: 2, kind: 'plain' as const, lane: 0, x: 130, r: 24, vx: 0, phase: 0 };
    const [a, b] = separate([dart, still]);
    expect(b).toEqual(still);
    expect(a!.vx).toBe(-80);
    expect(b!.x - a!.x).toBeCloseTo(spacing(dart, still));
  });
});

describe('Arrow Dash: desktop aiming', () => {
  it('the bow turns to face the mouse, a held button draws, and letting go shoots toward the mouse', () => {
    const s = range([{ lane: 2, x: 20 }]);
    const point = { x: BOW.x + 200, y: BOW.y - 200 };
    const aimed = step(s, { point });
    expect(aimed.aim).toBeCloseTo(Math.PI / 4);
    const drawn = run(aimed, CHARGE_TIME, { point, charge: true });
    expect(drawn.charge).toBeCloseTo(1);
    const shot = step(drawn, { point });
    expect(shot.arrows).toHaveLength(1);
    expect(shot.arrows[0]!.vx).toBeCloseTo(-shot.arrows[0]!.vy);
    expect(step(s, { point: { x: 0, y: BOW.y + 50 } }).aim).toBeLessThan(-1.1);
  });

  it('the keys turn gently for a tap (fine aim) and fast when held (big swings); a quick press still shoots a useful arrow', () => {
    const s = range([{ lane: 2, x: 20 }]);
    const tap = run(s, 0.1, { right: true }).aim;
    const hold = run(s, 0.8, { right: true }).aim;
    expect(tap).toBeLessThan(0.12);
    expect(hold).toBeGreaterThan(1);
    const quick = step(run(s, 2 * DT, { charge: true }));
    expect(Math.hypot(quick.arrows[0]!.vx, quick.arrows[0]!.vy)).toBeGreaterThan(700);
  });
});

describe('Arrow Dash: a reason to come back', () => {
  it('ranks come at rounds 3, 5, 7, 10, 13 and 16; a clear shows the rank it earns and what the next round brings', () => {
    expect(MILESTONES.map((m) => m.round)).toEqual([3, 5, 7, 10, 13, 16]);
    expect([1, 2, 3, 4, 5].map(milestoneAt)).toEqual([null, null, 'ROOKIE', null, 'APPRENTICE']);
    expect(nextGoal(0)).toEqual({ round: 3, title: 'ROOKIE' });
    expect(nextGoal(16)).toEqual({ round: 17, title: null });
    const first = cleared();
    expect(first.result).toMatchObject({ round: 1, milestone: null, next: 'NEXT: gold darts, 30 points' });
    const third = run({ ...range([{}]), round: 3 }, CHARGE_TIME, { charge: true });
    expect(waitOut(third).result).toMatchObject({ round: 3, milestone: 'ROOKIE' });
  });
});

describe('Arrow Dash: floating texts', () => {
  const view: Box = { x: 0, y: 0, w: 360, h: 640 };

  it('are kept inside the bounds given and off the texts already drawn, or skipped when there is no room', () => {
    const hud: Box[] = [{ x: 0, y: 0, w: 120, h: 60 }];
    const at = placeBox({ x: -20, y: 10, w: 50, h: 20 }, hud, view, 4)!;
    expect(at.x).toBe(4);
    expect(hud.some((b) => overlaps(b, at))).toBe(false);
    expect(placeBox({ x: 340, y: 300, w: 50, h: 20 }, [], view, 4)!.x).toBe(306);
    expect(placeBox({ x: 10, y: 10, w: 50, h: 20 }, [view], view, 4)).toBeNull();
  });

  it("stay on the field, never on the sky beside it: a hit at the field's left edge shows whole, inside it", () => {
    for (const [width, height] of [
      [390, 844],
      [844, 390],
      [1280, 800],
    ] as const) {
      const v = fitView(width, height);
      const field = fieldBox(v);
      const edge = toScreen(v, { x: -10, y: 40 });
      const at = placeBox({ x: edge.x - 25, y: edge.y - 10, w: 50, h: 20 }, [], field, 8)!;
      expect({ width, inside: at.x >= field.x + 8 && at.x + at.w <= field.x + field.w - 8 }).toEqual({
        width,
        inside: true,
      });
      expect(at.y).toBeGreaterThanOrEqual(field.y + 8);
      expect(at.y + at.h).toBeLessThanOrEqual(field.y + field.h - 8);
    }
    // Sideways the field is narrower than the view: its box lies inside the view, with sky on either side.
    const wide = fieldBox(fitView(844, 390));
    expect(wide.x).toBeGreaterThan(0);
    expect(wide.x + wide.w).toBeLessThan(844);
  });
});

describe('Arrow Dash: the round card counts in words that agree with their numbers', () => {
  it('says 1 hit from 1 arrow, and 0 hits or 6 hits from 7 arrows', () => {
    expect(tallyLine({ hits: 1, shots: 1 })).toBe('1 hit from 1 arrow');
    expect(tallyLine({ hits: 0, shots: 2 })).toBe('0 hits from 2 arrows');
    expect(tallyLine({ hits: 6, shots: 7 })).toBe('6 hits from 7 arrows');
  });
});
