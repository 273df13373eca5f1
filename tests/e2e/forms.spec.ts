import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;
const REFUSE_MARKER = 'REFUSE-THIS-MESSAGE';

/** A client address of its own per test, so the per-IP rate limits (the server trusts X-Forwarded-For here) don't collide. */
async function ownClientAddress(page: Page) {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** Short enough that the mail's quoted-printable body never wraps it. */
function shortMarker() {
  return `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function uniqueGmail(label: string) {
  return `e2e.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gmail.com`;
}

function storedSignups(): string[] {
  const csv = execFileSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/ops/signups-export.ts', '--all'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return csv.trim().split('\n').slice(1);
}

function receivedMailContaining(text: string): string | undefined {
  const dir = path.join(dataDir, 'smtp-received');
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .find((mail) => mail.includes(text));
}

test.describe('mailing-list sign-up', () => {
  test.beforeEach(async ({ page }) => ownClientAddress(page));

  test('refuses an address outside the allowed domains and stores nothing', async ({ page }) => {
    const email = `someone.${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByLabel('Your Gmail address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a valid Gmail address.' })).toBeVisible();
    expect(storedSignups().some((row) => row.startsWith(email))).toBe(false);
  });

  test('thanks a valid address, clears the field and stores a repeat only once', async ({ page }) => {
    const email = uniqueGmail('home');
    await page.goto('/');
    const field = page.getByLabel('Your Gmail address');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await field.fill(email);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Thank you for signing up, ${email}!` })).toBeVisible();
      await expect(field).toHaveValue('');
    }
    expect(storedSignups().filter((row) => row.startsWith(`${email},`))).toHaveLength(1);
  });

  test('the home sign-up box closes with its X', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Close the sign-up box' }).click();
    await expect(page.getByRole('heading', { name: 'Join our mailing list' })).toHaveCount(0);
  });
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => ownClientAddress(page));

  test('sends the message by SMTP and clears the form', async ({ page }) => {
    const marker = shortMarker();
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Player');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Message').fill(`${marker} loved Paddle War!`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    const mail = receivedMailContaining(marker);
    expect(mail).toContain('Reply-To: Ada Player <ada@example.org>');
    expect(mail).toContain('Subject: Website contact from Ada Player');
  });

  test('keeps what the visitor typed when sending fails', async ({ page }) => {
    const text = `This one bounces. ${REFUSE_MARKER} ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Bo Bounce');
    await page.getByLabel('Email').fill('bo@example.org');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Failed to send the message. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(text);
    await expect(page.getByLabel('Name')).toHaveValue('Bo Bounce');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => ownClientAddress(page));

  test('the sign-up form posts and comes back with the message', async ({ page }) => {
    const email = uniqueGmail('nojs');
    await page.goto('/betester');
    await page.getByLabel('Your Gmail address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/betester\?signup=ok/);
    await expect(page.getByRole('status').filter({ hasText: `Thank you for signing up, ${email}!` })).toBeVisible();
    expect(storedSignups().filter((row) => row.startsWith(`${email},`))).toHaveLength(1);
  });

  test('an invalid sign-up comes back with the error', async ({ page }) => {
    await page.goto('/betester');
    await page.getByLabel('Your Gmail address').fill('someone@yahoo.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a valid Gmail address.' })).toBeVisible();
  });

  test('the contact form posts and comes back with the message', async ({ page }) => {
    const marker = shortMarker();
    await page.goto('/contact');
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('Email').fill('noscript@example.org');
    await page.getByLabel('Message').fill(`${marker} hello without JavaScript`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact\?contact=ok/);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    expect(receivedMailContaining(marker)).toBeDefined();
  });

  test('a link typed by anyone shows no outcome: only what the server sealed in its own redirect', async ({ page }) => {
    for (const [address, claim] of [
      ['/contact?contact=ok', 'Message sent successfully!'],
      ['/contact?contact=invalid&field=constructor', 'function Object'],
      ['/contact?contact=invalid&field=__proto__', 'Please check'],
      ['/betester?signup=ok&email=victim%40gmail.com', 'Thank you for signing up'],
      ['/mailing-list/unsubscribe?result=unsubscribed', 'You are unsubscribed'],
      ['/mailing-list/confirm?result=confirmed', 'Your address is confirmed'],
      ['/mailing-list/confirm?result=unknown', 'This address is not on our list'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(claim);
    }
  });

  test('a failed contact post comes back with the failure message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('Email').fill('noscript@example.org');
    await page.getByLabel('Message').fill(`Bounce ${REFUSE_MARKER}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Failed to send the message. Please try again.' }),
    ).toBeVisible();
  });
});

test('the visit count is posted once per browser session and shown in the footer', async ({ page, context }) => {
  // Its own address: the server counts at most 60 visits in 10 minutes per client, and the other tests share loopback.
  await ownClientAddress(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visits') && request.method() === 'POST') posts.push(request.url());
  });
  const before = Number((await (await page.request.get('/api/visits')).json()).count);
  await page.goto('/');
  const counter = page.getByTestId('visit-count');
  await expect(counter).toHaveText(/Visits: [\d,]+/);
  const shown = Number((await counter.textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(before);
  await page.reload();
  await page.goto('/games');
  await expect(counter).toHaveText(/Visits: [\d,]+/);
  expect(posts).toHaveLength(1);

  const secondSession = await context.browser()!.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.1' } });
  const other = await secondSession.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
  expect(Number((await other.getByTestId('visit-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(shown);
  await secondSession.close();
});

test('past the visit limit the page still shows the count and goes network-idle', async ({ page, baseURL }) => {
  const address = `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  // The server counts at most 60 visits in 10 minutes per client: use them up from this test's own address, without
  // cookies (a browser session's cookie makes a repeat visit only read the count).
  for (let visit = 0; visit < 60; visit += 1) {
    await fetch(`${baseURL}/api/visits`, {
      method: 'POST',
      headers: { origin: baseURL ?? '', accept: 'application/json', 'x-forwarded-for': address },
    });
  }
  const ended: string[] = [];
  page.on('requestfinished', (request) => request.url().endsWith('/api/visits') && ended.push(request.method()));
  page.on('requestfailed', (request) => request.url().endsWith('/api/visits') && ended.push(request.method()));
  const limited = page.waitForResponse(
    (response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST',
  );
  await page.goto('/about');
  expect((await limited).status()).toBe(429);
  await expect(page.getByTestId('visit-count')).toHaveText(/Visits: [\d,]+/);
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(ended.sort()).toEqual(['GET', 'POST']);
});
