// Finds the two other engines the cross-engine smoke (tests/engines/smoke.mjs) drives besides Chromium: Debian's
// Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser on a virtual X display. Each, like Chromium
// (chromium.mjs), is found by findOrInstall: Debian's packages are installed when missing and we may, else it stops
// with a message saying what to install.
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
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

/** Installs Debian packages when root with apt; true when they installed. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return (
    isRoot &&
    existsSync('/usr/bin/apt-get') &&
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', ...packages])
  );
}

/**
 * Returns `files[0]` once every one of `files` exists, installing the Debian `packages` first when needed and possible
 * (every browser the tests drive is found this way); else stops, saying what is missing and what to do about it.
 */
export function findOrInstall(name, files, packages, hint) {
  const missing = () => files.filter((file) => !existsSync(file));
  if (missing().length === 0 || (aptInstall([...packages, 'fonts-dejavu-core']) && missing().length === 0))
    return files[0];
  console.error(
    `${name} could not be found or installed (missing: ${missing().join(', ')}).\nInstall it (Debian/Ubuntu: \`sudo apt-get install ${packages.join(' ')}\`)${hint}.`,
  );
  process.exit(1);
}

/** Returns the Firefox path, installing Debian's `firefox-esr` first when needed and possible. */
export const ensureFirefox = () =>
  findOrInstall('Firefox', [FIREFOX_PATH], ['firefox-esr'], ' or set FIREFOX_PATH to a Firefox binary');

/** Returns the WebKitWebDriver path, installing `webkit2gtk-driver xvfb xauth` first when needed and possible. */
export const ensureWebKit = () =>
  findOrInstall("WebKitGTK's WebDriver", WEBKIT_FILES, ['webkit2gtk-driver', 'xvfb', 'xauth'], '');

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureFirefox(), ensureWebKit());
