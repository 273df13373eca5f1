import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/config';
import { getAllPosts, getPostBySlug } from '@/lib/posts';

// One card per existing post; any other slug is a 404, never rendered and cached on demand.
export const dynamicParams = false;

export const alt = 'A blog update from the studio';
export const size = OG_SIZE;
export const contentType = 'image/png';

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ slug: post.slug }));
}

export default async function PostOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPostBySlug((await params).slug);
  return ogCard({ kicker: `${config.site.name} · Blog update`, title: post?.title ?? 'Blog update', footer: post?.author ?? config.site.name });
}
