import { fillFrame } from '@/games/kit/canvas';
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
  it('fills the whole canvas, margins around the field included, with the game’s background, never black', () => {
    const { ctx, fills } = recordingContext();
    ctx.setTransform(3, 0, 0, 3, 40, 0);
    fillFrame(ctx, 1688, 780, COLORS.bg);
    expect(fills).toEqual([{ rect: [0, 0, 1688, 780], color: COLORS.bg }]);
    expect(COLORS.bg.toLowerCase()).not.toBe('#000000');
  });
});
