import {
  BAR_BUTTON,
  PAD_BUTTON,
  PAD_DEPTH,
  barBox,
  chooseSize,
  fieldRect,
  fitField,
  frameInsets,
  padInsets,
  padSpots,
  readableSize,
  toWorld,
} from '@/games/kit/layout';
import { hasTestKnobs } from '@/games/kit/test-build';
import { hit, menuRows, startButton } from '@/games/kit/screens';
import type { TouchButton } from '@/games/kit/types';

const WIDE = { width: 960, height: 540 };
const TALL = { width: 540, height: 960 };
/** The frames the site gives a game: phone upright (390×844 page), phone sideways (844×390), desktop (1280×800). */
const FRAMES = { upright: [337, 675], sideways: [707, 312], desktop: [1138, 640] } as const;

const area = (viewW: number, viewH: number, size: { width: number; height: number }, pad: boolean): number => {
  const chosen = chooseSize(viewW, viewH, WIDE, TALL);
  const box = fitField(viewW, viewH, size.width, size.height, padInsets(chosen.layout, pad));
  const f = fieldRect(box, size.width, size.height);
  return (f.width * f.height) / (viewW * viewH);
};

describe('kit layout for phones and desktops', () => {
  it('picks the portrait size for a tall frame and the landscape one for a wide frame', () => {
    expect(chooseSize(...FRAMES.upright, WIDE, TALL).layout).toBe('portrait');
    expect(chooseSize(...FRAMES.sideways, WIDE, TALL).layout).toBe('landscape');
    expect(chooseSize(...FRAMES.desktop, WIDE, TALL)).toEqual({ layout: 'landscape', ...WIDE });
    expect(chooseSize(...FRAMES.upright, WIDE).layout).toBe('landscape');
  });

  it('fills at least 70% of the frame in every orientation, with or without a touch pad', () => {
    expect(area(...FRAMES.upright, TALL, true)).toBeGreaterThan(0.7);
    expect(area(...FRAMES.upright, TALL, false)).toBeGreaterThan(0.85);
    expect(area(...FRAMES.sideways, WIDE, true)).toBeGreaterThan(0.7);
    expect(area(...FRAMES.desktop, WIDE, false)).toBeGreaterThan(0.95);
  });

  it('keeps the field clear of the pad: above the strip in portrait, between the bands in landscape', () => {
    const upright = fitField(...FRAMES.upright, TALL.width, TALL.height, padInsets('portrait', true));
    expect(upright.offsetY + TALL.height * upright.scale).toBeLessThanOrEqual(FRAMES.upright[1] - PAD_DEPTH + 1e-9);
    const sideways = fitField(...FRAMES.sideways, WIDE.width, WIDE.height, padInsets('landscape', true));
    expect(sideways.offsetX).toBeGreaterThanOrEqual(PAD_DEPTH);
    expect(sideways.offsetX + WIDE.width * sideways.scale).toBeLessThanOrEqual(FRAMES.sideways[0] - PAD_DEPTH + 1e-9);
  });

  it('lays out five thumb buttons at least 48 px wide, 8 px apart, inside the frame and outside the field', () => {
    const buttons: TouchButton[] = [0.1, 0.3, 0.6, 0.75, 0.9].map((x, i) => ({ label: String(i), x, y: 0.8 }));
    expect(PAD_BUTTON).toBeGreaterThanOrEqual(48);
    for (const layout of ['portrait', 'landscape'] as const) {
      const [w, h] = layout === 'portrait' ? FRAMES.upright : FRAMES.sideways;
      const spots = padSpots(buttons, layout, w, h);
      expect(spots.map((s) => s.index).sort()).toEqual([0, 1, 2, 3, 4]);
      for (const a of spots) {
        expect(a.x - PAD_BUTTON / 2).toBeGreaterThanOrEqual(0);
        expect(a.x + PAD_BUTTON / 2).toBeLessThanOrEqual(w);
        expect(a.y + PAD_BUTTON / 2).toBeLessThanOrEqual(h);
        for (const b of spots)
          if (a !== b)
            expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(PAD_BUTTON + 8);
      }
      const box = fitField(
        w,
        h,
        layout === 'portrait' ? TALL.width : WIDE.width,
        layout === 'portrait' ? TALL.height : WIDE.height,
        padInsets(layout, true),
      );
      const field = fieldRect(
        box,
        layout === 'portrait' ? TALL.width : WIDE.width,
        layout === 'portrait' ? TALL.height : WIDE.height,
      );
      const inside = (s: { x: number; y: number }) =>
        s.x > field.x && s.x < field.x + field.width && s.y > field.y && s.y < field.y + field.height;
      expect(spots.filter(inside)).toEqual([]);
    }
  });

  it('keeps pause and mute off the field and off the touch pad, and the field still fills the frame, in every orientation', () => {
    const buttons: TouchButton[] = [0.1, 0.3, 0.6, 0.75, 0.9].map((x, i) => ({ label: String(i), x, y: 0.8 }));
    // The frames of a game page, sideways now at the phone's full height.
    const frames = { upright: [337, 675], sideways: [844, 390], desktop: [1138, 640] } as const;
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [w, h] of Object.values(frames)) {
      for (const pad of [false, true]) {
        const chosen = chooseSize(w, h, WIDE, TALL);
        const field = fieldRect(
          fitField(w, h, chosen.width, chosen.height, frameInsets(chosen.layout, pad)),
          chosen.width,
          chosen.height,
        );
        const bar = barBox(chosen.layout, w, 2, pad);
        expect(overlaps(bar, field)).toBe(false);
        expect(bar.x).toBeGreaterThanOrEqual(0);
        expect(bar.x + bar.width).toBeLessThanOrEqual(w);
        expect(Math.min(bar.width, bar.height)).toBe(BAR_BUTTON);
        expect((field.width * field.height) / (w * h)).toBeGreaterThan(pad && chosen.layout === 'portrait' ? 0.6 : 0.7);
        if (!pad) continue;
        for (const spot of padSpots(buttons, chosen.layout, w, h)) {
          const box = { x: spot.x - PAD_BUTTON / 2, y: spot.y - PAD_BUTTON / 2, width: PAD_BUTTON, height: PAD_BUTTON };
          expect(overlaps(box, bar)).toBe(false);
          expect(overlaps(box, field)).toBe(false);
        }
      }
    }
  });

  it('keeps text at least 12 CSS px however small the field is drawn', () => {
    expect(readableSize(18, 0.5)).toBe(24);
    expect(readableSize(18, 2)).toBe(18);
  });

  it('turns a point of the portrait field back into world coordinates', () => {
    expect(toWorld({ x: 100, y: 900 }, 'portrait', 960)).toEqual({ x: 60, y: 100 });
    expect(toWorld({ x: 100, y: 900 }, 'landscape', 960)).toEqual({ x: 100, y: 900 });
  });

  it('puts the big start button below every menu row, in both orientations', () => {
    for (const [w, h] of [
      [960, 540],
      [540, 960],
    ] as const) {
      const button = startButton(w, h);
      const rows = menuRows(w, h, 2);
      for (const r of rows) expect(button.y).toBeGreaterThan(r.y + r.h + 20);
      expect(hit(button, w / 2, button.y + button.h / 2)).toBe(true);
      expect(button.w * button.h).toBeGreaterThan(w * h * 0.05);
    }
  });

  it('treats any query parameter as a test knob that keeps the run off the best score', () => {
    expect(hasTestKnobs('')).toBe(false);
    expect(hasTestKnobs('?seed=4')).toBe(true);
    expect(hasTestKnobs('?lives=1')).toBe(true);
  });
});
