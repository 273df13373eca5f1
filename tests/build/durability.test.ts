import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postBurstAndKill, postBurstSignup } from '../fixtures/kill-mid-burst';
import { startSiteServer, testPort } from '../fixtures/site-server';

jest.setTimeout(120_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const env = { DATA_DIR: dataDir, TRUST_PROXY: '1' };

it('keeps every sign-up it acknowledged when killed with SIGKILL mid-burst', async () => {
  const port = testPort();
  const server = await startSiteServer(port, env);
  const { acknowledged } = await postBurstAndKill(server, { size: 400, killAfter: 100, post: postBurstSignup });
  await server.exited();

  const restarted = await startSiteServer(port, env);
  restarted.process.kill('SIGTERM');
  await restarted.exited();
  // Every sign-up, confirmed or not: a burst's sign-ups are all still waiting for their confirmation mail's link.
  const exported = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/ops/signups-export.ts', '--all'], {
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
