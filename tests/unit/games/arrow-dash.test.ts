import { shotFromDrag, sweepHit, velocity } from '@/games/arrow-dash/aim';
import { autopilot } from '@/games/arrow-dash/autopilot';
import { arrowsFor, kindsFor, lanesFor } from '@/games/arrow-dash/rounds';
import {
  BOW,
  MAX_AIM,
  NO_INPUT,
  OVER_HOLD,
  RESULT_AUTO,
  RESULT_HOLD,
  createState,
  isOver,
  laneY,
  multiplier,
  starsFor,
  update,
  type Input,
  type State,
  type Target,
} from '@/games/arrow-dash/sim';
import { fitView, toScreen, toWorld } from '@/games/arrow-dash/view';
import { createRandom } from '@/games/kit/random';

const DT = 1 / 60;

function step(s: State, input: Partial<Input> = {}): State {
  return update(s, { ...NO_INPUT, ...input }, DT);
}

function run(s: State, seconds: number, input: Partial<Input> = {}): State {
  let state = s;
  for (let t = 0; t < seconds - 1e-9; t += DT) state = step(state, input);
  return state;
}

/** Drags a finger from `from` to `to` over a few steps, then lifts it. */
function flick(s: State, from: { x: number; y: number }, to: { x: number; y: number }): State {
  let state = s;
  for (let i = 0; i <= 4; i += 1) state = step(state, { touch: { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 } });
  return step(state);
}

/** Still lanes and the given targets (lane 0 is at y 170, straight up from the bow is x 180). */
function range(targets: Partial<Target>[], extra: Partial<State> = {}): State {
  const s = createState(3);
  const full = targets.map((t, i) => ({ id: 500 + i, kind: 'plain' as const, lane: 0, x: BOW.x, r: 24, vx: 0, phase: 0, ...t }));
  return { ...s, lanes: s.lanes.map((l) => ({ ...l, speed: 0, shift: 0 })), targets: full, targetCount: full.length, ...extra };
}

/** A target off to the side of the bow's line, so the round does not end while a test aims. */
const ASIDE: Partial<Target>[] = [{ lane: 2, x: 20 }];

