// `npm run check` (node tests/run.mjs check), the quick loop: the type check, lint and formatting side by side (each
// is one process on one core), then the unit and component tests on a worker per core; no build, no browser. Lint and
// formatting keep caches in node_modules/.cache, so a second run reads only the files that changed.
// `npm test`: the quick loop, the slow unit tests (searches and solvers), then the production build, the post-build
// checks, the fuzz on both stores side by side, the end-to-end tests in Chromium and the smoke in Firefox and WebKit,
// in that order. Both stop at the first failure with its exit code, print how long each step took, and on
// success write those times to bench/results/tests-<check|gate>.json, which the README's figures come from.
import { spawn } from 'node:child_process';
import { writeBenchResults } from '../scripts/bench/results.mjs';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { SECRET_CANARIES } from './fixtures/secret-canaries.mjs';

const quick = process.argv[2] === 'check';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
if (!quick) env.CHROMIUM_PATH = ensureChromium();

/** Checks that read the source and nothing else: they run at the same time, their output shown as each ends. */
const STATIC = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  [
    'Lint',
    'npx',
    ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  ],
  ['Formatting', 'npx', ['prettier', '--check', '--cache', '--log-level', 'warn', '.']],
];

const STEPS = [
  ['Unit and component tests', 'npx', ['jest', '--ci', '--selectProjects', 'node', 'dom', '--maxWorkers=100%']],
  ...(quick
    ? []
    : [
        ['Slow unit tests', 'npx', ['jest', '--ci', '--selectProjects', 'slow']],
        // Built with recognisable secret values, which the post-build check then looks for in the browser's files.
        ['Production build', 'npm', ['run', '-s', 'build'], SECRET_CANARIES],
        // Two at a time: the durability drills mostly wait (for a lease, a slow mail server), and the timing check
        // interleaves its four kinds of address, so a neighbour's load falls on all of them alike.
        ['Post-build checks', 'npx', ['jest', '--ci', '--selectProjects', 'build', '--maxWorkers=2']],
        // `npm run fuzz` sends 10,000; here a smaller run keeps the whole test time reasonable.
        // Side by side: each fuzz has its own server, store and port, and half its time is spent waiting on sockets.
        // The event loop's delay is printed, not held to its budget: a timed check flakes beside another run.
        [
          [
            'Hostile requests (fuzz), SQLite store',
            'node',
            ['scripts/bench/fuzz.mjs', '--requests', '2000', '--report-loop-delay'],
          ],
          [
            'Hostile requests (fuzz), Firestore store',
            'node',
            ['scripts/bench/fuzz.mjs', '--requests', '2000', '--store', 'firestore', '--report-loop-delay'],
          ],
        ],
        ['End-to-end tests', 'npx', ['playwright', 'test']],
        ['Firefox and WebKit smoke', 'node', ['tests/engines/smoke.mjs']],
      ]),
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const timings = [];

/** Runs one step; `buffered` keeps its output until it ends, so steps running side by side do not interleave. */
function run([name, command, args, extraEnv = {}], buffered) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, ...extraEnv },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(`\n=== ${name} ===\n${text}`);
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} ===`);
      timings.push({ step: name, seconds: Math.round((Date.now() - started) / 100) / 10 });
      resolve(status);
    });
  });
}

/** Runs steps side by side, their outputs kept apart; the first failure's exit code, or 0. */
async function runTogether(steps) {
  return (await Promise.all(steps.map((step) => run(step, true)))).find((status) => status !== 0) ?? 0;
}

const started = Date.now();
for (const step of [STATIC, ...STEPS]) {
  const status = Array.isArray(step[0]) ? await runTogether(step) : await run(step, false);
  if (status !== 0) process.exit(status);
}
writeBenchResults(`tests-${quick ? 'check' : 'gate'}`, { steps: timings });
console.log(`\nAll ${quick ? 'quick checks' : 'checks'} passed in ${seconds(started)}.`);
