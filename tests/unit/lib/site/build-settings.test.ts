import { buildSettings, settingsDifferences } from '../../../../scripts/build/settings.mjs';
import { siteUrlStartupNotice } from '@/lib/site/url-notice.server';

describe('the settings a build bakes in', () => {
  it('agree with an environment that has the same build-time values, unset and empty alike', () => {
    const recorded = buildSettings({ SITE_URL: 'https://example.test', SITE_NAME: '' });
    expect(
      settingsDifferences(recorded, { SITE_URL: 'https://example.test', SMTP_URL: 'smtp://x', PORT: '3001' }),
    ).toEqual([]);
  });

  it('name each build-time value that differs, and a build that recorded nothing', () => {
    expect(
      settingsDifferences(buildSettings({}), {
        SITE_URL: 'https://example.test',
        ADS_LIBRARY_URL: 'https://ads.test/a.js',
      }),
    ).toEqual([
      'SITE_URL: the build has (not set), this environment "https://example.test"',
      'ADS_LIBRARY_URL: the build has (not set), this environment "https://ads.test/a.js"',
    ]);
    expect(settingsDifferences(null, {})).toEqual(['the build recorded no settings']);
  });
});

describe('the start-up notice about SITE_URL', () => {
  it('warns a production start without SITE_URL, and nothing else', () => {
    expect(siteUrlStartupNotice(undefined, 'production')).toContain(
      'SITE_URL is not set: the site calls itself http://localhost:3000.',
    );
    expect(siteUrlStartupNotice('', 'production')).not.toBeNull();
    expect(siteUrlStartupNotice('https://example.test', 'production')).toBeNull();
    expect(siteUrlStartupNotice(undefined, 'development')).toBeNull();
  });
});
