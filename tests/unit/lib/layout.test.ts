import fs from 'node:fs';
import path from 'node:path';

/**
 * lib/ is one folder a domain, and its file names say where a module may run: `*.server.ts` must never reach the
 * browser (it starts with `import 'server-only'`, so a client component importing it fails the build); every other
 * `.ts` module is browser-safe. lib/server/ is the production server's plain Node modules (`.mjs`), run by server.mjs.
 */
const LIB = path.join(process.cwd(), 'lib');

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
const modules = filesUnder(LIB).filter((file) => file.endsWith('.ts'));
const isServerOnly = (file: string) => file.endsWith('.server.ts');

/** The module specifiers a file loads at run time: `import type` and `export type` are erased, so they do not count. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
    (match) => match[1] ?? '',
  );
  const dynamics = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? '');
  return [...statics, ...dynamics];
}

describe('lib/ layout', () => {
  it('keeps every module in a domain folder, none loose at the top', () => {
    const loose = fs.readdirSync(LIB, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });

  it('keeps only the plain Node modules of the production server in lib/server/', () => {
    const others = filesUnder(path.join(LIB, 'server')).filter((file) => !/\.(mjs|d\.mts)$/.test(file));
    expect(others.map(relative)).toEqual([]);
  });

  it('names a module *.server.ts exactly when it starts with the server-only import', () => {
    const wrong = modules.filter(
      (file) => isServerOnly(file) !== fs.readFileSync(file, 'utf8').startsWith("import 'server-only';\n"),
    );
    expect(wrong.map(relative)).toEqual([]);
  });

  it('loads no server-only module, Node built-in or server-only code from a browser-safe module', () => {
    const leaks = modules
      .filter((file) => !isServerOnly(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter(
            (specifier) =>
              specifier === 'server-only' ||
              specifier.startsWith('node:') ||
              /\.server$/.test(specifier) ||
              specifier.includes('lib/server/'),
          )
          .map((specifier) => `${relative(file)} imports ${specifier}`),
      );
    expect(leaks).toEqual([]);
  });

  it('lets client components import only browser-safe lib modules (types excepted)', () => {
    const clientFiles = ['app', 'components']
      .flatMap((folder) => filesUnder(path.join(process.cwd(), folder)))
      .filter((file) => /\.tsx?$/.test(file) && /^['"]use client['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(clientFiles.length).toBeGreaterThan(10);
    const leaks = clientFiles.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => specifier.startsWith('@/lib/') && /\.server$/.test(specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    expect(leaks).toEqual([]);
  });
});
