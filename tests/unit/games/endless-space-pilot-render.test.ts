import { luminance } from '@/games/kit/contrast';
import type { DrawInfo } from '@/games/kit/types';
import {
  HIT_GLOW_ALPHA,
  HIT_GLOW_SECONDS,
  POPUP_CLEAR,
  UPRIGHT_HUD,
  onField,
  popupSpot,
  render,
} from '@/games/endless-space-pilot/render';
import {
  HEIGHT,
  HUD_BAND,
  NO_INPUT,
  SHIP_MIN_X,
  SHIP_MIN_Y,
  WIDTH,
  createState,
  update,
  type Obstacle,
  type State,
} from '@/games/endless-space-pilot/sim';
import { fakeContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;

/** A colour as drawn: its relative luminance and how opaque it is. */
interface Ink {
  luminance: number;
  alpha: number;
}

function ink(css: string): Ink {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.e+-]+))?\)$/.exec(css);
  if (!rgba) return { luminance: luminance(css.length === 4 ? css.replace(/(\w)/g, '$1$1') : css), alpha: 1 };
  const hex = `#${[rgba[1], rgba[2], rgba[3]].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
  return { luminance: luminance(hex), alpha: Number(rgba[4] ?? 1) };
}

/** A fill over a large part of the canvas, with the brightest light it adds anywhere (luminance × opacity). */
interface WideFill {
  light: number;
}

/**
 * A 2D context that draws nothing and records every fill of a rectangle at least a quarter of the field's size, with the
 * brightest light it lays down (a gradient: its brightest stop).
 */
function recordingContext(): { ctx: CanvasRenderingContext2D; wide: WideFill[] } {
  const wide: WideFill[] = [];
  let scale = 1;
  const gradient = (): { stops: Ink[]; addColorStop(at: number, color: string): void } => {
    const stops: Ink[] = [];
    return { stops, addColorStop: (_at, color) => stops.push(ink(color)) };
  };
  const props: Record<string, unknown> = { globalAlpha: 1, fillStyle: '#000' };
  const methods: Record<string, (...args: never[]) => unknown> = {
    createLinearGradient: gradient,
    createRadialGradient: gradient,
    scale: (x: number, y: number) => {
      scale *= Math.sqrt(Math.abs(x * y));
    },
    save: () => undefined,
    restore: () => {
      scale = 1;
    },
    fillRect: (_x: number, _y: number, w: number, h: number) => {
      if (Math.abs(w * h) * scale * scale < (WIDTH * HEIGHT) / 4) return;
      const style = props.fillStyle;
      const inks = typeof style === 'string' ? [ink(style)] : (style as { stops: Ink[] }).stops;
      const alpha = Number(props.globalAlpha);
      wide.push({ light: Math.max(...inks.map((i) => i.luminance * i.alpha * alpha)) });
    },
  };
  const ctx = fakeContext(methods, props);
  return { ctx, wide };
}

const INFO: DrawInfo = { scene: 'playing', reducedMotion: false, time: 0, width: WIDTH, height: HEIGHT, scale: 1 };

/** The brightest light any wide fill lays down while drawing `s`. */
function brightestWideFill(s: State, info: DrawInfo = INFO): number {
  const { ctx, wide } = recordingContext();
  render(ctx, s, info);
  return Math.max(0, ...wide.map((f) => f.light));
}

const rockOnShip = (s: State): Obstacle => ({
  id: 1,
  kind: 'rock',
  pattern: 'column',
  x: s.ship.x,
  y: s.ship.y,
  vx: 0,
  vy: 0,
  r: 20,
  angle: 0,
  spin: 0,
  shape: [1, 1, 1],
  closest: 1e9,
  passed: false,
});

/** The frames from a hit until its effects are over, one a step. */
function framesAfterHit(shield: boolean): State[] {
  const s = { ...createState(2), time: 40, sector: 1, shield, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
  let next = update({ ...s, obstacles: [rockOnShip(s)] }, NO_INPUT, DT);
  const frames = [next];
  for (let t = 0; t < HIT_GLOW_SECONDS + 0.3; t += DT) {
    next = update({ ...next, obstacles: [] }, NO_INPUT, DT);
    frames.push(next);
  }
  return frames;
}

describe('Endless Space Pilot: a hit without a flash', () => {
  // WCAG 2.3.1 counts a flash as a change of 10% or more in relative luminance; a hit adds far less than that.
  const FLASH = 0.1;

  it('never brightens the whole field when the ship crashes or its shield breaks, phone upright or not', () => {
    expect(HIT_GLOW_ALPHA).toBeLessThanOrEqual(0.25);
    const calm = brightestWideFill(createState(2));
    for (const shield of [false, true])
      for (const layout of ['landscape', 'portrait'] as const)
        for (const frame of framesAfterHit(shield)) {
          const info = { ...INFO, layout, width: layout === 'portrait' ? HEIGHT : WIDTH };
          expect(brightestWideFill(frame, info) - calm).toBeLessThan(FLASH);
        }
  });

  it('still shows the hit: a red glow at the field’s edges that fades within its time', () => {
    const frames = framesAfterHit(false);
    const glowing = frames.filter((f) => brightestWideFill(f) > brightestWideFill(createState(2)));
    expect(glowing.length).toBeGreaterThan(10);
    const last = frames.at(-1) as State;
    expect(last.time - (frames[0] as State).time).toBeGreaterThan(HIT_GLOW_SECONDS);
    expect(brightestWideFill(last)).toBeCloseTo(brightestWideFill({ ...last, crashedAt: -1 }), 6);
  });
});

describe('Endless Space Pilot: pop-ups beside the ship, never on it', () => {
  const SIZE = 19;
  const UPRIGHT: DrawInfo = { ...INFO, layout: 'portrait', width: HEIGHT, height: WIDTH + UPRIGHT_HUD };
  /** Where the ship shows on the screen: upright the world is turned a quarter, under the HUD's strip. */
  const onScreen = (ship: { x: number; y: number }, info: DrawInfo) => onField(ship, info.layout === 'portrait');
  const ships = [SHIP_MIN_Y, 120, HEIGHT / 2, 330, HEIGHT - 30].flatMap((y) =>
    [SHIP_MIN_X, 140, 420].map((x) => ({ x, y })),
  );
  const popups = (ship: { x: number; y: number }) => [
    { x: ship.x, y: ship.y - 26, text: 'CLOSE! +20' },
    { x: ship.x, y: ship.y - 30, text: 'SHIELD RECHARGED' },
    { x: ship.x + 8, y: ship.y + 4, text: '+250' },
  ];

  it.each([
    ['sideways', INFO],
    ['upright', UPRIGHT],
  ])('%s, keeps every pop-up clear of the ship’s shield ring, on the field and off the HUD', (_name, info) => {
    for (const ship of ships)
      for (const p of popups(ship)) {
        const at = popupSpot(p, ship, info, SIZE);
        const half = { w: (p.text.length * 0.62 * SIZE) / 2, h: SIZE / 2 };
        const craft = onScreen(ship, info);
        const apart = Math.max(Math.abs(at.x - craft.x) - half.w, Math.abs(at.y - craft.y) - half.h);
        expect(apart).toBeGreaterThanOrEqual(POPUP_CLEAR - 1e-9);
        expect(POPUP_CLEAR).toBeGreaterThanOrEqual(28);
        expect(at.x - half.w).toBeGreaterThanOrEqual(0);
        expect(at.x + half.w).toBeLessThanOrEqual(info.width);
        expect(at.y - half.h).toBeGreaterThanOrEqual(info.layout === 'portrait' ? UPRIGHT_HUD : HUD_BAND);
        expect(at.y + half.h).toBeLessThanOrEqual(info.height);
      }
  });

  it('leaves a pop-up where it happened when that is already clear of the ship', () => {
    const ship = { x: 140, y: 300 };
    expect(popupSpot({ x: 600, y: 120, text: '+250' }, ship, INFO, SIZE)).toEqual({ x: 600, y: 120 });
    expect(popupSpot({ x: 600, y: 120, text: '+250' }, ship, UPRIGHT, SIZE)).toEqual({
      x: 120,
      y: UPRIGHT_HUD + WIDTH - 600,
    });
  });
});
