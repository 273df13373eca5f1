import { descriptionWithin, FEED_PATH, OG_IMAGE_SIZE, pageMetadata, SITE_OG_IMAGE } from '@/lib/site/metadata.server';

describe('pageMetadata', () => {
  const metadata = pageMetadata({ title: 'About', description: 'Who we are.', path: '/about' });

  it('keeps the feed link beside the canonical: a page’s alternates replace the layout’s whole', () => {
    expect(metadata.alternates).toEqual({ canonical: '/about', types: { 'application/rss+xml': FEED_PATH } });
  });

  it('describes its card fully: URL, alt, size, type; and the locale', () => {
    expect(metadata.openGraph).toMatchObject({
      locale: 'en_US',
      images: [{ url: SITE_OG_IMAGE.url, alt: SITE_OG_IMAGE.alt, type: 'image/png', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: SITE_OG_IMAGE.url, ...OG_IMAGE_SIZE }],
    });
  });

  it('uses the card it is given, and article dates only for articles', () => {
    const article = pageMetadata({
      title: 'T',
      description: 'D',
      path: '/blog-updates/t',
      type: 'article',
      publishedTime: '2024-08-21T00:00:00.000Z',
      modifiedTime: '2024-09-01T00:00:00.000Z',
      image: { url: '/blog-updates/t/opengraph-image', alt: 'T: a blog update' },
    });
    expect(article.openGraph).toMatchObject({
      type: 'article',
      modifiedTime: '2024-09-01T00:00:00.000Z',
      images: [{ url: '/blog-updates/t/opengraph-image', alt: 'T: a blog update' }],
    });
    expect(metadata.openGraph).not.toHaveProperty('publishedTime');
  });
});

describe('descriptionWithin', () => {
  it('keeps a text that fits', () => {
    expect(descriptionWithin('Short and sweet.')).toBe('Short and sweet.');
  });

  it('keeps the whole sentences that fit in 160 characters', () => {
    const text =
      'A dark 2D platformer. A lone wanderer climbs through the ruins at the edge of the void, where every jump counts and the darkness remembers. The free demo has three levels.';
    expect(text.length).toBeGreaterThan(160);
    expect(descriptionWithin(text)).toBe(
      'A dark 2D platformer. A lone wanderer climbs through the ruins at the edge of the void, where every jump counts and the darkness remembers.',
    );
  });

  it('cuts a first sentence longer than the limit with an ellipsis', () => {
    const cut = descriptionWithin(`${'word '.repeat(40)}end.`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});
