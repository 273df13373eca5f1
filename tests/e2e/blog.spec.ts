import { afterIdle, expect, test } from './fixtures';

test('the blog lists every post newest first with preview, author, date and an ad each', async ({ page }) => {
  await page.goto('/blog-updates');
  const posts = page.locator('main article');
  await expect(posts).toHaveCount(5);
  const dates = await posts
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(posts.first()).toContainText('By ');
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(5);
  await expect(page.locator('aside[aria-label^="Advertisement"]')).toHaveCount(5);
});

test('every post link is the same encoded address the post page calls canonical, and opens the post', async ({
  page,
}) => {
  await page.goto('/blog-updates');
  const hrefs = await page
    .getByRole('link', { name: /^Read More/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // A title with a colon makes a slug with one: encoded, the link is one path segment on every browser and crawler.
  expect(hrefs).toContain('/blog-updates/a-new-home%3A-the-voidlight-website-gets-an-upgrade');
  for (const href of hrefs) {
    expect(href).toBe(`/blog-updates/${encodeURIComponent(decodeURIComponent(href.slice('/blog-updates/'.length)))}`);
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(href);
  }
});

test('Read More opens the post with its content, byline, share buttons and article metadata', async ({ page }) => {
  await page.goto('/blog-updates');
  const first = page.locator('main article').first();
  const title = (await first.locator('h2').textContent()) ?? '';
  await first.getByRole('link', { name: /^Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main time')).toBeVisible();
  await page.getByRole('heading', { name: 'Share this post' }).scrollIntoViewIfNeeded();
  for (const name of [
    'Share on Facebook',
    'Share on X (Twitter)',
    'Share on Reddit',
    'Share on LinkedIn',
    'Copy link',
  ]) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /opengraph-image/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog-updates/`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('BlogPosting');
  expect(jsonLd.headline).toBe(title);
});

test(
  'the network share buttons load as the reader nears them, in space kept for them',
  { tag: '@phone' },
  async ({ page }) => {
    const shareScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text()).includes('FacebookShareButton'))
        shareScripts.push(response.url());
    });
    await page.goto('/blog-updates/the-final-void-demo-is-out');
    await expect(page.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
    await afterIdle(page);
    const section = page.locator('section[aria-labelledby="share-heading"]');
    expect(
      await section.evaluate((element) => element.getBoundingClientRect().top),
      'the share section starts below the first screen',
    ).toBeGreaterThan(page.viewportSize()?.height ?? 0);
    expect(shareScripts, 'react-share loaded with the page').toEqual([]);
    await expect(page.getByRole('button', { name: 'Share on Facebook' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const before = await section.boundingBox();

    await section.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Share on Facebook' })).toBeVisible();
    expect(shareScripts.length, 'react-share loaded once the section neared').toBeGreaterThan(0);
    const after = await section.boundingBox();
    expect(after?.height).toBe(before?.height);
    await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toHaveJSProperty('offsetWidth', 44);
  },
);

test('a file-name URL redirects permanently to the title slug', async ({ page, request }) => {
  const response = await request.get('/blog-updates/final-void-demo', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/blog-updates/the-final-void-demo-is-out');
  await page.goto('/blog-updates/final-void-demo');
  await expect(page).toHaveURL(/\/blog-updates\/the-final-void-demo-is-out$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Final Void demo is out');
});

test('an unknown post is a 404, never an endless Loading', async ({ page }) => {
  for (const path of ['/blog-updates/%25', '/blog-updates/100%25-fun', '/blog-updates/no-such-post/opengraph-image']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto('/blog-updates/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});

test('the RSS feed lists every post, XML-escaped', async ({ request }) => {
  const response = await request.get('/blog-updates/feed.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml.match(/<item>/g)).toHaveLength(5);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
});

test('a post offers the mailing list to its readers, and signs them up from the post', async ({ page }) => {
  await page.goto('/blog-updates/the-final-void-demo-is-out');
  const offer = page.getByRole('region', { name: 'Get the next update by mail' });
  await expect(offer).toContainText('Reading this from our feed');
  const email = `post-reader-${Date.now()}@gmail.com`;
  await offer.getByLabel('Your Gmail address').fill(email);
  await offer.getByRole('button', { name: 'Sign up' }).click();
  await expect(offer.getByRole('status')).toContainText(`Thank you for signing up, ${email}!`);
});
