// The server the end-to-end tests run against: the production build with a fresh data folder, mail going to a
// real SMTP server on loopback (tests/fixtures/smtp-sink.mjs), TRUST_PROXY=1 so each test can present its own
// client address to the rate limits, and the games' test build (made here, served in place of the release bundles).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';

const port = process.argv[2] ?? '3100';
const games = spawnSync(process.execPath, ['scripts/build/games.mjs', '--test'], { stdio: 'inherit' });
if (games.status !== 0) process.exit(games.status ?? 1);
const dataDir = `.data-e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const smtp = await startSmtpSink(path.join(dataDir, 'smtp-received'));

const server = spawn(process.execPath, ['tests/servers/site-process.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    // The browser's origin here is http://127.0.0.1:<port>, not SITE_URL: let it post forms.
    ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONTACT_FROM: 'website@voidlight.games',
    CONTACT_TO: 'hello@voidlight.games',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => smtp.close().then(() => process.exit(code ?? 0)));
