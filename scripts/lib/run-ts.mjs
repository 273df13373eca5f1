// Runs one of the repository's TypeScript entry points under plain Node (v20 can't strip types):
//
//   node scripts/lib/run-ts.mjs <entry.ts> [args...]
//
// The entry and what it imports from the repository (`@/...` paths included) are bundled by esbuild into
// node_modules/.cache/run-ts/; packages stay external and load from node_modules as usual. `server-only` becomes
// an empty module (this is the server). The .env files load as `next start` loads them, without overriding the
// environment. The bundle is then imported in this process, so the script sees `process.argv` as
// [node, entry.ts, ...args], and its exit code and signals are the runner's.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const [entryArgument, ...args] = process.argv.slice(2);
if (!entryArgument || !/\.tsx?$/.test(entryArgument)) {
  console.error('Usage: node scripts/lib/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
const entry = path.resolve(entryArgument);
if (!fs.existsSync(entry)) {
  console.error(`run-ts: no file ${entryArgument}`);
  process.exit(2);
}

// Quiet: scripts' stdout is often data (CSV), so the "Loaded env from" notices must not land in it.
nextEnv.loadEnvConfig(root, false, { info() {}, error: (...parts) => console.error(...parts) });

/** `server-only` throws outside a React server bundle; here every module is server code. */
const serverOnly = {
  name: 'server-only',
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    builder.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * Next's entry points (`next/server`) are files without a package `exports` map, which Node's ESM resolver finds only
 * by their full file name.
 */
const nextEntryPoints = {
  name: 'next-entry-points',
  setup(builder) {
    builder.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

// One bundle file per entry, written under a temporary name and renamed, so concurrent runs never read a partial one.
const cacheDir = path.join(root, 'node_modules', '.cache', 'run-ts');
const name = `${path.basename(entry).replace(/\.tsx?$/, '')}-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}.mjs`;
const outfile = path.join(cacheDir, name);
const temporary = `${outfile}.${process.pid}.tmp`;
fs.mkdirSync(cacheDir, { recursive: true });
try {
  await build({
    entryPoints: [entry],
    outfile: temporary,
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [serverOnly, nextEntryPoints],
    sourcemap: 'inline',
    logLevel: 'error',
  });
  fs.renameSync(temporary, outfile);
} catch (error) {
  fs.rmSync(temporary, { force: true });
  console.error(
    `run-ts: could not bundle ${entryArgument}${error instanceof Error && !('errors' in error) ? `: ${error.message}` : ''}`,
  );
  process.exit(2);
}

process.setSourceMapsEnabled(true);
process.argv = [process.argv[0] ?? process.execPath, entry, ...args];
await import(pathToFileURL(outfile).href);
