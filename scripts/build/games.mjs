// Bundles each game of content/games.json (games/<id>/main.ts) with esbuild and writes its static page at its framePath
// (the site embeds these in iframes), in one of two variants:
// - release (default): into public/, what players download. __GAME_DEBUG__ is false, so esbuild drops the test hooks
//   (games/kit/test-build.ts); the build fails when a bundle still holds a test hook's name. Each output folder holds a
//   .gitignore of `*`, so git ignores every bundle without a list of them.
// - test (--test): into .games-test/, with the test hooks, for the end-to-end tests, benchmarks and screenshots.
// Usage: node scripts/build/games.mjs [--test]
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GAMES, PUBLIC, ROOT, TEST_PUBLIC, pagePath } from '../lib/games.mjs';
import { testHooksIn } from './game-test-hooks.mjs';

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The static page around a bundle; `version` busts caches when the bundle changes. */
function page(game, version) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<link rel="icon" href="data:,">
<title>${escape(game.title)} · play online</title>
<style>
html,body{margin:0;height:100%;background:#000;overflow:hidden;overscroll-behavior:none}
canvas{position:fixed;inset:0;width:100%;height:100%;display:block;touch-action:none;outline:none;-webkit-tap-highlight-color:transparent}
noscript p{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:1em;color:#e8ecf8;font:20px system-ui,sans-serif;text-align:center}
</style>
</head>
<body>
<canvas aria-label="${escape(game.label)}"></canvas>
<noscript><p>${escape(game.title)} needs JavaScript to run. Please enable it to play.</p></noscript>
<script src="game.js?v=${version}" defer></script>
</body>
</html>
`;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Runs a game's build-time check (games/<name>/<check>, exporting checkLevels(dir)), which throws naming a broken level. */
async function runCheck(game) {
  const dir = join(ROOT, 'games', game.name);
  const outfile = join(ROOT, 'node_modules', '.cache', 'game-checks', `${game.name}.mjs`);
  await build({ entryPoints: [join(dir, game.check)], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
  const { checkLevels } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  return checkLevels(dir);
}

/** Builds one game's variant into `root`; a release bundle that still holds a test hook's name fails the build. */
async function buildGame(game, test) {
  const root = test ? TEST_PUBLIC : PUBLIC;
  const entry = join(ROOT, 'games', game.name, 'main.ts');
  if (!existsSync(entry)) throw new Error(`${game.title}: content/games.json lists it, but games/${game.name}/main.ts does not exist`);
  const checked = game.check ? await runCheck(game) : [];
  const outDir = join(root, game.out);
  await mkdir(outDir, { recursive: true });
  if (!test) await writeFile(join(outDir, '.gitignore'), '# Build output of scripts/build/games.mjs\n*\n');
  const outfile = join(outDir, 'game.js');
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile,
    legalComments: 'none',
    logLevel: 'warning',
    loader: { '.txt': 'text' },
    define: { __GAME_DEBUG__: String(test) },
    tsconfigRaw: { compilerOptions: { strict: true } },
  });
  const code = await readFile(outfile);
  const leaks = test ? [] : testHooksIn(code.toString());
  if (leaks.length) throw new Error(`${game.title}: the release bundle ${outfile} holds test hooks: ${leaks.join(', ')}`);
  const version = createHash('sha256').update(code).digest('hex').slice(0, 10);
  await writeFile(join(root, pagePath(game)), page(game, version));
  return { ...game, checked, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

async function main() {
  const started = performance.now();
  const test = process.argv.includes('--test');
  const results = await Promise.all(GAMES.map((game) => buildGame(game, test)));
  for (const r of results) {
    const where = `${test ? '.games-test' : 'public'}/${r.out}/`;
    console.log(`${r.title.padEnd(20)} ${where.padEnd(24)} game.js ${kb(r.raw).padStart(9)} raw, ${kb(r.gzip).padStart(8)} gzipped`);
    for (const line of r.checked ?? []) console.log(`${''.padEnd(20)} checked ${line}`);
  }
  console.log(`Built the ${test ? 'test' : 'release'} build of ${results.length} game(s) in ${Math.round(performance.now() - started)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
