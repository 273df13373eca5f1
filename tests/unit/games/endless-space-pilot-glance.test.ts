import { blend, contrast } from '@/games/kit/contrast';
import { beginTextFrame, textsDrawn } from '@/games/kit/draw';
import { drawOverlay, startButton } from '@/games/kit/screens';
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
  render,
  shipDrawScale,
} from '@/games/endless-space-pilot/render';
import { DEBRIS_RADIUS, SWEEP_RADIUS } from '@/games/endless-space-pilot/spawn';
import { followPointer, FULL_STICK_PX } from '@/games/endless-space-pilot/steering';
import { HEIGHT, HIT_SHARE, WIDTH, createState, update, type State } from '@/games/endless-space-pilot/sim';
import {
  TITLE_SHIP_TOP,
  titleControls,
  titleDemoStart,
  titleDemoStep,
  titleDemoTop,
  titleWords,
  type MeasureLine,
  type TitleScreen,
} from '@/games/endless-space-pilot/title-demo';
import { fakeContext } from '../../fixtures/fake-canvas';

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

/** The title screens the play-testers see: a phone upright and sideways (touch), a desktop (keys and a mouse). */
const TITLES: (TitleScreen & { device: string; portrait: boolean })[] = [
  { device: 'upright 390×844', portrait: true, width: HEIGHT, height: WIDTH + UPRIGHT_HUD, scale: PHONE, touch: true },
  { device: 'sideways 844×390', portrait: false, width: WIDTH, height: HEIGHT, scale: PHONE, touch: true },
  { device: 'desktop 1280×800', portrait: false, width: WIDTH, height: HEIGHT, scale: 1220 / WIDTH, touch: false },
].map((t) => ({ ...t, controls: titleControls(t.touch, t.portrait) }));

/** Monospace as the tests measure it: 0.62 em a character, a little wider than the browsers' faces. */
const mono: MeasureLine = (text, size) => [...text].length * 0.62 * size;

/** Every text the kit writes on the title, as it draws it (with either Run choice and its note), and its start button. */
function titleInk(t: TitleScreen): Box[] {
  const boxes: Box[] = [startButton(t.width, t.height, t.scale, t.touch)];
  for (const run of [0, 1]) {
    const props: Record<string, unknown> = {};
    const px = (): number => Number(/(\d+(?:\.\d+)?)px/.exec(String(props.font))?.[1] ?? 0);
    const measureText = (text: string) => {
      const width = mono(text, px());
      const left = props.textAlign === 'left' ? 0 : props.textAlign === 'right' ? width : width / 2;
      const ascent = px() * 0.72;
      return {
        width,
        actualBoundingBoxLeft: left,
        actualBoundingBoxRight: width - left,
        actualBoundingBoxAscent: ascent,
        actualBoundingBoxDescent: px() * 0.2,
      };
    };
    beginTextFrame((x, y) => ({ x, y }));
    drawOverlay(fakeContext({ measureText }, props), {
      scene: 'title',
      title: 'Endless Space Pilot',
      tagline: 'How far can you fly?',
      width: t.width,
      height: t.height,
      controls: t.controls,
      menu: [
        {
          id: 'run',
          label: 'Run',
          choices: ['Free play', "Today's run"],
          notes: ['A new run every time', 'The same run for everyone today: its own board'],
        },
      ],
      choices: [run],
      menuIndex: 0,
      score: 0,
      best: 999999,
      headline: '',
      notes: [],
      record: false,
      touch: t.touch,
      scale: t.scale,
      reducedMotion: true,
      time: 0,
    });
    boxes.push(...textsDrawn().map(({ x, y, width, height }) => ({ x, y, w: width, h: height })));
  }
  return boxes;
}

/** A box on the screen. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const meets = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const holds = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

describe('Endless Space Pilot: the title demo keeps off every word and the start button', () => {
  it.each(TITLES)('on $device, the demo’s keep-out boxes hold every title text, the control lines included', (t) => {
    const words = titleWords(t, mono);
    const ink = titleInk(t);
    expect(ink.length).toBeGreaterThanOrEqual(2 * (6 + t.controls.length));
    for (const box of ink) expect(words.some((word) => holds(word, box))).toBe(true);
    // The control lines have a column of their own, not the whole width: the demo still shows beside them.
    expect(words.length).toBe(3);
  });

  it.each(TITLES)('on $device, the demo ship flies wholly in the free space, and rocks show there too', (t) => {
    const words = titleWords(t, mono);
    const shipHalf = Math.max(19 * shipDrawScale(t.scale), 28);
    let rocksShown = 0;
    for (const seed of [1, 2, 3]) {
      let s = titleDemoStart(seed, t.portrait);
      for (let time = 0; time < 45; time += DT) {
        s = titleDemoStep(s, t.portrait, DT);
        for (const o of s.obstacles) {
          const r = drawnRadius(o.r, t.scale);
          const at = onField(o, t.portrait);
          if (!words.some((word) => holds(word, { x: at.x - r, y: at.y - r, w: 2 * r, h: 2 * r }))) rocksShown += 1;
        }
        if (s.crashed) continue;
        const ship = onField(s.ship, t.portrait);
        const hull = { x: ship.x - shipHalf, y: ship.y - shipHalf, w: 2 * shipHalf, h: 2 * shipHalf };
        for (const word of words) expect(meets(hull, word)).toBe(false);
      }
    }
    expect(rocksShown).toBeGreaterThan(1000);
  });

  it('draws the demo clipped to the field less those boxes', () => {
    const clips: unknown[][] = [];
    const rects: number[][] = [];
    const ctx = fakeContext({
      clip: (...rule: unknown[]) => clips.push(rule),
      rect: (...r: number[]) => rects.push(r),
    });
    const info = {
      scene: 'title' as const,
      reducedMotion: true,
      time: 0,
      layout: 'landscape' as const,
      width: WIDTH,
      height: HEIGHT,
      scale: PHONE,
    };
    // The fake context measures 8 px a character, whatever the size.
    render(ctx, titleDemoStart(1, false), info, 'touch', true);
    const words = titleWords({ ...info, touch: true, controls: titleControls(true, false) }, (text) => text.length * 8);
    expect(clips).toEqual(words.map(() => ['evenodd']));
    for (const word of words) expect(rects).toContainEqual([word.x, word.y, word.w, word.h]);
  });

  it('sideways, flies the demo ship low, under the words', () => {
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
    // Before the pilot has steered, a desktop names both ways.
    expect(lessonLine(createState(1), 'keys-or-mouse', false)).toBe('↑ ↓ OR HOLD THE MOUSE · STEER TO THE ★');
  });
});
