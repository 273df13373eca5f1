// The smoke's WebKit session (see session.mjs for what a session offers): WebKitGTK's MiniBrowser driven by its
// WebKitWebDriver over classic WebDriver (selenium-webdriver), on a virtual X display since WebKitGTK has no headless
// mode. Debian builds the driver without WebDriver BiDi (it refuses `webSocketUrl`) and MiniBrowser ignores its
// console-to-stdout setting under automation, so nothing reports the page's console or uncaught errors. The session
// therefore opens each page in a full-window same-origin iframe on a blank host page (the site's /robots.txt) and
// listens on the frame's window from the start: a frame's first navigation to a same-origin page keeps the window
// of its initial about:blank document (HTML's navigate algorithm), with the listeners and console hook set on it, so
// they see every error from the page's first script on. The site allows itself to frame its pages
// (frame-ancestors 'self'). Frames inside that page (a game page's game) go unheard: the games are checked on their own.
import { spawn } from 'node:child_process';
import { Builder, By, Capabilities, Key } from 'selenium-webdriver';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { poll, VIEWPORT } from './session.mjs';

/** Puts `src` in a full-window iframe that records its window's errors in the host's `__errors`; calls back on load. */
function frameWithErrorHooks(src, loaded) {
  const errors = [];
  window.__errors = errors;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
  frame.addEventListener('load', () => loaded(), { once: true });
  document.body.replaceChildren(frame);
  const view = frame.contentWindow;
  view.addEventListener('error', (event) => errors.push(`uncaught ${event.message}`));
  view.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${event.reason}`));
  const consoleError = view.console.error;
  view.console.error = (...args) => {
    errors.push(`console.error: ${args.join(' ')}`);
    consoleError.apply(view.console, args);
  };
}

/** Starts WebKitWebDriver under xvfb-run and a MiniBrowser session on `base` (the site's origin). */
export async function openWebKit(base, driverPath, browserPath) {
  const port = await freePort();
  // A process group of its own, so that xvfb-run, Xvfb, the driver and MiniBrowser all stop with one signal.
  const display = spawn('xvfb-run', ['-a', driverPath, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const stop = () => {
    try {
      process.kill(-display.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);
  let driver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await poll(
      'WebKitWebDriver',
      () =>
        fetch(`${url}/status`).then(
          (response) => response.ok,
          () => false,
        ),
      15_000,
    );
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
    });
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    await driver.manage().window().setRect(VIEWPORT);
  } catch (error) {
    stop();
    throw error;
  }
  const found = (selector) => driver.findElement(By.css(selector));
  return {
    version: `MiniBrowser (WebKitGTK) ${(await driver.getCapabilities()).get('browserVersion')}`,
    async goto(path) {
      await driver.switchTo().defaultContent();
      await driver.get(`${base}/robots.txt`);
      await driver.executeAsyncScript(frameWithErrorHooks, path);
      await driver.switchTo().frame(0);
    },
    async errors() {
      await driver.switchTo().defaultContent();
      const errors = await driver.executeScript(() => window.__errors);
      await driver.switchTo().frame(0);
      return errors;
    },
    run: (fn, ...args) => driver.executeScript(fn, ...args),
    click: async (selector) => (await found(selector)).click(),
    type: async (selector, text) => (await found(selector)).sendKeys(text),
    press: (key) => driver.actions().sendKeys(Key[key.toUpperCase()]).perform(),
    async close() {
      await driver.quit().finally(stop);
    },
  };
}
