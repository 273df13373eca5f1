// The event loop's delay inside a server a benchmark starts: spawn it with LOOP_DELAY_PRELOAD before its script and
// LOOP_DELAY_FILE=<file> in its environment (loop-delay-probe.mjs), then read the delay with loopDelaySince.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// From the project's root, where npm runs the benchmarks (the TypeScript ones run bundled, away from this file).
export const LOOP_DELAY_PRELOAD = ['--import', join(process.cwd(), 'scripts', 'bench', 'loop-delay-probe.mjs')];

/** The server's event-loop delay (p99 and max, ms) since the last call, or since it started. */
export async function loopDelaySince(server, file) {
  rmSync(file, { force: true });
  server.kill('SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(file); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { p99: NaN, max: NaN };
}
