import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { atan2, cos, exp, hypot, sin } from '@/games/kit/exact-math';
import { getAllGames } from '@/lib/games/games';

// A run is replayed on the server (Node) to verify its score, so every game's rules must compute the same bits in every
// JavaScript engine. IEEE 754 fixes + − × ÷ and √ and the rounding functions; Math.sin, Math.exp, Math.pow, `**` and
// their kin may differ in the last bits between engines. These tests walk every module the rules import and refuse those.

const ROOT = process.cwd();

/** `Math` members whose results the standard fixes to the bit (operations IEEE 754 rounds exactly, and constants). */
const EXACT = new Set([
  'abs',
  'ceil',
  'clz32',
  'floor',
  'fround',
  'imul',
  'max',
  'min',
  'round',
  'sign',
  'sqrt',
  'trunc',
]);
const CONSTANTS = new Set(['E', 'LN10', 'LN2', 'LOG10E', 'LOG2E', 'PI', 'SQRT1_2', 'SQRT2']);

/** Where a source uses engine-dependent arithmetic: `line: what` for each `Math` use outside EXACT/CONSTANTS and each `**`. */
export function forbiddenUses(source: string, file = 'source.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === 'Math') {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        const name = parent.name.text;
        if (!EXACT.has(name) && !CONSTANTS.has(name)) at(node, `Math.${name}`);
      } else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) {
        at(node, 'Math used other than as Math.<name>');
      }
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.AsteriskAsteriskToken || op === ts.SyntaxKind.AsteriskAsteriskEqualsToken)
        at(node.operatorToken, '**');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The relative modules a source imports for their values (type-only imports vanish from the bundle and are skipped). */
function valueImports(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const typeOnly = (clause: ts.ImportClause | undefined): boolean => {
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const clause = node.exportClause;
      const allTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly);
      if (!allTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) specifiers.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specifiers.filter((s) => s.startsWith('.'));
}

/** A relative import's file: `x.ts`, `x.tsx` or `x/index.ts`; null for assets such as level maps (bundled as text). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  if (/\.(txt|json)$/.test(base) && existsSync(base)) return null;
  throw new Error(`${relative(ROOT, from)} imports '${specifier}', which resolves to no file`);
}

/** Every module reachable by value imports from the entries (repo-relative paths, sorted). */
function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(ROOT, e));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'), file)) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen].map((f) => relative(ROOT, f)).sort();
}

/** A game's rules: its sim.ts, and its rules.ts when it has one. */
const entriesOf = (id: string): string[] =>
  ['sim.ts', 'rules.ts'].map((f) => `games/${id}/${f}`).filter((f) => existsSync(join(ROOT, f)));

const games = getAllGames();

describe('every game rules with engine-independent arithmetic', () => {
  it.each(games.map((g) => g.id))('%s: no module its rules import uses engine-dependent Math or **', (id) => {
    const entries = entriesOf(id);
    expect(entries).toContain(`games/${id}/sim.ts`);
    const modules = reachable(entries);
    const uses = modules.flatMap((file) =>
      forbiddenUses(readFileSync(join(ROOT, file), 'utf8'), file).map((use) => `${file}:${use}`),
    );
    expect(uses).toEqual([]);
  });

  it('walks the imports it means to (a broken walk would pass everything)', () => {
    const walked = games.map((g) => reachable(entriesOf(g.id)));
    for (const modules of walked) expect(modules.length).toBeGreaterThan(2);
    // The kit modules the rules use are reached through value imports and re-exports ...
    expect(walked.flat()).toEqual(
      expect.arrayContaining([
        'games/kit/exact-math.ts',
        'games/kit/layout.ts',
        'games/kit/particles.ts',
        'games/kit/random.ts',
      ]),
    );
    // ... type-only imports are not followed: the rules never pull in the shell that draws and plays sound.
    expect(walked.flat()).not.toContain('games/kit/shell.ts');
    const imports =
      "import type { A } from './a';\nimport { type B } from './b';\nexport * from './c';\nimport { d, type E } from './d';";
    expect(valueImports(imports, 'x.ts')).toEqual(['./c', './d']);
  });

  it('finds every engine-dependent use, ignoring comments and strings', () => {
    const source = [
      '// Math.sin(x) in a comment',
      "const a = Math.sqrt(2) * Math.PI + Math.floor(x) + 'Math.cos';",
      'const b = Math.sin(x) + Math.atan2(y, x);',
      'const c = x ** 2;',
      'd **= 3;',
      'const { exp } = Math;',
      "const e = Math['pow'](2, 3) + Math.random();",
    ].join('\n');
    expect(forbiddenUses(source)).toEqual([
      '3: Math.sin',
      '3: Math.atan2',
      '4: **',
      '5: **',
      '6: Math used other than as Math.<name>',
      '7: Math used other than as Math.<name>',
      '7: Math.random',
    ]);
  });
});

