import { aimKeys, keyControls, keysFor, readKeys, type KeyAction } from '@/games/arrow-dash/keys';
import { arrowDashModel } from '@/games/arrow-dash/model';
import { GREY, INK, ORANGE, RED, SKY, TEAL } from '@/games/arrow-dash/ink';
import {
  COACH_SECONDS,
  STARS_LINE,
  cardPrompt,
  clockText,
  coachBand,
  coachLines,
  holdBar,
  wrapLines,
  coaching,
  compactHud,
  dotTouches,
  liveStars,
  moreStars,
  overlaps,
} from '@/games/arrow-dash/panels';
import {
  BOW_COLOR,
  FIELD_COLOR,
  GOLD_EDGE,
  GRIP_COLOR,
  GRIP_LINE,
  GUIDE_DOT,
  LANE_COLORS,
  RINGS,
  SHAFT_COLOR,
  SHIELD_COLOR,
  guideDots,
} from '@/games/arrow-dash/render-field';
import {
  FIRST_CLOCK_WAIT,
  PASS_MARKS,
  RADIUS,
  SMALLEST_RADIUS,
  arrowsFor,
  kindsFor,
  paceFor,
  roundGoal,
  radiusFor,
  roundTime,
  shiftFor,
} from '@/games/arrow-dash/rounds';
import {
  BOW,
  FAILED_HOLD,
  FULL_FLICK,
  FULL_PULL,
  GRIP_RADIUS,
  MAX_SPEED,
  RESULT_HOLD,
  LIVES,
  LANE_HEIGHT,
  LANE_Y,
  OVER_HOLD,
  WORLD_L,
  WORLD_W,
  createState,
  roundStars,
  type Input,
  type RoundResult,
  type State,
} from '@/games/arrow-dash/sim';
import { fitView, gripRadius, toScreen } from '@/games/arrow-dash/view';
import { NON_TEXT_CONTRAST, contrast } from '@/games/kit/contrast';
import { IDLE, NOVICE, playModelled } from '@/games/kit/players';
import { ASIDE, flick, flickUp, range, run, step, waitOut } from './helpers';

/** Every round from 1 to 20. */
const ROUNDS = Array.from({ length: 20 }, (_, i) => i + 1);

/** Each value is at least the one before: a ladder that never steps down. */
const climbs = (values: readonly number[]): boolean =>
  values.every((v, i) => i === 0 || v >= (values[i - 1] as number));

