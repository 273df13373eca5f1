import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Links prefetch on intent, not on view (components/intent-link.tsx says why).
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/intent-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IntentLink from @/components/intent-link.' }] },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'tests/fixtures/bare-next/.next/**',
      '.data*/**',
      'screenshots/**',
      'node_modules/**',
      'public/**',
      '.games-test/**',
      '.games-replay/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
