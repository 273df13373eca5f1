import 'server-only';
import { config } from '@/lib/site/config.server';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts, type Post } from '@/lib/posts/posts.server';
import type { NewsletterPost, NewsletterSite } from './newsletter-mail.server';

/** The post a newsletter command names, by file name (content/updates/<id>.md) or by its title slug. */
export async function findPost(name: string): Promise<Post | null> {
  return (await getAllPosts()).find((post) => post.id === name || post.slug === name) ?? null;
}

export function newsletterPost(post: Post): NewsletterPost {
  return {
    title: post.title,
    author: post.author,
    date: post.date,
    preview: post.preview,
    markdown: post.markdown,
    path: postPath(post.slug),
  };
}

export function newsletterSite(): NewsletterSite {
  return { url: config.site.url, name: config.site.name, postalAddress: config.site.postalAddress };
}
