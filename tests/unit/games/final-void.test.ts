import { TILE, parseLevel } from '@/games/final-void/level';
import { sweeperAt } from '@/games/final-void/hazards';
import { HERO_H, TUNING } from '@/games/final-void/physics';
import { frameOf, STEP } from '@/games/final-void/replay';
import {
  CRUMBLE_BACK,
  CRUMBLE_HOLD,
  RESPAWN_DELAY,
  createState,
  update,
  type Action,
  type FvState,
} from '@/games/final-void/sim';

/** A test room: 24 wide, 12 tall, floor on the last two rows; `rows` overrides rows from the top. */
function room(rows: Record<number, string> = {}, header = 'light: 100') {
  const lines = Array.from({ length: 12 }, (_, y) => {
    if (rows[y]) return rows[y];
    if (y === 0 || y >= 10) return '#'.repeat(24);
    // An out-of-the-way exit for rooms that don't place their own.
    if (y === 1 && !Object.values(rows).some((r) => r.includes('E'))) return `#${'.'.repeat(21)}E#`;
    return `#${'.'.repeat(22)}#`;
  });
  return parseLevel('test', `name: Test\ntheme: ruins\n${header}\n---\n${lines.join('\n')}`);
}
const plain = (extra: Record<number, string> = {}) => room({ 9: '#..S....C..............#', ...extra });

/** Runs `steps` updates holding `held` (pressed on the first step only, as a key going down). */
function hold(s: FvState, held: Action[], steps: number, before: Action[] = []): FvState {
  let state = s;
  for (let i = 0; i < steps; i += 1) state = update(state, frameOf(held, i === 0 ? before : held), STEP);
  return state;
}
const settle = (s: FvState) => hold(s, [], 5);
const peak = (s: FvState, held: Action[], steps: number) => {
  let state = s;
  let top = s.hero.y;
  for (let i = 0; i < steps; i += 1) {
    state = update(state, frameOf(i < 40 ? held : [], i === 0 ? [] : held), STEP);
    top = Math.min(top, state.hero.y);
  }
  return s.hero.y - top;
};

