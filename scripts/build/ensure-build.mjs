// `npm start`: build when there is no production build yet, so that `npm install && npm start` serves the site with
// nothing else to run; and build again when the build was made with other build-time settings (SITE_URL and the
// rest, scripts/build/settings.mjs) than this start has, since its static pages carry them.
// `--check` only says whether a build is needed (exit 1 when it is), without building.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { distDirOf, recordedBuildSettings, settingsDifferences } from './settings.mjs';

const distDir = distDirOf(process.env);
const reason = existsSync(path.join(distDir, 'BUILD_ID'))
  ? settingsDifferences(recordedBuildSettings(distDir), process.env)
  : [`there is no production build in ${distDir}`];

if (reason.length) {
  console.log(
    `The production build does not fit this environment (${reason.join('; ')}): running \`npm run build\` first.`,
  );
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
