import 'server-only';
import fs from 'node:fs';
import { applicationDefault, cert, type Credential } from 'firebase-admin/app';
import { z } from 'zod';
import type { SiteConfig } from '@/lib/site/config.server';

export type FirestoreSettings = Extract<SiteConfig['store'], { engine: 'firestore' }>;

const serviceAccount = z.object({
  project_id: z.string().optional(),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
const credentialsFile = z.object({ type: z.string() });

/** JSON text, or an error naming the variable: JSON.parse's own message quotes the input, which holds a private key. */
function parseJson(text: string, variable: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${variable} is not valid JSON`);
  }
}

function serviceAccountCredential(json: unknown, variable: string, projectId: string): Credential {
  const parsed = serviceAccount.safeParse(json);
  if (!parsed.success)
    throw new Error(`${variable} is not a service account key: it needs client_email and private_key`);
  const { project_id, client_email, private_key } = parsed.data;
  return cert({ projectId: project_id ?? projectId, clientEmail: client_email, privateKey: private_key });
}

/**
 * The credential a Firestore store signs in with: none for the emulator; the service account key in
 * FIREBASE_SERVICE_ACCOUNT; the key file GOOGLE_APPLICATION_CREDENTIALS names; else application default
 * credentials (other credential-file kinds, or the metadata server of Google's runtimes).
 */
export function firestoreCredential(settings: FirestoreSettings): Credential | undefined {
  if (settings.emulatorHost) return undefined;
  if (settings.serviceAccountJson) {
    return serviceAccountCredential(
      parseJson(settings.serviceAccountJson, 'FIREBASE_SERVICE_ACCOUNT'),
      'FIREBASE_SERVICE_ACCOUNT',
      settings.projectId,
    );
  }
  if (settings.credentialsFile) {
    let text: string;
    try {
      text = fs.readFileSync(settings.credentialsFile, 'utf8');
    } catch {
      throw new Error(`GOOGLE_APPLICATION_CREDENTIALS: cannot read ${settings.credentialsFile}`);
    }
    const json = parseJson(text, 'GOOGLE_APPLICATION_CREDENTIALS');
    if (credentialsFile.safeParse(json).data?.type === 'service_account') {
      return serviceAccountCredential(json, 'GOOGLE_APPLICATION_CREDENTIALS', settings.projectId);
    }
  }
  return applicationDefault();
}
