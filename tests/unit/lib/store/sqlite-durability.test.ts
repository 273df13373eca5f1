import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store/store.server';

const root = path.resolve(__dirname, '../../../..');
const ACKNOWLEDGED = 300;

/** Starts the writer child and SIGKILLs it once it has acknowledged `count` writes; resolves with the last acknowledgement. */
function writeUntilKilled(
  dataDir: string,
  count: number,
): Promise<{ index: number; visits: number; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/lib/run-ts.mjs', 'tests/fixtures/sqlite-writer.ts', dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    let last = { index: -1, visits: 0 };
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^ack (\d+) (\d+)$/.exec(line);
        if (match) last = { index: Number(match[1]), visits: Number(match[2]) };
      }
      if (last.index + 1 >= count && child.exitCode === null) child.kill('SIGKILL');
    });
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve({ ...last, signal }));
  });
}

describe('the SQLite store when its process is killed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-durability-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every write it acknowledged', async () => {
    const last = await writeUntilKilled(dataDir, ACKNOWLEDGED);
    expect(last.signal).toBe('SIGKILL');
    expect(last.index + 1).toBeGreaterThanOrEqual(ACKNOWLEDGED);

    const store = await createStore({ engine: 'sqlite' }, dataDir);
    try {
      const emails = new Set((await store.listSignups()).map((signup) => signup.email));
      const acknowledged = Array.from({ length: last.index + 1 }, (_, index) => `writer${index}@gmail.com`);
      expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
      expect(await store.getVisitCount()).toBeGreaterThanOrEqual(last.visits);
    } finally {
      await store.close();
    }
  }, 30_000);
});
