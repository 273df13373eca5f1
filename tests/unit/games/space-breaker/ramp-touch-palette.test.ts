import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { padSpots } from '@/games/kit/layout';
import { NOVICE, SKILLED, playModelled } from '@/games/kit/players';
import type { TouchButton } from '@/games/kit/types';
import { ACTIONS, type Action } from '@/games/space-breaker/controls';
import { spaceBreakerPlayer } from '@/games/space-breaker/model';
import { PALETTE } from '@/games/space-breaker/palette';
import { createRandom } from '@/games/kit/random';
import {
  ROCK_RADIUS,
  RUSH_AFTER,
  RUSH_MAX,
  makeRock,
  rocksForWave,
  rush,
  waveSpeed,
} from '@/games/space-breaker/rocks';
import { FIRST_SAUCER_WAVE } from '@/games/space-breaker/saucer';
import {
  BANNER_TIME,
  LANDSCAPE_WORLD,
  LESSON_TIME,
  NO_INPUT,
  PORTRAIT_WORLD,
  createState,
  update,
  type Rock,
  type RockSize,
  type State,
} from '@/games/space-breaker/sim';

const DT = 1 / 60;

function idle(state: State, seconds: number): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, NO_INPUT, DT);
  return s;
}

const speed = (r: Rock): number => Math.hypot(r.vx, r.vy);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

describe('Space Breaker: a gentle first wave, then a ramp', () => {
  it('the first wave drifts slower than the second, and every wave after is faster, up to a cap', () => {
    const wave = (n: number): number =>
      mean([1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => createState(seed, { wave: n }).rocks.map(speed)));
    expect(wave(1)).toBeLessThan(wave(2) * 0.85);
    for (let n = 2; n < 8; n++) expect(waveSpeed(n + 1)).toBeGreaterThan(waveSpeed(n));
    expect(waveSpeed(60)).toBe(waveSpeed(40));
    expect(rocksForWave(1)).toBeLessThan(rocksForWave(4));
  });

  it(`a wave after the first keeps its pace for ${RUSH_AFTER} s, then its rocks quicken with the beat, up to a cap`, () => {
    const drifter: Rock = {
      id: 1,
      x: 60,
      y: 30,
      vx: 30,
      vy: 0,
      size: 3,
      r: ROCK_RADIUS[3],
      angle: 0,
      spin: 0,
      shape: [1, 1, 1, 1],
    };
    const s = { ...createState(4, { wave: 2 }), rocks: [drifter] };
    const pace = (seconds: number): number => speed(idle(s, seconds).rocks[0] as Rock);
    expect(pace(RUSH_AFTER - 1)).toBeCloseTo(30, 6);
    expect(pace(RUSH_AFTER + 20)).toBeGreaterThan(30 * 1.2);
    expect(pace(RUSH_AFTER + 20)).toBeCloseTo(30 * rush(RUSH_AFTER + 20), 3);
    expect(pace(200)).toBeCloseTo(30 * (1 + RUSH_MAX), 3);
    // A piece broken off late in a wave comes out as quick as the rest.
    const piece = (waveTime: number): Rock =>
      makeRock({ ...createState(4, { wave: 2 }), waveTime }, createRandom(1), 2, 0, 0, 0);
    expect(speed(piece(200)) / speed(piece(0))).toBeCloseTo(1 + RUSH_MAX, 6);
  });

  it(`the first wave's lesson stays up ${LESSON_TIME} s, long enough to read; later waves light their name ${BANNER_TIME} s`, () => {
    expect(createState(1).banner).toBe(LESSON_TIME);
    expect(idle(createState(1), LESSON_TIME - 1).banner).toBeGreaterThan(0);
    expect(createState(1, { wave: 3 }).banner).toBe(BANNER_TIME);
    expect(LESSON_TIME).toBeGreaterThan(BANNER_TIME);
  });

  it(`the first wave is rocks alone: the saucer first comes in wave ${FIRST_SAUCER_WAVE}`, () => {
    const far: Rock = {
      id: 1,
      x: 60,
      y: 60,
      vx: 0,
      vy: 0,
      size: 3,
      r: ROCK_RADIUS[3],
      angle: 0,
      spin: 0,
      shape: [1, 1, 1, 1],
    };
    const quiet = { ...createState(4), rocks: [far], saucerIn: 0.05 };
    expect(idle(quiet, 30).saucer).toBeNull();
    expect(idle({ ...quiet, wave: FIRST_SAUCER_WAVE }, 0.2).saucer).not.toBeNull();
  });

  it('a rock takes as long to cross the short way upright as sideways, and about as long the long way', () => {
    expect(PORTRAIT_WORLD.width / LANDSCAPE_WORLD.height).toBeGreaterThan(0.9);
    expect(PORTRAIT_WORLD.width / LANDSCAPE_WORLD.height).toBeLessThan(1.15);
    const rockIn = (world: typeof LANDSCAPE_WORLD, heading: number): Rock =>
      makeRock(createState(1, { world }), createRandom(7), 3, 100, 100, heading);
    for (let heading = 0.1; heading < 2 * Math.PI; heading += 0.4) {
      // The same rock, its heading turned a quarter with the phone: upright x is sideways y.
      const upright = rockIn(PORTRAIT_WORLD, heading);
      const sideways = rockIn(LANDSCAPE_WORLD, heading + Math.PI / 2);
      expect(PORTRAIT_WORLD.width / Math.abs(upright.vx)).toBeCloseTo(
        LANDSCAPE_WORLD.height / Math.abs(sideways.vy),
        6,
      );
      const longWay = PORTRAIT_WORLD.height / Math.abs(upright.vy) / (LANDSCAPE_WORLD.width / Math.abs(sideways.vx));
      expect(longWay).toBeGreaterThan(0.9);
      expect(longWay).toBeLessThan(1.1);
    }
    const across = mean(
      [1, 2, 3, 4, 5].flatMap((seed) => createState(seed, { world: PORTRAIT_WORLD }).rocks.map((r) => Math.abs(r.vx))),
    );
    // A first-wave rock takes at least 14 s on average to drift across the phone's width.
    expect(PORTRAIT_WORLD.width / across).toBeGreaterThan(14);
  });
});