/** Round 1 ended by running out of arrows short of its goal, with `changes` made. */
const roundOne = (changes: Partial<RoundResult>): RoundResult => ({
  round: 1,
  stars: 0,
  hits: 0,
  shots: 10,
  bonus: 0,
  timeBonus: 0,
  needed: 6,
  cause: 'arrows',
  milestone: null,
  next: null,
  ...changes,
});
describe('Arrow Dash: pressure that climbs as a ladder', () => {
  it("a round's pass mark is a fixed number of hits that climbs a step at a time, never a wall", () => {
    const marks = ROUNDS.map(roundGoal);
    expect(marks.slice(0, PASS_MARKS.length)).toEqual(PASS_MARKS);
    expect(marks.slice(0, 6)).toEqual([6, 7, 7, 9, 10, 12]);
    expect(climbs(marks)).toBe(true);
    marks.slice(1).forEach((m, i) => expect(m - (marks[i] as number)).toBeLessThanOrEqual(2));
    expect(marks[marks.length - 1]).toBe(15);
    // A mark never asks for more than three in four of the arrows a round gives (its targets and their halves).
    for (const round of ROUNDS) expect(roundGoal(round) / arrowsFor(round)).toBeLessThanOrEqual(0.75);
    expect([
      roundStars(5, 9, roundGoal(1)),
      roundStars(6, 10, roundGoal(2)),
      roundStars(9, 10, 7),
      roundStars(10, 10, 7),
    ]).toEqual([0, 0, 2, 3]);
  });

  it("a round's pass mark is the same on every try: the halves a split target breaks into never raise it", () => {
    const before = range([{ kind: 'splitter', r: 28 }, ...ASIDE], { round: 4 });
    const after = run(flickUp(before), 1);
    expect(after.targetCount).toBe(before.targetCount + 2);
    expect(after.needed).toBe(before.needed);
    const first = createState(5);
    const retry = step(run(waitOut(first), FAILED_HOLD), { tap: true });
    expect({ round: retry.round, phase: retry.phase, lives: retry.lives }).toEqual({
      round: 1,
      phase: 'aim',
      lives: 2,
    });
    expect([first.needed, retry.needed]).toEqual([roundGoal(1), roundGoal(1)]);
    // Every round, whatever the seed that deals its targets and lanes, asks the same number of hits on every try.
    for (const round of ROUNDS) {
      const tries = [1, 2, 3, 4, 5].map((seed) => createState(seed, round).needed);
      expect(tries).toEqual(tries.map(() => roundGoal(round)));
    }
  });

  it('each round brings at most one new kind of target, and their numbers grow by at most one a round', () => {
    const count = (round: number, kind: string) => kindsFor(round).filter((k) => k === kind).length;
    const firsts = (['gold', 'shielded', 'splitter'] as const).map((kind) => ROUNDS.find((r) => count(r, kind) > 0));
    expect(firsts).toEqual([2, 3, 4]);
    for (const kind of ['shielded', 'splitter'] as const) {
      const counts = ROUNDS.map((r) => count(r, kind));
      expect(climbs(counts)).toBe(true);
      counts.slice(1).forEach((c, i) => expect(c - (counts[i] as number)).toBeLessThanOrEqual(1));
    }
    expect(climbs(ROUNDS.map((r) => kindsFor(r).length))).toBe(true);
  });

  it('lanes flow faster and drift further each round, by small steps, up to a ceiling', () => {
    const paces = ROUNDS.map(paceFor);
    expect(climbs(paces)).toBe(true);
    paces.slice(1).forEach((p, i) => expect(p / (paces[i] as number)).toBeLessThanOrEqual(1.25));
    const shifts = ROUNDS.map(shiftFor);
    // Round 3 brings shields on still lanes; the drift comes a round later.
    expect(shifts.slice(0, 4)).toEqual([0, 0, 0, shifts[3]]);
    expect(shifts[3]).toBeGreaterThan(0);
    expect(climbs(shifts)).toBe(true);
  });

  it('targets shrink most in the early rounds and then level off; no target is ever smaller than a readable floor', () => {
    const sizes = ROUNDS.map((round) => radiusFor('plain', round));
    expect(sizes[0]).toBeLessThan(RADIUS.plain);
    sizes.slice(1).forEach((r, i) => expect(r).toBeLessThanOrEqual(sizes[i] as number));
    // No wall after the first round: a step of at most a tenth.
    expect((sizes[1] as number) / (sizes[0] as number)).toBeGreaterThanOrEqual(0.9);
    expect(sizes[19]).toBe(sizes[5]);
    for (const kind of ['gold', 'half'] as const)
      for (const round of ROUNDS) expect(radiusFor(kind, round)).toBeGreaterThanOrEqual(SMALLEST_RADIUS);
    expect(radiusFor('gold', 2)).toBeGreaterThan(SMALLEST_RADIUS);
  });

  it('round 1 is an easy but real first step: most first tries pass it, not all, and round 2 passes less often', () => {
    expect({ time: roundTime(1), goal: roundGoal(1), of: kindsFor(1).length }).toEqual({
      time: 15,
      goal: 6,
      of: 9,
    });
    // The modelled novice's first try at each round: the share passed falls from round 1 to round 2.
    const firstTries = new Map<number, boolean>();
    const passes: Record<number, boolean[]> = { 1: [], 2: [] };
    const game = {
      ...arrowDashModel,
      rules: {
        ...arrowDashModel.rules,
        step: (s: State, input: Input) => {
          const next = arrowDashModel.rules.step(s, input);
          const r = next.result;
          if (s.phase === 'aim' && r && next.phase !== 'aim' && !firstTries.has(r.round)) {
            firstTries.set(r.round, true);
            passes[r.round]?.push(r.stars > 0);
          }
          return next;
        },
      },
    };
    for (let seed = 1; seed <= 30; seed += 1) {
      firstTries.clear();
      playModelled(game, NOVICE, seed);
    }
    const share = (xs: boolean[] = []) => xs.filter(Boolean).length / xs.length;
    expect(share(passes[1])).toBeGreaterThanOrEqual(0.7);
    expect(share(passes[1])).toBeLessThanOrEqual(0.95);
    expect(share(passes[2])).toBeLessThan(share(passes[1]));
  });

  it('every round has an arrow for each target it can become, so a clean round can hit them all', () => {
    for (const round of ROUNDS) {
      const kinds = kindsFor(round);
      expect(arrowsFor(round)).toBeGreaterThanOrEqual(kinds.length + 2 * kinds.filter((k) => k === 'splitter').length);
    }
  });

  it('an idle run ends by the clock once its three tries at round 1 are lost, never before 8 s', () => {
    const idle = playModelled(arrowDashModel, IDLE, 1);
    expect(idle.ended).toBe(true);
    expect(idle.seconds).toBeGreaterThanOrEqual(8);
    // Each try waits for an arrow, then runs its clock out; the player moves on from each failed card as soon as it allows.
    const tries = LIVES * (FIRST_CLOCK_WAIT + roundTime(1)) + (LIVES - 1) * FAILED_HOLD + OVER_HOLD;
    expect(idle.seconds).toBeGreaterThan(tries - 1);
    expect(idle.seconds).toBeLessThan(tries + 1);
    expect({ cause: idle.state.result?.cause, round: idle.state.round, lives: idle.state.lives }).toEqual({
      cause: 'time',
      round: 1,
      lives: 0,
    });
  });
});

