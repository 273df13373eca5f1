// Bundles each game of content/games.json (games/<id>/main.ts) with esbuild and writes its static page at its framePath
// (the site embeds these in iframes), in one of two variants:
// - release (default): into public/, what players download. __GAME_DEBUG__ is false, so esbuild drops the test hooks
//   (games/kit/test-build.ts); the build fails when a bundle still holds a test hook's name. Each output folder holds a
//   .gitignore of `*`, so git ignores every bundle without a list of them.
// - test (--test): into .games-test/, with the test hooks, for the end-to-end tests, benchmarks and screenshots.
// Either way it first bundles each game's rules (games/<id>/rules.ts: what the server replays to verify a posted score)
// for Node into .games-replay/<id>.mjs, and names that build by a hash of it, its version: both variants of the game
// carry it (__RULES_VERSION__), and .games-replay/versions.json lists the versions this build's server accepts. The
// server's replay worker (lib/scores/replay-worker.server.ts) is bundled beside them, to .games-replay/replay-worker.mjs.
// --rules-only writes just the rules bundles, their versions and the worker (what the unit tests that verify runs need).
// Usage: node scripts/build/games.mjs [--test | --rules-only]
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GAMES, PUBLIC, REPLAY, ROOT, TEST_PUBLIC, pagePath } from '../lib/games.mjs';
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
  await build({
    entryPoints: [join(dir, game.check)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  const { checkLevels } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  return checkLevels(dir);
}

/** Bundles a game's rules for the server's replays; returns the build's version (null for a game without rules.ts). */
async function buildRules(game) {
  const entry = join(ROOT, 'games', game.name, 'rules.ts');
  if (!existsSync(entry)) return null;
  const outfile = join(REPLAY, `${game.name}.mjs`);
  await build({
    // The rules, and the kit's log reader and replay, which the server's replay worker calls (and its seeded random
    // numbers, for the benchmark's mashing player).
    stdin: {
      contents: `export { rules } from './rules.ts';\nexport { LogError, decodeLog, encodeLog, replay, validChoices } from '../kit/replay.ts';\nexport { createRandom } from '../kit/random.ts';\n`,
      resolveDir: join(ROOT, 'games', game.name),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    legalComments: 'none',
    logLevel: 'warning',
    loader: { '.txt': 'text' },
    define: { __GAME_DEBUG__: 'false' },
    tsconfigRaw: { compilerOptions: { strict: true } },
  });
  return createHash('sha256')
    .update(await readFile(outfile))
    .digest('hex')
    .slice(0, 12);
}

/** Bundles the server's replay worker (lib/scores/replay-worker.server.ts) beside the rules it replays with. */
async function buildReplayWorker() {
  await build({
    entryPoints: [join(ROOT, 'lib', 'scores', 'replay-worker.server.ts')],
    // Server code, as Next's server bundles resolve it: 'server-only' is empty there.
    conditions: ['react-server'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: join(REPLAY, 'replay-worker.mjs'),
    legalComments: 'none',
    logLevel: 'warning',
    tsconfigRaw: { compilerOptions: { strict: true } },
  });
}

/** Builds one game's variant into `root`; a release bundle that still holds a test hook's name fails the build. */
async function buildGame(game, test, rulesVersion) {
  const root = test ? TEST_PUBLIC : PUBLIC;
  const entry = join(ROOT, 'games', game.name, 'main.ts');
  if (!existsSync(entry))
    throw new Error(`${game.title}: content/games.json lists it, but games/${game.name}/main.ts does not exist`);
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
    define: { __GAME_DEBUG__: String(test), __RULES_VERSION__: JSON.stringify(rulesVersion ?? 'none') },
    tsconfigRaw: { compilerOptions: { strict: true } },
  });
  const code = await readFile(outfile);
  const leaks = test ? [] : testHooksIn(code.toString());
  if (leaks.length)
    throw new Error(`${game.title}: the release bundle ${outfile} holds test hooks: ${leaks.join(', ')}`);
  const version = createHash('sha256').update(code).digest('hex').slice(0, 10);
  await writeFile(join(root, pagePath(game)), page(game, version));
  return { ...game, checked, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

async function main() {
  const started = performance.now();
  const test = process.argv.includes('--test');
  await mkdir(REPLAY, { recursive: true });
  await buildReplayWorker();
  const versions = Object.fromEntries(
    await Promise.all(GAMES.map(async (game) => [game.name, await buildRules(game)])),
  );
  await writeFile(join(REPLAY, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  if (process.argv.includes('--rules-only')) {
    console.log(`Built the rules of ${GAMES.length} game(s) in ${Math.round(performance.now() - started)} ms`);
    return;
  }
  const results = await Promise.all(GAMES.map((game) => buildGame(game, test, versions[game.name])));
  for (const r of results) {
    const where = `${test ? '.games-test' : 'public'}/${r.out}/`;
    console.log(
      `${r.title.padEnd(20)} ${where.padEnd(24)} game.js ${kb(r.raw).padStart(9)} raw, ${kb(r.gzip).padStart(8)} gzipped`,
    );
    for (const line of r.checked ?? []) console.log(`${''.padEnd(20)} checked ${line}`);
  }
  console.log(
    `Built the ${test ? 'test' : 'release'} build of ${results.length} game(s) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
