/**
 * The games' test hooks (window.__game's test fields, `?seed`, `?lives`, debug snapshots, replays) exist only in the test
 * build. scripts/build/games.mjs defines __GAME_DEBUG__ as `false` for the release bundles players download and `true`
 * for the test build the end-to-end tests play. Write a hook as `if (__GAME_DEBUG__) ...` or `__GAME_DEBUG__ ? ... : ...`
 * with the global itself, never a copy in a constant: esbuild then drops the branch, and all that only it uses, as it
 * parses.
 */
declare global {
  /** False in the release bundles, true in the test build; Jest defines it true (jest.config.mjs). */
  const __GAME_DEBUG__: boolean;
}

/** True when the address carries a test knob (any query parameter, e.g. ?seed=N or ?lives=1): such runs never set a best. */
export function hasTestKnobs(search: string): boolean {
  return [...new URLSearchParams(search).keys()].length > 0;
}

/** Reads `?seed=N` from the page address; null when absent or not an integer. */
export function seedFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) >>> 0 : null;
}

/** A test run (test build, a knob in the address): it plays as any run but never sets a best or a record. */
export const TEST_RUN: boolean = __GAME_DEBUG__ && typeof location !== 'undefined' && hasTestKnobs(location.search);
