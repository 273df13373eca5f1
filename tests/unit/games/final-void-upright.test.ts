import { readFileSync } from 'node:fs';
import { DEEP, followCamera, type Camera } from '@/games/final-void/camera';
import { PLATE_COST, plateCost } from '@/games/final-void/hint';
import { HERO_CSS, layout, tallColumns, zoom } from '@/games/final-void/layout';
import { TILE, parseLevel } from '@/games/final-void/level';
import { HERO_H } from '@/games/final-void/physics';
import { STEP } from '@/games/final-void/replay';
import { createState } from '@/games/final-void/sim';

const level = (id: string) => parseLevel(id, readFileSync(`games/final-void/levels/${id}.txt`, 'utf8'));

/** Where the floor under a hero standing still at its level's start sits down the view, as a share of its height. */
function floorDown(id: string, width: number, height: number): { share: number; bottom: number; rows: number } {
  const lv = level(id);
  const { field } = layout(width, height, true, true);
  const viewW = field.width / zoom(field);
  const viewH = field.height / zoom(field);
  const { hero } = createState(lv, 1);
  let cam: Camera | null = null;
  for (let i = 0; i < 240; i += 1) cam = followCamera(cam, hero, lv, viewW, viewH, STEP);
  const top = (cam?.y ?? 0) - viewH / 2;
  return { share: (hero.y + HERO_H - top) / viewH, bottom: top + viewH, rows: lv.rows * TILE };
}

describe('Final Void upright view', () => {
  it.each([
    [358, 675, 11],
    [390, 844, 12],
    [412, 915, 12],
  ])(
    'shows %i px wide upright frames as many whole columns as keep the hero 28 CSS px tall (%i tall: %i columns)',
    (width, height, columns) => {
      const { field } = layout(width, height, true, true);
      const scale = zoom(field);
      expect(tallColumns(field.width)).toBe(columns);
      expect(field.width / scale / TILE).toBeCloseTo(columns, 5);
      expect(HERO_H * scale).toBeGreaterThanOrEqual(HERO_CSS.tall);
      // One column more would draw the hero under HERO_CSS.tall.
      expect((HERO_H * field.width) / ((columns + 1) * TILE)).toBeLessThan(HERO_CSS.tall);
    },
  );

  it('fits eleven columns at the least and twelve at the most upright: a small phone, a large one, a tablet', () => {
    expect(tallColumns(320)).toBe(11);
    expect(tallColumns(430)).toBe(12);
    // A tablet held upright: twelve would draw the hero over HERO_CSS.tallMost, so the view shows more than twelve.
    const { field } = layout(744, 1133, true, true);
    expect(HERO_H * zoom(field)).toBeCloseTo(HERO_CSS.tallMost, 5);
    expect(field.width / zoom(field) / TILE).toBeGreaterThan(16);
  });

  it.each(['1-ruins', '2-caverns'])(
    'stands the floor of %s in the middle third of a 390 px phone upright, looking at most DEEP.most tiles past the bottom',
    (id) => {
      const { share, bottom, rows } = floorDown(id, 390, 844);
      expect(share).toBeGreaterThanOrEqual(1 / 3);
      expect(share).toBeLessThanOrEqual(2 / 3);
      expect(bottom).toBeGreaterThan(rows);
      expect(bottom).toBeLessThanOrEqual(rows + DEEP.most * TILE + 0.01);
    },
  );

  it("keeps the site's shorter upright frame, and sideways and desktop views, on the level's bottom edge", () => {
    for (const [width, height] of [
      [358, 675],
      [844, 390],
      [1280, 800],
    ] as const)
      expect(floorDown('1-ruins', width, height).bottom).toBeLessThanOrEqual(floorDown('1-ruins', width, height).rows);
  });

  it('counts the stone drawn under the level as rock for a hint plate there, and a pit open under it as a drop', () => {
    const lv = level('1-ruins');
    const s = createState(lv, 1);
    // Scale 1, the view's top-left at the origin: a plate's CSS px are world px.
    const field = { x: 0, y: 0, width: lv.cols * TILE, height: (lv.rows + 4) * TILE };
    const cam = { x: field.width / 2, y: field.height / 2 };
    const under = (cx: number) => ({ x: cx * TILE, y: (lv.rows + 1) * TILE, width: TILE, height: TILE });
    // Column 30 is stone down to the level's bottom; column 59, a pit open to the void.
    expect(plateCost(s, cam, field, 1, under(30))).toBe(0);
    expect(plateCost(s, cam, field, 1, under(59))).toBe(PLATE_COST.drop);
  });
});
