import { postPath, postRouteFor } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';

describe('post URLs', () => {
  it('send each post file name to the title slug lib/posts links to, and serve that slug from the file', async () => {
    const posts = await getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      if (post.id !== post.slug) expect(postRouteFor(post.id)).toEqual({ kind: 'redirect', path: postPath(post.slug) });
      const segment = postPath(post.slug).slice('/blog-updates/'.length);
      expect(postRouteFor(segment)).toEqual(segment === post.id ? null : { kind: 'rewrite', id: post.id });
    }
  });
});
