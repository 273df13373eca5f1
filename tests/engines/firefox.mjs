// The smoke's Firefox session (see session.mjs for what a session offers): Firefox ESR driven over WebDriver BiDi by
// puppeteer-core, which reports every uncaught exception and console message of the page.
import puppeteer from 'puppeteer-core';
import { VIEWPORT } from './session.mjs';

/** Launches headless Firefox; resolves to a session on `base` (the site's origin). */
export async function openFirefox(base, executablePath) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  let errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(`console.error: ${message.text()}`));
  return {
    version: await browser.version(),
    async goto(path) {
      errors = [];
      await page.goto(base + path, { waitUntil: 'load' });
    },
    errors: async () => errors,
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}
