import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../fixtures/firestore-emulator';
import { describeMeasurementContract } from './measurement-contract';

jest.setTimeout(30_000);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describeMeasurementContract('SQLite', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measurement-contract-'));
  folders.push(dataDir);
  return { open: () => createStore({ engine: 'sqlite' }, dataDir) };
});

describe('on a Firestore-protocol server', () => {
  let emulator: FirestoreEmulator;
  let projects = 0;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator.stop());

  describeMeasurementContract('Firestore', async () => {
    const projectId = `measurement-${process.pid}-${(projects += 1)}`;
    return { open: () => createStore(emulator.settings(projectId), 'unused') };
  });
});
