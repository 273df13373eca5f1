import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../fixtures/firestore-emulator';
import { describeMailingListContract } from './mailing-list-contract';

jest.setTimeout(30_000);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describeMailingListContract('SQLite', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailing-list-contract-'));
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

  describeMailingListContract('Firestore', async () => {
    const projectId = `mailing-list-${process.pid}-${(projects += 1)}`;
    return { open: () => createStore(emulator.settings(projectId), 'unused') };
  });
});
