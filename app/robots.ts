import type { MetadataRoute } from 'next';
import { config } from '@/lib/site/config.server';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${config.site.url}/sitemap.xml`,
  };
}
