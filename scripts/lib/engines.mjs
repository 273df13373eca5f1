// Finds the two other engines the cross-engine smoke (tests/engines/smoke.mjs) drives besides Chromium: Debian's
// Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser on a virtual X display. Like ensureChromium(), installs
// the Debian packages when they are missing and we may, else stops with a message saying what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
// libwebkit2gtk-4.1-0 keeps its MiniBrowser under the multiarch library folder.
const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;
export const MINIBROWSER_PATH = `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
// WebKitGTK cannot run headless: the smoke starts its driver under xvfb-run, which needs xauth.
const WEBKIT_FILES = [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/xvfb-run', '/usr/bin/xauth'];

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs Debian packages when root with apt (for every browser the tests drive); true when they installed. */
export function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get') && run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...packages]);
}

/** Returns the Firefox path, installing Debian's `firefox-esr` first when needed and possible. */
export function ensureFirefox() {
  if (existsSync(FIREFOX_PATH) || (aptInstall(['firefox-esr', 'fonts-dejavu-core']) && existsSync(FIREFOX_PATH))) return FIREFOX_PATH;
  console.error(
    `Firefox was not found at ${FIREFOX_PATH} and could not be installed.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install firefox-esr`) or set FIREFOX_PATH to a Firefox binary.',
  );
  process.exit(1);
}

/** Returns the WebKitWebDriver path, installing `webkit2gtk-driver xvfb xauth` first when needed and possible. */
export function ensureWebKit() {
  const missing = () => WEBKIT_FILES.filter((file) => !existsSync(file));
  if (missing().length === 0 || (aptInstall(['webkit2gtk-driver', 'xvfb', 'xauth', 'fonts-dejavu-core']) && missing().length === 0)) return WEBKIT_DRIVER_PATH;
  console.error(
    `WebKitGTK's WebDriver could not be found or installed (missing: ${missing().join(', ')}).\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver xvfb xauth`).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureFirefox(), ensureWebKit());
