import { getAllPosts, getPostById, parsePost, plainTextPreview } from '@/lib/posts/posts.server';

describe('parsePost', () => {
  it('reads front matter, renders markdown and derives slug and preview', async () => {
    const post = await parsePost(
      'demo',
      '---\ntitle: "Big  News Today"\ndate: "08-11-2024"\nauthor: "Alex"\n---\n## Heading\n\nSome **bold** text.',
    );
    expect(post.slug).toBe('big-news-today');
    expect(post.date?.toISOString()).toBe('2024-11-08T00:00:00.000Z');
    expect(post.contentHtml).toContain('<h2>Heading</h2>');
    expect(post.preview).toBe('Heading Some bold text.');
  });

  it('prefers the excerpt and shows a missing or impossible date as null', async () => {
    const post = await parsePost(
      'demo',
      '---\ntitle: T\nauthor: A\nexcerpt: Short and sweet.\ndate: "31-02-2024"\n---\nBody',
    );
    expect(post.preview).toBe('Short and sweet.');
    expect(post.date).toBeNull();
  });

  it('takes the last edit from `updated`, else from the date', async () => {
    const edited = await parsePost(
      'demo',
      '---\ntitle: T\nauthor: A\ndate: "21-08-2024"\nupdated: "02-09-2024"\n---\nBody',
    );
    expect(edited.updated?.toISOString()).toBe('2024-09-02T00:00:00.000Z');
    const unedited = await parsePost('demo', '---\ntitle: T\nauthor: A\ndate: "21-08-2024"\n---\nBody');
    expect(unedited.updated?.toISOString()).toBe('2024-08-21T00:00:00.000Z');
  });

  it('never runs front matter written as JavaScript, and reads only YAML', async () => {
    const marker = '__frontMatterRan';
    const script = `---js\n{ title: (globalThis.${marker} = 'ran'), author: 'A' }\n---\nBody`;
    await expect(parsePost('evil', script)).rejects.toThrow(
      /content\/updates\/evil\.md: front matter in "js" is not allowed/,
    );
    await expect(parsePost('evil', script.replace('---js', '---javascript'))).rejects.toThrow(/not allowed/);
    await expect(parsePost('json', '---json\n{ "title": "T", "author": "A" }\n---\nBody')).rejects.toThrow(
      /"json" is not allowed/,
    );
    await expect(parsePost('coffee', '---coffee\ntitle: "T"\n---\nBody')).rejects.toThrow(
      /content\/updates\/coffee\.md/,
    );
    expect(Reflect.get(globalThis, marker)).toBeUndefined();
    expect((await parsePost('yaml', '---yaml\ntitle: T\nauthor: A\n---\nBody')).title).toBe('T');
  });

  it('names the file when the front matter is invalid', async () => {
    await expect(parsePost('broken', '---\ntitle: ""\n---\nBody')).rejects.toThrow(/content\/updates\/broken\.md/);
  });
});

describe('plainTextPreview', () => {
  it('cuts plain text at 200 characters plus an ellipsis, never inside markup', () => {
    const preview = plainTextPreview(`[link](/x) ${'word '.repeat(100)}`);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview).not.toMatch(/[<>[\]]/);
  });
});

describe('the five posts', () => {
  it('are all there, newest first, findable by file name', async () => {
    const posts = await getAllPosts();
    expect(posts.map((post) => post.id).sort()).toEqual([
      'enter-the-final-void',
      'final-void-demo',
      'final-void-first-chapter',
      'first-update',
      'website-changes',
    ]);
    const times = posts.map((post) => post.date?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const demo = posts.find((post) => post.id === 'final-void-demo');
    expect((await getPostById('final-void-demo'))?.slug).toBe(demo?.slug);
    expect(await getPostById('nope')).toBeNull();
  });
});
