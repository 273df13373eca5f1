// Names that only the games' test hooks use (games/kit/test-build.ts): window.__game's test fields, the benchmark's
// frame times, the address knobs and Final Void's recorded runs. scripts/build/games.mjs fails a release bundle that
// holds one; tests/build/game-bundles.test.ts checks the test build holds each.
export const TEST_HOOKS = [
  '__gamePerf',
  'snapshot',
  'debug',
  'texts',
  'advice',
  'replay',
  'location.search',
  'URLSearchParams',
];

/** The test hook names in a bundle's code. */
export const testHooksIn = (code) =>
  TEST_HOOKS.filter((name) => new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(code));
