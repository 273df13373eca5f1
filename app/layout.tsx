import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AdAutoTag } from '@/components/ads/ad-auto-tag';
import { displayFont } from '@/components/layout/display-font';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { CONSENT_GATE } from '@/components/consent/consent-gate';
import { WebVitalsReporter } from '@/components/measurement/web-vitals-reporter';
import { config } from '@/lib/site/config.server';
import { iconLinks } from '@/lib/install/icon-files';
import { THEME_COLOR } from '@/lib/install/theme';
import { FEED_PATH, OG_LOCALE } from '@/lib/site/metadata.server';

// Every page carries the deployment's settings (SITE_URL in its links and previews, the site's name, the ad library),
// read from the environment the server runs in: pages render per request, so one build serves any deployment.
export const dynamic = 'force-dynamic';

const description = `${config.site.name} makes free games: play them in your browser or get them on Google Play, read our updates and test your knowledge with gaming quizzes.`;

export const metadata: Metadata = {
  metadataBase: new URL(config.site.url),
  title: { default: `${config.site.name}: free games by an indie studio`, template: `%s | ${config.site.name}` },
  description,
  applicationName: config.site.name,
  openGraph: { siteName: config.site.name, type: 'website', locale: OG_LOCALE },
  twitter: { card: 'summary_large_image', site: config.site.twitterHandle },
  alternates: { types: { 'application/rss+xml': FEED_PATH } },
  // app/manifest.ts adds its own link; icons set here replace app/icon.svg's, so iconLinks names it beside the others.
  icons: iconLinks(),
};

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The consent gate sets data-ad-consent on <html> before React hydrates it.
    <html lang="en" className={displayFont.variable} suppressHydrationWarning={Boolean(config.ads)}>
      {config.ads ? (
        <head>
          {/* Inline, so it runs before the first paint without a render-blocking request: no flash of the banner. */}
          <script dangerouslySetInnerHTML={{ __html: CONSENT_GATE }} />
        </head>
      ) : null}
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader siteName={config.site.name} />
        <main id="main">{children}</main>
        <SiteFooter siteName={config.site.name} contactEmail={config.site.contactEmail} />
        {config.ads ? <ConsentBanner /> : null}
        {config.vitalsSampleRate > 0 ? <WebVitalsReporter sampleRate={config.vitalsSampleRate} /> : null}
        {config.ads?.autoTagZone ? (
          <AdAutoTag libraryUrl={config.ads.libraryUrl} zoneId={config.ads.autoTagZone} />
        ) : null}
      </body>
    </html>
  );
}
