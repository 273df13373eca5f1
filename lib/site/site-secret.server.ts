import 'server-only';
import { hkdfSync, randomBytes } from 'node:crypto';
import { loadListSecret } from '@/lib/mailing-list/secret.server';
import { config } from './config.server';

let secret: Promise<string> | undefined;

/** This site's secret (MAILING_LIST_SECRET, else the one kept in DATA_DIR), read once per process. */
export function siteSecret(): Promise<string> {
  secret ??= loadListSecret(config.mailingListSecret, config.dataDir).catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

const keys = new Map<string, Buffer>();

/**
 * A 32-byte key for one purpose, derived from the site's secret (HKDF-SHA256, the purpose as its info) once per
 * process, so every process sharing the secret (several servers, a serverless host, a restart) derives the same key,
 * and no two purposes share one. A process that cannot read the secret says so and uses a random key of its own,
 * whose seals it alone can read.
 */
export async function derivedKey(purpose: string): Promise<Buffer> {
  const known = keys.get(purpose);
  if (known) return known;
  let key: Buffer;
  try {
    key = Buffer.from(hkdfSync('sha256', await siteSecret(), '', purpose, 32));
  } catch (error) {
    console.error(`The site secret could not be read; ${purpose}s made here are read by this process alone`, error);
    key = randomBytes(32);
  }
  keys.set(purpose, key);
  return key;
}
