// Finds the Chromium the tests, benchmarks and screenshot tools drive, and the flags they all launch it with;
// installs Debian's `chromium` when it is missing and we may, else stops clearly.
import { readFileSync } from 'node:fs';
import { findOrInstall } from './engines.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Launch flags for these machines: no sandbox (containers), no GPU, and nothing that reaches for the network. A JSON
 * file, so that playwright.config.ts (whose loader cannot import this module) reads the same list.
 */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

/** Returns the Chromium path, installing the Debian package first when needed and possible. */
export const ensureChromium = () =>
  findOrInstall('Chromium', [CHROMIUM_PATH], ['chromium'], ' or set CHROMIUM_PATH to a Chromium or Chrome binary');

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
