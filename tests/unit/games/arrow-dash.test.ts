import { shotFromDrag, sweepHit, velocity } from '@/games/arrow-dash/aim';
import { autopilot } from '@/games/arrow-dash/autopilot';
import { arrowsFor, kindsFor, lanesFor } from '@/games/arrow-dash/rounds';
import {
  BOW,
  MAX_AIM,
  NO_INPUT,
  OVER_HOLD,
  RESULT_HOLD,
  createState,
  isOver,
  laneY,
  multiplier,
  starsFor,
  update,
  type State,
} from '@/games/arrow-dash/sim';
import { fitView, toScreen, toWorld } from '@/games/arrow-dash/view';
import { createRandom } from '@/games/kit/random';
import { DT, flick, flickUp, range, run, step, waitOut } from './arrow-dash/helpers';

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
    // Started away from the bow's ring: the arrow takes the finger's own direction.
    const s = flick(range(), { x: BOW.x - 30, y: BOW.y - 90 }, { x: BOW.x + 30, y: BOW.y - 170 });
    expect(s.arrows).toHaveLength(1);
    const a = s.arrows[0]!;
    expect(a.vx / a.vy).toBeCloseTo(60 / -80);
    const later = run(s, 0.2).arrows[0]!;
    expect((later.x - BOW.x) / (later.y - BOW.y)).toBeCloseTo(60 / -80);
    const long = shotFromDrag({ x: 0, y: 0 }, { x: 0, y: -180 })!;
    const short = shotFromDrag({ x: 0, y: 0 }, { x: 0, y: -40 })!;
    expect(Math.hypot(velocity(long).x, velocity(long).y)).toBeGreaterThan(
      Math.hypot(velocity(short).x, velocity(short).y),
    );
  });

  it('a tap or a level drag shoots nothing; sideways aims are limited', () => {
    expect(flick(range(), { x: BOW.x - 30, y: BOW.y - 90 }, { x: BOW.x - 28, y: BOW.y - 92 }).arrows).toHaveLength(0);
    expect(flick(range(), { x: BOW.x - 30, y: BOW.y - 190 }, { x: BOW.x + 120, y: BOW.y - 180 }).arrows).toHaveLength(
      0,
    );
    expect(Math.abs(shotFromDrag({ x: 0, y: 0 }, { x: 300, y: -70 })!.angle)).toBeLessThanOrEqual(MAX_AIM);
  });

  it('a drag pulled down the field looses the arrow the opposite way, as a bow string does, at the same power', () => {
    const pulled = shotFromDrag({ x: 0, y: 0 }, { x: -60, y: 120 })!;
    const pushed = shotFromDrag({ x: 0, y: 0 }, { x: 60, y: -120 })!;
    expect(pulled.angle).toBeCloseTo(Math.atan2(60, 120));
    expect(pulled).toEqual(pushed);
    const s = flick(range(), { x: BOW.x - 30, y: BOW.y - 190 }, { x: BOW.x - 10, y: BOW.y - 90 });
    expect(s.arrows).toHaveLength(1);
    expect(s.arrows[0]!.vx / s.arrows[0]!.vy).toBeCloseTo(-20 / -100);
  });

  it('on the keyboard the keys turn the bow and holding charges a shot that flies on release', () => {
    const turned = run(range(), 0.3, { right: true });
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
    const s = run(flickUp(range([{ id: 1 }, { id: 2, x: 60 }, { id: 3, x: 300 }])), 0.6);
    expect(s.targets.map((t) => t.id)).toEqual([2, 3]);
    expect(s.score).toBe(10);
    expect(s.combo).toBe(1);
    expect(s.hits).toBe(1);
    expect([0, 2, 3, 6, 30].map(multiplier)).toEqual([1, 1, 2, 3, 5]);
    const third = run(flickUp(range([{ id: 1 }, { id: 2, x: 60 }], { combo: 2 })), 0.6);
    expect(third.score).toBe(20);
    expect(third.combo).toBe(3);
  });

  it('a miss breaks the combo', () => {
    const s = run(flickUp(range([{ x: 40 }, { x: 320 }], { combo: 4 })), 1.2);
    expect(s.combo).toBe(0);
    expect(s.arrows).toHaveLength(0);
    expect(s.score).toBe(0);
  });

  it('a raised shield blocks the arrow and breaks the combo; a splitter splits in two', () => {
    const shielded = run(flickUp(range([{ kind: 'shielded' }, { x: 40 }], { combo: 2, time: 0 })), 0.6);
    expect(shielded.targets).toHaveLength(2);
    expect(shielded.combo).toBe(0);
    const split = run(flickUp(range([{ kind: 'splitter', r: 28 }, { x: 40 }])), 0.45);
    expect(split.targets.filter((t) => t.kind === 'half')).toHaveLength(2);
    expect(split.targetCount).toBe(4);
  });
});

