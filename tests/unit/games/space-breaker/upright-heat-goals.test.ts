import { aimBot, secondsToClearWave, sprayBot } from '@/games/space-breaker/bots';
import {
  NEWS_TIME,
  betterRecord,
  lessonLearnt,
  newsShown,
  nextGoal,
  waveName,
  waveNews,
} from '@/games/space-breaker/goals';
import { ROCK_RADIUS } from '@/games/space-breaker/rocks';
import {
  FIRE_INTERVAL,
  HEAT_PER_SHOT,
  LESSON_TIME,
  LANDSCAPE_WORLD,
  NO_INPUT,
  OVERHEAT_COOL,
  PORTRAIT_WORLD,
  bulletLife,
  createState,
  fitWorld,
  update,
  type Input,
  type Rock,
  type State,
} from '@/games/space-breaker/sim';

const DT = 1 / 60;

function run(state: State, input: Partial<Input>, seconds: number): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, { ...NO_INPUT, ...input }, DT);
  return s;
}

/** Taps fire `shots` times as fast as the gun allows (a press, then a release until the fire interval has passed). */
function tapFire(state: State, shots: number): State {
  let s = state;
  for (let i = 0; i < shots; i++) {
    s = update(s, { ...NO_INPUT, fire: true }, DT);
    s = run(s, {}, FIRE_INTERVAL);
  }
  return s;
}

const still = (x: number, y: number, id: number): Rock => ({
  id,
  x,
  y,
  vx: 0,
  vy: 0,
  size: 1,
  r: ROCK_RADIUS[1],
  angle: 0,
  spin: 0,
  shape: [1, 1, 1, 1],
});

describe('Space Breaker upright: a world of its own, drawn as it is', () => {
  const { width: W, height: H } = PORTRAIT_WORLD;

  it('is taller than wide, about as narrow as the sideways world is short, with the ship in its centre pointing up the screen and the first rocks in it', () => {
    const s = createState(3, { world: PORTRAIT_WORLD });
    expect([s.width, s.height]).toEqual([W, H]);
    expect(H).toBeGreaterThan(W);
    expect(W / LANDSCAPE_WORLD.height).toBeGreaterThan(0.9);
    expect(W / LANDSCAPE_WORLD.height).toBeLessThan(1.15);
    expect([s.ship.x, s.ship.y, s.ship.angle]).toEqual([W / 2, H / 2, -Math.PI / 2]);
    for (const r of s.rocks) expect([r.x >= 0 && r.x < W, r.y >= 0 && r.y < H]).toEqual([true, true]);
  });

  it('thrust moves the fresh ship up the screen (smaller y), as ▲ and the lives icons point', () => {
    const s = run(createState(3, { world: PORTRAIT_WORLD }), { thrust: true }, 0.5);
    expect(s.ship.y).toBeLessThan(H / 2 - 20);
    expect(Math.abs(s.ship.x - W / 2)).toBeLessThan(1);
  });

  it('a game not yet begun is made again upright from its seed; a game under way turns a quarter with the phone', () => {
    const sideways = createState(9);
    expect(fitWorld(sideways, true)).toEqual(createState(9, { world: PORTRAIT_WORLD }));
    expect(fitWorld(sideways, false)).toBe(sideways);

    const playing = run(sideways, { turn: 1, thrust: true }, 1);
    const upright = fitWorld(playing, true);
    expect([upright.width, upright.height]).toEqual([W, H]);
    expect(upright.rocks).toHaveLength(playing.rocks.length);
    for (const t of [upright.ship, ...upright.rocks])
      expect([t.x >= 0 && t.x < W, t.y >= 0 && t.y < H]).toEqual([true, true]);
    // A quarter turn: what moved right across the wide world moves up the tall one, scaled to its length.
    expect(upright.ship.vy).toBeCloseTo((-playing.ship.vx * H) / LANDSCAPE_WORLD.width, 6);
    const back = fitWorld(upright, false);
    expect([back.width, back.height]).toEqual([LANDSCAPE_WORLD.width, LANDSCAPE_WORLD.height]);
    expect(back.ship.x).toBeCloseTo(playing.ship.x, 6);
    expect(back.ship.angle).toBeCloseTo(playing.ship.angle, 6);
  });

  it('rocks wrap round the upright world, not the wide one', () => {
    const s = {
      ...createState(1, { world: PORTRAIT_WORLD }),
      rocks: [{ ...still(W - 5, H - 5, 1), vx: 60, vy: 60 }],
      banner: 0,
    };
    const next = run(s, {}, 0.2);
    expect(next.rocks[0]?.x).toBeLessThan(20);
    expect(next.rocks[0]?.y).toBeLessThan(20);
  });
});

