import { blend, contrast } from '@/games/kit/contrast';
import { startButton, menuRows } from '@/games/kit/screens';
import { COLORS } from '@/games/kit/theme';
import {
  DEBRIS_COLOR,
  DEBRIS_FILL,
  DEBRIS_GLOW,
  ROCK_COLORS,
  ROCK_FILL,
  SECTOR_GLOW,
  SKY_GLOW,
  type Tint,
} from '@/games/endless-space-pilot/palette';
import {
  MIN_DRAWN,
  OUTLINE_CSS,
  UPRIGHT_HUD,
  drawnRadius,
  lessonLine,
  onField,
  shipDrawScale,
} from '@/games/endless-space-pilot/render';
import { DEBRIS_RADIUS, SWEEP_RADIUS } from '@/games/endless-space-pilot/spawn';
import { followPointer, FULL_STICK_PX } from '@/games/endless-space-pilot/steering';
import { HEIGHT, HIT_SHARE, WIDTH, createState, update, type State } from '@/games/endless-space-pilot/sim';
import { TITLE_SHIP_TOP, titleDemoStart, titleDemoStep, titleDemoTop } from '@/games/endless-space-pilot/title-demo';

const DT = 1 / 60;
const over = (base: string, tint: Tint): string => blend(base, tint.color, tint.alpha);
/** Every sky a hazard flies over: the night, its glow at either edge and each sector's tint. */
const skies = [COLORS.bg, ...[...SKY_GLOW, ...SECTOR_GLOW].map((glow) => over(COLORS.bg, glow))];
/** CSS px per logical px on a phone held upright (the world's 450 px height across 390 CSS px), the smallest scale. */
const PHONE = 390 / HEIGHT;

