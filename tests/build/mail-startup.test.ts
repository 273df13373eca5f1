import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSiteServer, testPort } from '../fixtures/site-server';

jest.setTimeout(120_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-startup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startupOutput(env: Record<string, string>): Promise<string> {
  const server = await startSiteServer(testPort(), { DATA_DIR: dataDir, ...env });
  server.process.kill('SIGTERM');
  await server.exited();
  return server.output();
}

it('says loudly at start-up that mail only goes to the outbox folder when SMTP_URL is not set', async () => {
  const output = await startupOutput({ SMTP_URL: '' });
  expect(output).toContain('SMTP_URL is not set: contact messages are NOT e-mailed to anyone.');
  expect(output).toContain(`They are only written as .eml files into ${path.join(dataDir, 'outbox')}`);
});

it('says nothing of the kind when SMTP_URL is set', async () => {
  expect(await startupOutput({ SMTP_URL: 'smtp://127.0.0.1:2525' })).not.toContain('SMTP_URL is not set');
});
