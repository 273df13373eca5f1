import { readFileSync } from 'node:fs';
import { WALL_PEEK, followCamera, type Camera } from '@/games/final-void/camera';
import { ghostClimb } from '@/games/final-void/ghost';
import { layout, zoom } from '@/games/final-void/layout';
import { TILE, parseLevel } from '@/games/final-void/level';
import { HERO_H, HERO_W, TUNING } from '@/games/final-void/physics';
import { STEP, frameOf } from '@/games/final-void/replay';
import { createState, update, type Action } from '@/games/final-void/sim';

/** Phones upright (a 390×844 screen and the site's 358×675 frame) and sideways with touch buttons, and a desktop. */
const FRAMES = {
  upright: [390, 844, true],
  'upright frame': [358, 675, true],
  sideways: [844, 390, true],
  desktop: [1280, 800, false],
} as const;

/** A flat run of 90 columns with a pit three tiles wide at column PIT; the hero starts at the left. */
const PIT = 60;
const flat = (() => {
  const air = `#${'.'.repeat(88)}#`;
  const floor = `#..S.C${'.'.repeat(82)}E#`;
  const ground = `${'#'.repeat(PIT)}...${'#'.repeat(90 - PIT - 3)}`;
  const rows = ['#'.repeat(90), ...Array.from({ length: 8 }, () => air), floor, ground, ground, ground];
  return parseLevel('flat', `name: Flat\ntheme: ruins\nlight: 100\n---\n${rows.join('\n')}`);
})();

const ruins = parseLevel('1-ruins', readFileSync('games/final-void/levels/1-ruins.txt', 'utf8'));
/**
 * The ruins' first wall-jump: a chimney between a block hanging at column 90 (rows 10 to 13) and a wall (columns 94 to 96)
 * rising from the floor to row 12, whose top the climb lands on about column 95; the hero comes from the checkpoint at 84.
 */
const CHIMNEY = { left: 90, wall: 94, landing: 95, top: 10, approach: 84 } as const;

function view(width: number, height: number, touch: boolean): { viewW: number; viewH: number } {
  const { field } = layout(width, height, touch, true);
  return { viewW: field.width / zoom(field), viewH: field.height / zoom(field) };
}

