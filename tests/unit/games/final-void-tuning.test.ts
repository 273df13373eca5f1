import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { BOTTOM_ROOM, followCamera, type Camera } from '@/games/final-void/camera';
import { TILE, parseLevel, tileAt, type Level } from '@/games/final-void/level';
import { DARKNESS, PALETTES } from '@/games/final-void/palette';
import { HERO_H, TUNING } from '@/games/final-void/physics';
import { HAZARD_EDGE, SPIKE_FILL } from '@/games/final-void/render-hazards';
import { HOW_TO_PLAY, HOW_TO_PLAY_SIZE } from '@/games/final-void/render-ui';
import { CRYSTAL, UNLIT_LAMP } from '@/games/final-void/render-world';
import { STEP } from '@/games/final-void/replay';
import { createState } from '@/games/final-void/sim';

const level = (id: string): Level => parseLevel(id, readFileSync(join(process.cwd(), 'games', 'final-void', 'levels', `${id}.txt`), 'utf8'));
const solid = (lv: Level, x: number, y: number): boolean => tileAt(lv, x, y) === '#' || tileAt(lv, x, y) === '=';

/** Runs of ground tiles (their top row, first and last column) that stand over spikes or the void along their whole width. */
function ledgesOverDanger(lv: Level): { row: number; from: number; to: number }[] {
  const overDanger = (x: number, top: number): boolean => {
    let y = top;
    while (y < lv.rows && solid(lv, x, y)) y += 1;
    while (y < lv.rows && tileAt(lv, x, y) !== '^' && !solid(lv, x, y)) y += 1;
    return y >= lv.rows || tileAt(lv, x, y) === '^';
  };
  const ledges: { row: number; from: number; to: number }[] = [];
  for (let y = 1; y < lv.rows; y += 1) {
    let from = -1;
    for (let x = 1; x < lv.cols; x += 1) {
      const top = solid(lv, x, y) && !solid(lv, x, y - 1) && overDanger(x, y);
      if (top && from < 0) from = x;
      if (!top && from >= 0) {
        ledges.push({ row: y, from, to: x - 1 });
        from = -1;
      }
    }
  }
  return ledges;
}

describe('Final Void tuning', () => {
  it('gives every ledge over spikes or the void in the ruins room to land: at least three tiles wide', () => {
    const narrow = ledgesOverDanger(level('1-ruins')).filter((l) => l.to - l.from + 1 < 3);
    expect(narrow).toEqual([]);
  });

  it("splits the ruins' long spike field with a checkpoint, so a death on it costs half of it", () => {
    const ruins = level('1-ruins');
    const spikes = Array.from({ length: ruins.cols }, (_, x) => tileAt(ruins, x, 18) === '^');
    const from = spikes.indexOf(true);
    let to = from;
    while (spikes[to + 1]) to += 1;
    expect(to - from + 1).toBeGreaterThanOrEqual(30);
    expect(ruins.checkpoints.some((c) => c.x > from + 8 && c.x < to - 8)).toBe(true);
  });

  it('keeps a falling hero above the bottom of the view, with room below to see where they land', () => {
    const tower = level('3-tower');
    const viewW = 13 * TILE;
    const viewH = 17 * TILE;
    let s = createState(tower, 1);
    let cam: Camera | null = followCamera(null, s.hero, tower, viewW, viewH, STEP);
    s = { ...s, hero: { ...s.hero, y: 40 * TILE, vy: 0, onGround: false } };
    let lowest = 1;
    for (let i = 0; i < 3 * 60 && s.hero.y < 200 * TILE; i += 1) {
      const vy = Math.min(s.hero.vy + TUNING.gravity * STEP, TUNING.maxFall);
      s = { ...s, hero: { ...s.hero, vy, y: s.hero.y + vy * STEP } };
      cam = followCamera(cam, s.hero, tower, viewW, viewH, STEP);
      lowest = Math.min(lowest, (cam.y + viewH / 2 - (s.hero.y + HERO_H)) / viewH);
    }
    expect(lowest).toBeGreaterThanOrEqual(BOTTOM_ROOM - 0.001);
  });

  it('writes the title controls at 14 CSS px and says plainly where the dash comes from', () => {
    expect(HOW_TO_PLAY_SIZE).toBeGreaterThanOrEqual(14);
    expect(HOW_TO_PLAY.touch.join(' ')).toMatch(/dash is learnt in level 2/);
    expect(HOW_TO_PLAY.keys.join(' ')).toMatch(/learnt in level 2/);
  });

  describe.each(Object.entries(PALETTES))('%s palette', (_theme, palette) => {
    const backdrops = [palette.skyTop, palette.skyLow, palette.far, palette.near];
    const shaded = (colour: string) => blend(colour, DARKNESS, palette.dark);

    it('outlines spikes and sweepers (drawn over the darkness) by 3:1 on every backdrop, and spikes stand out from the stone', () => {
      for (const backdrop of backdrops) expect(contrast(HAZARD_EDGE, shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(SPIKE_FILL, palette.stone)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(SPIKE_FILL, shaded(palette.stone))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    });

    it('shows crystals and checkpoint lamps, lit or not, by 3:1 on every backdrop, in the light and in the dark', () => {
      for (const backdrop of backdrops) {
        for (const colour of [CRYSTAL, UNLIT_LAMP, palette.glow]) {
          expect(contrast(colour, backdrop)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
          expect(contrast(shaded(colour), shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        }
      }
    });
  });
});
