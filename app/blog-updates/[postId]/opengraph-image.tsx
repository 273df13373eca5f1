import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/site/config.server';
import { getAllPosts, getPostById } from '@/lib/posts/posts.server';
import { cardOnce } from '@/lib/previews/drawn-cards.server';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

// One card per existing post, by file name; any other address is a 404, never rendered and cached on demand.
export const dynamicParams = false;

export const alt = 'A blog update from the studio';
export const size = OG_SIZE;
export const contentType = 'image/png';

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ postId: post.id }));
}

export default async function PostOpenGraphImage({ params }: { params: Promise<{ postId: string }> }) {
  const post = await getPostById((await params).postId);
  if (!post) return new Response('No such post', { status: 404 });
  return cardOnce(`post/${post.id}`, () =>
    ogCard({
      kicker: `${config.site.name} · Blog update`,
      title: post.title,
      footer: post.author,
    }),
  );
}
