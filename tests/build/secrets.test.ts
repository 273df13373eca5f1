import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- a plain ESM fixture shared with tests/run.mjs
import { SECRET_CANARIES, SECRET_VARIABLES } from '../fixtures/secret-canaries.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** What reaches a browser: the static bundles, and the prerendered HTML and RSC payloads of every page. */
function browserFiles(): string[] {
  const pages = filesUnder(path.join(distDir, 'server', 'app')).filter((file) => /\.(html|rsc|body|meta)$/.test(file));
  return [...filesUnder(path.join(distDir, 'static')), ...pages];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Each secret's value, and the parts a leak could show on its own (an SMTP password, a private key). */
function secretValues(): string[] {
  const values = (SECRET_VARIABLES as string[]).flatMap((name) => [
    process.env[name],
    (SECRET_CANARIES as Record<string, string>)[name],
  ]);
  const parts = values.flatMap((value) => {
    if (!value) return [];
    const password = /^smtps?:\/\/[^:]+:([^@]+)@/.exec(value)?.[1];
    const key = /"private_key"\s*:\s*"([^"]+)"/.exec(value)?.[1];
    return [value, password, key];
  });
  return [...new Set(parts.filter((part): part is string => typeof part === 'string' && part.length >= 8))];
}

describe('the production build', () => {
  it('ships no value of a server-side secret variable in .next/static or the prerendered pages', () => {
    const leaks: string[] = [];
    const secrets = secretValues();
    expect(secrets.length).toBeGreaterThan(0);
    const files = browserFiles();
    expect(files.some((file) => file.endsWith('.html'))).toBe(true);
    for (const file of files) {
      const text = fs.readFileSync(file, 'latin1');
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${file} contains the value of a secret`);
    }
    expect(leaks).toEqual([]);
  });
});
