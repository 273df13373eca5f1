// What the smoke's checks drive, the same in every engine: firefox.mjs and webkit.mjs each open one such session.

/**
 * @typedef {object} Session
 * @property {string} version The engine's name and version.
 * @property {(path: string) => Promise<void>} goto Loads a page of the site (until its load event) and starts
 *   collecting its script errors afresh.
 * @property {() => Promise<string[]>} errors The page's uncaught exceptions, rejections and console errors so far.
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} run Runs a function in the page; resolves to its result.
 * @property {(selector: string) => Promise<void>} click A real click (the engine's input, not a DOM call).
 * @property {(selector: string, text: string) => Promise<void>} type
 * @property {(key: 'Enter') => Promise<void>} press A key press to whatever has the focus.
 * @property {() => Promise<void>} close
 */

export const VIEWPORT = { width: 1280, height: 800 };

/** Resolves once `test` resolves truthy; rejects naming `what` after `ms`. */
export async function poll(what, test, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