describe('exact math', () => {
  /** A reproducible spread of arguments: a linear congruential sequence mapped into [-scale, scale]. */
  const points = (count: number, scale: number, seed: number): number[] => {
    const out: number[] = [];
    for (let i = 0, s = seed; i < count; i += 1) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      out.push((s / 2 ** 32 - 0.5) * 2 * scale);
    }
    return out;
  };
  const worst = (xs: number[], error: (x: number, i: number) => number): number =>
    xs.reduce((w, x, i) => Math.max(w, error(x, i)), 0);

  it('matches Math to within a few units in the last place', () => {
    for (const scale of [1, 10, 1000, 100_000]) {
      const xs = points(20_000, scale, scale);
      expect(worst(xs, (x) => Math.abs(sin(x) - Math.sin(x)))).toBeLessThan(1e-15);
      expect(worst(xs, (x) => Math.abs(cos(x) - Math.cos(x)))).toBeLessThan(1e-15);
    }
    const ys = points(20_000, 1000, 7);
    const xs = points(20_000, 1000, 8);
    expect(worst(ys, (y, i) => Math.abs(atan2(y, xs[i] as number) - Math.atan2(y, xs[i] as number)))).toBeLessThan(
      2e-15,
    );
    expect(worst(points(20_000, 1e-3, 9), (t) => Math.abs(atan2(t, 1) - Math.atan2(t, 1)))).toBeLessThan(1e-18);
    expect(worst(points(20_000, 700, 10), (x) => Math.abs(exp(x) / Math.exp(x) - 1))).toBeLessThan(1e-15);
    expect(
      worst(points(2_000, 1e3, 11), (x) => Math.abs(hypot(x, x / 3) - Math.hypot(x, x / 3)) / Math.abs(x)),
    ).toBeLessThan(1e-15);
  });

  it('keeps the special values: signed zeros, quadrants, infinities and NaN', () => {
    expect(Object.is(sin(-0), -0)).toBe(true);
    expect([sin(0), cos(0), exp(0), sin(Math.PI / 2), cos(Math.PI)]).toEqual([0, 1, 1, 1, -1]);
    expect([exp(-Infinity), exp(Infinity), exp(-800), exp(800)]).toEqual([0, Infinity, 0, Infinity]);
    expect([sin(Infinity), cos(NaN), exp(NaN), atan2(NaN, 1), atan2(1, NaN)].every(Number.isNaN)).toBe(true);
    const pi = Math.PI;
    const cases: [number, number, number][] = [
      [0, 1, 0],
      [-0, 1, -0],
      [0, -0, pi],
      [-0, -0, -pi],
      [0, -1, pi],
      [-0, -1, -pi],
      [1, 0, pi / 2],
      [-1, -0, -pi / 2],
      [Infinity, Infinity, pi / 4],
      [Infinity, -Infinity, pi - pi / 4],
      [-1, Infinity, -0],
      [1, -Infinity, pi],
      [1, 1, pi / 4],
    ];
    for (const [y, x, angle] of cases) expect([y, x, atan2(y, x)]).toEqual([y, x, angle]);
  });

  // Some differ from V8's Math in the last bit (cos(100), sin(1234.5678), atan2(5, -0.25), e): they are this code's own.
  it('gives these bits exactly (a change to the polynomials or the reduction shows here)', () => {
    expect([sin(1), cos(1), sin(-2.5), cos(100), sin(1234.5678)]).toEqual([
      0.8414709848078965, 0.5403023058681398, -0.5984721441039564, 0.862318872287684, 0.07803344920002026,
    ]);
    expect([atan2(1, 2), atan2(-3, -4), atan2(5, -0.25), atan2(-1e-9, 7)]).toEqual([
      0.4636476090008061, -2.498091544796509, 1.6207547225168393, -1.4285714285714285e-10,
    ]);
    expect([exp(1), exp(-1 / 60), exp(-0.05), exp(-700)]).toEqual([
      2.7182818284590455, 0.9834714538216175, 0.951229424500714, 9.85967654375977e-305,
    ]);
    expect(hypot(3, 4)).toBe(5);
  });
});
