import { postPath, postRouteFor, titleSlug } from '@/lib/posts/source.server';
import { escapeXml } from '@/lib/posts/xml';

describe('titleSlug', () => {
  it('lowercases and turns each run of whitespace into one hyphen', () => {
    expect(titleSlug('The Final Void  demo\tis out')).toBe('the-final-void-demo-is-out');
    expect(titleSlug('  Hello World ')).toBe('hello-world');
  });
});

describe('postPath', () => {
  it('percent-encodes the slug, so a title with %, ?, # or / still makes one path segment', () => {
    expect(postPath('100%-fun?#/x')).toBe('/blog-updates/100%25-fun%3F%23%2Fx');
    expect(postPath('the-final-void-demo-is-out')).toBe('/blog-updates/the-final-void-demo-is-out');
  });
});

describe('postRouteFor', () => {
  const slug = 'a-new-home:-the-voidlight-website-gets-an-upgrade';

  it('serves a title slug, however it is encoded, from the page prerendered under the file name', () => {
    for (const segment of [slug, encodeURIComponent(slug), 'a-new-home%3a-the-voidlight-website-gets-an-upgrade']) {
      expect(postRouteFor(segment)).toEqual({ kind: 'rewrite', id: 'website-changes' });
    }
  });

  it('redirects a file name to its title slug, and leaves everything else to the router', () => {
    expect(postRouteFor('website-changes')).toEqual({ kind: 'redirect', path: postPath(slug) });
    for (const segment of ['nope', 'feed.xml', '%E0%A4%A', '100%25-fun', '%']) expect(postRouteFor(segment)).toBeNull();
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
  });
});