describe('Arrow Dash: touch aiming', () => {
  it('a drag that starts on the ring around the bow aims from the bow: the arrow flies toward where the finger is let go', () => {
    const finger = { x: BOW.x + 120, y: BOW.y - 300 };
    const s = flick(range(), { x: BOW.x - 30, y: BOW.y - 40 }, finger);
    expect(s.arrows).toHaveLength(1);
    const a = s.arrows[0]!;
    expect(a.vx / a.vy).toBeCloseTo((finger.x - BOW.x) / (finger.y - BOW.y));
  });

  it('a finger put down on the bow and pulled back aims the other way from the bow, never straight up', () => {
    const s = flick(range(), BOW, { x: BOW.x - 70, y: BOW.y + 60 });
    expect(s.arrows).toHaveLength(1);
    const a = s.arrows[0]!;
    expect(a.vx).toBeGreaterThan(0);
    expect(a.vx / a.vy).toBeCloseTo(70 / -60);
  });

  it('a slingshot: a thumb pulled back from the bow a comfortable length (about 100 CSS px on a phone) looses a full shot ahead', () => {
    const speedOf = (s: State): number => Math.hypot(s.arrows[0]!.vx, s.arrows[0]!.vy);
    // Pulled straight back and down-left: the arrow flies up and up-right, at full power, the thumb never on its line.
    const back = flick(range(), BOW, { x: BOW.x, y: BOW.y + FULL_PULL });
    expect(back.arrows[0]!.vx).toBeCloseTo(0);
    expect(back.arrows[0]!.vy).toBeLessThan(0);
    expect(speedOf(back)).toBeCloseTo(MAX_SPEED);
    const slant = flick(range(), { x: BOW.x + 10, y: BOW.y + 10 }, { x: BOW.x - 50, y: BOW.y + 75 });
    expect(slant.arrows[0]!.vx).toBeGreaterThan(0);
    expect(speedOf(slant)).toBeCloseTo(MAX_SPEED);
    // Half the pull is a weaker shot; a flick from away from the bow still needs its longer stroke for full power.
    const half = flick(range(), BOW, { x: BOW.x, y: BOW.y + FULL_PULL / 2 });
    expect(speedOf(half)).toBeLessThan(MAX_SPEED * 0.9);
    const from = { x: BOW.x, y: BOW.y - GRIP_RADIUS - 60 };
    expect(speedOf(flick(range(), from, { x: from.x, y: from.y - FULL_PULL }))).toBeLessThan(MAX_SPEED * 0.9);
    expect(FULL_FLICK).toBeGreaterThan(FULL_PULL);
    // The pull fits between the bow and the field's back edge, and is a thumb's comfortable stroke on both phone layouts,
    // longer than the grip ring it starts in.
    expect(BOW.y + FULL_PULL).toBeLessThanOrEqual(WORLD_L);
    for (const [w, h] of [
      [390, 844],
      [844, 390],
    ] as const) {
      const v = fitView(w, h);
      expect(FULL_PULL * v.k).toBeGreaterThanOrEqual(80);
      expect(FULL_PULL * v.k).toBeLessThanOrEqual(120);
      expect(FULL_PULL).toBeGreaterThan(gripRadius(v, 1));
    }
    expect(coachLines(true, '← →').join(' ')).toMatch(/^Pull back from the bow/);
  });

  it('a drag started away from the ring still flicks the way the finger moved', () => {
    const from = { x: BOW.x, y: BOW.y - GRIP_RADIUS - 60 };
    const s = flick(range(), from, { x: from.x - 60, y: from.y - 80 });
    expect(s.arrows).toHaveLength(1);
    expect(s.arrows[0]!.vx / s.arrows[0]!.vy).toBeCloseTo(-60 / -80);
  });
});

