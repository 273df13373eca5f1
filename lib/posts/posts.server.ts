import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { remark } from 'remark';
import html from 'remark-html';
import { z } from 'zod';
import { parseDashedDate } from '@/lib/site/dates';
import { readFrontMatter, titleSlug } from './source.server';

const PREVIEW_LENGTH = 200;
const postsDirectory = path.join(process.cwd(), 'content', 'updates');

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  date: z.union([z.string(), z.date()]).optional(),
  /** The day the post was last edited, when it was (DD-MM-YYYY). */
  updated: z.union([z.string(), z.date()]).optional(),
  author: z.string().trim().min(1),
  excerpt: z.string().trim().min(1).optional(),
  /** `false` keeps the post out of the newsletter (npm run newsletter). */
  newsletter: z.boolean().optional(),
});

export interface Post {
  /** The file name without extension (the post's id in its address). */
  id: string;
  /** The canonical URL segment: the title slug. */
  slug: string;
  title: string;
  author: string;
  /** Null when the front matter has no date or one that is not a real DD-MM-YYYY day. */
  date: Date | null;
  /** The day of the last edit: the front matter's `updated`, else `date`. */
  updated: Date | null;
  preview: string;
  contentHtml: string;
  /** The post's Markdown, without its front matter: the newsletter renders it again for mail. */
  markdown: string;
  /** Whether the post may be mailed to the list (front matter `newsletter: false` says no). */
  newsletter: boolean;
}

function readDate(value: string | Date | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return value ? parseDashedDate(value, 'DMY') : null;
}

/** The first `length` characters of a markdown body as plain text, plus an ellipsis when cut. */
export function plainTextPreview(markdown: string, length = PREVIEW_LENGTH): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

function frontMatterOf(id: string, fileText: string): ReturnType<typeof readFrontMatter> {
  try {
    return readFrontMatter(fileText);
  } catch (error) {
    throw new Error(`content/updates/${id}.md: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Parses one post file's text; throws naming the file when the front matter is invalid. */
export async function parsePost(id: string, fileText: string): Promise<Post> {
  const { data, content } = frontMatterOf(id, fileText);
  const frontMatter = frontMatterSchema.safeParse(data);
  if (!frontMatter.success) {
    throw new Error(`content/updates/${id}.md has invalid front matter: ${z.prettifyError(frontMatter.error)}`);
  }
  const rendered = await remark().use(html).process(content);
  return {
    id,
    slug: titleSlug(frontMatter.data.title),
    title: frontMatter.data.title,
    author: frontMatter.data.author,
    date: readDate(frontMatter.data.date),
    updated: readDate(frontMatter.data.updated) ?? readDate(frontMatter.data.date),
    preview: frontMatter.data.excerpt ?? plainTextPreview(content),
    contentHtml: String(rendered),
    markdown: content,
    newsletter: frontMatter.data.newsletter ?? true,
  };
}

let cache: Promise<Post[]> | undefined;

async function loadPosts(): Promise<Post[]> {
  const files = fs.readdirSync(postsDirectory).filter((file) => file.endsWith('.md'));
  const posts = await Promise.all(
    files.map((file) =>
      parsePost(path.basename(file, '.md'), fs.readFileSync(path.join(postsDirectory, file), 'utf8')),
    ),
  );
  const slugs = new Set(posts.map((post) => post.slug));
  if (slugs.size !== posts.length) throw new Error('Two posts in content/updates have titles with the same slug');
  return posts.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
}

/** Every post, newest first (undated posts last). */
export function getAllPosts(): Promise<Post[]> {
  cache ??= loadPosts();
  return cache;
}

/** The post whose file name is `id`, or null. */
export async function getPostById(id: string): Promise<Post | null> {
  return (await getAllPosts()).find((post) => post.id === id) ?? null;
}
