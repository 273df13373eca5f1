import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store/store.server';
import { runScript } from '../../../fixtures/run-script';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../../../fixtures/smtp-sink.mjs';

jest.setTimeout(90_000);

const folders: string[] = [];
const tempDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-command-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

async function confirmedMembers(dataDir: string, emails: string[]): Promise<void> {
  const store = await createStore({ engine: 'sqlite' }, dataDir);
  for (const email of emails) {
    await store.signUp(email, { page: '/', wording: 'w' });
    await store.confirmSignup(email, new Date(Date.now() + 1000));
  }
  await store.close();
}

/** Each received mail's envelope recipient. */
const recipients = (dir: string) =>
  fs
    .readdirSync(dir)
    .map((file) => /^X-Envelope-To: (.+)$/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1]?.trim())
    .sort();

describe('npm run newsletter', () => {
  it('sends a post once, refuses a second send, and mails only the newcomers with --resend-to-new', async () => {
    const dataDir = tempDir();
    const received = tempDir();
    const sink = await startSmtpSink(received);
    const env = { STORE: 'sqlite', DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${sink.port}` };
    try {
      await confirmedMembers(dataDir, ['ann@example.org', 'bo@example.org']);
      const first = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update'], env);
      expect(first.stdout).toContain('Sending "Hello from Voidlight Games" to 2 confirmed members');
      expect(first.stdout).toContain('first-update: 2 of 2 sent, 0 failed, 0 skipped');
      expect(first.code).toBe(0);
      expect(recipients(received)).toEqual(['ann@example.org', 'bo@example.org']);

      await confirmedMembers(dataDir, ['cy@example.org']);
      const again = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update'], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/went out on \d{4}-\d\d-\d\d \d\d:\d\d UTC to 2 members .*--resend-to-new/);
      expect(fs.readdirSync(received)).toHaveLength(2);

      const newcomers = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update', '--resend-to-new'], env);
      expect(newcomers.code).toBe(0);
      expect(recipients(received)).toEqual(['ann@example.org', 'bo@example.org', 'cy@example.org']);
      const nobody = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update', '--resend-to-new'], env);
      expect(nobody.stdout).toContain('Nobody new');

      const status = await runScript('scripts/ops/newsletter.ts', ['status', 'first-update'], env);
      expect(status.stdout).toMatch(/^first-update\s+.+ UTC\s+2\s+2\s+0\s+0\s+0\s+0$/m);
      expect(status.stdout).toMatch(/^first-update~2\s+.+ UTC\s+1\s+1\s+0\s+0\s+0\s+0$/m);

      const test = await runScript('scripts/ops/newsletter.ts', ['test', 'first-update', 'editor@example.org'], env);
      expect(test.stdout).toContain('Sent "Hello from Voidlight Games" to editor@example.org');
      const status2 = await runScript('scripts/ops/newsletter.ts', ['status'], env);
      expect(status2.stdout.match(/^first-update/gm)).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });

  it('sends nothing without SMTP_URL, and refuses what it does not know', async () => {
    const dataDir = tempDir();
    await confirmedMembers(dataDir, ['ann@example.org']);
    const env = { STORE: 'sqlite', DATA_DIR: dataDir };
    const send = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update'], env);
    expect(send.code).toBe(1);
    expect(send.stderr).toContain('SMTP_URL is not set');
    const status = await runScript('scripts/ops/newsletter.ts', ['status'], env);
    expect(status.stdout).toContain('No newsletter has been sent.');
    const unknown = await runScript('scripts/ops/newsletter.ts', ['send', 'no-such-post'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No post "no-such-post"');
    const flag = await runScript('scripts/ops/newsletter.ts', ['send', 'first-update', '--everyone'], env);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('Usage: npm run newsletter');
  });
});
