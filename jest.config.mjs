import { readdirSync, readFileSync } from 'node:fs';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  // Jest runs the games' code as the test build does (games/kit/test-build.ts).
  globals: { __GAME_DEBUG__: true, __RULES_VERSION__: 'jest' },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/fixtures/empty-module.js' },
  transform: { '\\.txt$': '<rootDir>/tests/fixtures/text-transform.cjs' },
};

/** Packages that ship only ES modules (remark and its unified family): Jest must transform them like our code. */
function esmOnlyPackages() {
  const names = [];
  for (const entry of readdirSync('node_modules')) {
    const scoped = entry.startsWith('@')
      ? readdirSync(`node_modules/${entry}`).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of scoped) {
      try {
        if (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).type === 'module') names.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

const transformIgnorePatterns = [
  `/node_modules/(?!(${esmOnlyPackages().join('|')})/)`,
  '^.+\\.module\\.(css|sass|scss)$',
];

/** The node tests' setup: the games' rules bundles the tests that verify posted runs replay, and a temporary folder. */
const nodeShared = {
  ...shared,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/tests/fixtures/build-game-rules.mjs',
  globalTeardown: '<rootDir>/tests/fixtures/remove-run-tmpdir.mjs',
};

/**
 * Node tests for lib/, games/ and scripts; jsdom tests for components (*.test.tsx); slow node tests (*.slow.test.ts:
 * searches and solvers, which npm test runs and npm run check leaves out); post-build checks.
 */
export default async function config() {
  const node = await createJestConfig({
    ...nodeShared,
    displayName: 'node',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '\\.slow\\.test\\.ts$'],
  })();
  const slow = await createJestConfig({
    ...nodeShared,
    displayName: 'slow',
    testMatch: ['<rootDir>/tests/unit/**/*.slow.test.ts'],
  })();
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/fixtures/jest-dom-setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
  })();
  // Checks of the production build (.next); npm test runs them after `next build`.
  const build = await createJestConfig({
    ...shared,
    displayName: 'build',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
  })();
  const projects = [node, slow, dom, build].map((project) => ({ ...project, transformIgnorePatterns }));
  // Jest's 5 s default is a timing assertion in disguise: a component test that takes 2 s alone took over 5 s on a
  // loaded machine. Speed is measured by the benchmark scripts, not here.
  return { projects, testTimeout: 30_000 };
}
