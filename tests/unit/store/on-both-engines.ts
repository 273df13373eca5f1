import { createStore } from '@/lib/store';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../fixtures/firestore-emulator';
import { tempDirs } from '../../fixtures/temp-dirs';
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
  const tempDir = tempDirs(`${label}-contract-`);

  describeContract('SQLite', async () => {
    const dataDir = tempDir();
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
