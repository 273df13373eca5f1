import { defineConfig, devices } from '@playwright/test';
import CHROMIUM_ARGS from './scripts/lib/chromium-args.json';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The site built with the fake ad library (tests/servers/site-with-ads.mjs), and that library on the port after it. */
const ADS_PORT = PORT + 50;

/** Debian's Chromium (no browser download on these machines), launched as the benchmarks and tools launch it. */
const launchOptions = { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    // Everything but what only a phone does (@phone-only: a touch path whose keyboard twin is a longer desktop test).
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Only what a phone's viewport, touch or layout can change, tagged @phone: the rest would repeat the desktop run.
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      command: `node tests/servers/site.mjs ${PORT}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // tests/e2e/ad-consent.spec.ts: the same build, started with a fake ad library.
    {
      command: `node tests/servers/site-with-ads.mjs ${ADS_PORT}`,
      url: `http://127.0.0.1:${ADS_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
