import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;

function uniqueGmail(label: string) {
  return `e2e.list.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gmail.com`;
}

async function ownClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

/** The mail the SMTP sink received for `email`, headers unfolded and quoted-printable soft breaks joined. */
async function mailTo(email: string): Promise<string> {
  const dir = path.join(dataDir, 'smtp-received');
  let found: string | undefined;
  await expect
    .poll(() => {
      found = readdirSync(dir)
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .find((mail) => mail.includes(`X-Envelope-To: ${email}`));
      return Boolean(found);
    })
    .toBe(true);
  return (found ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** A link of the mail, as a path on the server under test (the mail names the configured SITE_URL). */
function linkIn(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s>]+${pathname}\\?t=[\\w.-]+`).exec(mail);
  if (!match) throw new Error(`No ${pathname} link in the mail`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A confirmation token made as the server makes them, with the server's own secret, issued `ageMs` ago. */
function tokenIssued(email: string, ageMs: number): string {
  const secret = readFileSync(path.join(dataDir, 'mailing-list-secret'), 'utf8').trim();
  const payload = Buffer.from(JSON.stringify({ p: 'confirm', e: email, t: Date.now() - ageMs })).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

function exported(all = false): string[] {
  const csv = execFileSync(
    process.execPath,
    ['scripts/lib/run-ts.mjs', 'scripts/ops/signups-export.ts', ...(all ? ['--all'] : [])],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  return csv.trim().split('\r\n').slice(1);
}

async function signUp(page: Page, email: string) {
  await page.goto('/betester');
  await page.getByLabel('Your Gmail address').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Thank you for signing up, ${email}! If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.`,
    }),
  ).toBeVisible();
}

test.describe('double opt-in mailing list', () => {
  test.beforeEach(async ({ page }) => ownClientAddress(page));

  test('mails a confirmation with unsubscribe headers; its link confirms; export lists confirmed only', async ({
    page,
  }) => {
    const email = uniqueGmail('confirm');
    const other = uniqueGmail('unconfirmed');
    await signUp(page, email);
    await signUp(page, other);

    const mail = await mailTo(email);
    expect(mail).toMatch(/^Subject: Please confirm your sign-up to /m);
    expect(mail).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/mailing-list\/unsubscribe\?t=[\w.-]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail).toContain('Unsubscribe: ');
    // The contact mail's path: one Message-ID a mail (kind, issue time, a hash of the address, the sender's domain).
    expect(mail).toMatch(/^Message-ID: <list\.confirm\.\d+\.[0-9a-f]{16}@voidlight\.games>\r?$/m);
    expect(mail).not.toMatch(/^Message-ID: .*e2e\.list/m);
    expect(exported(true).some((row) => row.startsWith(`${email},`) && row.includes(',unconfirmed,'))).toBe(true);
    expect(exported().some((row) => row.startsWith(`${email},`))).toBe(false);

    await page.goto(linkIn(mail, '/mailing-list/confirm'));
    await expect(page.getByText(`Confirm that ${email} may receive`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText('Your address is confirmed.')).toBeVisible();

    const rows = exported();
    expect(rows.some((row) => row.startsWith(`${email},`))).toBe(true);
    expect(rows.some((row) => row.startsWith(`${other},`))).toBe(false);
  });

  test('refuses a forged or an expired link', async ({ page }) => {
    const email = uniqueGmail('refuse');
    await signUp(page, email);
    const link = linkIn(await mailTo(email), '/mailing-list/confirm');

    await page.goto(`${link.slice(0, -4)}${link.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my sign-up' })).toHaveCount(0);

    await page.goto(`/mailing-list/confirm?t=${tokenIssued(email, 8 * 24 * 60 * 60 * 1000)}`);
    await expect(page.getByText('This link has expired.')).toBeVisible();
    expect(exported().some((row) => row.startsWith(`${email},`))).toBe(false);
  });

  test('unsubscribes with JavaScript disabled, for good', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.1` },
    });
    const page = await context.newPage();
    const email = uniqueGmail('unsubscribe');
    await page.goto('/betester');
    await page.getByLabel('Your Gmail address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Thank you for signing up, ${email}!` })).toBeVisible();
    const mail = await mailTo(email);

    await page.goto(linkIn(mail, '/mailing-list/confirm'));
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText('Your address is confirmed.')).toBeVisible();

    await page.goto(linkIn(mail, '/mailing-list/unsubscribe'));
    await expect(page.getByText(`Take ${email} off`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
    expect(exported().some((row) => row.startsWith(`${email},`))).toBe(false);

    // The old confirmation link can't bring the address back.
    await page.goto(linkIn(mail, '/mailing-list/confirm'));
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText('This link is not valid, or was sent before the address unsubscribed.')).toBeVisible();
    expect(exported(true).some((row) => row.startsWith(`${email},`) && row.includes(',unsubscribed,'))).toBe(true);
    await context.close();
  });

  test('the List-Unsubscribe address takes a one-click POST from a mail provider', async ({ page, request }) => {
    const email = uniqueGmail('oneclick');
    await signUp(page, email);
    const oneClick = linkIn(await mailTo(email), '/api/mailing-list/unsubscribe');
    const response = await request.post(oneClick, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);
    expect(exported(true).some((row) => row.startsWith(`${email},`) && row.includes(',unsubscribed,'))).toBe(true);
  });
});
