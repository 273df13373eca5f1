import { blend, contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import {
  HERO_GLOW_CORE,
  HERO_GLOW_RADIUS,
  HERO_HALO,
  HERO_LIGHT,
  HERO_RIM,
  PALETTES,
} from '@/games/final-void/palette';
import { HERO_H, HERO_W } from '@/games/final-void/physics';
import { HINT_INK, HINT_SIZE } from '@/games/final-void/render-ui';

/** The hero is a black cloak with a lit rim, on its lantern's glow: one of its two inks stands out from what is behind. */
const CLOAK = '#000000';

describe('Final Void: the hero stands out in every level', () => {
  describe.each(Object.entries(PALETTES))('%s', (_theme, palette) => {
    const lit = (colour: string) => blend(colour, HERO_LIGHT, HERO_HALO);

    it.each(['skyTop', 'skyLow', 'far', 'near'] as const)(
      'by 3:1 on the %s: the rim on it, the cloak on its lantern glow over it',
      (backdrop) => {
        expect(contrast(HERO_RIM, palette[backdrop])).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(CLOAK, lit(palette[backdrop]))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      },
    );

    it.each(['stone', 'seam', 'rim'] as const)(
      'by 3:1 against the platforms: the cloak on their %s, bare and in its glow (the hero is never in the dark: it carries its light)',
      (part) => {
        expect(contrast(CLOAK, palette[part])).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(CLOAK, lit(palette[part]))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      },
    );
  });

  it('carries its own glow, wider than the figure, at full strength all over it, whatever the level light', () => {
    const reach = Math.hypot(HERO_W / 2 + 2, HERO_H * 0.65);
    expect(HERO_GLOW_CORE * HERO_GLOW_RADIUS).toBeGreaterThanOrEqual(reach);
    expect(HERO_GLOW_RADIUS).toBeGreaterThanOrEqual(2 * HERO_H);
  });
});

describe('Final Void: every lesson reads at a glance', () => {
  it('sets each hint line at 14 CSS px or more, in full-strength ink on an opaque plate, by 4.5:1', () => {
    expect(HINT_SIZE).toBeGreaterThanOrEqual(14);
    expect(HINT_INK.back).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(HINT_INK.text, HINT_INK.back)).toBeGreaterThanOrEqual(4.5);
  });
});
