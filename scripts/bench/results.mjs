// Where the benchmarks keep their figures: bench/results/<name>.json, written by the run that measured them, so the
// docs point at a file instead of quoting numbers that go stale. Each run overwrites its file.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes one run's figures with when and on what they were measured, and how long the command had run (its
 * `seconds`, so the docs can say what each takes on this machine); returns the file's path.
 * @param {string} name the file name without extension
 * @param {Record<string, unknown>} figures
 */
export function writeBenchResults(name, figures) {
  const file = path.join('bench', 'results', `${name}.json`);
  const run = {
    measured: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    seconds: Math.round(process.uptime()),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...run, ...figures }, null, 2)}\n`);
  return file;
}
