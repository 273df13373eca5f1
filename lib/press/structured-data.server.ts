import 'server-only';
import { config } from '@/lib/site/config.server';
import { studioOrganization } from '@/lib/previews/structured-data.server';

/** The studio as schema.org's Organization, as the site names it everywhere, with what /press adds: founding, press contact, profiles. */
export function organizationJsonLd(): Record<string, unknown> {
  const site = config.site;
  return {
    ...studioOrganization(),
    foundingDate: String(site.founded),
    email: site.pressEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'press', email: site.pressEmail, url: `${site.url}/press` },
    sameAs: [`https://x.com/${site.twitterHandle.slice(1)}`, site.googlePlayUrl],
  };
}
