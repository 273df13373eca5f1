import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { BOTTOM_ROOM, followCamera, type Camera } from '@/games/final-void/camera';
import { heroUnderTitle } from '@/games/final-void/frame';
import { BAR_W, layout, zoom, type Box } from '@/games/final-void/layout';
import { TILE, parseLevel, tileAt, type Level } from '@/games/final-void/level';
import { DARKNESS, PALETTES } from '@/games/final-void/palette';
import { HERO_H, HERO_W, TUNING } from '@/games/final-void/physics';
import { HAZARD_EDGE, SPIKE_FILL } from '@/games/final-void/render-hazards';
import {
  HOW_TO_PLAY,
  howToPlaySize,
  HUD_INK,
  HUD_SIZE,
  INTRO_FADE,
  introAlpha,
  introFading,
  introLayout,
  introTextSize,
  introWrapWidth,
  titleRects,
  turnPhoneRect,
  type Rect,
} from '@/games/final-void/render-ui';
import { CRYSTAL, EXIT_RING, GUIDE_INK, POST_TILES, UNLIT_LAMP, crystalMount } from '@/games/final-void/render-world';
import { REPLAY_SEED } from '@/games/final-void/check';
import { PLATE_COST, hintBox, hintFor, hintSlots, plateCost } from '@/games/final-void/hint';
import { STEP, decodeReplay, frameOf } from '@/games/final-void/replay';
import { createState, update, type Action, type Hero } from '@/games/final-void/sim';

const level = (id: string): Level =>
  parseLevel(id, readFileSync(join(process.cwd(), 'games', 'final-void', 'levels', `${id}.txt`), 'utf8'));
const replay = (id: string) =>
  decodeReplay(readFileSync(join(process.cwd(), 'games', 'final-void', 'replays', `${id}.txt`), 'utf8'));
/** The site's frames: a phone upright and sideways (touch buttons), and a desktop. */
const FRAMES = { upright: [390, 844, true], sideways: [844, 390, true], desktop: [1280, 800, false] } as const;
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = (r: Rect): Box => ({ x: r.x, y: r.y, width: r.w, height: r.h });

const solid = (lv: Level, x: number, y: number): boolean => tileAt(lv, x, y) === '#' || tileAt(lv, x, y) === '=';

