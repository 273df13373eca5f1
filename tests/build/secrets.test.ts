import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ESM fixture shared with tests/run.mjs
import { SECRET_CANARIES, SECRET_VARIABLES } from '../fixtures/secret-canaries.mjs';
import { startSiteServer, testPort } from '../fixtures/site-server';

jest.setTimeout(120_000);

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** What the build holds for browsers: the static bundles, and the prerendered answers (the rest render per request). */
function browserFiles(): string[] {
  const pages = filesUnder(path.join(distDir, 'server', 'app')).filter((file) => /\.(html|rsc|body|meta)$/.test(file));
  return [...filesUnder(path.join(distDir, 'static')), ...pages];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Each secret's value, and the parts a leak could show on its own (an SMTP password, a private key). */
function secretValues(): string[] {
  const values = (SECRET_VARIABLES as string[]).flatMap((name) => [
    process.env[name],
    (SECRET_CANARIES as Record<string, string>)[name],
  ]);
  const parts = values.flatMap((value) => {
    if (!value) return [];
    const password = /^smtps?:\/\/[^:]+:([^@]+)@/.exec(value)?.[1];
    const key = /"private_key"\s*:\s*"([^"]+)"/.exec(value)?.[1];
    return [value, password, key];
  });
  return [...new Set(parts.filter((part): part is string => typeof part === 'string' && part.length >= 8))];
}

describe('the production build', () => {
  it('ships no value of a server-side secret variable in .next/static or the prerendered pages', () => {
    const leaks: string[] = [];
    const secrets = secretValues();
    expect(secrets.length).toBeGreaterThan(0);
    const files = browserFiles();
    expect(files.some((file) => file.endsWith('.html'))).toBe(true);
    for (const file of files) {
      const text = fs.readFileSync(file, 'latin1');
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${file} contains the value of a secret`);
    }
    expect(leaks).toEqual([]);
  });

  it('renders no value of a server-side secret into any page of the sitemap, started with the secrets set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    const server = await startSiteServer(testPort(), { ...SECRET_CANARIES, DATA_DIR: dataDir });
    try {
      const secrets = secretValues();
      const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
      const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
      expect(pages.length).toBeGreaterThan(20);
      const leaks: string[] = [];
      for (const page of [...pages, '/no-such-page', '/manifest.webmanifest', '/blog-updates/feed.xml']) {
        const text = await (await fetch(`${server.base}${page}`)).text();
        for (const secret of secrets) if (text.includes(secret)) leaks.push(`${page} shows the value of a secret`);
      }
      expect(leaks).toEqual([]);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
