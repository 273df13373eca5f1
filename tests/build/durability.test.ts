import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

const port = 3500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));

function startServer(): ChildProcess {
  return spawn(process.execPath, ['server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

function signup(index: number): Promise<string | null> {
  const email = `durable.${index}@gmail.com`;
  return fetch(`${base}/api/signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ email }),
  }).then(
    (response) => (response.status === 200 ? email : null),
    () => null,
  );
}

it('keeps every sign-up it acknowledged when killed with SIGKILL mid-burst', async () => {
  let server = startServer();
  await waitUntilUp();
  const acknowledged: string[] = [];
  const burst = Array.from({ length: 400 }, (_, index) => signup(index).then((email) => email && acknowledged.push(email)));
  while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
  server.kill('SIGKILL');
  await Promise.all(burst);
  const killed = server;
  if (killed.exitCode === null && killed.signalCode === null) await new Promise((resolve) => killed.once('exit', resolve));

  server = startServer();
  await waitUntilUp();
  server.kill('SIGTERM');
  const exported = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/signups-export.ts'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const stored = new Set(
    exported.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[0]),
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(100);
  expect(acknowledged.length).toBeLessThan(400);
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
});
