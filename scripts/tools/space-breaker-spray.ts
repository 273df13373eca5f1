// Prints how long an aiming player and a spin-and-spray player take to clear Space Breaker's first wave, per seed and world:
//   node scripts/lib/run-ts.mjs scripts/tools/space-breaker-spray.ts
import { aimBot, secondsToClearWave, sprayBot } from '@/games/space-breaker/bots';
import { LANDSCAPE_WORLD, PORTRAIT_WORLD, createState } from '@/games/space-breaker/sim';

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
for (const [name, world] of [
  ['sideways', LANDSCAPE_WORLD],
  ['upright', PORTRAIT_WORLD],
] as const) {
  const aim = seeds.map((seed) => secondsToClearWave(createState(seed, { lives: 99, world }), aimBot));
  const spray = seeds.map((seed) => secondsToClearWave(createState(seed, { lives: 99, world }), sprayBot));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
  console.log(`${name}: aim ${aim.map((t) => t.toFixed(1)).join(' ')} (median ${median(aim).toFixed(1)} s)`);
  console.log(`${name}: spray ${spray.map((t) => t.toFixed(1)).join(' ')} (median ${median(spray).toFixed(1)} s)`);
}
