// A second end-to-end server, for the ad consent tests (tests/e2e/ad-consent.spec.ts): the site built with
// ADS_LIBRARY_URL on the fake ad library of tests/fixtures/fake-ad-library.mjs, served here on loopback. Ad settings
// are baked into the static pages and the CSP headers at build time, so this is its own build, in its own folder,
// reused while the working tree is unchanged.
// Usage: node tests/servers/site-with-ads.mjs <port> serves the site on <port> and the fake library on <port + 1>;
// `--build-only` just brings the build up to date (npm test does that as its own step, so its time shows).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeAdLibrary } from '../fixtures/fake-ad-library.mjs';

const buildOnly = process.argv.includes('--build-only');
const port = Number(
  process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? Number(process.env.E2E_PORT ?? 3100) + 50,
);
const libraryPort = port + 1;
const libraryUrl = `http://127.0.0.1:${libraryPort}/aclib.js`;
// A fixed name, which tsconfig.json includes, so next build has no reason to rewrite tsconfig.json.
const distDir = '.next-ads';
const dataDir = `.data-e2e-ads-${port}`;

/**
 * What the build depends on: the commit, the uncommitted changes (new files' contents too) and the library URL. Tests
 * and Markdown are left out: editing a test does not call for a new build.
 */
function treeStamp() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const outside = ['--', '.', ':(exclude)tests', ':(exclude)*.md'];
  const hash = createHash('sha256')
    .update(git('rev-parse', 'HEAD'))
    .update(git('diff', 'HEAD', ...outside))
    .update(libraryUrl);
  for (const file of git('ls-files', '--others', '--exclude-standard', ...outside)
    .split('\n')
    .filter(Boolean))
    hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ADS_LIBRARY_URL: libraryUrl };
const stampFile = path.join(distDir, 'e2e-ads-stamp');
const stamp = treeStamp();
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  console.log(`Building the site with a fake ad library into ${distDir}…`);
  // The games are already bundled into public/ by the main build; only the Next.js part differs.
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: buildEnv,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, stamp);
}
if (buildOnly) process.exit(0);

const library = await startFakeAdLibrary(libraryPort);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['server.mjs'], {
  stdio: 'inherit',
  env: {
    ...buildEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => library.close().then(() => process.exit(code ?? 0)));
