import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { followCamera, type Camera } from '@/games/final-void/camera';
import { REPLAY_SEED } from '@/games/final-void/check';
import { guideFor, hintFor, wallContact } from '@/games/final-void/hint';
import { HERO_CSS, layout, zoom } from '@/games/final-void/layout';
import { nextGoal } from '@/games/final-void/render-ui';
import { TILE, parseLevel, tileAt, type Level } from '@/games/final-void/level';
import { HERO_H, HERO_W } from '@/games/final-void/physics';
import { STEP, decodeReplay, frameOf } from '@/games/final-void/replay';
import { createState, update, type Action, type FvState } from '@/games/final-void/sim';
import { startsPlay } from '@/games/final-void/start';

const DIR = join(process.cwd(), 'games', 'final-void');
const IDS = ['1-ruins', '2-caverns', '3-tower'] as const;
const level = (id: string) => parseLevel(id, readFileSync(join(DIR, 'levels', `${id}.txt`), 'utf8'));
const replay = (id: string) => decodeReplay(readFileSync(join(DIR, 'replays', `${id}.txt`), 'utf8'));

/** The playfields the game gets on the site's page: phone upright and sideways with touch buttons, and a desktop. */
const FRAMES = {
  upright: layout(358, 675, true, true).field,
  sideways: layout(844, 390, true, true).field,
  desktop: layout(928, 640, false, true).field,
};