describe('Final Void simulation', () => {
  it('accelerates to a running speed instead of starting at it, and is plain serialisable data', () => {
    const s = settle(createState(plain(), 1));
    const one = hold(s, ['right'], 1);
    expect(one.hero.vx).toBeGreaterThan(0);
    expect(one.hero.vx).toBeLessThan(TUNING.run);
    expect(hold(s, ['right'], 30).hero.vx).toBe(TUNING.run);
    expect(JSON.parse(JSON.stringify(one))).toEqual(one);
  });

  it('jumps higher while jump is held than on a tap (variable jump height)', () => {
    const s = settle(createState(plain(), 1));
    const full = peak(s, ['jump'], 60);
    let tapped = s;
    let top = s.hero.y;
    for (let i = 0; i < 60; i += 1) {
      tapped = update(tapped, frameOf(i < 3 ? ['jump'] : [], i === 0 ? [] : i < 3 ? ['jump'] : ['jump']), STEP);
      top = Math.min(top, tapped.hero.y);
    }
    const tap = s.hero.y - top;
    expect(full).toBeGreaterThan(2.5 * TILE);
    expect(tap).toBeLessThan(full * 0.6);
  });

  it('still jumps within the coyote time after running off a ledge, but not after it', () => {
    const pit = `#${'.'.repeat(22)}#`;
    const level = room({ 8: `#..SC${'.'.repeat(18)}#`, 9: `${'#'.repeat(9)}${'.'.repeat(14)}#`, 10: pit, 11: pit });
    // Stand on the ledge's edge, step off, then press jump after a few frames.
    const atEdge = { ...settle(createState(level, 1)) };
    const edge = { ...atEdge, hero: { ...atEdge.hero, x: 9 * TILE - 4, vx: TUNING.run } };
    const airborne = hold(edge, ['right'], 3);
    expect(airborne.hero.onGround).toBe(false);
    const late = hold(airborne, ['right'], Math.ceil(TUNING.coyote / STEP));
    expect(hold(airborne, ['right', 'jump'], 1, ['right']).hero.vy).toBe(-TUNING.jump);
    expect(hold(late, ['right', 'jump'], 1, ['right']).hero.vy).toBeGreaterThan(0);
  });

  it('buffers a jump pressed just before landing, and forgets one pressed too early', () => {
    const s = settle(createState(plain(), 1));
    const falling = { ...s, hero: { ...s.hero, y: s.hero.y - TILE, vy: 200, onGround: false, coyote: 0 } };
    let soon = hold(falling, ['jump'], 1);
    for (let i = 0; i < 20 && soon.hero.vy >= 0; i += 1) soon = hold(soon, ['jump'], 1, ['jump']);
    expect(soon.hero.vy).toBe(-TUNING.jump);
    const high = { ...falling, hero: { ...falling.hero, y: s.hero.y - 6 * TILE } };
    let early = hold(high, ['jump'], 1);
    for (let i = 0; i < 60 && !early.hero.onGround; i += 1) early = hold(early, ['jump'], 1, ['jump']);
    early = hold(early, ['jump'], 1, ['jump']);
    expect(early.hero.onGround).toBe(true);
    expect(early.hero.vy).toBe(0);
  });

  it('slides slowly down a wall and jumps off it away from the wall', () => {
    const s = settle(
      createState(
        plain({
          4: '#.........#............#',
          5: '#.........#............#',
          6: '#.........#............#',
          7: '#.........#............#',
        }),
        1,
      ),
    );
    const onWall = { ...s, hero: { ...s.hero, x: 10 * TILE - 10, y: 4 * TILE, vy: 0, onGround: false } };
    const sliding = hold(onWall, ['right'], 20);
    expect(sliding.hero.wall).toBe(1);
    expect(sliding.hero.vy).toBeLessThanOrEqual(TUNING.wallSlide);
    const jumped = hold(sliding, ['right', 'jump'], 1, ['right']);
    expect(jumped.hero.vy).toBe(-TUNING.wallJumpY);
    expect(jumped.hero.vx).toBe(-TUNING.wallJumpX);
    expect(jumped.events).toContain('walljump');
  });

  it('dashes only once the ability is unlocked, and once per time in the air', () => {
    const level = plain({ 9: '#..S.D..C..............#' });
    const s = settle(createState(level, 1));
    expect(hold(s, ['right', 'dash'], 1, ['right']).hero.vx).toBeLessThan(TUNING.dashSpeed);
    const unlocked = hold(s, ['right'], 20);
    expect(unlocked.hasDash).toBe(true);
    const air = hold(unlocked, ['jump'], 6);
    const dashed = hold(air, ['right', 'dash'], 1, ['jump']);
    expect(dashed.hero.vx).toBe(TUNING.dashSpeed);
    expect(dashed.events).toContain('dash');
    const again = hold(hold(dashed, [], 12), ['left', 'dash'], 1);
    expect(again.events).not.toContain('dash');
  });

  it('crumbles a ledge some time after it is stepped on and brings it back later', () => {
    const level = plain({ 10: `${'#'.repeat(6)}====${'#'.repeat(14)}`, 11: '#'.repeat(24) });
    const s = settle(createState(level, 1));
    const onLedge = hold(s, ['right'], 30);
    const keys = Object.keys(onLedge.crumble);
    expect(keys.length).toBeGreaterThan(0);
    const later = hold(onLedge, [], Math.ceil(CRUMBLE_HOLD / STEP) + 40);
    expect(later.hero.y).toBeGreaterThan(onLedge.hero.y + TILE - 0.01);
    // It never comes back inside the hero; moved away, it does.
    expect(Object.keys(hold(later, [], Math.ceil(CRUMBLE_BACK / STEP)).crumble)).not.toEqual([]);
    const away = { ...later, hero: { ...s.hero } };
    expect(hold(away, [], Math.ceil(CRUMBLE_BACK / STEP)).crumble).toEqual({});
  });

  it('kills on spikes and sweepers, counts the death and respawns at the last checkpoint with the clock running', () => {
    const level = plain({ 9: '#..S...C.^^............#' });
    const s = hold(settle(createState(level, 1)), ['right'], 60);
    expect(s.deaths).toBe(1);
    expect(s.dead).toBeGreaterThan(0);
    const back = hold(s, [], Math.ceil(RESPAWN_DELAY / STEP) + 1);
    expect(back.dead).toBe(0);
    expect(back.checkpoint).toEqual({ x: 7, y: 9 });
    expect(back.hero.x).toBeCloseTo(7 * TILE + 3);
    expect(back.hero.y).toBe(10 * TILE - HERO_H);
    expect(back.time).toBeGreaterThan(s.time);
    const swept = room({ 9: '#..S....C.....o........#' });
    const sweeper = swept.sweepers[0];
    expect(sweeper && sweeperAt(sweeper, 0).x).not.toEqual(sweeper && sweeperAt(sweeper, 1).x);
    expect(hold(settle(createState(swept, 1)), ['right'], 240).deaths).toBeGreaterThan(0);
  });

  it('finishes the level at the exit and then stops changing', () => {
    const s = hold(settle(createState(plain({ 9: '#..S..C..E.............#' }), 1)), ['right'], 60);
    expect(s.done).toBe(true);
    expect(hold(s, ['left'], 10).hero).toEqual(s.hero);
  });

  it('lets the looming shape catch a hero who stands still once the player has moved, and waits for that first move', () => {
    const start = createState(room({ 9: '#..S....C..............#' }, 'light: 100\nchase: 40'), 1);
    expect(hold(start, [], 400).deaths).toBe(0);
    const s = hold(hold(start, ['left'], 1), [], 400);
    expect(s.deaths).toBeGreaterThan(0);
  });
});
