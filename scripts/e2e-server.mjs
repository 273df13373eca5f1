// The server the end-to-end tests run against: the production build, with a fresh data folder.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.argv[2] ?? '3100';
const dataDir = '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