describe('Space Breaker: touch buttons for two thumbs', () => {
  const buttons = Object.entries(ACTIONS)
    .filter(([, binding]) => binding.touch)
    .map(([action, binding]) => ({ action: action as Action, touch: binding.touch as TouchButton }));
  const spots = (layout: 'portrait' | 'landscape', width: number, height: number) =>
    Object.fromEntries(
      padSpots(
        buttons.map((b) => b.touch),
        layout,
        width,
        height,
      ).map((spot) => [buttons[spot.index]?.action, spot]),
    ) as Record<Action, { x: number; y: number }>;

  it('turns on the left thumb, thrust and fire side by side on the right one, and no hyperspace button to hit', () => {
    expect(buttons.filter((b) => b.touch.x < 0.5).map((b) => b.action)).toEqual(['left', 'right']);
    expect(buttons.filter((b) => b.touch.x >= 0.5).map((b) => b.action)).toEqual(['thrust', 'fire']);
    expect(ACTIONS.hyper.touch).toBeUndefined();
    const upright = spots('portrait', 390, 844);
    // One row: ↺ ↻ at the left edge, ▲ ● at the right edge, neighbours in each cluster.
    expect(upright.left.x).toBeLessThan(upright.right.x);
    expect(upright.fire.x - upright.thrust.x).toBeLessThan(70);
    expect(upright.right.x - upright.left.x).toBeLessThan(70);
    const sideways = spots('landscape', 844, 390);
    // Columns at the edges, bottom-aligned where thumbs rest: ↻ and ● lowest.
    expect(sideways.left.y).toBeLessThan(sideways.right.y);
    expect(sideways.thrust.y).toBeLessThan(sideways.fire.y);
    expect(sideways.thrust.x).toBe(sideways.fire.x);
  });
});