/** Runs of ground tiles (their top row, first and last column) that stand over spikes or the void along their whole width. */
function ledgesOverDanger(lv: Level): { row: number; from: number; to: number }[] {
  const overDanger = (x: number, top: number): boolean => {
    let y = top;
    while (y < lv.rows && solid(lv, x, y)) y += 1;
    // Stone down to the level's last row goes on down (render-world's drawnTile): ground on it is over nothing.
    if (y >= lv.rows) return false;
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

  it.each(['1-ruins', '2-caverns', '3-tower'])(
    '%s: fixes every crystal to the stone, on a short post or a chain, so none floats free like a pickup',
    (id) => {
      const lv = level(id);
      for (const c of lv.crystals) {
        const mount = crystalMount(lv, c);
        const row = mount.y / TILE;
        const between = mount.hangs ? [row, c.y - 1] : [c.y + 1, row - 1];
        for (let y = between[0] ?? 0; y <= (between[1] ?? 0); y += 1) expect(tileAt(lv, c.x, y)).not.toBe('#');
        if (mount.hangs) expect(row === 0 || tileAt(lv, c.x, row - 1) === '#').toBe(true);
        else
          expect({ stone: tileAt(lv, c.x, row), tiles: row - c.y <= POST_TILES }).toEqual({ stone: '#', tiles: true });
      }
    },
  );

  it("stands the ruins' crystal stair on posts and hangs the caverns' crystals from the roof", () => {
    const ruins = level('1-ruins');
    expect(ruins.crystals.every((c) => !crystalMount(ruins, c).hangs)).toBe(true);
    const caverns = level('2-caverns');
    const hanging = caverns.crystals.filter((c) => crystalMount(caverns, c).hangs).length;
    expect(hanging / caverns.crystals.length).toBeGreaterThan(0.5);
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

  it('writes the title controls at 14 CSS px on a phone and larger on a desktop, and says where the dash is found', () => {
    const size = ([w, h, touch]: readonly [number, number, boolean]) => howToPlaySize(layout(w, h, touch, true).field);
    expect(size(FRAMES.upright)).toBeGreaterThanOrEqual(14);
    expect(size(FRAMES.sideways)).toBeGreaterThanOrEqual(14);
    expect(size(FRAMES.desktop)).toBeGreaterThanOrEqual(17);
    expect(size([928, 640, false])).toBeGreaterThanOrEqual(16);
    expect(HOW_TO_PLAY.touch.join(' ')).toMatch(/DASH: found in level 2/);
    expect(HOW_TO_PLAY.keys.join(' ')).toMatch(/X dash \(found in level 2\)/);
  });

  it.each(Object.entries(FRAMES))(
    'puts the HUD off the field on the %s frame: in the frame, clear of the kit bar and the buttons',
    (_, [w, h, touch]) => {
      const lay = layout(w, h, touch, true);
      expect(overlap(lay.hud, lay.field)).toBe(false);
      expect(lay.hud.x).toBeGreaterThanOrEqual(0);
      expect(lay.hud.y).toBeGreaterThanOrEqual(0);
      expect(lay.hud.width).toBeGreaterThanOrEqual(100);
      expect(lay.hud.height).toBeGreaterThanOrEqual(HUD_SIZE.time + 12);
      // The kit's pause and mute buttons sit at the top right.
      expect(overlap(lay.hud, { x: w - BAR_W, y: 0, width: BAR_W, height: 60 })).toBe(false);
      for (const b of lay.buttons)
        expect(overlap(lay.hud, { x: b.x - b.size / 2, y: b.y - b.size / 2, width: b.size, height: b.size })).toBe(
          false,
        );
    },
  );

  it('writes the HUD large and bright on its own dark back', () => {
    expect(HUD_SIZE.time).toBeGreaterThanOrEqual(20);
    expect(HUD_SIZE.deaths).toBeGreaterThanOrEqual(18);
    expect(HUD_SIZE.label).toBeGreaterThanOrEqual(15);
    for (const ink of [HUD_INK.time, HUD_INK.deaths, HUD_INK.label, HUD_INK.dash])
      expect(contrast(ink, HUD_INK.back)).toBeGreaterThanOrEqual(7);
  });

  it.each(Object.entries(FRAMES))(
    'keeps the hero in the middle third of the %s view across (upright, its narrow view: a seventh to a fifth of the way), standing and at a run',
    (_, [w, h, touch]) => {
      const { field } = layout(w, h, touch, true);
      const viewW = field.width / zoom(field);
      const viewH = field.height / zoom(field);
      const ruins = level('1-ruins');
      const start = createState(ruins, 1).hero;
      let hero: Hero = { ...start, x: 150 * TILE, vx: TUNING.run };
      let cam: Camera | null = null;
      const shares: number[] = [];
      for (let i = 0; i < 6 * 60; i += 1) {
        // Three seconds at a run, then three standing.
        hero = i < 180 ? { ...hero, x: hero.x + TUNING.run * STEP } : { ...hero, vx: 0 };
        cam = followCamera(cam, hero, ruins, viewW, viewH, STEP);
        if (i > 90) shares.push((hero.x + HERO_W / 2 - (cam.x - viewW / 2)) / viewW);
      }
      // Upright the view is eleven tiles wide: the hero stands far back so eight tiles ahead stay in sight.
      const [least, most] = w < h ? [1 / 8, 1 / 4] : [1 / 3, 2 / 3];
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(least);
      expect(Math.max(...shares)).toBeLessThanOrEqual(most);
    },
  );

  it.each(Object.entries(FRAMES))(
    'lays the %s title out with room: rows on one panel, PLAY and the controls clear of them, all in the field',
    (_, [w, h, touch]) => {
      const { field } = layout(w, h, touch, true);
      const { levels, list, play, help, side } = titleRects(field);
      const inField = (r: Rect) =>
        r.x >= field.x && r.y >= field.y && r.x + r.w <= field.x + field.width && r.y + r.h <= field.y + field.height;
      for (const r of [...levels, list, play, help]) expect(inField(r)).toBe(true);
      for (const r of levels)
        expect(r.x > list.x && r.y > list.y && r.x + r.w < list.x + list.w && r.y + r.h < list.y + list.h).toBe(true);
      expect(overlap(box(list), box(play))).toBe(false);
      // The three controls lines sit under PLAY, clear of it and of the list, with room for their size.
      expect(help.y).toBeGreaterThanOrEqual(play.y + play.h);
      expect(overlap(box(list), box(help))).toBe(false);
      expect(help.h).toBeGreaterThanOrEqual(3 * (howToPlaySize(field) + 6));
      // Sideways the box is PLAY's own width, a panel under the button.
      if (side) expect([help.x, help.w]).toEqual([play.x, play.w]);
      // The title and its tagline keep at least a line's height above the list.
      if (side) expect(list.y - field.y).toBeGreaterThanOrEqual(80);
    },
  );

  it('suggests turning the phone on the upright touch title only, under the controls and inside the field', () => {
    const turnOn = ([w, h, touch]: readonly [number, number, boolean]) => {
      const { field } = layout(w, h, touch, true);
      return { field, help: titleRects(field).help, turn: turnPhoneRect(field, titleRects(field).help) };
    };
    const upright = turnOn(FRAMES.upright);
    expect(upright.turn).not.toBeNull();
    const turn = upright.turn as Rect;
    // A clear gap under the controls box: a play-tester read the two plates as one crowded block at 12 px.
    expect(turn.y - (upright.help.y + upright.help.h)).toBeGreaterThanOrEqual(24);
    expect(turn.y + turn.h).toBeLessThanOrEqual(upright.field.y + upright.field.height);
    expect(turnOn(FRAMES.sideways).turn).toBeNull();
    expect(turnOn(FRAMES.desktop).turn).toBeNull();
  });

  it("hides the title's hero where a panel of the title would cover part of it, and shows it where none does", () => {
    const startOn = ([w, h, touch]: readonly [number, number, boolean]) => {
      const lay = layout(w, h, touch, true);
      const s = createState(level('1-ruins'), 1);
      const viewH = lay.field.height / lay.scale;
      return heroUnderTitle(lay, s.hero, followCamera(null, s.hero, s.level, lay.field.width / lay.scale, viewH, STEP));
    };
    // Sideways the hero starts under the level list; on a desktop it stands in the open left of it.
    expect(startOn(FRAMES.sideways)).toBe(true);
    expect(startOn(FRAMES.desktop)).toBe(false);
  });

  it.each(Object.entries({ ...FRAMES, 'small desktop': [640, 400, false] as const }))(
    'shows the level card over the top of the %s field, the hero in sight under it',
    (_, [w, h, touch]) => {
      const { field } = layout(w, h, touch, false);
      const scale = zoom(field);
      const viewW = field.width / scale;
      const viewH = field.height / scale;
      for (const id of ['1-ruins', '2-caverns', '3-tower']) {
        const s = createState(level(id), 1);
        const cam = followCamera(null, s.hero, s.level, viewW, viewH, STEP);
        const heroTop = field.y + (s.hero.y - (cam.y - viewH / 2)) * scale;
        // The words' lines, at a generous 0.55 em a letter (system-ui's letters average about 0.5 em).
        const lines = Math.ceil((s.level.intro.length * 0.55 * introTextSize(field)) / introWrapWidth(field));
        const card = introLayout(field, lines, heroTop - 10);
        expect(card.panel.y + card.panel.h).toBeLessThanOrEqual(heroTop - 10);
        expect(card.textSize).toBeGreaterThanOrEqual(14);
        expect(card.nameSize).toBeGreaterThanOrEqual(22);
      }
    },
  );

  it.each(Object.entries(FRAMES))(
    'keeps every hint of the recorded runs off the hero and the hazards on the %s frame (upright: off all the play)',
    (frame, [w, h, touch]) => {
      const { field } = layout(w, h, touch, true);
      const scale = zoom(field);
      const plate = { width: Math.min(field.width - 16, 400), height: 50 };
      let worst = 0;
      let moves = 0;
      for (const id of ['1-ruins', '2-caverns', '3-tower']) {
        const lv = level(id);
        let s = createState(lv, REPLAY_SEED);
        let cam: Camera | null = null;
        let before: readonly Action[] = [];
        let last: Box | null = null;
        for (const held of replay(id)) {
          s = update(s, frameOf(held, before), STEP);
          before = held;
          cam = followCamera(cam, s.hero, lv, field.width / scale, field.height / scale, STEP);
          const next: Box | null = hintFor(s, touch) && hintBox(s, cam, field, scale, plate, last);
          if (next && last && (next.x !== last.x || next.y !== last.y)) moves += 1;
          last = next;
          if (next) worst = Math.max(worst, plateCost(s, cam, field, scale, next));
        }
      }
      expect(worst).toBeLessThan(frame === 'upright' ? PLATE_COST.drop : PLATE_COST.hazard);
      // The plate stays put while it hides nothing: it moves only a few times in all three runs.
      expect(moves).toBeLessThanOrEqual(10);
    },
  );

  it('puts a hint over the sky rather than over spikes, ground or the hero, and leaves it where it hides nothing', () => {
    const air = `#${'.'.repeat(22)}#`;
    const map = ['#'.repeat(24), `#${'.'.repeat(21)}E#`, ...Array.from({ length: 7 }, () => air)];
    map.push(`#..S.C..${'^'.repeat(14)}.#`, '#'.repeat(24), '#'.repeat(24));
    const lv = parseLevel('test', `name: Test\ntheme: ruins\nlight: 100\n---\n${map.join('\n')}`);
    const s = createState(lv, 1);
    const field: Box = { x: 0, y: 0, width: 24 * TILE * 2, height: 12 * TILE * 2 };
    // The view (scale 2) shows rows -1 to 10: the exit at the top right, the hero and the spikes along the bottom.
    const cam = { x: 12 * TILE, y: 5 * TILE };
    const plate = { width: 300, height: 50 };
    const [top, left, right, ...bottoms] = hintSlots(field, plate.width, plate.height) as Box[];
    for (const b of bottoms) expect(plateCost(s, cam, field, 2, b)).toBeGreaterThanOrEqual(PLATE_COST.hazard);
    expect(plateCost(s, cam, field, 2, top as Box)).toBe(0);
    expect(plateCost(s, cam, field, 2, left as Box)).toBe(0);
    expect(plateCost(s, cam, field, 2, right as Box)).toBe(PLATE_COST.ground);
    expect(hintBox(s, cam, field, 2, plate)).toEqual(top);
    // Where it was last frame it stays while it hides nothing there; over the exit it moves to the first clear place.
    expect(hintBox(s, cam, field, 2, plate, left as Box)).toEqual(left);
    expect(hintBox(s, cam, field, 2, plate, right as Box)).toEqual(top);
  });

  it('keeps the level card on a phone on its side to a thin strip: name and moves, at most a seventh of the field', () => {
    const { field } = layout(844, 390, true, false);
    for (const id of ['1-ruins', '2-caverns', '3-tower']) {
      const lines = Math.ceil((level(id).intro.length * 0.55 * introTextSize(field)) / introWrapWidth(field));
      const card = introLayout(field, lines);
      expect(card.inline).toBe(true);
      expect(card.panel.h).toBeLessThanOrEqual(field.height / 7);
    }
    // A desktop keeps the full card, the name on a line of its own.
    expect(introLayout(layout(1280, 800, false, false).field, 2).inline).toBe(false);
  });

  it('fades the card on a phone on its side by itself after about 2.5 s, so it never sits over the play', () => {
    const { field } = layout(844, 390, true, false);
    expect(introAlpha(field, 0)).toBe(1);
    expect(introAlpha(field, INTRO_FADE.hold)).toBe(1);
    expect(INTRO_FADE.hold).toBeGreaterThanOrEqual(2);
    expect(INTRO_FADE.hold).toBeLessThanOrEqual(3);
    // Fading, not blinking out: half gone half way through, gone at the end and after.
    expect(introAlpha(field, INTRO_FADE.hold + INTRO_FADE.out / 2)).toBeCloseTo(0.5, 6);
    expect(introAlpha(field, INTRO_FADE.hold + INTRO_FADE.out)).toBe(0);
    expect(introAlpha(field, 60)).toBe(0);
    // The kit rests an untouched screen after 3 s: the fade is drawn on to its end, then the picture may rest.
    expect(introFading(field, INTRO_FADE.hold / 2)).toBe(false);
    expect(introFading(field, INTRO_FADE.hold + INTRO_FADE.out)).toBe(true);
    expect(introFading(field, 60)).toBe(false);
    // Upright and on a desktop the card stays until the first move: there it sits clear above the hero.
    for (const [w, h, touch] of [FRAMES.upright, FRAMES.desktop]) {
      expect(introAlpha(layout(w, h, touch, false).field, 60)).toBe(1);
      expect(introFading(layout(w, h, touch, false).field, INTRO_FADE.hold + 0.1)).toBe(false);
    }
  });

  describe.each(Object.entries(PALETTES))('%s palette', (_theme, palette) => {
    it('sets the stone apart from every backdrop by 4:1, even in the unlit dark', () => {
      for (const backdrop of [palette.skyTop, palette.skyLow, palette.far, palette.near]) {
        expect(
          contrast(blend(palette.stone, DARKNESS, palette.dark), blend(backdrop, DARKNESS, palette.dark)),
        ).toBeGreaterThanOrEqual(4);
      }
    });

    const backdrops = [palette.skyTop, palette.skyLow, palette.far, palette.near];
    const shaded = (colour: string) => blend(colour, DARKNESS, palette.dark);

    it('outlines spikes and sweepers (drawn over the darkness) by 3:1 on every backdrop, and spikes stand out from the stone', () => {
      for (const backdrop of backdrops)
        expect(contrast(HAZARD_EDGE, shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(SPIKE_FILL, palette.stone)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(SPIKE_FILL, shaded(palette.stone))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    });

    it('draws a guide (over the darkness) by 3:1 on every backdrop, lit and dark', () => {
      for (const backdrop of backdrops) {
        expect(contrast(GUIDE_INK, backdrop)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(GUIDE_INK, shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
    });

    it("rims the looming shape (drawn under the darkness) in the hazards' red by 3:1 on every backdrop", () => {
      for (const backdrop of backdrops)
        expect(contrast(shaded(HAZARD_EDGE), shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    });

    it('shows crystals, checkpoint lamps (lit or not) and the exit by 3:1 on every backdrop, in the light and in the dark', () => {
      for (const backdrop of backdrops) {
        for (const colour of [CRYSTAL, UNLIT_LAMP, EXIT_RING, palette.glow]) {
          expect(contrast(colour, backdrop)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
          expect(contrast(shaded(colour), shaded(backdrop))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        }
      }
    });
  });
});