describe('Final Void camera', () => {
  it.each(Object.entries(FRAMES))(
    'shows a pit ahead on the %s frame at least a second of running before the hero reaches it',
    (_, [width, height, touch]) => {
      const { viewW, viewH } = view(width, height, touch);
      let s = createState(flat, 1);
      let cam: Camera | null = null;
      let seenAt: number | null = null;
      const right: readonly Action[] = ['right'];
      for (let i = 0; s.hero.x + HERO_W < PIT * TILE; i += 1) {
        s = update(s, frameOf(right, i === 0 ? [] : right), STEP);
        cam = followCamera(cam, s.hero, flat, viewW, viewH, STEP);
        if (seenAt === null && cam.x + viewW / 2 >= PIT * TILE + TILE) seenAt = s.time;
      }
      expect(seenAt).not.toBeNull();
      expect(s.time - (seenAt ?? s.time)).toBeGreaterThanOrEqual(1);
      // Upright that is at least eight tiles of the way ahead, at a full run.
      if (width < height) expect((s.time - (seenAt ?? s.time)) * TUNING.run).toBeGreaterThanOrEqual(8 * TILE);
    },
  );

  it.each(Object.entries(FRAMES))(
    'eases the look-ahead round on the %s frame when the hero turns: no jump, the hero stays off the edges',
    (_, [width, height, touch]) => {
      const { viewW, viewH } = view(width, height, touch);
      let s = { ...createState(flat, 1), hero: { ...createState(flat, 1).hero, x: 40 * TILE } };
      let cam: Camera | null = null;
      let before: readonly Action[] = [];
      let fastest = 0;
      const shares: number[] = [];
      for (let i = 0; i < 4 * 60; i += 1) {
        // Two seconds to the right, then two to the left.
        const held: readonly Action[] = [i < 120 ? 'right' : 'left'];
        s = update(s, frameOf(held, before), STEP);
        before = held;
        const was: Camera | null = cam;
        cam = followCamera(cam, s.hero, flat, viewW, viewH, STEP);
        if (was) fastest = Math.max(fastest, Math.abs(cam.x - was.x));
        shares.push((s.hero.x + HERO_W / 2 - (cam.x - viewW / 2)) / viewW);
      }
      expect(fastest).toBeLessThanOrEqual(3 * TUNING.run * STEP);
      // Wide views keep the hero in the middle half; the narrow upright view leads further, off its outer eighths.
      const edge = width < height ? 0.125 : 0.25;
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(edge);
      expect(Math.max(...shares)).toBeLessThanOrEqual(1 - edge);
    },
  );

  it('shows more below the hero than above on the upright frame, where a drop lands', () => {
    const { viewW, viewH } = view(390, 844, true);
    const tall = parseLevel(
      'tall',
      `name: Tall\ntheme: ruins\nlight: 100\n---\n${[
        '#'.repeat(20),
        ...Array.from({ length: 20 }, (_, i) => {
          if (i === 8) return `#..SC${'.'.repeat(13)}E#`;
          // A ledge under the start, open air under the rest of the row: a drop beside it.
          return i === 9 ? `${'#'.repeat(6)}${'.'.repeat(13)}#` : `#${'.'.repeat(18)}#`;
        }),
        '#'.repeat(20),
      ].join('\n')}`,
    );
    const s = createState(tall, 1);
    const hero = { ...s.hero, y: 9 * TILE - 14 };
    const cam = followCamera(null, hero, tall, viewW, viewH, STEP);
    const above = hero.y - (cam.y - viewH / 2);
    const below = cam.y + viewH / 2 - (hero.y + 14);
    expect(below).toBeGreaterThan(above + viewH * 0.15);
  });

  it.each(Object.entries(FRAMES))(
    "keeps the ruins' first wall-jump whole in view on the %s frame: both walls and the ghost's climb, no jerk",
    (_, [width, height, touch]) => {
      const { viewW, viewH } = view(width, height, touch);
      const start = createState(ruins, 1);
      let s = { ...start, hero: { ...start.hero, x: CHIMNEY.approach * TILE + 3, y: 17 * TILE - HERO_H } };
      let cam: Camera | null = null;
      let fastest = 0;
      const follow = (): Camera => {
        const was: Camera | null = cam;
        cam = followCamera(cam, s.hero, ruins, viewW, viewH, STEP);
        if (was) fastest = Math.max(fastest, Math.abs(cam.x - was.x), Math.abs(cam.y - was.y));
        return cam;
      };
      const shows = (c: Camera, x0: number, y0: number, x1: number, y1: number): boolean =>
        x0 >= c.x - viewW / 2 && x1 <= c.x + viewW / 2 && y0 >= c.y - viewH / 2 && y1 <= c.y + viewH / 2;
      const shaft = (c: Camera): boolean =>
        shows(c, CHIMNEY.left * TILE, CHIMNEY.top * TILE, (CHIMNEY.landing + 1) * TILE, 17 * TILE);
      // Run to the wall and stay pressed against it until the ghost climbs.
      const right: readonly Action[] = ['right'];
      for (let i = 0; i < 6 * 60; i += 1) {
        s = update(s, frameOf(right, i === 0 ? [] : right), STEP);
        follow();
      }
      expect(s.hero.x + HERO_W).toBeCloseTo(CHIMNEY.wall * TILE, 0);
      const pressed = follow();
      expect(shaft(pressed)).toBe(true);
      const climb = ghostClimb(s);
      expect(climb.length).toBeGreaterThan(0);
      expect(climb.every((g) => shows(pressed, g.x, g.y, g.x + HERO_W, g.y + HERO_H))).toBe(true);
      // The player climbs as the ghost does: a held jump, let go and pressed afresh at each touch of a wall, toward the other.
      let toward: -1 | 1 = 1;
      let before: readonly Action[] = right;
      for (let i = 0; i < 90 && s.hero.y + HERO_H > (CHIMNEY.top + 2) * TILE; i += 1) {
        const { hero } = s;
        const jumping = before.includes('jump');
        const wantsPress = hero.onGround || (hero.wall !== 0 && hero.wallLock <= 0);
        const held: Action[] = [toward === 1 ? 'right' : 'left'];
        if (wantsPress ? !jumping : jumping) held.push('jump');
        const wall = hero.wall;
        s = update(s, frameOf(held, before), STEP);
        before = held;
        if (s.events.includes('walljump')) toward = wall === 1 ? -1 : 1;
        expect(shaft(follow())).toBe(true);
      }
      // Up out of the chimney, onto the wall's top, with the view steady all the way.
      expect(s.hero.y + HERO_H).toBeLessThanOrEqual((CHIMNEY.top + 2) * TILE);
      expect(fastest).toBeLessThanOrEqual(3 * TUNING.run * STEP);
    },
  );

  it.each(Object.entries(FRAMES))(
    'looks no more than a tile into a tall wall the hero runs up against on the %s frame',
    (_, [width, height, touch]) => {
      const { viewW, viewH } = view(width, height, touch);
      // Five rows of stone from the floor at column WALL: too tall to jump, with open sky over the hero.
      const WALL = 40;
      const walled = parseLevel(
        'walled',
        `name: Walled\ntheme: ruins\nlight: 100\n---\n${[
          '#'.repeat(90),
          ...Array.from(
            { length: 8 },
            (_, i) => `#${'.'.repeat(WALL - 1)}${i >= 4 ? '#' : '.'}${'.'.repeat(88 - WALL)}#`,
          ),
          `#..S.C${'.'.repeat(WALL - 6)}#${'.'.repeat(87 - WALL)}E#`,
          '#'.repeat(90),
        ].join('\n')}`,
      );
      let s = createState(walled, 1);
      let cam: Camera | null = null;
      const right: readonly Action[] = ['right'];
      for (let i = 0; i < 6 * 60; i += 1) {
        s = update(s, frameOf(right, i === 0 ? [] : right), STEP);
        cam = followCamera(cam, s.hero, walled, viewW, viewH, STEP);
      }
      expect(s.hero.x + HERO_W).toBeCloseTo(WALL * TILE, 0);
      expect((cam?.x ?? Infinity) + viewW / 2).toBeLessThanOrEqual(
        Math.max(WALL * TILE + WALL_PEEK, s.hero.x + HERO_W / 2 + viewW / 2) + 1,
      );
    },
  );
});
