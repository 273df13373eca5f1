import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store';
import { csvField, oneLine, toCsv, toTable } from '@/scripts/lib/format';
import { startFirestoreEmulator } from '../../fixtures/firestore-emulator';

jest.setTimeout(30_000);

const root = path.resolve(__dirname, '../../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tempDataDir() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scripts-'));
  folders.push(folder);
  return folder;
}

/** Runs a script through the runner, asynchronously (an in-process emulator must keep answering meanwhile). */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The store settings come only from `env`, never from this process's environment.
  const childEnv = { ...process.env };
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'STORE', 'DATA_DIR']) delete childEnv[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', script, ...args], { cwd: root, env: { ...childEnv, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the operator output formats', () => {
  it('quotes CSV fields only when they need it', () => {
    expect(csvField('ada@gmail.com')).toBe('ada@gmail.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsv(['a', 'b'], [['1', '2,3']])).toBe('a,b\r\n1,"2,3"\r\n');
  });

  it('flattens visitor text to one safe line', () => {
    expect(oneLine('Hi\u001b[2J there,\r\n\tfriend', 100)).toBe('Hi [2J there, friend');
    expect(oneLine('abcdefghij', 5)).toBe('abcd…');
  });

  it('aligns table columns under a dashed header', () => {
    expect(
      toTable(
        ['ID', 'NAME'],
        [
          ['1', 'Ada'],
          ['22', 'Bo'],
        ],
      ),
    ).toBe('ID  NAME\n--  ----\n1   Ada\n22  Bo\n');
  });
});

describe('npm run signups:export', () => {
  it('prints every SQLite sign-up, oldest first, as CSV with ISO-8601 UTC times', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    for (const email of ['Zed@gmail.com', 'ada.player@gmail.com', "o'brien+beta@googlemail.com"]) await store.addSignup(email);
    const signups = await store.listSignups();
    await store.close();

    const { code, stdout, stderr } = await run('scripts/signups-export.ts', [], { STORE: 'sqlite', DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stdout.split('\r\n')).toEqual(['email,timestamp', ...signups.map((s) => `${s.email},${s.timestamp.toISOString()}`), '']);
    expect(stdout).toMatch(/^email,timestamp\r\nzed@gmail\.com,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\r\n/);
    expect(stderr).toContain('3 sign-ups exported.');
  });

  it('prints just the header for an empty store', async () => {
    const { code, stdout } = await run('scripts/signups-export.ts', [], { STORE: 'sqlite', DATA_DIR: tempDataDir() });
    expect(code).toBe(0);
    expect(stdout).toBe('email,timestamp\r\n');
  });

  it('reads Firestore when the environment says so', async () => {
    const emulator = await startFirestoreEmulator();
    const settings = emulator.settings(`scripts-${process.pid}`);
    try {
      const store = await createStore(settings, 'unused');
      await store.addSignup('first@gmail.com');
      await store.addSignup('second@gmail.com');
      await store.close();
      const env = { STORE: 'firestore', FIREBASE_PROJECT_ID: settings.projectId, FIRESTORE_EMULATOR_HOST: emulator.host, DATA_DIR: tempDataDir() };
      const { code, stdout } = await run('scripts/signups-export.ts', [], env);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^email,timestamp\r\nfirst@gmail\.com,[^\r]+Z\r\nsecond@gmail\.com,[^\r]+Z\r\n$/);
    } finally {
      emulator.stop();
    }
  });
});

describe('npm run contact:list', () => {
  it('lists messages as a table, optionally only failed ones', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    const failed = await store.saveContactMessage({ name: 'Ada', email: 'ada@example.org', message: 'The boss\nis too hard' });
    await store.markContactMessage(failed.id, { status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:587' });
    const pending = await store.saveContactMessage({ name: 'Bo', email: 'bo@example.org', message: 'Hello' });
    await store.close();
    const env = { STORE: 'sqlite', DATA_DIR: dataDir };

    const all = await run('scripts/contact-list.ts', [], env);
    expect(all.code).toBe(0);
    expect(all.stdout.split('\n')[0]).toMatch(/^ID\s+DATE \(UTC\)\s+STATUS\s+TRIES\s+FROM\s+MESSAGE$/);
    expect(all.stdout).toMatch(
      new RegExp(`${failed.id}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+failed\\s+1\\s+Ada <ada@example.org>\\s+The boss is too hard`),
    );
    expect(all.stdout).toContain('last error: connect ECONNREFUSED 127.0.0.1:587');
    expect(all.stdout).toMatch(new RegExp(`${pending.id}\\s+\\S+ \\S+\\s+pending\\s+0\\s+Bo <bo@example.org>\\s+Hello`));
    expect(all.stdout).toContain('2 messages.');

    const onlyFailed = await run('scripts/contact-list.ts', ['--status', 'failed'], env);
    expect(onlyFailed.stdout).toContain(failed.id);
    expect(onlyFailed.stdout).not.toContain(pending.id);

    const wrong = await run('scripts/contact-list.ts', ['--status', 'lost'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run contact:list');
  });
});
