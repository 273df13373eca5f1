// A second end-to-end server, for the ad consent tests (tests/e2e/ad-consent.spec.ts): the site's build, started with
// ADS_LIBRARY_URL on the fake ad library of tests/fixtures/fake-ad-library.mjs, served here on loopback.
// Usage: node tests/servers/site-with-ads.mjs <port> serves the site on <port> and the fake library on <port + 1>.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFakeAdLibrary } from '../fixtures/fake-ad-library.mjs';

const port = Number(
  process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? Number(process.env.E2E_PORT ?? 3100) + 50,
);
const libraryPort = port + 1;
const dataDir = `.data-e2e-ads-${port}`;

const library = await startFakeAdLibrary(libraryPort);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['server.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ADS_LIBRARY_URL: `http://127.0.0.1:${libraryPort}/aclib.js`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => library.close().then(() => process.exit(code ?? 0)));