describe('Arrow Dash: rounds', () => {
  it('clearing every target ends the round with three stars and a bonus, then the next round starts on a key', () => {
    const cleared = waitOut(flickUp(range([{}])));
    expect(cleared.phase).toBe('result');
    expect(cleared.result).toMatchObject({ round: 1, stars: 3, hits: 1, shots: 1 });
    expect(cleared.score).toBeGreaterThan(10);
    expect(step(cleared, { next: true }).phase).toBe('result');
    const next = step(run(cleared, RESULT_HOLD), { next: true });
    expect(next.round).toBe(2);
    expect(next.phase).toBe('aim');
    expect(run(cleared, 60).phase).toBe('result');
  });

  it('spending the arrows with too few hits fails the round; on the last try that ends the game', () => {
    const spend = (s: State) => run(flickUp(run(flickUp(s), 0.3)), 1);
    const failed = spend(range([{ x: 40 }, { x: 320 }], { arrowsLeft: 2 }));
    expect({ phase: failed.phase, stars: failed.result?.stars, cause: failed.result?.cause }).toEqual({
      phase: 'result',
      stars: 0,
      cause: 'arrows',
    });
    const last = spend(range([{ x: 40 }, { x: 320 }], { arrowsLeft: 2, lives: 1 }));
    expect(last.phase).toBe('over');
    expect(last.lives).toBe(0);
    expect(isOver(last)).toBe(false);
    expect(isOver(run(last, OVER_HOLD))).toBe(true);
  });

  it('the round ends when its time runs out', () => {
    const s = run({ ...range([{ x: 40 }]), timeLeft: 0.5, clock: true }, 0.6);
    expect(s.result?.cause).toBe('time');
    expect(s.timeLeft).toBe(0);
  });

  it('stars follow the share of targets hit', () => {
    expect([starsFor(6, 6), starsFor(5, 7), starsFor(3, 7), starsFor(1, 7)]).toEqual([3, 2, 1, 0]);
  });

  it('later rounds bring faster and shifting lanes, gold darts, shields and splitters; only the first has a spare arrow', () => {
    const spare = (round: number) =>
      arrowsFor(round) - kindsFor(round).length - 2 * kindsFor(round).filter((k) => k === 'splitter').length;
    expect([1, 2, 3, 11, 12, 20].map(spare)).toEqual([1, 0, 0, 0, 0, 0]);
    const pace = (round: number) => Math.max(...lanesFor(round, createRandom(1)).map((l) => Math.abs(l.speed)));
    expect(pace(6)).toBeGreaterThan(pace(1));
    expect(lanesFor(1, createRandom(1)).every((l) => l.shift === 0)).toBe(true);
    expect(lanesFor(4, createRandom(1)).some((l) => l.shift > 0)).toBe(true);
    expect(kindsFor(1)).toEqual(Array(9).fill('plain'));
    expect(kindsFor(4)).toEqual(expect.arrayContaining(['gold', 'shielded', 'splitter']));
    expect(laneY([{ speed: 0, shift: 30 }], 0, 1)).not.toBe(laneY([{ speed: 0, shift: 0 }], 0, 1));
  });

  it('the autopilot clears the first three rounds on several seeds (they can be played)', () => {
    for (const seed of [1, 2, 3]) {
      let s = createState(seed);
      while (s.round < 4 && !isOver(s)) s = update(s, autopilot(s), DT);
      expect({ seed, round: s.round, cleared: s.cleared }).toEqual({ seed, round: 4, cleared: 3 });
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
