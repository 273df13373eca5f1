// `npm start`: build when there is no production build yet, so that `npm install && npm start` serves the site with
// nothing else to run. A build serves any deployment: every setting is read when the server starts.
// `--check` only says whether a build is needed (exit 1 when it is), without building.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const distDir = process.env.NEXT_DIST_DIR || '.next';

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`There is no production build in ${distDir}: running \`npm run build\` first.`);
  if (process.argv.includes('--check')) process.exit(1);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.exit(result.status ?? 1);
}

// The press kit's downloads are build output in public/ (git-ignored) that the same content makes again byte for byte,
// so a build whose public/press-kit/ was cleaned away gets them back, the sizes its pages print still true.
if (!existsSync(path.join('public', 'press-kit', 'files.json')) && !process.argv.includes('--check')) {
  const result = spawnSync(process.execPath, ['scripts/build/press-kit.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