describe('Space Breaker: misses heat the gun', () => {
  it(`each miss heats the gun by ${HEAT_PER_SHOT} as it flies out; five quick misses overheat it and lock it for over 3 s`, () => {
    const s = { ...createState(1), rocks: [still(40, 40, 1)], banner: 0 };
    const flown = (state: State): State => run(state, {}, bulletLife(state) + DT);
    // Firing adds nothing: the heat comes as each shot flies out a miss.
    expect(update(s, { ...NO_INPUT, fire: true }, DT).heat).toBe(0);
    expect(flown(tapFire(s, 4)).overheated).toBe(false);
    const hot = flown(tapFire(s, 5));
    expect(hot.overheated).toBe(true);
    const locked = update(hot, { ...NO_INPUT, fire: true }, DT);
    expect(locked.bullets.length).toBe(hot.bullets.length);
    expect(locked.events).not.toContain('fire');
    // Long enough to matter: a sprayer loses whole seconds of fire (it was 1.8 s).
    expect(update(run(hot, {}, 3), { ...NO_INPUT, fire: true }, DT).events).not.toContain('fire');
    const cooled = run(hot, {}, 1 / OVERHEAT_COOL + 0.1);
    expect([cooled.overheated, cooled.heat]).toEqual([false, 0]);
    expect(update(cooled, { ...NO_INPUT, fire: true }, DT).events).toContain('fire');
  });

  it('a shot that hits adds no heat: eight aimed hits in a row leave the gun cold', () => {
    // Small rocks straight above the ship (it points up), one after another.
    const above = (id: number): Rock => still(LANDSCAPE_WORLD.width / 2, 60, id);
    let s: State = { ...createState(1), rocks: [above(1)], banner: 0 };
    for (let i = 0; i < 8; i++) {
      s = { ...s, rocks: [above(100 + i)] };
      s = tapFire(s, 1);
      expect(s.rocks).toHaveLength(0);
      expect(s.overheated).toBe(false);
    }
    expect(s.heat).toBe(0);
  });

  it('spinning and spraying clears wave 1 far slower than aiming (median of 5 seeds, both worlds)', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    for (const world of [LANDSCAPE_WORLD, PORTRAIT_WORLD]) {
      const seeds = [1, 2, 3, 4, 5];
      const aim = median(seeds.map((seed) => secondsToClearWave(createState(seed, { lives: 99, world }), aimBot)));
      const spray = median(seeds.map((seed) => secondsToClearWave(createState(seed, { lives: 99, world }), sprayBot)));
      expect(aim).toBeLessThan(25);
      // Without the heat rule the same bots measure 2.6× (sideways) and 2.9× (upright).
      expect(spray).toBeGreaterThan(aim * 3.3);
    }
  });
});

describe('Space Breaker: the lesson is learnt once', () => {
  it('is learnt by shooting a rock in a run where it was up its full time, or by clearing wave 1; not by starting, nor by losing without a hit', () => {
    const early = { ...createState(4), score: 20, time: LESSON_TIME - 0.5 };
    expect(lessonLearnt(early)).toBe(false);
    expect(lessonLearnt({ ...early, time: LESSON_TIME })).toBe(true);
    expect(lessonLearnt({ ...early, score: 0, time: 60 })).toBe(false);
    const start = createState(4, { lives: 99 });
    expect(lessonLearnt(start)).toBe(false);
    expect(lessonLearnt(run(createState(4, { lives: 1 }), { turn: 1, thrust: true }, 30))).toBe(false);
    let s = start;
    let fired = false;
    while (s.wave === 1 && s.time < 120) {
      const input = aimBot(s, fired);
      fired = input.fire;
      s = update(s, input, DT);
    }
    expect(s.wave).toBe(2);
    expect(lessonLearnt(s)).toBe(true);
  });
});

describe('Space Breaker: a reason to come back', () => {
  it('names every wave, and game over names the next one to reach', () => {
    expect([waveName(1), waveName(2), waveName(3), waveName(9)]).toEqual([
      'FIRST CONTACT',
      'DEBRIS FIELD',
      'SAUCER SKIES',
      'DEEP VOID 1',
    ]);
    expect(nextGoal({ wave: 2 })).toBe('GOAL: REACH WAVE 3 · SAUCER SKIES');
    // A run that ended short of the furthest wave reached still aims past that wave, not at one already reached.
    const furthest = betterRecord({ wave: 2, score: 1400 }, { wave: 1, score: 300 });
    expect(nextGoal(furthest)).toBe('GOAL: REACH WAVE 3 · SAUCER SKIES');
  });

  it('tells what waves 2 and 3 bring, for a few seconds as each begins', () => {
    expect([1, 2, 3, 4].map(waveNews)).toEqual([
      null,
      'NEW: SAUCERS · FASTER ROCKS',
      'NEW: SMALL SAUCERS THAT AIM',
      null,
    ]);
    expect(newsShown({ waveTime: 0 })).toBe(true);
    expect(newsShown({ waveTime: NEWS_TIME - 0.1 })).toBe(true);
    expect(newsShown({ waveTime: NEWS_TIME })).toBe(false);
    expect(NEWS_TIME).toBeGreaterThanOrEqual(2.5);
  });
});
