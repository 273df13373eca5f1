import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const LIB = join(process.cwd(), 'lib');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of lib/ a module path names, or null for a module outside lib/. */
function libFolder(specifier: string, importer: string): string | null {
  const target = specifier.startsWith('@/lib/')
    ? join(LIB, specifier.slice('@/lib/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(importer), specifier)
      : null;
  if (!target) return null;
  const path = relative(LIB, target);
  return path.startsWith('..') ? null : (path.split(sep)[0] ?? null);
}

/** Which folders of lib/ each folder imports from (type-only imports too: they tie the folders' designs together). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const from = relative(LIB, file).split(sep)[0] ?? '';
    const imports = graph.get(from) ?? new Set<string>();
    graph.set(from, imports);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const to = libFolder(fileName, file);
      if (to && to !== from) imports.add(to);
    }
  }
  return graph;
}

/** Every cycle of folders, as the path that closes it, found by a depth-first walk. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (folder: string, path: string[]) => {
    if (path.includes(folder)) {
      found.push([...path.slice(path.indexOf(folder)), folder]);
      return;
    }
    if (done.has(folder)) return;
    for (const next of graph.get(folder) ?? []) walk(next, [...path, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  return found;
}

describe('the folders of lib/', () => {
  it('import one another without a cycle', () => {
    expect(cycles(folderGraph()).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('are all seen by the check, with the store below the domains that use it', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('mailing-list')).toContain('store');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
