import 'server-only';
import { config } from '@/lib/site/config.server';
import type { Game } from '@/lib/games/games';
import { postPath } from '@/lib/posts/source.server';

/** A game's card at its canonical page (app/[game]/opengraph-image.tsx, or the landing page's own). */
export function gameCardPath(game: Game): string {
  return `${game.route}/opengraph-image`;
}

/** The alt text of a game's card: what the picture shows. */
export function gameCardAlt(game: Game): string {
  return `${game.name}, a free game by ${config.site.name}: its name over a screenshot`;
}

/** A post's card at the post's canonical address (proxy.ts serves it from the file-named route). */
export function postCardPath(slug: string): string {
  return `${postPath(slug)}/opengraph-image`;
}

/** The alt text of a post's card. */
export function postCardAlt(title: string): string {
  return `${title}: a blog update from ${config.site.name}`;
}
