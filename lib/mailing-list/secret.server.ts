import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'mailing-list-secret';

/**
 * The key that signs list links: the configured one, else one made at random on first use and kept in the data
 * folder. It is written whole to a file of its own, then linked into place: the link fails when another process got
 * there first, so processes starting at once agree on one secret, and none reads a file still being written.
 */
export async function loadListSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await fs.writeFile(draft, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    await fs.link(draft, file);
    console.info(`Made a mailing-list link secret in ${file} (set MAILING_LIST_SECRET to choose one)`);
  } catch (error) {
    // Not `instanceof Error`: errors from another realm (a test runner's VM context) fail that check.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const secret = (await fs.readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}
