import { OUTSIDE_VEIL, barPlate, worldFrame } from '@/games/final-void/frame';
import { layout, type Box } from '@/games/final-void/layout';

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Final Void: the world fills the frame', () => {
  it.each([
    ['upright phone', 390, 844, true],
    ['sideways phone', 844, 390, true],
    ['desktop', 1280, 800, false],
  ] as const)(
    'on a %s the world is drawn over the whole frame, and the field shows what the camera frames',
    (_, w, h, touch) => {
      const lay = layout(w, h, touch, true);
      const cam = { x: 700, y: 200 };
      const { cam: frameCam, view } = worldFrame({ lay, width: w, height: h }, cam);
      expect(view.width * lay.scale).toBeCloseTo(w, 6);
      expect(view.height * lay.scale).toBeCloseTo(h, 6);
      // A world point lands on the same screen point through the field's view and through the whole frame's.
      const { field, scale } = lay;
      for (const p of [cam, { x: 640, y: 260 }]) {
        const inField = {
          x: field.x + field.width / 2 + (p.x - cam.x) * scale,
          y: field.y + field.height / 2 + (p.y - cam.y) * scale,
        };
        const inFrame = { x: w / 2 + (p.x - frameCam.x) * scale, y: h / 2 + (p.y - frameCam.y) * scale };
        expect(inFrame.x).toBeCloseTo(inField.x, 6);
        expect(inFrame.y).toBeCloseTo(inField.y, 6);
      }
    },
  );

  it.each([
    ['upright phone', 390, 844, true],
    ['sideways phone', 844, 390, true],
    ['desktop', 1280, 800, false],
  ] as const)('on a %s puts a plate behind the pause and mute buttons, off the field and the HUD', (_, w, h, touch) => {
    const lay = layout(w, h, touch, true);
    const plate = barPlate(lay, w);
    // The kit's two 44 px buttons, 8 px from the top and the right edge and 8 px apart.
    expect(plate).toEqual(expect.objectContaining({ x: w - 112, y: 0, width: 112 }));
    expect(plate.height).toBeGreaterThanOrEqual(8 + 44);
    expect(overlap(plate, lay.field)).toBe(false);
    expect(overlap(plate, lay.hud)).toBe(false);
  });

  it('dims the sideways button columns less than the bands, so the way ahead under them stays readable', () => {
    expect(OUTSIDE_VEIL.side).toBeLessThanOrEqual(0.25);
    expect(OUTSIDE_VEIL.side).toBeLessThan(OUTSIDE_VEIL.band);
  });
});
