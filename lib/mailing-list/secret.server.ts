import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'mailing-list-secret';

/**
 * The key that signs list links: the configured one, else one made at random on first use and kept in the data
 * folder (created exclusively, so two processes starting at once agree on the first one written).
 */
export async function loadListSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    console.info(`Made a mailing-list link secret in ${file} (set MAILING_LIST_SECRET to choose one)`);
  } catch (error) {
    // Not `instanceof Error`: errors from another realm (a test runner's VM context) fail that check.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = (await fs.readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}
