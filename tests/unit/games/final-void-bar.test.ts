import { readFileSync } from 'node:fs';
import { barArea, layout, type Box } from '@/games/final-void/layout';
import { introLayout, titleHeading, titleRects, type Rect } from '@/games/final-void/render-ui';
import { hintFor, STUCK_HINT } from '@/games/final-void/hint';
import { parseLevel } from '@/games/final-void/level';
import { HERO_H } from '@/games/final-void/physics';
import { STUCK_HINT_AFTER } from '@/games/final-void/shaft';
import { createState, update, type Action, type FvState } from '@/games/final-void/sim';
import { frameOf } from '@/games/final-void/replay';

const meets = (a: Rect, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.w && a.y < b.y + b.height && b.y < a.y + a.h;

const DEVICES = [
  ['sideways phone', 844, 390, true],
  ['upright phone', 390, 844, true],
  ['desktop', 1280, 800, false],
] as const;

describe('Final Void: cards and title keep clear of the kit bar', () => {
  it.each(DEVICES)('on a %s the level card never meets the bar, however many lines it wraps to', (_, w, h, touch) => {
    const { field } = layout(w, h, touch, false);
    const bar = barArea(w);
    for (const lines of [1, 2, 3])
      expect(meets(introLayout(field, lines, field.y + field.height, bar).panel, bar)).toBe(false);
  });

  it.each(DEVICES)('on a %s nothing the title draws meets the bar', (_, w, h, touch) => {
    const { field } = layout(w, h, touch, false);
    const bar = barArea(w);
    const { levels, list, play, help } = titleRects(field);
    const { name, tagline } = titleHeading(field);
    for (const r of [...levels, list, play, help, name, tagline]) expect(meets(r, bar)).toBe(false);
  });

  it('sideways the bar has room for its widest row: trophy, home, full screen and mute', () => {
    expect(barArea(844).width).toBe(4 * 44 + 3 * 8);
  });
});

describe('Final Void: a hero stuck at the foot of a wall too tall to jump is taught the wall jump', () => {
  const ruins = parseLevel('1-ruins', readFileSync('games/final-void/levels/1-ruins.txt', 'utf8'));
  /** The hero standing at `col` on row 16 (the floor of the last chimney), holding `held` for `seconds`. */
  const hold = (col: number, held: readonly Action[], seconds: number): FvState => {
    let s = createState({ ...ruins, start: { x: col, y: 16 } }, 1);
    for (let i = 0; i < seconds * 60; i += 1) s = update(s, frameOf(held, i === 0 ? [] : held), 1 / 60);
    return s;
  };

  it('shows the wall jump after a few seconds sliding in the last chimney, which has no hint of its own', () => {
    expect(hintFor(hold(229, ['right'], 1), false)).toBeNull();
    const stuck = hold(229, ['right'], STUCK_HINT_AFTER + 0.5);
    expect(hintFor(stuck, false)).toEqual({ text: STUCK_HINT.keys, alpha: 1, wall: true });
    expect(hintFor(stuck, false)?.text).toMatch(/SPACE while touching the wall/);
    expect(hintFor(stuck, true)?.text).toMatch(/JUMP while touching the wall/);
  });

  it('keeps teaching the wall jump (its ghost shows how), never sending the player back to restart the level', () => {
    const long = hold(229, ['right'], 25);
    expect(hintFor(long, false)?.text).toBe(STUCK_HINT.keys);
    expect(hintFor(long, true)?.text).toBe(STUCK_HINT.touch);
    expect(`${STUCK_HINT.keys} ${STUCK_HINT.touch}`).not.toMatch(/Restart/);
  });

  it('jumping about at the foot of the chimney without climbing still counts as stuck', () => {
    const hops = hold(229, ['right', 'jump'], STUCK_HINT_AFTER + 1);
    expect(hops.stay?.time ?? 0).toBeGreaterThanOrEqual(STUCK_HINT_AFTER);
  });

  it('never counts on open ground, and forgets the spot once the hero walks away', () => {
    let open = createState(ruins, 1);
    for (let i = 0; i < (STUCK_HINT_AFTER + 1) * 60; i += 1) open = update(open, frameOf([], []), 1 / 60);
    expect(open.dead).toBe(0);
    expect(open.stay).toBeNull();
    let s = hold(229, ['right'], STUCK_HINT_AFTER + 1);
    for (let i = 0; i < 120; i += 1) s = update(s, frameOf(['left'], i === 0 ? ['right'] : ['left']), 1 / 60);
    expect(s.stay).toBeNull();
  });
});

describe('Final Void: the hero reads sideways', () => {
  it('stands at least 24 CSS px tall on a phone held sideways', () => {
    expect(HERO_H * layout(844, 390, true, true).scale).toBeGreaterThanOrEqual(24);
    expect(HERO_H * layout(844, 390, true, false).scale).toBeGreaterThanOrEqual(24);
  });
});