describe('Space Breaker: what the player must make out stands out by 3:1', () => {
  const sky = [PALETTE.background, blend(PALETTE.background, PALETTE.skyGlow.color, PALETTE.skyGlow.alpha)];
  const sizes: RockSize[] = [3, 2, 1];
  /** Backdrops a thing may be drawn on: the sky (with its glow) and the inside of any rock. */
  const backdrops = [
    ...sky,
    ...sizes.flatMap((size) =>
      sky.map((under) => blend(under, PALETTE.rockFill[size].color, PALETTE.rockFill[size].alpha)),
    ),
  ];

  it.each(sizes)('a size-%s rock outline stands out from the sky and from its own fill', (size) => {
    for (const under of sky) {
      expect(contrast(PALETTE.rock[size], under)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(
        contrast(PALETTE.rock[size], blend(under, PALETTE.rockFill[size].color, PALETTE.rockFill[size].alpha)),
      ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });

  it('a larger rock reads at least as clearly as a smaller one: an outline as bright or brighter, as wide or wider, as strong a fill', () => {
    const ink = (size: RockSize, under: string) => contrast(PALETTE.rock[size], under) * PALETTE.rockLine[size];
    for (const under of sky) {
      for (const size of sizes) expect(contrast(PALETTE.rock[size], under)).toBeGreaterThanOrEqual(7);
      expect(contrast(PALETTE.rock[3], under)).toBeGreaterThanOrEqual(contrast(PALETTE.rock[1], under));
      for (const [larger, smaller] of [
        [3, 2],
        [2, 1],
        [3, 1],
      ] as const) {
        expect(PALETTE.rockLine[larger]).toBeGreaterThanOrEqual(PALETTE.rockLine[smaller]);
        expect(PALETTE.rockFill[larger].alpha).toBeGreaterThanOrEqual(PALETTE.rockFill[smaller].alpha);
        expect(ink(larger, under)).toBeGreaterThanOrEqual(ink(smaller, under));
      }
    }
  });

  it('the heat gauge stands out in every state, and "GUN HOT" reads at 4.5:1 on its plate', () => {
    for (const colour of Object.values(PALETTE.heat))
      for (const under of backdrops) expect(contrast(colour, under)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    // The kit's plate under a text: the background at 0.85 (games/kit/draw.ts).
    const plate = blend(PALETTE.background, PALETTE.background, 0.85);
    expect(contrast(PALETTE.heat.jammed, plate)).toBeGreaterThanOrEqual(4.5);
    expect(new Set(Object.values(PALETTE.heat)).size).toBe(3);
  });

  it.each([
    ['the ship', PALETTE.ship],
    ['its bullets', PALETTE.bullet],
    ['the saucer', PALETTE.saucer],
    ['the saucer’s shots', PALETTE.saucerShot],
  ])('%s stand(s) out from the sky and from a rock behind', (_name, colour) => {
    for (const under of backdrops) expect(contrast(colour, under)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(
      contrast(colour, blend(PALETTE.background, PALETTE.shipFill.color, PALETTE.shipFill.alpha)),
    ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('HUD text reads at 4.5:1 on its band, where nothing of the play passes, also lit as a wave arrives', () => {
    for (const colour of [PALETTE.hudText, PALETTE.hudLabel, PALETTE.ship])
      expect(contrast(colour, PALETTE.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Space Breaker: modelled players (a quick look at the difficulty bench)', () => {
  it('a novice reaches wave 2 in some runs but not all; a skilled player mostly reaches wave 3', () => {
    const game = spaceBreakerPlayer(false);
    const seeds = Array.from({ length: 30 }, (_, i) => i + 1);
    const novice = seeds.map((seed) => playModelled(game, NOVICE, seed));
    const skilled = seeds.map((seed) => playModelled(game, SKILLED, seed));
    const share = (runs: typeof novice, milestones: number) =>
      runs.filter((r) => r.milestones >= milestones).length / runs.length;
    expect(share(novice, 1)).toBeGreaterThan(0.2);
    expect(share(novice, 1)).toBeLessThan(0.85);
    expect(share(skilled, 2)).toBeGreaterThan(0.5);
    expect(novice.every((r) => r.ended)).toBe(true);
  });
});
