import AxeBuilder from '@axe-core/playwright';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { formatDate } from '../../lib/site/dates';
import { getAllGames } from '../../lib/games/games';
import { expect, test } from './fixtures';
import { validateHtml } from './vnu';

// The press kit: /press and one page per game of content/games.json, their facts as the list has them, and every file they
// hand out (images, zips) there, of its type and size, and the zips holding what the pages list.

const games = getAllGames();
const TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  zip: 'application/zip',
};
const oldestFirst = [...games].reverse();

/** The fact shown under `term` in the factsheet. */
const fact = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

/** Fetches every download link and image of the page: 200, the type its name says, and the size the page prints (data-bytes). */
async function checkFiles(page: Page, request: APIRequestContext): Promise<Map<string, Buffer>> {
  const links = await page
    .locator('a[download]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', bytes: Number(a.getAttribute('data-bytes')) })),
    );
  const images = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const bodies = new Map<string, Buffer>();
  for (const { href, bytes } of [...links, ...images.map((href) => ({ href, bytes: NaN }))]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain(
      TYPES[href.slice(href.lastIndexOf('.') + 1)] ?? 'unknown',
    );
    const body = await response.body();
    if (!Number.isNaN(bytes)) expect(body.length, href).toBe(bytes);
    bodies.set(href, body);
  }
  expect(links.length).toBeGreaterThan(0);
  return bodies;
}

/** Each zip the page links opens, and holds exactly the files the page links beside it (its folder's PNGs, SVGs). */
function checkZips(bodies: Map<string, Buffer>) {
  const zips = [...bodies.keys()].filter((href) => href.endsWith('.zip'));
  expect(zips).toHaveLength(1);
  for (const href of zips) {
    const folder = href.slice(0, href.lastIndexOf('/') + 1);
    const listed = [...bodies.keys()].filter((other) => other.startsWith(folder) && /\.(png|svg)$/.test(other));
    const entries = unzipSync(new Uint8Array(bodies.get(href) ?? []));
    expect(Object.keys(entries).sort(), href).toEqual(listed.map((other) => other.slice(folder.length)).sort());
    for (const other of listed)
      expect(
        Buffer.from(entries[other.slice(folder.length)] ?? []).equals(bodies.get(other) ?? Buffer.alloc(0)),
        other,
      ).toBe(true);
  }
}

async function checkStructuredData(page: Page, types: string[]) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => {
    const data = JSON.parse(text);
    return data['@graph'] ?? [data];
  });
  expect(items.map((item: { '@type': string }) => item['@type']).sort()).toEqual([...types].sort());
  return items;
}

