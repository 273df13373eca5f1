import { config } from '@/lib/site/config.server';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { escapeXml } from '@/lib/posts/xml';

// The feed's links carry the deployment's SITE_URL, read per request.
export const dynamic = 'force-dynamic';

/** The blog as an RSS 2.0 feed, every text XML-escaped. */
export async function GET() {
  const posts = await getAllPosts();
  const site = config.site;
  const items = posts
    .map((post) => {
      const link = `${site.url}${postPath(post.slug)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(post.preview)}</description>`,
        `      <author>${escapeXml(`${site.contactEmail} (${post.author})`)}</author>`,
        post.date ? `      <pubDate>${post.date.toUTCString()}</pubDate>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} updates`)}</title>
    <link>${escapeXml(`${site.url}/blog-updates`)}</link>
    <atom:link href="${escapeXml(`${site.url}/blog-updates/feed.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`News from ${site.name}`)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
