import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firestoreCredential, type FirestoreSettings } from '@/lib/store/firestore-credentials.server';

const base: FirestoreSettings = {
  engine: 'firestore',
  projectId: 'studio',
  serviceAccountJson: null,
  credentialsFile: null,
  emulatorHost: null,
};
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const key = {
  type: 'service_account',
  project_id: 'studio',
  client_email: 'site@studio.iam.gserviceaccount.com',
  private_key: privateKey,
};

describe('the Firestore credential', () => {
  it('is none for the emulator, even with a key configured', () => {
    expect(
      firestoreCredential({ ...base, emulatorHost: '127.0.0.1:8080', serviceAccountJson: JSON.stringify(key) }),
    ).toBeUndefined();
  });

  it('comes from FIREBASE_SERVICE_ACCOUNT or a service account key file', () => {
    expect(firestoreCredential({ ...base, serviceAccountJson: JSON.stringify(key) })).toHaveProperty(
      'clientEmail',
      key.client_email,
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'credentials-')), 'key.json');
    fs.writeFileSync(file, JSON.stringify(key));
    expect(firestoreCredential({ ...base, credentialsFile: file })).toHaveProperty('clientEmail', key.client_email);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('names the variable, never the secret, when the key is malformed', () => {
    const secret = 'BEGIN-PRIVATE-KEY-abc123';
    const attempt = (json: string) => () => firestoreCredential({ ...base, serviceAccountJson: json });
    expect(attempt(`{"private_key": "${secret}"`)).toThrow(/^FIREBASE_SERVICE_ACCOUNT is not valid JSON$/);
    expect(attempt(JSON.stringify({ private_key: secret }))).toThrow(
      /^FIREBASE_SERVICE_ACCOUNT is not a service account key/,
    );
    expect(() => firestoreCredential({ ...base, credentialsFile: '/no/such/key.json' })).toThrow(
      'GOOGLE_APPLICATION_CREDENTIALS: cannot read /no/such/key.json',
    );
  });
});