describe('Final Void teaches what it asks', () => {
  const IDLE_SECONDS = 20;
  it.each(IDS)(`%s: a hero left idle at the start is not killed within ${IDLE_SECONDS} seconds`, (id) => {
    let s = createState(level(id), REPLAY_SEED);
    for (let i = 0; i < IDLE_SECONDS * 60; i += 1) s = update(s, frameOf([], []), STEP);
    expect(s.deaths).toBe(0);
    expect(s.hero.onGround).toBe(true);
  });

  it('the ruins show a wall-jump hint, in keyboard and in touch words, at a safe wall before the first shaft that needs one', () => {
    const ruins = level('1-ruins');
    const wall = ruins.hints.find((h) => /WALL-JUMP/.test(h.keys));
    // It names the very button, on each device, and points to the route drawn in the level.
    expect(wall?.keys).toMatch(/dotted line.*press Space at each ○ \(at a wall: as you touch it\)/);
    expect(wall?.touch).toMatch(/dotted line.*tap JUMP at each ○ \(at a wall: as you touch it\)/);
    // Walk the recorded run: the hint is up before the first wall-jump, and nothing there can kill (no spikes near it).
    let s = createState(ruins, REPLAY_SEED);
    let before: readonly Action[] = [];
    let seen = false;
    for (const held of replay('1-ruins')) {
      s = update(s, frameOf(held, before), STEP);
      before = held;
      seen ||= hintFor(s, false)?.text === wall?.keys;
      if (s.events.includes('walljump')) break;
    }
    expect(seen).toBe(true);
    expect(s.events).toContain('walljump');
    const near = (x: number, y: number) => Math.abs(x - (wall?.x ?? 0)) <= 8 && Math.abs(y - (wall?.y ?? 0)) <= 8;
    for (let i = 0; i < ruins.tiles.length; i += 1)
      if (near(i % ruins.cols, Math.floor(i / ruins.cols))) expect(ruins.tiles[i]).not.toBe('^');
    // At the wall itself, in the air, the hint says what to press at that moment.
    expect(hintFor(s, true)?.text).toMatch(/^TOUCHING THE WALL\? Tap JUMP now/);
    expect(hintFor(s, false)?.text).toMatch(/^TOUCHING THE WALL\? Press Space now/);
  });

  it("draws the first wall-jump's route where its lesson shows: rings where the recorded run jumps, all in the open", () => {
    const ruins = level('1-ruins');
    const lesson = ruins.hints.find((h) => /WALL-JUMP/.test(h.keys));
    const route = ruins.guides[0];
    expect([route?.x, route?.y, route?.radius]).toEqual([lesson?.x, lesson?.y, lesson?.radius]);
    const points = route?.points ?? [];
    for (const p of points) expect(tileAt(ruins, Math.floor(p.x), Math.floor(p.y))).toBe('.');
    // The run's jump off the floor and its wall-jumps there, each within a tile of a ring, in order.
    let s = createState(ruins, REPLAY_SEED);
    let before: readonly Action[] = [];
    const jumps: { x: number; y: number }[] = [];
    for (const held of replay('1-ruins')) {
      s = update(s, frameOf(held, before), STEP);
      before = held;
      const at = { x: (s.hero.x + HERO_W / 2) / TILE, y: (s.hero.y + HERO_H / 2) / TILE };
      const near = Math.abs(at.x - (route?.x ?? 0)) <= (route?.radius ?? 0);
      if (near && (s.events.includes('walljump') || (s.events.includes('jump') && jumps.length === 0 && at.x > 92)))
        jumps.push(at);
      if (jumps.length === 3) break;
    }
    expect(jumps).toHaveLength(3);
    jumps.forEach((j, i) => {
      expect(Math.abs(j.x - (points[i]?.x ?? 0))).toBeLessThan(1);
      expect(Math.abs(j.y - (points[i]?.y ?? 0))).toBeLessThan(1);
    });
    // The route ends standing on the block the lesson climbs.
    const end = points[points.length - 1] ?? { x: 0, y: 0 };
    expect(tileAt(ruins, Math.floor(end.x), Math.floor(end.y) + 1)).toBe('#');
    // It shows near the lesson, not elsewhere.
    expect(guideFor({ ...s, hero: { ...s.hero, x: 92 * TILE, y: 16 * TILE } })?.guide).toBe(route);
    expect(guideFor(createState(ruins, REPLAY_SEED))).toBeNull();
  });

  it('tells a hero in the air by a wall of the wall-jump school or shaft, or standing pressed against one, to jump now, and one on the ground how to begin', () => {
    const ruins = level('1-ruins');
    expect(ruins.wallHints.length).toBeGreaterThanOrEqual(2);
    const start = createState(ruins, REPLAY_SEED);
    const at = (x: number, y: number, onGround: boolean): FvState => ({
      ...start,
      hero: { ...start.hero, x: x * TILE + 3, y: y * TILE + 1, onGround },
    });
    // Beside the school's block (column 94), then in the middle of the shaft (columns 108 to 110).
    for (const [x, y] of [
      [93, 13],
      [109, 12],
    ] as const) {
      expect(hintFor(at(x, y, false), true)?.text).toMatch(/Tap JUMP now/);
      expect(hintFor(at(x, y, false), false)?.text).toMatch(/Press Space now/);
    }
    expect(hintFor(at(93, 16, true), true)?.text).toMatch(/^WALL-JUMP: follow the dotted line/);
    // Standing pressed against the school's block (holding toward it slid the hero down it), the wall hint says what to
    // press, and that holding on only slides; facing away from the block, the ground's words are back.
    const pressed: FvState = { ...start, hero: { ...start.hero, x: 94 * TILE - HERO_W, y: 16 * TILE + 1, facing: 1 } };
    expect(wallContact(ruins, pressed.hero)).toBe(1);
    expect(hintFor(pressed, true)).toEqual(expect.objectContaining({ wall: true }));
    expect(hintFor(pressed, true)?.text).toMatch(/^TOUCHING THE WALL\? Tap JUMP now.*holding on just slides/);
    expect(hintFor(pressed, false)?.text).toMatch(/^TOUCHING THE WALL\? Press Space now.*holding on just slides/);
    const turned: FvState = { ...pressed, hero: { ...pressed.hero, facing: -1 } };
    expect(wallContact(ruins, turned.hero)).toBe(0);
    expect(hintFor(turned, true)?.text).toMatch(/^WALL-JUMP: follow the dotted line/);
    // In the air in the open (far from any wall), the ground's words stay up.
    expect(hintFor(at(86, 14, false), true)?.text).toMatch(/^WALL-JUMP: follow the dotted line/);
  });

  it('opens the ruins with their best at once: a jump over a gap in the first 2 s, a lit checkpoint at a lookout within 5 s', () => {
    const ruins = level('1-ruins');
    let s = createState(ruins, REPLAY_SEED);
    let before: readonly Action[] = [];
    let overGap = Infinity;
    let lit = Infinity;
    for (const held of replay('1-ruins')) {
      s = update(s, frameOf(held, before), STEP);
      before = held;
      const col = Math.floor((s.hero.x + HERO_W / 2) / TILE);
      const foot = Math.floor((s.hero.y + HERO_H) / TILE);
      if (
        !s.hero.onGround &&
        ruins.tiles[foot * ruins.cols + col] !== '#' &&
        ruins.tiles[(foot + 1) * ruins.cols + col] !== '#'
      )
        overGap = Math.min(overGap, s.time);
      if (s.events.includes('checkpoint')) lit = Math.min(lit, s.time);
      if (s.time > 6) break;
    }
    expect(overGap).toBeLessThan(2);
    expect(lit).toBeLessThan(5);
    // That first gap is a dip one tile deep, so a newcomer who walks into it before learning to jump lives and hops out;
    // nothing can hurt before the lookout, so the climb to it is a free try.
    const gap = ruins.start.y + 1;
    const dip = Array.from({ length: ruins.cols }, (_, x) => x).filter(
      (x) => x < 20 && ruins.tiles[gap * ruins.cols + x] === '.',
    );
    expect(dip.length).toBeGreaterThan(0);
    for (const x of dip) expect(ruins.tiles[(gap + 1) * ruins.cols + x]).toBe('#');
    const lookout = ruins.checkpoints.reduce((a, c) => (c.x < a.x ? c : a));
    for (let x = 1; x <= lookout.x; x += 1)
      for (let y = 0; y < ruins.rows; y += 1) expect(ruins.tiles[y * ruins.cols + x]).not.toBe('^');
    expect(lookout.y).toBeLessThan(ruins.start.y - 4);
  });

  it('lets a newcomer who walks into the first gap without jumping live, and hop out of it with one jump', () => {
    const ruins = level('1-ruins');
    let s = createState(ruins, REPLAY_SEED);
    let before: readonly Action[] = [];
    const hold = (held: readonly Action[], steps: number): void => {
      for (let i = 0; i < steps; i += 1) {
        s = update(s, frameOf(held, before), STEP);
        before = held;
      }
    };
    hold(['right'], 180);
    expect(s.deaths).toBe(0);
    const stuckAt = s.hero.x;
    hold(['right', 'jump'], 40);
    hold(['right'], 60);
    expect(s.deaths).toBe(0);
    expect(s.hero.x).toBeGreaterThan(stuckAt + 2 * TILE);
  });

  it('starts a level from its card with the first press of a move or a jump, which plays; a key still held from the title does not', () => {
    expect(startsPlay(frameOf(['right'], []))).toBe(true);
    expect(startsPlay(frameOf(['jump'], []))).toBe(true);
    expect(startsPlay(frameOf(['jump'], ['jump']))).toBe(false);
    expect(startsPlay(frameOf([], []))).toBe(false);
  });

  it('shows no hint far from the places that have one', () => {
    const ruins = level('1-ruins');
    const s = createState(ruins, 1);
    const far = { ...s, hero: { ...s.hero, x: 250 * TILE, y: 10 * TILE } };
    expect(hintFor(far, false)).toBeNull();
    expect(hintFor(s, false)?.text).toMatch(/Space/);
  });

  it('explains ▲ where the dash is given (caverns shrine) and where it starts (tower)', () => {
    for (const id of ['2-caverns', '3-tower']) {
      const hints = level(id).hints;
      expect(hints.some((h) => h.touch.includes('▲') && h.touch.includes('DASH') && h.keys.includes('↑'))).toBe(true);
    }
  });

  it('lays out DASH and ▲ only when the hero can dash, on both phone orientations', () => {
    for (const [w, h] of [
      [390, 844],
      [844, 390],
    ]) {
      const without = layout(w as number, h as number, true, false).buttons.map((b) => b.action);
      const withDash = layout(w as number, h as number, true, true).buttons.map((b) => b.action);
      expect(without.sort()).toEqual(['jump', 'left', 'right']);
      expect(withDash.sort()).toEqual(['dash', 'jump', 'left', 'right', 'up']);
    }
  });

  it.each(Object.entries(FRAMES))(
    'draws the hero at least 28 CSS px tall upright and 26 on wide frames: the %s frame',
    (frame, field) => {
      const least = frame === 'upright' ? HERO_CSS.tall : HERO_CSS.wide;
      expect(zoom(field) * HERO_H).toBeGreaterThanOrEqual(least - 0.01);
      expect(least).toBeGreaterThanOrEqual(frame === 'upright' ? 28 : 26);
    },
  );

  /** World px of the level in view ahead of a hero standing still, facing right, once the camera has settled. */
  function aheadOfStandingHero(width: number, height: number, touch: boolean): { viewW: number; ahead: number } {
    const { field } = layout(width, height, touch, true);
    const viewW = field.width / zoom(field);
    const viewH = field.height / zoom(field);
    const ruins = level('1-ruins');
    const hero = { ...createState(ruins, REPLAY_SEED).hero, x: 150 * TILE, facing: 1 as const };
    let cam: Camera | null = null;
    for (let i = 0; i < 120; i += 1) cam = followCamera(cam, hero, ruins, viewW, viewH, STEP);
    return { viewW, ahead: (cam?.x ?? 0) + viewW / 2 - (hero.x + HERO_W) };
  }

  it('zooms an upright phone to as many whole tiles across as keep the hero 28 to 32 CSS px (11 on the site frame, 12 on a 390 px phone), showing ahead of a standing hero at least 8 tiles, over half what a desktop does', () => {
    const desktop = aheadOfStandingHero(1280, 800, false).ahead;
    for (const [width, height, columns] of [
      [358, 675, 11],
      [390, 844, 12],
    ] as const) {
      const { viewW, ahead } = aheadOfStandingHero(width, height, true);
      expect(viewW / TILE).toBeCloseTo(columns, 5);
      expect(HERO_H * zoom(layout(width, height, true, true).field)).toBeGreaterThanOrEqual(28);
      expect(HERO_H * zoom(layout(width, height, true, true).field)).toBeLessThanOrEqual(32);
      expect(ahead / TILE).toBeGreaterThanOrEqual(8);
      expect(ahead / desktop).toBeGreaterThanOrEqual(0.55);
    }
  });

  it.each(Object.keys(FRAMES))(
    'keeps the hero off the bottom of the %s view through every recorded run: a fifth of it stays below the feet',
    (frame) => {
      const field = FRAMES[frame as keyof typeof FRAMES];
      const viewW = field.width / zoom(field);
      const viewH = field.height / zoom(field);
      for (const id of IDS) {
        const lv = level(id);
        let s = createState(lv, REPLAY_SEED);
        let cam: Camera | null = null;
        let before: readonly Action[] = [];
        let least = 1;
        for (const held of replay(id)) {
          s = update(s, frameOf(held, before), STEP);
          before = held;
          cam = followCamera(cam, s.hero, lv, viewW, viewH, STEP);
          least = Math.min(least, (cam.y + viewH / 2 - (s.hero.y + HERO_H)) / viewH);
        }
        expect(least).toBeGreaterThanOrEqual(0.2);
      }
    },
  );

  /** Whether falling anywhere over the columns from x0 to x1 (a tile's margin either side), below row y, meets spikes or the void. */
  function risky(lv: Level, x0: number, x1: number, y: number): boolean {
    const from = Math.floor(Math.min(x0, x1) / TILE) - 1;
    const to = Math.floor((Math.max(x0, x1) + HERO_W) / TILE) + 1;
    for (let cx = from; cx <= to; cx += 1) {
      for (let cy = Math.floor((y + HERO_H) / TILE); cy <= lv.rows; cy += 1) {
        const ch = cy < lv.rows ? lv.tiles[cy * lv.cols + cx] : '^';
        if (ch === '^') return true;
        if (ch === '#' || ch === '=') break;
      }
    }
    return false;
  }

  /**
   * Plays a level's recorded run with the real camera for a view of viewW×viewH world px; at every take-off from the ground (a
   * jump or a step off a ledge) that comes down level with it or lower over a place where a miss could kill, checks that where
   * the hero lands was inside the view at that moment. (A climb that lands higher shows its top on the way up; a drop down a
   * closed shaft can't miss.)
   */
  function blindLandings(lv: Level, steps: readonly (readonly Action[])[], viewW: number, viewH: number): string[] {
    let s: FvState = createState(lv, REPLAY_SEED);
    let cam: Camera | null = null;
    let before: readonly Action[] = [];
    let takeoff: { view: { x0: number; y0: number; x1: number; y1: number }; at: number; x: number; y: number } | null =
      null;
    const blind: string[] = [];
    steps.forEach((held, i) => {
      const was = s.hero.onGround;
      cam = followCamera(cam, s.hero, lv, viewW, viewH, STEP);
      const view = { x0: cam.x - viewW / 2, y0: cam.y - viewH / 2, x1: cam.x + viewW / 2, y1: cam.y + viewH / 2 };
      s = update(s, frameOf(held, before), STEP);
      before = held;
      if (was && !s.hero.onGround) takeoff = { view, at: i, x: s.hero.x, y: s.hero.y };
      if (
        !was &&
        s.hero.onGround &&
        takeoff &&
        s.hero.y >= takeoff.y - 1 &&
        risky(lv, takeoff.x, s.hero.x, takeoff.y)
      ) {
        const { x0, y0, x1, y1 } = takeoff.view;
        const inside = s.hero.x >= x0 && s.hero.x + HERO_W <= x1 && s.hero.y >= y0 && s.hero.y + HERO_H <= y1;
        if (!inside)
          blind.push(
            `step ${takeoff.at}: landing at tile ${Math.floor(s.hero.x / TILE)},${Math.floor(s.hero.y / TILE)}`,
          );
      }
      if (!was && s.hero.onGround) takeoff = null;
    });
    return blind;
  }

  it.each(IDS.flatMap((id) => Object.keys(FRAMES).map((frame) => [id, frame] as const)))(
    '%s on the %s frame: every landing of the recorded run is on screen when the hero leaves the ground',
    (id, frame) => {
      const field = FRAMES[frame as keyof typeof FRAMES];
      const scale = zoom(field);
      expect(blindLandings(level(id), replay(id), field.width / scale, field.height / scale)).toEqual([]);
    },
  );

  it('names a next goal on the level-clear card: no deaths first, then the best time', () => {
    expect(nextGoal(3, true, 70)).toMatch(/without dying \(3 this run\)/);
    expect(nextGoal(0, false, 61.5)).toMatch(/beat your best, 1:01\.5/);
    expect(nextGoal(0, true, 61.5)).toMatch(/shave a second/);
  });
});
