import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdBanner } from '@/components/ads/ad-banner';
import { SignupForm } from '@/components/forms/signup-form';
import { JsonLd } from '@/components/json-ld';
import { PostByline } from '@/components/posts/post-byline';
import { ShareButtons } from '@/components/share/share-buttons';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import { postPath } from '@/lib/posts/source.server';
import { postCardAlt, postCardPath } from '@/lib/previews/cards.server';
import { blogPostingJsonLd } from '@/lib/previews/structured-data.server';
import { getAllPosts, getPostById } from '@/lib/posts/posts.server';

interface PostPageProps {
  params: Promise<{ postId: string }>;
}

// Only the posts that exist are pages, one per file: proxy.ts serves each at its title slug, and any other address is
// the static 404, never rendered and cached on demand.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ postId: post.id }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = await getPostById((await params).postId);
  if (!post) notFound();
  return pageMetadata({
    title: post.title,
    description: post.preview,
    path: postPath(post.slug),
    type: 'article',
    publishedTime: post.date?.toISOString(),
    modifiedTime: post.updated?.toISOString(),
    authors: [post.author],
    image: { url: postCardPath(post.slug), alt: postCardAlt(post.title) },
  });
}

/** A post's page, prerendered by file name and served at its title slug (proxy.ts; file-name URLs redirect there). */
export default async function PostPage({ params }: PostPageProps) {
  const post = await getPostById((await params).postId);
  if (!post) notFound();
  const url = `${config.site.url}${postPath(post.slug)}`;
  return (
    <article className="prose">
      <JsonLd data={blogPostingJsonLd(post)} />
      <h1>{post.title}</h1>
      <PostByline author={post.author} date={post.date} />
      <div dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      <ShareButtons url={url} title={post.title} />
      <section className="card" aria-labelledby="post-signup-heading">
        <h2 id="post-signup-heading">Get the next update by mail</h2>
        <p>
          Reading this from our feed, or from a mail someone passed on? Join the mailing list and each update comes to
          your inbox, with invitations to test our next games first.
        </p>
        <SignupForm idPrefix="post-signup" />
      </section>
      <AdBanner position={2} />
    </article>
  );
}
