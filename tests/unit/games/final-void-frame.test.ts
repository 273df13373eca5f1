import { OUTSIDE_VEIL, barPlate, padPlates, worldFrame } from '@/games/final-void/frame';
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

  it.each([true, false])(
    'sideways, sets each column’s buttons (dash: %s) on a plate off the field, clear of the HUD and the bar',
    (dash) => {
      const w = 844;
      const h = 390;
      const lay = layout(w, h, true, dash);
      const plates = padPlates(lay, w);
      expect(plates).toHaveLength(2);
      for (const b of lay.buttons) {
        const button = { x: b.x - b.size / 2, y: b.y - b.size / 2, width: b.size, height: b.size };
        expect(plates.some((p) => p.x <= button.x && p.y <= button.y && p.x + p.width >= button.x + button.width)).toBe(
          true,
        );
      }
      for (const p of plates) {
        expect(overlap(p, lay.field)).toBe(false);
        expect(overlap(p, lay.hud)).toBe(false);
        expect(overlap(p, barPlate(lay, w))).toBe(false);
        expect(p.y + p.height).toBe(h);
      }
    },
  );

  it('keeps the upright strip and the desktop free of pad plates: there the buttons never meet the world', () => {
    expect(padPlates(layout(390, 844, true, true), 390)).toEqual([]);
    expect(padPlates(layout(1280, 800, false, true), 1280)).toEqual([]);
  });
});
