import { config } from '@/lib/site/config.server';
import { getAllGames, getGameByRoute } from '@/lib/games/games';
import { getAllPosts } from '@/lib/posts/posts.server';
import { blogPostingJsonLd, videoGameJsonLd } from '@/lib/previews/structured-data.server';

describe('videoGameJsonLd', () => {
  it.each(getAllGames().map((game) => [game.name, game] as const))(
    '%s has every field Google documents, its URL its canonical page',
    (_name, game) => {
      const data = videoGameJsonLd(game);
      expect(data).toMatchObject({
        '@type': 'VideoGame',
        name: game.name,
        url: `${config.site.url}${game.route}`,
        image: `${config.site.url}${game.route}/opengraph-image`,
        datePublished: game.released.toISOString().slice(0, 10),
        applicationCategory: 'GameApplication',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        publisher: { '@type': 'Organization', name: config.site.name, url: config.site.url },
      });
      expect(data.gamePlatform).toContain('Web browser');
      expect(data.gamePlatform.includes('Android')).toBe(Boolean(game.storeUrl));
      expect(data.operatingSystem).toMatch(/Any/);
      expect(data.screenshot).toHaveLength(game.screenshots.length);
      expect(data.screenshot[0]).toEqual({
        '@type': 'ImageObject',
        url: `${config.site.url}${game.screenshots[0]?.src}`,
        caption: game.screenshots[0]?.alt,
      });
    },
  );

  it('puts Final Void on its landing page, not its play page', () => {
    expect(videoGameJsonLd(getGameByRoute('/final-void-online')).url).toBe(`${config.site.url}/final-void-online`);
  });
});

describe('blogPostingJsonLd', () => {
  it('gives every post an image, both dates and an author with a page', async () => {
    const posts = await getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const data = blogPostingJsonLd(post);
      expect(data.image).toBe(`${data.url}/opengraph-image`);
      expect(data.author).toEqual({ '@type': 'Person', name: post.author, url: `${config.site.url}/about` });
      expect(data.publisher).toMatchObject({ '@type': 'Organization', name: config.site.name });
      if (post.date) {
        expect(data.datePublished).toBe(post.date.toISOString());
        expect(data.dateModified).toBe((post.updated ?? post.date).toISOString());
      }
    }
  });
});
