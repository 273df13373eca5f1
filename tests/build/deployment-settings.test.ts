import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSiteServer, testPort, type SiteServer } from '../fixtures/site-server';

// The build `npm test` made, without any deployment setting, started as two other deployments: each calls itself by
// its own address and name in its pages, files, previews and mail, its CSP allows its ad network or none, and
// `npm start` finds nothing to build again.
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const withAds = {
  SITE_URL: 'https://example.test',
  SITE_NAME: 'Example Deployment Games',
  TWITTER_HANDLE: '@exampledeploy',
  COFFEE_URL: 'https://coffee.example.test/studio',
  ADS_LIBRARY_URL: 'https://ads.example.test/library.js',
};
const withoutAds = { SITE_URL: 'https://other.example', SITE_NAME: 'Other Deployment Studio' };
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
const servers: { server: SiteServer; dataDir: string }[] = [];

async function start(env: Record<string, string>): Promise<{ server: SiteServer; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-settings-'));
  const started = { server: await startSiteServer(testPort(), { ...env, DATA_DIR: dataDir }), dataDir };
  servers.push(started);
  return started;
}

afterAll(async () => {
  for (const { server } of servers) server.process.kill('SIGTERM');
  await Promise.all(servers.map(({ server }) => server.exited()));
  for (const { dataDir } of servers) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The confirmation mail a sign-up on `server` leads to, once it is in the outbox. */
async function confirmationMail(server: SiteServer, dataDir: string, siteUrl: string): Promise<string> {
  const answer = await fetch(`${server.base}/api/signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email: 'deployment.test@gmail.com' }),
  });
  expect(answer.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const file = fs.existsSync(outbox) && fs.readdirSync(outbox).find((name) => name.includes('-list-confirm-'));
    if (file) return fs.readFileSync(path.join(outbox, file), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No confirmation mail reached the outbox');
}

it('npm start finds the build fit for any environment: nothing to build again', () => {
  for (const deployment of [withAds, withoutAds]) {
    const check = spawnSync(process.execPath, ['scripts/build/ensure-build.mjs', '--check'], {
      cwd: root,
      env: { ...process.env, ...deployment },
      encoding: 'utf8',
    });
    expect(check.stdout).toBe('');
    expect(check.status).toBe(0);
  }
});

describe.each([
  ['with an ad library', withAds],
  ['without one', withoutAds],
])('one build, started as a deployment %s', (_, deployment: Record<string, string>) => {
  const siteUrl = deployment.SITE_URL ?? '';
  const ads = deployment.ADS_LIBRARY_URL;

  it('calls itself by its own address and name in every page and file, with its ads or none', async () => {
    const { server } = await start(deployment);
    const own = /(https?:\/\/(?:localhost|127\.0\.0\.1|example\.test|other\.example)[^"'<>\s)\\]*)/g;
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
      if (!pages.includes(address)) continue;
      // In the head, where crawlers and tools read it, not streamed into the body after it.
      const head = text.slice(0, text.indexOf('</head>'));
      for (const tag of ['<title>', '<meta name="description"', '<link rel="canonical"', '<meta property="og:image"'])
        expect({ address, tag, inHead: head.includes(tag) }).toEqual({ address, tag, inHead: true });
      expect(text).toMatch(new RegExp(`<link rel="canonical" href="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:url" content="${siteUrl}[^"]*"`));
      expect(text).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/`));
      expect(text).toMatch(new RegExp(`<title>[^<]*${deployment.SITE_NAME}[^<]*</title>`));
      expect(text).toContain(`<meta property="og:site_name" content="${deployment.SITE_NAME}"/>`);
      // The consent gate is in every page's head exactly when an ad library is configured.
      expect(text.includes("setAttribute('data-ad-consent'")).toBe(Boolean(ads));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy.includes('ads.example.test')).toBe(Boolean(ads));
    }
    const game = await (await fetch(`${server.base}/paddle-war`)).text();
    expect(game).toMatch(new RegExp(`<script type="application/ld\\+json">[^<]*"url":"${siteUrl}/paddle-war"`));
    if (ads) expect(game).toContain(ads);
    if (deployment.COFFEE_URL) expect(game).toContain(deployment.COFFEE_URL);
    const manifest = await (await fetch(`${server.base}/paddle-war/manifest.webmanifest`)).json();
    expect(manifest.name).toContain(deployment.SITE_NAME);
  });

  it('sends mail with its own address in every link and its own name', async () => {
    const { server, dataDir } = await start(deployment);
    const mail = (await confirmationMail(server, dataDir, siteUrl)).replace(/=\r?\n/g, '');
    expect(mail).toContain(`${siteUrl}/mailing-list/confirm?t=`);
    expect(mail).toContain(`<${siteUrl}/api/mailing-list/unsubscribe?t=`);
    expect(mail).toContain(deployment.SITE_NAME);
    expect(mail).not.toMatch(/https?:\/\/(localhost|127\.0\.0\.1)/);
  });
});

it("draws the social cards with each deployment's name, each card once", async () => {
  const [deployed, other] = await Promise.all([start(withAds), start(withoutAds)]);
  for (const card of ['/opengraph-image', '/press/opengraph-image', '/paddle-war/opengraph-image']) {
    const [own, others] = await Promise.all(
      [deployed, other].map(async ({ server }) => {
        const response = await fetch(`${server.base}${card}`);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect({ card, differs: !own!.equals(others!) }).toEqual({ card, differs: true });
    const again = Buffer.from(await (await fetch(`${deployed.server.base}${card}`)).arrayBuffer());
    expect(again.equals(own!)).toBe(true);
  }
  expect((await fetch(`${deployed.server.base}/press/no-such-game/opengraph-image`)).status).toBe(404);
  expect((await fetch(`${deployed.server.base}/quiz/no-such-quiz/opengraph-image`)).status).toBe(404);
});
