import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSiteServer, testPort, type SiteServer } from '../fixtures/site-server';

// The build `npm test` made, without any deployment setting, started with another deployment's: the site calls itself
// by that address and name everywhere, its CSP allows that ad network, and `npm start` finds nothing to build again.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
const siteUrl = 'https://example.test';
const deployment = {
  SITE_URL: siteUrl,
  SITE_NAME: 'Example Deployment Games',
  TWITTER_HANDLE: '@exampledeploy',
  COFFEE_URL: 'https://coffee.example.test/studio',
  ADS_LIBRARY_URL: 'https://ads.example.test/library.js',
};
const dataDirs: string[] = [];
const servers: SiteServer[] = [];

async function start(env: Record<string, string>): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-settings-'));
  dataDirs.push(dataDir);
  const server = await startSiteServer(testPort(), { ...env, DATA_DIR: dataDir });
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited()));
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

it('npm start finds the build fit for any environment: nothing to build again', () => {
  const check = spawnSync(process.execPath, ['scripts/build/ensure-build.mjs', '--check'], {
    cwd: root,
    env: { ...process.env, ...deployment },
    encoding: 'utf8',
  });
  expect(check.stdout).toBe('');
  expect(check.status).toBe(0);
});

it("one build serves another deployment's address, name and ad network, read when the server starts", async () => {
  const server = await start(deployment);
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
    '/press',
  ];
  const files = ['/sitemap.xml', '/robots.txt', '/blog-updates/feed.xml', '/manifest.webmanifest'];
  const own = /(https?:\/\/(?:localhost|127\.0\.0\.1|example\.test)[^"'<>\s)\\]*)/g;
  const pagesWithAds: string[] = [];
  for (const address of [...pages, ...files]) {
    const response = await fetch(`${server.base}${address}`);
    expect({ address, status: response.status }).toEqual({ address, status: 200 });
    const text = await response.text();
    const urls = [...text.matchAll(own)].map((match) => match[1] ?? '');
    expect({ address, wrong: urls.filter((url) => !url.startsWith(`${siteUrl}/`) && url !== siteUrl) }).toEqual({
      address,
      wrong: [],
    });
    if (address !== '/manifest.webmanifest') expect(urls.length).toBeGreaterThan(0);
    if (pages.includes(address)) {
      expect(text).toMatch(new RegExp(`<link rel="canonical" href="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:url" content="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/`));
      expect(text).toMatch(new RegExp(`<title>[^<]*${deployment.SITE_NAME}[^<]*</title>`));
      expect(text).toContain(`<meta property="og:site_name" content="${deployment.SITE_NAME}"/>`);
      expect(text).toContain(`<meta name="twitter:site" content="${deployment.TWITTER_HANDLE}"/>`);
      // The consent gate, in every page's head only when an ad library is configured.
      expect(text).toContain("setAttribute('data-ad-consent'");
      if (text.includes(deployment.ADS_LIBRARY_URL)) pagesWithAds.push(address);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/ads\.example\.test/);
    }
  }
  expect(pagesWithAds).toContain('/paddle-war');
  const game = await (await fetch(`${server.base}/paddle-war`)).text();
  expect(game).toMatch(new RegExp(`<script type="application/ld\\+json">[^<]*"url":"${siteUrl}/paddle-war"`));
  expect(game).toContain(deployment.COFFEE_URL);
  const manifest = await (await fetch(`${server.base}/paddle-war/manifest.webmanifest`)).json();
  expect(manifest.name).toContain(deployment.SITE_NAME);
});

it("draws the social cards with the deployment's name, each card once", async () => {
  const deployed = await start(deployment);
  const plain = await start({});
  for (const card of ['/opengraph-image', '/press/opengraph-image', '/paddle-war/opengraph-image']) {
    const [own, other] = await Promise.all(
      [deployed, plain].map(async (server) => {
        const response = await fetch(`${server.base}${card}`);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect({ card, differs: !own!.equals(other!) }).toEqual({ card, differs: true });
    const again = Buffer.from(await (await fetch(`${deployed.base}${card}`)).arrayBuffer());
    expect(again.equals(own!)).toBe(true);
  }
  expect((await fetch(`${deployed.base}/press/no-such-game/opengraph-image`)).status).toBe(404);
  expect((await fetch(`${deployed.base}/quiz/no-such-quiz/opengraph-image`)).status).toBe(404);
});
