import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSiteServer, testPort, type SiteServer } from '../fixtures/site-server';

// A copy of the build `npm test` made (without SITE_URL), started with SITE_URL: `npm start` must build again, and the
// site then call itself by that address everywhere. One production build of its own: a few minutes.
jest.setTimeout(1_200_000);

const root = path.resolve(__dirname, '../..');
const distDir = '.next-site-url';
const siteUrl = 'https://example.test';
const env = { ...process.env, NEXT_DIST_DIR: distDir, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-url-'));
let server: SiteServer | undefined;

const ensureBuild = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/build/ensure-build.mjs', ...args], { cwd: root, env, encoding: 'utf8' });

beforeAll(() => {
  fs.rmSync(path.join(root, distDir), { recursive: true, force: true });
  fs.cpSync(path.join(root, '.next'), path.join(root, distDir), { recursive: true });
});
afterAll(async () => {
  server?.process.kill('SIGTERM');
  await server?.exited();
  fs.rmSync(path.join(root, distDir), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('npm start builds again when the build was made for another address, and the site then uses only SITE_URL', async () => {
  const check = ensureBuild('--check');
  expect(check.status).toBe(1);
  expect(check.stdout).toContain(`SITE_URL: the build has (not set), this environment "${siteUrl}"`);

  const build = ensureBuild();
  expect(build.status).toBe(0);
  expect(ensureBuild('--check').status).toBe(0);

  server = await startSiteServer(testPort(), { NEXT_DIST_DIR: distDir, SITE_URL: siteUrl, DATA_DIR: dataDir });
  const pages = [
    '/',
    '/contact',
    '/games',
    '/about',
    '/paddle-war',
    '/blog-updates',
    '/quiz-list',
    '/quiz/halo/0',
    '/quiz/daily',
    '/betester',
  ];
  const files = ['/sitemap.xml', '/robots.txt', '/blog-updates/feed.xml'];
  const own = /(https?:\/\/(?:localhost|127\.0\.0\.1|example\.test)[^"'<>\s)\\]*)/g;
  for (const address of [...pages, ...files]) {
    const text = await (await fetch(`${server.base}${address}`)).text();
    const urls = [...text.matchAll(own)].map((match) => match[1] ?? '');
    expect({ address, wrong: urls.filter((url) => !url.startsWith(`${siteUrl}/`) && url !== siteUrl) }).toEqual({
      address,
      wrong: [],
    });
    expect(urls.length).toBeGreaterThan(0);
    if (pages.includes(address)) {
      expect(text).toMatch(new RegExp(`<link rel="canonical" href="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:url" content="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/`));
    }
  }
  const game = await (await fetch(`${server.base}/paddle-war`)).text();
  expect(game).toMatch(new RegExp(`<script type="application/ld\\+json">[^<]*"url":"${siteUrl}/paddle-war"`));
});
