import 'server-only';
import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from './config.server';

/** The file in the data folder that keeps a secret made here (named when list links were its only use). */
const SECRET_FILE = 'mailing-list-secret';

/**
 * The site's secret: the configured one, else one made at random on first use and kept in the data folder. It is
 * written whole to a file of its own, then linked into place: the link fails when another process got there first,
 * so processes starting at once agree on one secret, and none reads a file still being written.
 */
export async function loadSiteSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await fs.writeFile(draft, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    await fs.link(draft, file);
    console.info(`Made the site's secret in ${file} (set MAILING_LIST_SECRET to choose one)`);
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

let secret: Promise<string> | undefined;

/** This site's secret (MAILING_LIST_SECRET, else the one kept in DATA_DIR), read once per process. */
export function siteSecret(): Promise<string> {
  secret ??= loadSiteSecret(config.mailingListSecret, config.dataDir).catch((error: unknown) => {
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
