import 'server-only';
import { config } from '@/lib/config';
import type { Game } from '@/lib/games';
import { isoDay, pressPath } from './facts';

/** The studio as schema.org's Organization, as /press describes it. */
export function organizationJsonLd(): Record<string, unknown> {
  const site = config.site;
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: `${site.url}/press-kit/studio/studio-logo.png`,
    foundingDate: String(site.founded),
    email: site.pressEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'press', email: site.pressEmail, url: `${site.url}/press` },
    sameAs: [`https://x.com/${site.twitterHandle.slice(1)}`, site.googlePlayUrl],
  };
}

/** One game as schema.org's VideoGame, the same entity (`@id`) as on its own page, with its press images. */
export function videoGameJsonLd(game: Game, images: { keyArt: string; screenshots: string[] }): Record<string, unknown> {
  const site = config.site;
  return {
    '@type': 'VideoGame',
    '@id': `${site.url}${game.route}#game`,
    name: game.name,
    description: game.description,
    url: `${site.url}${game.route}`,
    subjectOf: { '@type': 'WebPage', url: `${site.url}${pressPath(game)}` },
    image: `${site.url}${images.keyArt}`,
    screenshot: images.screenshots.map((src) => `${site.url}${src}`),
    datePublished: isoDay(game.released),
    genre: game.tags,
    gamePlatform: game.storeUrl ? ['Web browser', 'Android'] : ['Web browser'],
    applicationCategory: 'Game',
    operatingSystem: game.storeUrl ? 'Any (web browser), Android' : 'Any (web browser)',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    publisher: { '@id': `${site.url}/#organization` },
    author: { '@id': `${site.url}/#organization` },
  };
}
