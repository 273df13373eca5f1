import 'server-only';
/**
 * An update post as a newsletter mail: the post's own Markdown, rendered once for the HTML part (in the site's colours,
 * within what mail clients render: tables, inline styles, no web fonts, no script) and once for the plain-text part,
 * every link and image made absolute, with a link to the post on the site and a footer saying why the member gets it
 * (the plain-text part gets the footer every list mail gets, as it is sent).
 * Nothing in it tracks the reader: no pixel, and every link is the address it names.
 */
import type { Link, List, Nodes, Root } from 'mdast';
import { remark } from 'remark';
import html from 'remark-html';
import { listMailReason, type ListMail } from '@/lib/mail/list-mail.server';
import { formatDate } from '@/lib/site/dates';

export interface NewsletterPost {
  title: string;
  author: string;
  date: Date | null;
  /** One or two sentences: the line a mail client shows after the subject. */
  preview: string;
  /** The post's Markdown, without its front matter. */
  markdown: string;
  /** The post's address on the site, from its root ("/blog-updates/…"). */
  path: string;
}

export interface NewsletterSite {
  /** The site's address, without a trailing slash. */
  url: string;
  name: string;
  /** The studio's postal contact line, shown in every footer when set. */
  postalAddress: string | null;
}

export interface NewsletterMail {
  subject: string;
  /** The whole HTML part, its footer included. */
  html: string;
  /** The plain-text part without its footer, which every list mail gets as it is sent (composeListMail). */
  text: string;
  /** Where "Read it on the site" leads. */
  postUrl: string;
}

const COLORS = {
  page: '#0b0f1a',
  card: '#141a2e',
  line: '#2a3350',
  text: '#e8ecf8',
  dim: '#aab3cf',
  cyan: '#7cf9ff',
  amber: '#ffd166',
  magenta: '#ff4fd8',
  onMagenta: '#1a0016',
};
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Inline styles for the elements remark-html writes: many mail clients drop a <style> block. */
const ELEMENT_STYLES: Record<string, string> = {
  p: 'margin:0 0 16px',
  h2: `margin:28px 0 12px;font-size:21px;line-height:1.3;color:${COLORS.amber}`,
  h3: `margin:24px 0 10px;font-size:18px;line-height:1.3;color:${COLORS.amber}`,
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  li: 'margin:0 0 6px',
  a: `color:${COLORS.cyan};text-decoration:underline`,
  img: 'display:block;max-width:100%;height:auto;border:0;border-radius:8px',
  blockquote: `margin:0 0 16px;padding:0 0 0 14px;border-left:3px solid ${COLORS.line};color:${COLORS.dim}`,
  code: 'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px',
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** An address of the site's own (starting with one "/") made absolute; any other left as written. */
const absolute = (address: string, siteUrl: string): string =>
  address.startsWith('/') && !address.startsWith('//') ? `${siteUrl}${address}` : address;

/** The post's HTML with absolute links and images and each element's inline style. */
function bodyHtml(markdown: string, siteUrl: string): string {
  const rendered = String(remark().use(html).processSync(markdown));
  return rendered
    .replace(/\b(href|src)="([^"]*)"/g, (_, name: string, address: string) => `${name}="${absolute(address, siteUrl)}"`)
    .replace(/<(p|h2|h3|ul|ol|li|a|img|blockquote|code)(?=[\s>/])/g, (tag, name: string) => {
      return `${tag} style="${ELEMENT_STYLES[name]}"`;
    });
}

