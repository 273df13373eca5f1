import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let clientNumber = 0;

/** A fresh data folder for this test file, set before the route modules (and so the configuration) load. */
export function createTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  process.env.DATA_DIR = dir;
  process.env.STORE = 'sqlite';
  return dir;
}

/** A POST as a browser on this site would send it, from its own client address unless one is given. */
export function post(url: string, body: string, contentType: string | null, headers: Record<string, string> = {}) {
  clientNumber += 1;
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    body,
    headers: {
      'x-forwarded-for': `192.0.2.${clientNumber % 250}`,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...headers,
    },
  });
}

export const json = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  post(url, JSON.stringify(value), 'application/json', { accept: 'application/json', ...headers });
