import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '@/lib/store/store.server';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../../fixtures/firestore-emulator';
import type { StorePlace } from './store-contract';

/**
 * Runs one contract suite on SQLite in a fresh folder and on a Firestore-protocol server with a project per test;
 * `firestoreChecks` adds tests of the Firestore layout beside it, given the running server.
 */
export function onBothEngines(
  label: string,
  describeContract: (name: string, makePlace: () => Promise<StorePlace>) => void,
  firestoreChecks?: (server: () => FirestoreEmulator) => void,
): void {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  describeContract('SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-contract-`));
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

    describeContract('Firestore', async () => {
      const projectId = `${label}-${process.pid}-${(projects += 1)}`;
      return { open: () => createStore(emulator.settings(projectId), 'unused') };
    });
    firestoreChecks?.(() => emulator);
  });
}
