import { titleSlug } from '@/lib/slug';
import { escapeXml } from '@/lib/xml';

describe('titleSlug', () => {
  it('lowercases and turns each run of whitespace into one hyphen', () => {
    expect(titleSlug('The Final Void  demo\tis out')).toBe('the-final-void-demo-is-out');
    expect(titleSlug('  Hello World ')).toBe('hello-world');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
  });
});
