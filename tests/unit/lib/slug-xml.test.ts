import { postPath, titleSlug } from '@/lib/post-source.cjs';
import { escapeXml } from '@/lib/xml';

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

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
  });
});
