/** @jest-environment jsdom */
import { createSurface, fillFrame, marginColor } from '@/games/kit/canvas';
import type { FrameBox } from '@/games/kit/types';
import { COLORS } from '@/games/kit/theme';

/** A 2D context that records each fill: its rectangle in canvas pixels and its colour. */
function recordingContext(): { ctx: CanvasRenderingContext2D; fills: { rect: number[]; color: unknown }[] } {
  const fills: { rect: number[]; color: unknown }[] = [];
  let transform = [1, 0, 0, 1, 0, 0];
  const ctx = {
    fillStyle: '' as unknown,
    setTransform: (...m: number[]) => {
      transform = m;
    },
    fillRect(x: number, y: number, w: number, h: number) {
      const [a = 1, , , d = 1, e = 0, f = 0] = transform;
      fills.push({ rect: [a * x + e, d * y + f, a * w, d * h], color: this.fillStyle });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, fills };
}

describe('kit canvas: the letterbox', () => {
  it('fills the whole canvas, margins around the field included, with one colour', () => {
    const { ctx, fills } = recordingContext();
    ctx.setTransform(3, 0, 0, 3, 40, 0);
    fillFrame(ctx, 1688, 780, COLORS.bg);
    expect(fills).toEqual([{ rect: [0, 0, 1688, 780], color: COLORS.bg }]);
  });

  it('paints the margins black, so the field’s edges show, unless the game’s world has no edge there', () => {
    expect(marginColor(COLORS.bg)).toBe('#000');
    expect(marginColor(COLORS.bg, true)).toBe(COLORS.bg);
    expect(COLORS.bg.toLowerCase()).not.toBe('#000000');
  });
});

describe('kit canvas: a game’s own margins', () => {
  it('lets a game draw the margins in the field’s units, before the field is clipped and painted', () => {
    const calls: string[] = [];
    let transform = [1, 0, 0, 1, 0, 0];
    const ctx = {
      fillStyle: '',
      setTransform: (...m: number[]) => (transform = m),
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      beginPath: () => undefined,
      rect: () => undefined,
      clip: () => calls.push('clip'),
      fillRect: (x: number, y: number, w: number, h: number) => calls.push(`fill ${[x, y, w, h].join(' ')}`),
    };
    const canvas = document.createElement('canvas');
    canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 450 }) as DOMRect;
    const surface = createSurface(canvas, { width: 800, height: 450, hasPad: () => false });
    let frame: FrameBox | null = null;
    surface.begin(COLORS.bg, (box) => {
      frame = box;
      calls.push(`margins at scale ${transform[0]}`);
    });
    // 1000×450 CSS px at 1 px a unit: the 800×450 field, the bar's band at its right, the rest shared either side.
    const field = surface.field();
    const { x, y, width, height } = frame ?? { x: NaN, y: NaN, width: NaN, height: NaN };
    expect([x, y + 0, width, height]).toEqual([-field.x, 0, 1000, 450]);
    expect(field.x).toBeGreaterThan(0);
    expect(calls).toEqual([
      'fill 0 0 1000 450',
      'save',
      'margins at scale 1',
      'restore',
      'save',
      'clip',
      'fill 0 0 800 450',
    ]);
  });
});