describe('Arrow Dash: the bow and its guide stay in view', () => {
  it("the grip ring around the bow lies whole inside the field, so a drag's start shows in every layout", () => {
    const reach = GRIP_RADIUS + GRIP_LINE / 2;
    expect(BOW.y + reach).toBeLessThanOrEqual(WORLD_L);
    expect(BOW.x - reach).toBeGreaterThanOrEqual(0);
    expect(BOW.x + reach).toBeLessThanOrEqual(WORLD_W);
  });

  it('the aim dots end before the first that would touch the HUD, sideways where the HUD sits above the bow', () => {
    const v = fitView(844, 390);
    const bow = toScreen(v, BOW);
    // The HUD in the top left corner, up the screen from the bow: the full-power guide aimed up runs into it.
    const hud = { x: 0, y: 0, w: bow.x + 200, h: bow.y - 120 };
    const onHud = dotTouches(v, hud, GUIDE_DOT);
    const all = guideDots(-1.2, 1);
    const shown = guideDots(-1.2, 1, onHud);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);
    expect(shown).toEqual(all.slice(0, shown.length));
    expect(shown.some(onHud)).toBe(false);
    expect(guideDots(0, 1, dotTouches(v, { x: 0, y: 0, w: 10, h: 10 }, GUIDE_DOT))).toEqual(guideDots(0, 1));
  });
});

