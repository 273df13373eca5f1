import type { Metadata } from 'next';
import { getAllGames, type Game } from '@/lib/games/games';

/** One icon file under /icons/, drawn at build time from the site's app/icon.svg or a game's name and screenshot. */
export interface IconFile {
  file: string;
  size: number;
  /** `any`: drawn as it is, corners and all; `full-bleed`: fills the square, its drawing in the maskable safe zone. */
  kind: 'any' | 'full-bleed';
  /** The game whose screenshot it is cut from, or null for the site's own mark. */
  gameId: string | null;
}

/** The folder every icon is served from (app/icons/[file]/route.ts). */
export const ICONS_PATH = '/icons';

/** The site's icon files: a phone's home screen (192, 512, maskable 512) and iOS's touch icon (180). */
export const SITE_ICONS: readonly IconFile[] = [
  { file: 'site-192.png', size: 192, kind: 'any', gameId: null },
  { file: 'site-512.png', size: 512, kind: 'any', gameId: null },
  { file: 'site-maskable-512.png', size: 512, kind: 'full-bleed', gameId: null },
  { file: 'apple-touch-icon.png', size: 180, kind: 'full-bleed', gameId: null },
];

/** A game's icon files (components/og/game-icon.tsx): full-bleed, so each serves as a maskable icon too. */
export function gameIcons(game: Game): IconFile[] {
  return [192, 512, 180].map((size) => ({ file: `${game.id}-${size}.png`, size, kind: 'full-bleed', gameId: game.id }));
}

/** Every icon file the site serves. */
export function allIcons(): IconFile[] {
  return [...SITE_ICONS, ...getAllGames().flatMap(gameIcons)];
}

/** A page's icon links: favicon.ico, the site's SVG mark (app/icon.svg) and a touch icon, the site's unless given. */
export function iconLinks(touchIcon = `${ICONS_PATH}/apple-touch-icon.png`): NonNullable<Metadata['icons']> {
  return {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: touchIcon, sizes: '180x180' }],
  };
}