describe('Endless Space Pilot: hazards read at a glance on a phone', () => {
  it('draws every shard as a red disc at least 16 CSS px across, a little wider than the circle it hits with', () => {
    for (const r of [DEBRIS_RADIUS[0], SWEEP_RADIUS]) {
      const drawn = drawnRadius(r, PHONE);
      expect(2 * drawn * PHONE).toBeGreaterThanOrEqual(Math.max(16, MIN_DRAWN));
      // Drawn bigger than the hit circle, never smaller (what looks like a miss is one), and not much bigger.
      expect(drawn).toBeGreaterThan(r * HIT_SHARE);
      expect(drawn / (r * HIT_SHARE)).toBeLessThan(1.7);
    }
  });

  it('gives shards points no nearer their middle than the circle that hits, so none looks like a sliver', () => {
    let s: State = createState(5);
    const seen = new Set<number>();
    for (let t = 0; t < 150 && !s.over; t += DT) {
      s = update({ ...s, shield: true, invulnerable: 1 }, { x: 0, y: 0 }, DT);
      for (const o of s.obstacles)
        if (o.kind === 'debris' && !seen.has(o.id)) {
          seen.add(o.id);
          for (const k of o.shape) expect(k).toBeGreaterThanOrEqual(HIT_SHARE);
        }
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('draws rock outlines bold and bright on a dark body that hides the stars, standing off every sky by 4.5:1', () => {
    expect(OUTLINE_CSS).toBeGreaterThanOrEqual(3);
    for (const [fill, colors] of [
      [ROCK_FILL, ROCK_COLORS],
      [DEBRIS_FILL, [DEBRIS_COLOR]],
    ] as const) {
      expect(fill.alpha).toBeGreaterThanOrEqual(0.85);
      for (const sky of skies) {
        const body = over(sky, fill);
        // A star behind the body barely shows through it: the rock is a solid thing, not a ring.
        expect(contrast(over(COLORS.text, fill), body)).toBeLessThan(1.6);
        for (const color of colors) {
          expect(contrast(color, sky)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(color, body)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    // Brighter than before (the lavender #c8a8ff on the night, 9.6:1).
    for (const rock of ROCK_COLORS) expect(contrast(rock, COLORS.bg)).toBeGreaterThan(contrast('#ff6ee0', COLORS.bg));
  });

  it('keeps a shard’s outline 3:1 over its own red glow on every sky', () => {
    for (const sky of skies) {
      const glow = over(sky, DEBRIS_GLOW);
      expect(contrast(DEBRIS_COLOR, over(glow, DEBRIS_FILL))).toBeGreaterThanOrEqual(3);
      expect(contrast(glow, sky)).toBeGreaterThanOrEqual(1.5);
    }
  });
});

/** A box on the screen. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const meets = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** What of a box shows in the demo's area (from `top` down), or null. */
const shown = (b: Box, top: number): Box | null =>
  b.y + b.h <= top ? null : { ...b, y: Math.max(b.y, top), h: b.y + b.h - Math.max(b.y, top) };

describe('Endless Space Pilot: the title demo keeps off the title', () => {
  const layouts = [
    { portrait: false, width: WIDTH, height: HEIGHT, scale: PHONE },
    { portrait: true, width: HEIGHT, height: WIDTH + UPRIGHT_HUD, scale: PHONE },
  ];

  it.each(layouts)(
    'never shows a demo rock, pick-up or ship over the title, tagline or Run row (portrait $portrait)',
    (l) => {
      const top = titleDemoTop(l.width, l.height);
      const [run] = menuRows(l.width, l.height, 1);
      if (!run) throw new Error('no Run row');
      // Title, tagline and the Run row (with its note) lie above the demo's area.
      const words: Box = { x: 0, y: 0, w: l.width, h: run.y + run.h + 0.03 * l.height };
      expect(top).toBeGreaterThanOrEqual(words.h);
      const button = startButton(l.width, l.height, l.scale, true);
      const shipHalf = Math.max(19 * shipDrawScale(l.scale), 28);
      for (const seed of [1, 2, 3]) {
        let s = titleDemoStart(seed, l.portrait);
        for (let t = 0; t < 45; t += DT) {
          s = titleDemoStep(s, l.portrait, DT);
          const boxes: Box[] = [...s.obstacles, ...s.pickups].map((o) => {
            const r = 'kind' in o && (o.kind === 'rock' || o.kind === 'debris') ? drawnRadius(o.r, l.scale) : o.r * 1.3;
            const at = onField(o, l.portrait);
            return { x: at.x - r, y: at.y - r, w: 2 * r, h: 2 * r };
          });
          for (const box of boxes) {
            const part = shown(box, top);
            if (part) expect(meets(part, words)).toBe(false);
          }
          if (s.crashed) continue;
          // The ship is never cut by the edge: it flies wholly under the words, and upright above the start button.
          const ship = onField(s.ship, l.portrait);
          expect(ship.y - shipHalf).toBeGreaterThanOrEqual(top);
          if (l.portrait) expect(ship.y + shipHalf).toBeLessThanOrEqual(button.y);
        }
      }
    },
  );

  it('sideways, flies the demo ship low, under the menu', () => {
    expect(TITLE_SHIP_TOP).toBeGreaterThan(titleDemoTop(WIDTH, HEIGHT));
    let s = createState(4);
    for (let t = 0; t < 5; t += DT) s = titleDemoStep({ ...s, nextSpawnAt: 1e9, nextPickupAt: 1e9 }, false, DT);
    expect(s.ship.y).toBeGreaterThanOrEqual(TITLE_SHIP_TOP - 2);
  });
});

describe('Endless Space Pilot: mouse steering', () => {
  const ship = { x: 150, y: 200, vx: 0, vy: 0 };

  it('flies the ship toward the pointer while the button is held, full stick when far, easing in near it', () => {
    expect(followPointer(undefined, ship)).toBeNull();
    expect(followPointer({ x: 600, y: 40 }, ship)).toEqual({ x: 1, y: -1 });
    expect(followPointer({ x: 150, y: 200 }, ship)).toEqual({ x: 0, y: 0 });
    const near = followPointer({ x: 150 - FULL_STICK_PX / 2, y: 200 + FULL_STICK_PX / 4 }, ship);
    expect(near).toEqual({ x: -0.5, y: 0.25 });
  });

  it('brings the ship to the pointer and holds it there', () => {
    let s: State = { ...createState(6), nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const pointer = { x: 260, y: 330 };
    for (let t = 0; t < 2; t += DT) s = update(s, followPointer(pointer, s.ship) ?? { x: 0, y: 0 }, DT);
    expect(Math.abs(s.ship.x - pointer.x)).toBeLessThan(12);
    expect(Math.abs(s.ship.y - pointer.y)).toBeLessThan(12);
  });

  it('names the mouse in the opening lesson when the pilot steers with it', () => {
    expect(lessonLine(createState(1), 'mouse', false)).toBe('HOLD THE MOUSE · STEER TO THE ★');
  });
});
