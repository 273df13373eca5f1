import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { getAllGames } from '../../lib/games/games';
import { expect, test } from './fixtures';
import { contentRoutes, gameRoutes } from './routes';

const games = getAllGames();
const post = '/blog-updates/the-final-void-demo-is-out';
const quiz = '/quiz/halo/0';

/** One page of every type the site has: each static page, each game's pages, a post, a quiz question, the daily quiz. */
const pageTypes = [
  ...new Set([...contentRoutes, '/quiz-list', '/quiz/daily', ...gameRoutes.map((game) => game.path), post, quiz]),
];
/** Pages that are not for sharing (noindex) still carry the feed link and a card from the layout. */
const unlisted = ['/mailing-list/confirm', '/mailing-list/unsubscribe'];

/** An absolute URL the build wrote with the site's configured origin, as a path this test server answers. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

test.describe('link previews', () => {
  for (const route of [...pageTypes, ...unlisted]) {
    test(`${route}: open-graph-scraper finds a 1200×630 PNG card with its size, alt, locale and a large Twitter card`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const { result, error } = await ogs({ html });
      expect(error).toBe(false);
      expect(result.ogLocale).toBe('en_US');
      expect(result.twitterCard).toBe('summary_large_image');
      const images = result.ogImage ?? [];
      expect(images).toHaveLength(1);
      const [image] = images;
      expect(image?.type).toBe('image/png');
      expect([image?.width, image?.height].map(Number)).toEqual([1200, 630]);
      expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/);
      const picture = await request.get(local(image?.url ?? ''));
      expect(picture.status(), image?.url).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await picture.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      const twitterImage = result.twitterImage?.[0]?.url;
      expect(twitterImage && local(twitterImage)).toBe(local(image?.url ?? ''));
    });
  }

  for (const game of games) {
    test(`${game.name}'s pages share a card of their own, drawn from its screenshot`, async ({ request }) => {
      for (const path of new Set([game.route, game.playPath])) {
        const { result } = await ogs({ html: await (await request.get(path)).text() });
        expect(local(result.ogImage?.[0]?.url ?? '')).toMatch(new RegExp(`^${path}/opengraph-image`));
      }
    });
  }
});

test.describe('feed discovery', () => {
  for (const route of [...pageTypes, ...unlisted, '/no-such-page']) {
    test(`${route} links the RSS feed exactly once`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const links = html.match(/<link[^>]+type="application\/rss\+xml"[^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/rel="alternate"/);
      expect(links[0]).toMatch(/href="[^"]*\/blog-updates\/feed\.xml"/);
    });
  }

  test('the blog links the feed in its text too', async ({ page }) => {
    await page.goto('/blog-updates');
    const feed = page.getByRole('main').getByRole('link', { name: 'RSS feed' });
    expect((await page.request.get((await feed.getAttribute('href')) ?? '')).headers()['content-type']).toContain(
      'application/rss+xml',
    );
  });
});

/** Every JSON-LD block of a page, parsed. */
async function jsonLdOf(
  request: import('@playwright/test').APIRequestContext,
  route: string,
): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(route)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );
}

test.describe('structured data', () => {
  for (const game of games) {
    test(`${game.name} has one VideoGame, on its canonical page, with every documented field`, async ({ request }) => {
      const blocks = await jsonLdOf(request, game.route);
      const videoGames = blocks.filter((block) => block['@type'] === 'VideoGame');
      expect(videoGames).toHaveLength(1);
      const data = videoGames[0] ?? {};
      for (const field of [
        'name',
        'description',
        'url',
        'image',
        'screenshot',
        'datePublished',
        'gamePlatform',
        'applicationCategory',
        'operatingSystem',
        'offers',
        'publisher',
      ]) {
        expect(data, field).toHaveProperty(field);
      }
      expect(local(String(data.url))).toBe(game.route);
      expect(data.offers).toMatchObject({ '@type': 'Offer', price: '0' });
      expect(data.publisher).toMatchObject({ '@type': 'Organization' });
      const screenshots = data.screenshot as { url: string }[];
      expect(screenshots).toHaveLength(game.screenshots.length);
      for (const shot of screenshots) expect((await request.get(local(shot.url))).status()).toBe(200);
      expect((await request.get(local(String(data.image)))).headers()['content-type']).toBe('image/png');
      if (game.playPath !== game.route)
        expect((await jsonLdOf(request, game.playPath)).filter((block) => block['@type'] === 'VideoGame')).toEqual([]);
    });
  }

  test('Final Void’s two pages each have their own title and a description of at most 160 characters', async ({
    page,
  }) => {
    const seen = [];
    for (const path of ['/final-void-online', '/desktop-game']) {
      await page.goto(path);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      seen.push(await page.title(), description);
    }
    expect(new Set(seen).size).toBe(4);
  });

  test('a post is a BlogPosting with an image, both dates and an author with a page', async ({ request }) => {
    const [data] = (await jsonLdOf(request, post)).filter((block) => block['@type'] === 'BlogPosting');
    expect(data).toMatchObject({ author: { '@type': 'Person' }, publisher: { '@type': 'Organization' } });
    expect(data?.dateModified).toEqual(expect.any(String));
    expect(data?.datePublished).toEqual(expect.any(String));
    const author = data?.author as { url: string };
    expect((await request.get(local(author.url))).status()).toBe(200);
    const image = await request.get(local(String(data?.image)));
    expect(image.headers()['content-type']).toBe('image/png');
  });
});
