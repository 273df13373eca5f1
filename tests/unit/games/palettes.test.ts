import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { COLORS } from '@/games/kit/theme';
import { DARKNESS, HERO_HALO, HERO_LIGHT, HERO_RIM, PALETTES } from '@/games/final-void/palette';

describe('contrast', () => {
  it('measures as WCAG does: black on white 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#7f90c4', '#7f90c4')).toBe(1);
    expect(contrast('#777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('blends as a canvas paints a colour at an alpha', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#102030', '#ffffff', 0)).toBe('#102030');
  });
});

describe("the kit's screens", () => {
  it.each(['cyan', 'magenta', 'amber', 'violet', 'text', 'dim'] as const)(
    'draw %s text at least 4.5:1 on the background',
    (name) => {
      expect(contrast(COLORS[name], COLORS.bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('Final Void', () => {
  const backdrops = ['skyTop', 'skyLow', 'far', 'near'] as const;

  describe.each(Object.entries(PALETTES))('%s', (_theme, palette) => {
    const shaded = (colour: string) => blend(colour, DARKNESS, palette.dark);

    it.each(backdrops)('stone and its rim stand out from the %s by 3:1, lit and in the dark', (backdrop) => {
      for (const part of [palette.stone, palette.rim]) {
        expect(contrast(part, palette[backdrop])).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(shaded(part), shaded(palette[backdrop]))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
    });

    it('keeps its silhouettes scenery: close to the sky, far from the stone', () => {
      for (const layer of [palette.far, palette.near]) expect(contrast(layer, palette.skyLow)).toBeLessThan(1.5);
    });

    it.each(backdrops)('outlines the black-cloaked hero by 3:1 from the %s, lit and in the dark', (backdrop) => {
      expect(contrast(HERO_RIM, palette[backdrop])).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrast(shaded(HERO_RIM), shaded(palette[backdrop]))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    });

    it.each(backdrops)('shows the black-cloaked hero by 3:1 in its lantern light against the %s', (backdrop) => {
      expect(contrast('#000000', blend(palette[backdrop], HERO_LIGHT, HERO_HALO))).toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      );
    });
  });
});
