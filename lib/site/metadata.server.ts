import 'server-only';
import type { Metadata } from 'next';
import { config } from './config.server';

/** Every social card the site draws is this size (Facebook's recommendation), as a PNG. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The language and region of every page, as Open Graph spells it. */
export const OG_LOCALE = 'en_US';

/** The blog's RSS feed: each page links it once, in its alternates. */
export const FEED_PATH = '/blog-updates/feed.xml';

/** The longest useful meta description: search results cut the rest. */
export const DESCRIPTION_LIMIT = 160;

/** The site's default card, app/opengraph-image.tsx. */
export const SITE_OG_IMAGE = { url: '/opengraph-image', alt: 'Free games by an independent studio' };

export interface OgImageInput {
  /** The image's path or URL: a 1200×630 PNG card. */
  url: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/games'; becomes the canonical and og:url. */
  path: string;
  /** The page's card; the site's default card when absent. */
  image?: OgImageInput;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
}

/** The whole sentences of `text` that fit in a meta description (all of it when it fits). */
export function descriptionWithin(text: string, limit = DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if ((kept + sentence).trimEnd().length > limit) break;
    kept += sentence;
  }
  return kept.trimEnd() || `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** The feed's discovery link beside a page's canonical: a page's `alternates` replace the layout's whole. */
export function alternatesFor(path: string): NonNullable<Metadata['alternates']> {
  return { canonical: path, types: { 'application/rss+xml': FEED_PATH } };
}

/** Title, description, canonical URL, feed link and social-preview metadata (a sized, described card) for one page. */
export function pageMetadata({
  title,
  description,
  path,
  image = SITE_OG_IMAGE,
  type = 'website',
  publishedTime,
  modifiedTime,
  authors,
}: PageMetadataInput): Metadata {
  const images = [{ url: image.url, alt: image.alt, type: 'image/png', ...OG_IMAGE_SIZE }];
  return {
    title,
    description,
    alternates: alternatesFor(path),
    openGraph: {
      title,
      description,
      url: path,
      siteName: config.site.name,
      locale: OG_LOCALE,
      type,
      ...(type === 'article' ? { publishedTime, modifiedTime, authors } : {}),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      site: config.site.twitterHandle,
      images,
    },
  };
}
