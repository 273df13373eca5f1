import 'server-only';
import type { MetadataRoute } from 'next';
import { config } from '@/lib/site/config.server';
import type { Game } from '@/lib/games/games';
import { gameIcons, ICONS_PATH, SITE_ICONS, type IconFile } from './icon-files';
import { THEME_COLOR } from './theme';

type ManifestIcon = NonNullable<MetadataRoute.Manifest['icons']>[number];

/** The manifest entries of one icon file: a full-bleed one serves as a maskable icon as well. */
function manifestIcons(icon: IconFile): ManifestIcon[] {
  const base = { src: `${ICONS_PATH}/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png' };
  return icon.kind === 'full-bleed'
    ? [
        { ...base, purpose: 'any' },
        { ...base, purpose: 'maskable' },
      ]
    : [{ ...base, purpose: 'any' }];
}

/** The home-screen sizes (the 180 px touch icon is for iOS's link tag, not the manifest). */
function homeScreenIcons(icons: readonly IconFile[]): ManifestIcon[] {
  return icons.filter((icon) => icon.size !== 180).flatMap(manifestIcons);
}

/** The site's web app manifest (app/manifest.ts): the whole site, installed, opens on the home page. */
export function siteManifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: config.site.name,
    short_name: config.site.name,
    description: `Free games by ${config.site.name}: play them in your browser, read our updates and take a gaming quiz.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['games', 'entertainment'],
    icons: homeScreenIcons(SITE_ICONS),
  };
}

/** Where a game's own manifest is served: beside its play page. */
export function gameManifestPath(game: Game): string {
  return `${game.playPath}/manifest.webmanifest`;
}

/** A game's iOS touch icon. */
export function gameTouchIconPath(game: Game): string {
  return `${ICONS_PATH}/${game.id}-180.png`;
}

/**
 * A game's own manifest, linked from its play page: added to a home screen, the game opens on its frame page (the
 * bare game, no site around it) full screen, with its own name and an icon of its initials over its screenshot.
 */
export function gameManifest(game: Game): MetadataRoute.Manifest {
  const scope = game.framePath.slice(0, game.framePath.lastIndexOf('/') + 1);
  return {
    id: game.framePath,
    name: `${game.name} by ${config.site.name}`,
    short_name: game.name,
    description: game.playDescription ?? game.description,
    start_url: game.framePath,
    scope,
    display: 'fullscreen',
    orientation: 'any',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['games'],
    icons: homeScreenIcons(gameIcons(game)),
  };
}
