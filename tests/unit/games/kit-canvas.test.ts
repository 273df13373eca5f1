import { fillFrame, marginColor } from '@/games/kit/canvas';
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