describe('Arrow Dash: the keys follow the screen', () => {
  const ACTIONS = ['left', 'right', 'up', 'down', 'charge', 'next'] as const;
  const frame = (...down: KeyAction[]) => {
    const keys = Object.fromEntries(ACTIONS.map((k) => [k, down.includes(k)])) as Record<KeyAction, boolean>;
    return { held: keys, pressed: keys };
  };
  /** Which way on the screen the bow turns (+1 down or right, -1 up or left, 0 not at all) for keys held in a layout. */
  const turn = (portrait: boolean, ...down: KeyAction[]) => {
    const v = portrait ? fitView(390, 844) : fitView(844, 390);
    const aimed = run(range(), 0.4, readKeys(frame(...down), portrait));
    const tip = toScreen(v, { x: BOW.x + Math.sin(aimed.aim) * 100, y: BOW.y - Math.cos(aimed.aim) * 100 });
    const straight = toScreen(v, { x: BOW.x, y: BOW.y - 100 });
    return Math.sign(portrait ? tip.x - straight.x : tip.y - straight.y);
  };

  it('upright ← → turn the bow left and right on the screen; sideways ↑ ↓ turn it up and down the screen', () => {
    expect([turn(true, 'left'), turn(true, 'right')]).toEqual([-1, 1]);
    expect([turn(false, 'up'), turn(false, 'down')]).toEqual([-1, 1]);
    expect([turn(true, 'up'), turn(true, 'down')]).toEqual([0, 0]);
    expect(readKeys(frame('charge'), false)).toMatchObject({ charge: true, next: true });
  });

  it("the hints name the keys that match the layout, and the scripted players' keys read back as the same input", () => {
    expect([aimKeys(true), aimKeys(false)]).toEqual(['← →', '↑ ↓']);
    expect(keyControls(false)[0]).toContain('↑ ↓');
    expect(keyControls(true)[0]).toContain('← →');
    expect(keyControls(false).join(' ')).toMatch(/hold .*Space, let go/);
    const names: Record<string, KeyAction> = {
      ArrowLeft: 'left',
      ArrowRight: 'right',
      ArrowUp: 'up',
      ArrowDown: 'down',
      Space: 'charge',
      Enter: 'next',
    };
    const input = { left: true, right: false, charge: true, next: false };
    for (const portrait of [true, false]) {
      const held = keysFor(input, portrait).map((key) => names[key] as KeyAction);
      expect(readKeys({ held: frame(...held).held, pressed: frame().pressed }, portrait)).toEqual(input);
    }
    expect(keysFor({ left: false, right: false, charge: false, next: true }, false)).toEqual(['Enter']);
  });
});

describe('Arrow Dash: the coach lines', () => {
  it('show at the start of a run until the first arrow flies or a few seconds pass, and never in later rounds', () => {
    const s = range();
    expect(coaching(s)).toBe(true);
    expect(coaching(run(s, COACH_SECONDS + 0.1))).toBe(false);
    expect(coaching(step(run(s, 0.2, { charge: true })))).toBe(false);
    expect(coaching({ ...s, round: 2 })).toBe(false);
  });

  it("upright in the site's 9:16 frame they sit between the HUD and the first lane, off the bow's ring and every lane", () => {
    const s = createState(1);
    const v = fitView(360, 640);
    const hud = { x: 0, y: 0, w: 180, h: 70 };
    const band = coachBand(s, v, hud, 50);
    expect(band.top).toBeGreaterThanOrEqual(hud.h);
    expect(band.bottom - band.top).toBeGreaterThanOrEqual(50);
    const lines = { x: 0, y: band.top, w: v.width, h: band.bottom - band.top };
    const ring = toScreen(v, { x: BOW.x - GRIP_RADIUS, y: BOW.y - GRIP_RADIUS });
    expect(overlaps(lines, { ...ring, w: 2 * GRIP_RADIUS * v.k, h: 2 * GRIP_RADIUS * v.k })).toBe(false);
    for (const y of LANE_Y) {
      const lane = toScreen(v, { x: 0, y: y - LANE_HEIGHT / 2 });
      expect(overlaps(lines, { ...lane, w: v.width, h: LANE_HEIGHT * v.k })).toBe(false);
    }
    // A tall phone's view leaves room under the field: the lines go there.
    const tall = fitView(360, 780);
    expect(coachBand(s, tall, hud, 50)).toEqual({ top: tall.oy + WORLD_L * tall.k, bottom: 780 });
  });
});

