/**
 * Each level's colours: a dark sky with far silhouettes close to it, so they stay scenery, and stone that stands out
 * from all of them by at least 3:1, in the light and under the darkness alike (tests/unit/games/palettes.test.ts).
 */
import type { Theme } from './level';

export interface Palette {
  skyTop: string;
  skyLow: string;
  far: string;
  near: string;
  stone: string;
  /** The mortar between the stones, inside the stone: darker than it, never at its edge. */
  seam: string;
  rim: string;
  glow: string;
  /** How dark the unlit world is (0..1): the shade over everything away from a light. */
  dark: number;
}

export const PALETTES: Readonly<Record<Theme, Palette>> = {
  ruins: {
    skyTop: '#0d1226',
    skyLow: '#241c3a',
    far: '#1a2040',
    near: '#141a34',
    stone: '#8c9dd2',
    seam: '#66739f',
    rim: '#d6e0ff',
    glow: '#ffd166',
    dark: 0.22,
  },
  caverns: {
    skyTop: '#03040a',
    skyLow: '#0a1020',
    far: '#0b1426',
    near: '#0a1222',
    stone: '#6aa8c5',
    seam: '#4c7f94',
    rim: '#c2f6ff',
    glow: '#7cf9ff',
    dark: 0.28,
  },
  tower: {
    skyTop: '#120818',
    skyLow: '#321228',
    far: '#28102e',
    near: '#1e0c24',
    stone: '#c886bd',
    seam: '#95608c',
    rim: '#ffd6ee',
    glow: '#ff9f6b',
    dark: 0.22,
  },
};

/** The colour of the darkness, laid at each palette's `dark` over everything away from a light (render-light.ts). */
export const DARKNESS = '#020308';

/**
 * The hero's own colours, the same warm gold in every level so the player always knows which figure is theirs (the
 * caverns' lights are cyan, which a themed hero would share): its lantern, and the lantern-lit edge of its black cloak.
 */
export const HERO_LIGHT = '#ffd166';
export const HERO_RIM = '#ffe2a8';

/**
 * How strongly the hero's lantern lights the air around the cloaked, black figure, so it reads on any sky, and how far
 * (world px) that glow reaches: the hero's own, the same in every level, however small the level's light (the caverns).
 */
export const HERO_HALO = 0.62;
export const HERO_GLOW_RADIUS = 30;
/** The share of that radius lit at full strength: the whole figure stands on its lantern's light, not on its fading edge. */
export const HERO_GLOW_CORE = 0.4;
