import 'server-only';

/**
 * The warning a production server prints at start-up when SITE_URL is not set: canonical links, the sitemap, the
 * feed, social previews and the links in list mail then point at http://localhost:3000. Null when it is set, or
 * outside production.
 */
export function siteUrlStartupNotice(siteUrl: string | undefined, nodeEnv: string | undefined): string | null {
  if (siteUrl || nodeEnv !== 'production') return null;
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! SITE_URL is not set: the site calls itself http://localhost:3000.',
    '!! Canonical links, the sitemap, the feed, social previews and the links in mail all point there.',
    '!! Set SITE_URL (e.g. https://example.com) and start again (the build serves any address).',
    rule,
  ].join('\n');
}
