// `npm test`: every check in order (types, lint, formatting, unit and component tests, production build, post-build
// checks, then end-to-end tests in Chromium); stops at the first failure with its exit code.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { SECRET_CANARIES } from '../tests/fixtures/secret-canaries.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
env.CHROMIUM_PATH = ensureChromium();

const steps = [
  ['Type check', 'npm', ['run', '-s', 'typecheck']],
  ['Lint', 'npm', ['run', '-s', 'lint']],
  ['Formatting', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['Unit and component tests', 'npx', ['jest', '--ci', '--selectProjects', 'node', 'dom']],
  // Built with recognisable secret values, which the post-build check then looks for in the browser's files.
  ['Production build', 'npm', ['run', '-s', 'build'], SECRET_CANARIES],
  ['Post-build checks', 'npx', ['jest', '--ci', '--selectProjects', 'build']],
  // `npm run fuzz` sends 10,000; here a smaller run keeps the whole test time reasonable.
  ['Hostile requests (fuzz), SQLite store', 'node', ['scripts/fuzz.mjs', '--requests', '2000']],
  ['Hostile requests (fuzz), Firestore store', 'node', ['scripts/fuzz.mjs', '--requests', '2000', '--store', 'firestore']],
  // The ad consent tests run on a second build with a fake ad library (ad settings are baked in at build time).
  ['Production build with a fake ad library', 'node', ['scripts/e2e-ads-server.mjs', '--build-only']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