/** The plain text of Markdown nodes: links as "text (address)", images as their alt text, lists with their marks. */
function plainText(node: Nodes, siteUrl: string): string {
  const inline = (children: Nodes[]): string => children.map((child) => plainText(child, siteUrl)).join('');
  switch (node.type) {
    case 'root':
      return node.children
        .map((child) => plainText(child, siteUrl))
        .filter(Boolean)
        .join('\n\n');
    case 'heading':
      return inline(node.children).toUpperCase();
    case 'paragraph':
    case 'emphasis':
    case 'strong':
    case 'delete':
      return inline(node.children);
    case 'link':
      return linkText(node, inline(node.children), siteUrl);
    case 'image':
      return node.alt ? `[${node.alt}]` : '';
    case 'list':
      return listText(node, siteUrl);
    case 'blockquote':
      return node.children.map((child) => `> ${plainText(child, siteUrl)}`).join('\n>\n');
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return '\n';
    case 'thematicBreak':
      return '* * *';
    default:
      return 'children' in node ? inline(node.children as Nodes[]) : '';
  }
}

function linkText(link: Link, text: string, siteUrl: string): string {
  const address = absolute(link.url, siteUrl);
  return text === address || text === link.url ? address : `${text} (${address})`;
}

function listText(list: List, siteUrl: string): string {
  return list.children
    .map((item, index) => {
      const mark = list.ordered ? `${(list.start ?? 1) + index}.` : '-';
      const text = item.children.map((child) => plainText(child, siteUrl)).join('\n');
      return `${mark} ${text.replaceAll('\n', '\n   ')}`;
    })
    .join('\n');
}

/** Renders a post's newsletter once; the function it returns makes each member's mail (with their own unsubscribe page). */
export function newsletterRenderer(
  post: NewsletterPost,
  site: NewsletterSite,
): (unsubscribeUrl: string) => NewsletterMail {
  const postUrl = `${site.url}${post.path}`;
  const byline = [post.date ? formatDate(post.date) : null, post.author].filter(Boolean).join(' · ');
  const why = listMailReason('newsletter', site.name);
  const text = [
    site.name.toUpperCase(),
    '',
    post.title,
    byline,
    '',
    plainText(remark().parse(post.markdown) as Root, site.url),
    '',
    `Read it on the site: ${postUrl}`,
  ].join('\n');

  const cell = (style: string, content: string) => `<tr><td style="${style}">${content}</td></tr>`;
  const htmlMail = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(post.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(post.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${COLORS.card};border:1px solid ${COLORS.line};border-radius:12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLORS.text};">
${cell(`padding:24px 28px 0;font-size:13px;font-weight:700;letter-spacing:2px;text-transform:uppercase;color:${COLORS.cyan};`, `<a href="${site.url}/" style="color:${COLORS.cyan};text-decoration:none;">${escapeHtml(site.name)}</a>`)}
${cell('padding:8px 28px 0;', `<h1 style="margin:0;font-size:26px;line-height:1.25;color:${COLORS.text};">${escapeHtml(post.title)}</h1>`)}
${cell(`padding:6px 28px 12px;font-size:14px;color:${COLORS.dim};`, escapeHtml(byline))}
${cell('padding:8px 28px 4px;', bodyHtml(post.markdown, site.url))}
${cell('padding:4px 28px 28px;', `<a href="${postUrl}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${COLORS.magenta};color:${COLORS.onMagenta};font-weight:700;text-decoration:none;">Read it on the site</a>`)}
</table>
<p style="max-width:600px;margin:16px auto 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${COLORS.dim};">${escapeHtml(why)} `;
  const afterLink = `${site.postalAddress ? `<br>${escapeHtml(site.postalAddress)}` : ''}</p>
</td></tr>
</table>
</body>
</html>
`;
  return (unsubscribeUrl) => ({
    subject: post.title,
    html: `${htmlMail}<a href="${unsubscribeUrl}" style="color:${COLORS.cyan};">Unsubscribe</a>${afterLink}`,
    text,
    postUrl,
  });
}

/** One member's newsletter mail of a campaign, as the mailer takes it: the same mail on every attempt. */
export function newsletterListMail(
  render: (unsubscribeUrl: string) => NewsletterMail,
  member: { to: string; unsubscribeUrl: string; oneClickUrl: string },
  campaignStartedAt: Date,
): ListMail {
  const { subject, html, text } = render(member.unsubscribeUrl);
  return { kind: 'newsletter', issuedAt: campaignStartedAt, subject, html, text, ...member };
}
