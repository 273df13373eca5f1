import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;

/** Submits a page's form the way a browser does without scripts, but as multipart/form-data; answers the Content-Type it sent. */
async function submitAsMultipart(page: Page, formSelector: string, action: string): Promise<string> {
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === action,
  );
  // form.submit() skips the submit event, so the page's script stays out and Chromium encodes and sends the form itself.
  await page.locator(formSelector).evaluate((form: HTMLFormElement) => {
    form.enctype = 'multipart/form-data';
    form.submit();
  });
  return (await posted).headers()['content-type'] ?? '';
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
});

test('the contact form arrives when Chromium posts it as multipart, with its mixed-case boundary', async ({ page }) => {
  const marker = `mp${Date.now().toString(36)}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Multi Part');
  await page.getByLabel('Email').fill('multipart@example.org');
  await page.getByLabel('Message').fill(`${marker} sent as multipart`);
  const contentType = await submitAsMultipart(page, '#contact-form', '/api/contact');
  expect(contentType).toMatch(/^multipart\/form-data; boundary=----WebKitFormBoundary[A-Za-z0-9]{16}$/);
  expect(contentType).toMatch(/boundary=.*[A-Z]/);
  await expect(page).toHaveURL(/\/contact\?contact=ok/);
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  const dir = path.join(dataDir, 'smtp-received');
  expect(readdirSync(dir).some((file) => readFileSync(path.join(dir, file), 'utf8').includes(marker))).toBe(true);
});

test('the sign-up form arrives when Chromium posts it as multipart', async ({ page }) => {
  const email = `multipart.${Date.now()}@gmail.com`;
  await page.goto('/betester');
  await page.getByLabel('Your Gmail address').fill(email);
  const contentType = await submitAsMultipart(page, 'form[action="/api/signups"]', '/api/signups');
  expect(contentType).toMatch(/^multipart\/form-data; boundary=----WebKitFormBoundary/);
  await expect(page).toHaveURL(/\/betester\?signup=ok/);
});
