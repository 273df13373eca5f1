import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/fixtures/empty-module.js' },
};

/** Node tests for lib/, games/ and scripts; jsdom tests for components (*.test.tsx); post-build checks. */
export default async function config() {
  const node = await createJestConfig({ ...shared, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] })();
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/fixtures/jest-dom-setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
  })();
  // Checks of the production build (.next); npm test runs them after `next build`.
  const build = await createJestConfig({ ...shared, displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/tests/build/**/*.test.ts'] })();
  return { projects: [node, dom, build] };
}
