import type { MetadataRoute } from 'next';
import { config } from '@/lib/site/config.server';

// Its Sitemap line carries the deployment's SITE_URL, read per request.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    // Only the Disallow line: everything else is allowed anyway, and an `Allow: /` before it reads differently to a
    // first-match parser (Python's robotparser) than to a longest-match one (Google's).
    rules: { userAgent: '*', disallow: '/api/' },
    sitemap: `${config.site.url}/sitemap.xml`,
  };
}
