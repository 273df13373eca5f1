// Saves full-page screenshots of the site's routes on a phone and a desktop viewport into screenshots/,
// for a person to look at. Usage: node scripts/tools/page-screenshots.mjs [baseURL] [route ...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';

const [baseURL = 'http://127.0.0.1:3000', ...requested] = process.argv.slice(2);
const routes = requested.length
  ? requested
  : ['/', '/games', '/about', '/contact', '/blog-updates', '/privacy-notice', '/quiz-list', '/paddle-war'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const route of routes) {
    await page.goto(baseURL + route, { waitUntil: 'load' });
    const file = `screenshots/${name}${route.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`;
    await page.waitForTimeout(300);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
