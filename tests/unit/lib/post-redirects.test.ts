import { getAllPosts } from '@/lib/posts';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const nextConfig = require('../../../next.config.js');

describe('file-name redirects in next.config.js', () => {
  it('send each post file name permanently to the title slug lib/posts links to', async () => {
    const redirects: { source: string; destination: string; permanent: boolean }[] = await nextConfig.redirects();
    const posts = await getAllPosts();
    const expected = posts
      .filter((post) => post.id !== post.slug)
      .map((post) => ({ source: `/blog-updates/${post.id}`, destination: `/blog-updates/${encodeURIComponent(post.slug)}`, permanent: true }));
    expect(redirects).toEqual(expect.arrayContaining(expected));
    expect(redirects).toHaveLength(expected.length);
  });
});
