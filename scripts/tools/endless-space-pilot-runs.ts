// Flies Endless Space Pilot runs in the pure simulation and prints, per pilot, when the ship is first hit, how long runs
// last and how far they get: the warm-up, the second chance and the milestones are tuned to these figures.
// Usage: node scripts/lib/run-ts.mjs scripts/tools/endless-space-pilot-runs.ts [runs-per-pilot]
import { autopilot } from '@/games/endless-space-pilot/autopilot';
import { createState, NO_INPUT, update, type Input, type State } from '@/games/endless-space-pilot/sim';

const DT = 1 / 60;
const runs = Number(process.argv[2] ?? '30');

/** Pilots: idle (never steers), the e2e test's weaver (up and down in turn, 0.7 s each) and the title screen's autopilot. */
const pilots: { name: string; fly: (s: State) => Input }[] = [
  { name: 'idle', fly: () => NO_INPUT },
  { name: 'weaver (e2e)', fly: (s) => ({ x: 0, y: Math.floor(s.time / 0.7) % 2 ? -1 : 1 }) },
  { name: 'autopilot', fly: autopilot },
];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (x: number): string => x.toFixed(1).padStart(7);

console.log(`${runs} runs per pilot (3 minutes at most)`);
console.log('pilot           first hit: min  median   run: min  median    max   score median');
for (const pilot of pilots) {
  const firstHits: number[] = [];
  const lengths: number[] = [];
  const scores: number[] = [];
  for (let seed = 1; seed <= runs; seed += 1) {
    let s = createState(seed);
    let firstHit = Infinity;
    while (!s.crashed && s.time < 180) {
      s = update(s, pilot.fly(s), DT);
      if (firstHit === Infinity && (s.crashed || s.events.includes('shield-break'))) firstHit = s.time;
    }
    firstHits.push(firstHit);
    lengths.push(s.time);
    scores.push(s.score);
  }
  const row = [
    pilot.name.padEnd(15),
    fmt(Math.min(...firstHits)),
    fmt(median(firstHits)),
    '  ',
    fmt(Math.min(...lengths)),
    fmt(median(lengths)),
    fmt(Math.max(...lengths)),
    String(median(scores)).padStart(14),
  ];
  console.log(row.join(' '));
}
