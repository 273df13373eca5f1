import { worldFrame } from '@/games/final-void/frame';
import { layout } from '@/games/final-void/layout';

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
});
