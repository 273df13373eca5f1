import { composeListMail } from '@/lib/mail/list-mail.server';
import { newsletterListMail, newsletterRenderer, type NewsletterPost } from '@/lib/newsletter/newsletter-mail.server';

const post: NewsletterPost = {
  title: 'The <Final> Void demo is out',
  author: 'Alex Reyes',
  date: new Date(Date.UTC(2024, 8, 25)),
  preview: 'The free demo is out today.',
  path: '/blog-updates/the-final-void-demo-is-out',
  markdown: [
    "It's **here**: play it [in your browser](/desktop-game/FV_web_desktop.html) or on [Google Play](https://play.google.com/x).",
    '',
    '## What is in it',
    '',
    '1. The Ruins',
    '2. The Tower',
    '',
    '![The Ruins at night](/images/games/final-void-1.webp)',
  ].join('\n'),
};
const site = { url: 'https://example.test', name: 'Example Games', postalAddress: '1 Pixel Street, 1000 Gameville' };
const unsubscribe = 'https://example.test/mailing-list/unsubscribe?t=member-token';

describe('a post as a newsletter mail', () => {
  const mail = newsletterRenderer(post, site)(unsubscribe);

  it('is the post under its title, with a link to it on the site', () => {
    expect(mail.subject).toBe(post.title);
    expect(mail.postUrl).toBe('https://example.test/blog-updates/the-final-void-demo-is-out');
    expect(mail.html).toContain(`<a href="${mail.postUrl}"`);
    expect(mail.text).toContain(`Read it on the site: ${mail.postUrl}`);
    expect(mail.html).toContain('The &lt;Final&gt; Void demo is out');
  });

  it("makes the site's own links and images absolute and leaves others as written", () => {
    expect(mail.html).toContain('href="https://example.test/desktop-game/FV_web_desktop.html"');
    expect(mail.html).toContain('src="https://example.test/images/games/final-void-1.webp"');
    expect(mail.html).toContain('href="https://play.google.com/x"');
    expect(mail.html).not.toMatch(/(href|src)="\/(?!\/)/);
  });

  it('tracks nothing: every image is one of the post, every link one it names', () => {
    expect([...mail.html.matchAll(/<img\b[^>]*src="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'https://example.test/images/games/final-void-1.webp',
    ]);
    const links = new Set([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]));
    expect(links).toEqual(
      new Set([
        'https://example.test/',
        'https://example.test/desktop-game/FV_web_desktop.html',
        'https://play.google.com/x',
        mail.postUrl,
        unsubscribe,
      ]),
    );
  });

  it('styles every element inline, for mail clients that drop style blocks', () => {
    expect(mail.html).not.toContain('<style');
    const unstyled = [...mail.html.matchAll(/<(?:p|h1|h2|ol|li|a|img)\b(?![^>]*style=)[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(unstyled).toEqual([]);
  });

  it('has a plain-text part a person can read: links spelled out, lists numbered, the footer', () => {
    expect(mail.text).toContain(
      "It's here: play it in your browser (https://example.test/desktop-game/FV_web_desktop.html) or on Google Play (https://play.google.com/x).",
    );
    expect(mail.text).toContain('WHAT IS IN IT\n\n1. The Ruins\n2. The Tower');
    expect(mail.text).toContain('[The Ruins at night]');
    expect(mail.text).toContain('September 25, 2024 · Alex Reyes');
    expect(mail.text).not.toMatch(/[*#]|\]\(/);
  });

  it('says, as sent, why the member gets it, how to leave, and where the studio is', () => {
    const member = { to: 'ada@example.test', unsubscribeUrl: unsubscribe, oneClickUrl: `${unsubscribe}&api` };
    const sender = { from: 'news@example.test', siteName: site.name, siteUrl: site.url };
    const sent = (postalAddress: string | null) =>
      composeListMail(
        newsletterListMail(newsletterRenderer(post, { ...site, postalAddress }), member, new Date(1_800_000_000_000)),
        {
          ...sender,
          postalAddress,
        },
      );
    const { html, text, messageId, list } = sent(site.postalAddress);
    for (const part of [String(html), String(text)]) {
      expect(part).toContain('signed up to the Example Games mailing list and confirmed it');
      expect(part).toContain(unsubscribe);
      expect(part).toContain('1 Pixel Street, 1000 Gameville');
    }
    expect(String(text)).toContain(`Read it on the site: ${mail.postUrl}\n\n-- \n`);
    expect(messageId).toMatch(/^<list\.newsletter\.1800000000000\.[0-9a-f]{16}@example\.test>$/);
    expect(list).toMatchObject({ unsubscribe: { url: member.oneClickUrl } });
    const withoutAddress = sent(null);
    expect(String(withoutAddress.text)).not.toContain('Pixel');
    expect(String(withoutAddress.html)).not.toContain('Pixel');
  });
});