describe('Arrow Dash: the HUD says what a round asks and what it earns', () => {
  it('a phone, upright or sideways, gets the compact HUD (short words, one arrow count); a desktop keeps the full one', () => {
    expect(compactHud(390, 844, 1)).toBe(true);
    expect(compactHud(844, 390, 1)).toBe(true);
    expect(compactHud(1280, 800, 1)).toBe(false);
    // A large logical view shown small is still a phone's.
    expect(compactHud(720, 1280, 0.5)).toBe(true);
  });

  it('the clock shows whole seconds left, rounded up, at a steady width', () => {
    expect([15, 14.01, 9.5, 0.2, 0].map(clockText)).toEqual(['15s', '15s', '10s', ' 1s', ' 0s']);
  });

  it('stars light as hits come: none short of the HITS goal, one at it, two at 70% of the targets, three for all', () => {
    const at = (hits: number) => liveStars({ hits, targetCount: 9, needed: roundGoal(1) });
    expect([0, 5, 6, 7, 8, 9].map(at)).toEqual([0, 0, 1, 2, 2, 3]);
  });

  it('the title says what earns a star, and a clear short of three stars says how to get them', () => {
    expect(keyControls(true)).toContain(STARS_LINE);
    expect(STARS_LINE).toMatch(/HITS goal ★ .*70% ★★ .*all ★★★/);
    const result = roundOne({ hits: 5 });
    const card = (stars: number) => ({ targetCount: 9, result: { ...result, stars } });
    expect([0, 1, 2, 3].map((stars) => moreStars(card(stars)))).toEqual([
      null,
      'Hit all 9 targets for ★★★',
      'Hit all 9 targets for ★★★',
      null,
    ]);
  });

  it('its texts read at 3:1 or more on the sky and on the field they are drawn over', () => {
    for (const [name, colour] of Object.entries({ INK, ORANGE, TEAL, GREY, RED }))
      for (const ground of [...SKY, FIELD_COLOR])
        expect({ name, ground, ok: contrast(colour, ground) >= NON_TEXT_CONTRAST }).toEqual({ name, ground, ok: true });
  });
});

describe('Arrow Dash: palette', () => {
  it('targets, shields, the bow, its arrows and the grip ring stand out at least 3:1 from the field and every lane', () => {
    const grounds = [FIELD_COLOR, ...LANE_COLORS];
    const figures = {
      ...Object.fromEntries(Object.entries(RINGS).map(([kind, [outer]]) => [kind, outer])),
      SHIELD_COLOR,
      BOW_COLOR,
      SHAFT_COLOR,
      GRIP_COLOR,
      GOLD_EDGE,
    };
    for (const [name, colour] of Object.entries(figures))
      for (const ground of grounds)
        expect({ name, ground, ok: contrast(colour, ground) >= NON_TEXT_CONTRAST }).toEqual({ name, ground, ok: true });
  });
});

describe('Arrow Dash: a card that holds presses says so', () => {
  const card = (stars: number, lives: number, phaseTime: number): State => ({
    ...createState(2),
    phase: lives > 0 ? 'result' : 'over',
    lives,
    phaseTime,
    result: roundOne({ stars, hits: 3 }),
  });

  it("a wait bar fills the prompt's row until the card takes a tap (never a blank band), then the prompt takes its place", () => {
    for (const [stars, hold] of [
      [0, FAILED_HOLD],
      [2, RESULT_HOLD],
    ] as const) {
      expect(holdBar(card(stars, 2, 0))).toBe(0);
      expect(holdBar(card(stars, 2, hold / 2))).toBeCloseTo(0.5);
      expect(cardPrompt(card(stars, 2, hold / 2), true)).toBeNull();
      const ready = card(stars, 2, hold + 0.01);
      expect(holdBar(ready)).toBeNull();
      expect(cardPrompt(ready, true)).not.toBeNull();
    }
  });

  it('the card that ends the run shows its wait bar filling until the game-over screen, which holds presses in its turn', () => {
    expect(holdBar(card(0, 0, 0))).toBe(0);
    expect(holdBar(card(0, 0, OVER_HOLD / 2))).toBeCloseTo(0.5);
    expect(holdBar(card(0, 0, OVER_HOLD * 2))).toBe(1);
    expect(cardPrompt(card(0, 0, OVER_HOLD * 2), true)).toBeNull();
  });
});

describe('Arrow Dash: the coach lines on a short field', () => {
  it('keep one size and wrap word by word to the room beside the bow, off the lanes, rather than shrinking one line', () => {
    const width = (text: string): number => text.length * 7;
    const said = coachLines(true, '↑ ↓');
    expect(wrapLines(said, 400, width)).toEqual(said);
    const wrapped = wrapLines(said, 120, width);
    expect(wrapped.length).toBeGreaterThan(said.length);
    for (const line of wrapped) expect(width(line)).toBeLessThanOrEqual(120);
    expect(wrapped.join(' ')).toBe(said.join(' '));
  });
});
