/** Each level's colours: a sky, a far silhouette layer, stone and the glow of its lights. */
import type { Theme } from './level';

export interface Palette {
  skyTop: string;
  skyLow: string;
  far: string;
  near: string;
  stone: string;
  rim: string;
  glow: string;
  /** How dark the unlit world is (0..1). */
  dark: number;
}

export const PALETTES: Readonly<Record<Theme, Palette>> = {
  ruins: { skyTop: '#0d1226', skyLow: '#2a2040', far: '#1c2340', near: '#10132a', stone: '#05060b', rim: '#3a4470', glow: '#ffd166', dark: 0.45 },
  caverns: { skyTop: '#03040a', skyLow: '#0a1020', far: '#0b1426', near: '#070b18', stone: '#020307', rim: '#1d4a5c', glow: '#7cf9ff', dark: 0.86 },
  tower: { skyTop: '#120818', skyLow: '#3a1430', far: '#2a1232', near: '#170a1e', stone: '#050208', rim: '#5a2a50', glow: '#ff9f6b', dark: 0.6 },
};
