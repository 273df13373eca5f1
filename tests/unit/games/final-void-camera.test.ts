import { followCamera, type Camera } from '@/games/final-void/camera';
import { layout, zoom } from '@/games/final-void/layout';
import { TILE, parseLevel } from '@/games/final-void/level';
import { HERO_W, TUNING } from '@/games/final-void/physics';
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
    'eases the look-ahead round on the %s frame when the hero turns: no jump, the hero stays in the middle half',
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
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.25);
      expect(Math.max(...shares)).toBeLessThanOrEqual(0.75);
    },
  );
});
