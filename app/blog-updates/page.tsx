import { IntentLink } from '@/components/intent-link';
import { Fragment } from 'react';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { PostByline } from '@/components/posts/post-byline';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { pageMetadata } from '@/lib/site/metadata.server';

export const metadata = pageMetadata({
  title: 'Blog Updates',
  description: 'News from the studio: game releases, demos, what we are working on and changes to the site.',
  path: '/blog-updates',
});

export default async function BlogListPage() {
  const posts = await getAllPosts();
  return (
    <>
      <h1>Blog Updates</h1>
      <p className="lead">
        News from the studio. Follow along with the <a href="/blog-updates/feed.xml">RSS feed</a>.
      </p>
      {posts.map((post, index) => (
        <Fragment key={post.id}>
          <article className="card" aria-labelledby={`post-${post.id}`}>
            <h2 id={`post-${post.id}`}>
              <IntentLink href={postPath(post.slug)}>{post.title}</IntentLink>
            </h2>
            <PostByline author={post.author} date={post.date} />
            <p>{post.preview}</p>
            <IntentLink className="button" href={postPath(post.slug)}>
              Read More<span className="visually-hidden">: {post.title}</span>
            </IntentLink>
          </article>
          <AdBanner position={index} name={adSlotName(index, posts.length)} />
        </Fragment>
      ))}
    </>
  );
}
