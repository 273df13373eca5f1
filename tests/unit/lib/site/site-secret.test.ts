import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteSecret } from '@/lib/site/site-secret.server';

describe("the site's secret kept in the data folder", () => {
  it('is made once when many readers start at once, and every one of them reads it whole', async () => {
    for (let round = 0; round < 20; round += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
      const secrets = await Promise.all(Array.from({ length: 8 }, () => loadSiteSecret(null, dataDir)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.readdirSync(dataDir)).toEqual(['mailing-list-secret']);
      fs.rmSync(dataDir, { recursive: true });
    }
  });

  it('is the configured one when there is one, and the file is left alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    expect(await loadSiteSecret('a configured secret of thirty-two characters', dataDir)).toBe(
      'a configured secret of thirty-two characters',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
