// `npm start` on a fresh clone: build once when there is no production build yet, so that
// `npm install && npm start` serves the site with nothing else to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  process.exit(result.status ?? 1);
}
