import 'server-only';
import type { Metadata } from 'next';
import { config } from './config.server';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/games'; becomes the canonical and og:url. */
  path: string;
  /** An image path or URL; the site's generated default is used when absent. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
}

/** Title, description, canonical URL and social-preview metadata for one page. */
export function pageMetadata({ title, description, path, image, type = 'website', publishedTime, authors }: PageMetadataInput): Metadata {
  const images = [{ url: image ?? '/opengraph-image' }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: config.site.name,
      type,
      ...(type === 'article' ? { publishedTime, authors } : {}),
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