/** The page's link preview is its own card: a 1200×630 PNG from the route beside it. */
async function checkSocialCard(page: Page, request: APIRequestContext, path: string) {
  const image = new URL((await page.locator('meta[property="og:image"]').first().getAttribute('content')) ?? '');
  expect(image.pathname).toBe(`${path}/opengraph-image`);
  const response = await request.get(`${image.pathname}${image.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

async function checkAccessibleAndValid(page: Page, request: APIRequestContext, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  expect(await validateHtml(await (await request.get(path)).text()), path).toEqual([]);
}

test('/press has the studio factsheet, history, every game with its press page, logos and a contact', async ({
  page,
  request,
}) => {
  await page.goto('/press');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press kit');
  for (const term of ['Developer', 'Based in', 'Founded', 'Website', 'Press contact'])
    await expect(fact(page, term)).not.toBeEmpty();
  await expect(fact(page, 'Price')).toContainText('Free');
  const releases = fact(page, 'Releases').getByRole('listitem');
  await expect(releases).toHaveText(
    oldestFirst.map(
      (game) =>
        `${game.name}, ${formatDate(game.released)} (${game.storeUrl ? 'Web browser, Android (Google Play)' : 'Web browser'})`,
    ),
  );
  for (const game of games) {
    await expect(page.getByRole('link', { name: `${game.name} press kit` })).toHaveAttribute(
      'href',
      `/press/${game.id}`,
    );
    await expect(page.getByRole('link', { name: `Play ${game.name} online` })).toHaveAttribute('href', game.route);
  }
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Hello from');
  const feed = page.getByRole('link', { name: 'News (RSS feed)' });
  const feedResponse = await request.get((await feed.getAttribute('href')) ?? '');
  expect(feedResponse.status()).toBe(200);
  expect(feedResponse.headers()['content-type']).toContain('xml');
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  checkZips(await checkFiles(page, request));
  const [organization] = await checkStructuredData(page, ['Organization']);
  expect(organization).toMatchObject({ contactPoint: { contactType: 'press' } });
  await checkSocialCard(page, request, '/press');
  await checkAccessibleAndValid(page, request, '/press');
});

test('the footer leads to the press kit and the sitemap lists it', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press kit' }).click();
  await expect(page).toHaveURL(/\/press$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/press', ...games.map((game) => `/press/${game.id}`)])
    expect(sitemap).toContain(`${path}</loc>`);
});

for (const game of games) {
  test(`/press/${game.id} has the game's facts, features, images, one zip of them and the embed code`, async ({
    page,
    request,
  }) => {
    await page.goto(`/press/${game.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.name} press kit`);
    await expect(fact(page, 'Release date')).toHaveText(formatDate(game.released));
    await expect(fact(page, 'Platforms')).toHaveText(
      game.storeUrl ? 'Web browser, Android (Google Play)' : 'Web browser',
    );
    await expect(fact(page, 'Price')).toHaveText('Free');
    await expect(fact(page, 'Tags')).toHaveText(game.tags.join(', '));
    await expect(fact(page, 'Play in the browser').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`${game.playPath}$`),
    );
    if (game.storeUrl) await expect(fact(page, 'Google Play').getByRole('link')).toHaveAttribute('href', game.storeUrl);
    else await expect(fact(page, 'Google Play')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem')).toHaveText(game.features);
    for (const shot of game.screenshots)
      await expect(page.getByRole('img', { name: shot.alt, exact: true })).toHaveAttribute('src', shot.src);

    const bodies = await checkFiles(page, request);
    checkZips(bodies);
    const pngs = [...bodies.keys()].filter((href) => href.endsWith('.png'));
    expect(pngs).toHaveLength(game.screenshots.length + 2);

    const snippets = await page.getByRole('region', { name: 'Embed the game' }).locator('pre code').allTextContents();
    expect(snippets).toHaveLength(2);
    for (const snippet of snippets)
      expect(new URL(/src="([^"]+)"/.exec(snippet)?.[1] ?? '').pathname).toBe(game.framePath);

    const [, videoGame] = await checkStructuredData(page, ['Organization', 'VideoGame']);
    expect(videoGame).toMatchObject({
      name: game.name,
      datePublished: game.released.toISOString().slice(0, 10),
      offers: { price: '0' },
    });
    await checkSocialCard(page, request, `/press/${game.id}`);
    await checkAccessibleAndValid(page, request, `/press/${game.id}`);
  });
}

// The page's own console reports the refused frame, which the fixtures' test would count as a fault: this one expects it.
base('another site may embed a game frame with the snippet, but not the site’s pages', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors 'self'/.test(message.text())) refusals.push(message.text());
  });
  const game = games[0]!;
  await page.goto(`/press/${game.id}`);
  const snippet =
    (await page.getByRole('region', { name: 'Embed the game' }).locator('pre code').first().textContent()) ?? '';
  const frameUrl = `${baseURL}${new URL(/src="([^"]+)"/.exec(snippet)?.[1] ?? '').pathname}`;
  const embedding = snippet.replace(/src="[^"]+"/, `src="${frameUrl}"`);
  // Another site: a page on its own origin (a loopback server on a free port) holding the snippet and a frame of /press.
  const embedder = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Embedder</title>${embedding}<iframe src="${baseURL}/press" title="press"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = embedder.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/`);
    await expect(page.frameLocator(`iframe[title="${game.name}"]`).locator('canvas').first()).toBeVisible();
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}/press`);
    expect(refusals).toHaveLength(1);
  } finally {
    await new Promise((resolve) => embedder.close(resolve));
  }
});
