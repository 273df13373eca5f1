import 'server-only';
import { config } from '@/lib/site/config.server';
import type { Game } from '@/lib/games/games';
import { postPath } from '@/lib/posts/source.server';
import { gameCardPath, postCardPath } from './cards.server';
import type { Post } from '@/lib/posts/posts.server';

/** The studio as schema.org names it: publisher and author of its games, publisher of its posts. */
export function studioOrganization() {
  return {
    '@type': 'Organization',
    name: config.site.name,
    url: config.site.url,
    logo: `${config.site.url}/icons/site-512.png`,
  };
}

/** A path on the site as the absolute URL structured data wants. */
function absolute(path: string): string {
  return `${config.site.url}${path}`;
}

/** A game's `VideoGame` block for its canonical page (its route), with the fields Google documents for software apps. */
export function videoGameJsonLd(game: Game) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.name,
    description: game.description,
    url: absolute(game.route),
    image: absolute(gameCardPath(game)),
    screenshot: game.screenshots.map((shot) => ({
      '@type': 'ImageObject',
      url: absolute(shot.src),
      caption: shot.alt,
    })),
    datePublished: game.released.toISOString().slice(0, 10),
    genre: game.tags,
    gamePlatform: game.storeUrl ? ['Web browser', 'Android'] : ['Web browser'],
    applicationCategory: 'GameApplication',
    operatingSystem: game.storeUrl ? 'Any (web browser), Android' : 'Any (web browser)',
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absolute(game.playPath),
    },
    publisher: studioOrganization(),
    author: studioOrganization(),
  };
}

/** A post's `BlogPosting` block: headline, image, dates, author with a page about them, publisher. */
export function blogPostingJsonLd(post: Post) {
  const url = absolute(postPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.preview,
    image: absolute(postCardPath(post.slug)),
    author: { '@type': 'Person', name: post.author, url: absolute('/about') },
    publisher: studioOrganization(),
    ...(post.date ? { datePublished: post.date.toISOString() } : {}),
    ...(post.updated ? { dateModified: post.updated.toISOString() } : {}),
    mainEntityOfPage: url,
    url,
  };
}