describe('Arrow Dash: a game', () => {
  it('is the same for the same seed, differs between seeds, and never changes the state it was given', () => {
    const play = (seed: number) => {
      let s = createState(seed);
      for (let i = 0; i < 600; i += 1) s = update(s, autopilot(s), DT);
      return s;
    };
    expect(play(4)).toEqual(play(4));
    expect(createState(4).targets).not.toEqual(createState(5).targets);
    const s = play(4);
    const before = JSON.stringify(s);
    update(s, { ...NO_INPUT, charge: true, touch: { x: 1, y: 2 } }, DT);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('Arrow Dash: the flick', () => {
  it('an arrow flies the way the finger flicked, faster for a longer flick', () => {
    const s = flick(range(ASIDE), { x: 150, y: 500 }, { x: 210, y: 420 });
    expect(s.arrows).toHaveLength(1);
    const a = s.arrows[0]!;
    expect(a.vx / a.vy).toBeCloseTo(60 / -80);
    const later = run(s, 0.2).arrows[0]!;
    expect((later.x - BOW.x) / (later.y - BOW.y)).toBeCloseTo(60 / -80);
    const long = shotFromDrag({ x: 0, y: 0 }, { x: 0, y: -180 })!;
    const short = shotFromDrag({ x: 0, y: 0 }, { x: 0, y: -40 })!;
    expect(Math.hypot(velocity(long).x, velocity(long).y)).toBeGreaterThan(Math.hypot(velocity(short).x, velocity(short).y));
  });

  it('a tap or a downward drag shoots nothing; sideways aims are limited', () => {
    expect(flick(range(ASIDE), { x: 150, y: 500 }, { x: 152, y: 498 }).arrows).toHaveLength(0);
    expect(flick(range(ASIDE), { x: 150, y: 400 }, { x: 170, y: 500 }).arrows).toHaveLength(0);
    expect(Math.abs(shotFromDrag({ x: 0, y: 0 }, { x: 300, y: -70 })!.angle)).toBeLessThanOrEqual(MAX_AIM);
  });

  it('on the keyboard the keys turn the bow and holding charges a shot that flies on release', () => {
    const turned = run(range(ASIDE), 0.3, { right: true });
    expect(turned.aim).toBeGreaterThan(0.3);
    const charged = run(turned, 0.5, { charge: true });
    expect(charged.charge).toBeGreaterThan(0.4);
    expect(charged.arrows).toHaveLength(0);
    const loosed = step(charged);
    expect(loosed.arrows).toHaveLength(1);
    expect(loosed.arrowsLeft).toBe(charged.arrowsLeft - 1);
    expect(Math.atan2(loosed.arrows[0]!.vx, -loosed.arrows[0]!.vy)).toBeCloseTo(turned.aim);
  });

  it('finds where a moving arrow first touches a circle', () => {
    expect(sweepHit({ x: 0, y: 100 }, { x: 0, y: 0 }, { x: 0, y: 40 }, 10)).toBeCloseTo(0.5);
    expect(sweepHit({ x: 0, y: 100 }, { x: 0, y: 0 }, { x: 30, y: 40 }, 10)).toBeNull();
  });
});

describe('Arrow Dash: hits, misses and the combo', () => {
  it('a hit scores, removes the target and extends the combo; the multiplier grows every three hits', () => {
    const s = run(flick(range([{ id: 1 }, { id: 2, x: 60 }, { id: 3, x: 300 }]), { x: 180, y: 560 }, { x: 180, y: 380 }), 0.6);
    expect(s.targets.map((t) => t.id)).toEqual([2, 3]);
    expect(s.score).toBe(10);
    expect(s.combo).toBe(1);
    expect(s.hits).toBe(1);
    expect([0, 2, 3, 6, 30].map(multiplier)).toEqual([1, 1, 2, 3, 5]);
    const third = run(flick(range([{ id: 1 }, { id: 2, x: 60 }], { combo: 2 }), { x: 180, y: 560 }, { x: 180, y: 380 }), 0.6);
    expect(third.score).toBe(20);
    expect(third.combo).toBe(3);
  });

  it('a miss breaks the combo', () => {
    const s = run(flick(range([{ x: 40 }, { x: 320 }], { combo: 4 }), { x: 180, y: 560 }, { x: 180, y: 380 }), 1.2);
    expect(s.combo).toBe(0);
    expect(s.arrows).toHaveLength(0);
    expect(s.score).toBe(0);
  });

  it('a raised shield blocks the arrow and breaks the combo; a splitter splits in two', () => {
    const shielded = run(flick(range([{ kind: 'shielded' }, { x: 40 }], { combo: 2, time: 0 }), { x: 180, y: 560 }, { x: 180, y: 380 }), 0.6);
    expect(shielded.targets).toHaveLength(2);
    expect(shielded.combo).toBe(0);
    const split = run(flick(range([{ kind: 'splitter', r: 28 }, { x: 40 }]), { x: 180, y: 560 }, { x: 180, y: 380 }), 0.45);
    expect(split.targets.filter((t) => t.kind === 'half')).toHaveLength(2);
    expect(split.targetCount).toBe(4);
  });
});

describe('Arrow Dash: rounds', () => {
  it('clearing every target ends the round with three stars and a bonus, then the next round starts on a key', () => {
    const cleared = run(flick(range([{}]), { x: 180, y: 560 }, { x: 180, y: 380 }), 0.6);
    expect(cleared.phase).toBe('result');
    expect(cleared.result).toMatchObject({ round: 1, stars: 3, hits: 1, shots: 1 });
    expect(cleared.score).toBeGreaterThan(10);
    expect(step(cleared, { next: true }).phase).toBe('result');
    const next = step(run(cleared, RESULT_HOLD), { next: true });
    expect(next.round).toBe(2);
    expect(next.phase).toBe('aim');
    expect(run(cleared, RESULT_AUTO + 0.1).round).toBe(2);
  });

  it('spending the arrows with too few hits ends the game', () => {
    let s = range([{ x: 40 }, { x: 320 }], { arrowsLeft: 2 });
    s = flick(s, { x: 180, y: 560 }, { x: 180, y: 380 });
    s = run(s, 0.3);
    s = run(flick(s, { x: 180, y: 560 }, { x: 180, y: 380 }), 1);
    expect(s.phase).toBe('over');
    expect(s.result?.stars).toBe(0);
    expect(isOver(s)).toBe(false);
    expect(isOver(run(s, OVER_HOLD))).toBe(true);
  });

  it('the round ends when its time runs out', () => {
    const s = run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true }, 0.6);
    expect(s.phase).toBe('over');
    expect(s.timeLeft).toBe(0);
  });

  it('stars follow the share of targets hit', () => {
    expect([starsFor(6, 6), starsFor(5, 7), starsFor(3, 7), starsFor(1, 7)]).toEqual([3, 2, 1, 0]);
  });

  it('later rounds bring faster and shifting lanes, gold darts, shields and splitters, and fewer spare arrows', () => {
    const pace = (round: number) => Math.max(...lanesFor(round, createRandom(1)).map((l) => Math.abs(l.speed)));
    expect(pace(6)).toBeGreaterThan(pace(1));
    expect(lanesFor(1, createRandom(1)).every((l) => l.shift === 0)).toBe(true);
    expect(lanesFor(4, createRandom(1)).some((l) => l.shift > 0)).toBe(true);
    expect(kindsFor(1)).toEqual(Array(8).fill('plain'));
    expect(kindsFor(4)).toEqual(expect.arrayContaining(['gold', 'shielded', 'splitter']));
    expect(arrowsFor(12) - kindsFor(12).length).toBeLessThan(arrowsFor(1) - kindsFor(1).length);
    expect(laneY([{ speed: 0, shift: 30 }], 0, 1)).not.toBe(laneY([{ speed: 0, shift: 0 }], 0, 1));
  });

  it('the autopilot clears the first three rounds on several seeds (they can be played)', () => {
    for (const seed of [1, 2, 3]) {
      let s = createState(seed);
      while (s.round < 4 && !isOver(s)) s = update(s, autopilot(s), DT);
      expect({ seed, round: s.round }).toEqual({ seed, round: 4 });
    }
  });
});

describe('Arrow Dash: the view', () => {
  it('maps world to screen and back, upright and turned', () => {
    for (const v of [fitView(390, 844), fitView(844, 390)]) {
      const back = toWorld(v, toScreen(v, { x: 100, y: 500 }));
      expect(back.x).toBeCloseTo(100);
      expect(back.y).toBeCloseTo(500);
    }
    expect(fitView(844, 390).portrait).toBe(false);
    expect(toScreen(fitView(844, 390), BOW).x).toBeLessThan(844 / 3);
  });
});
