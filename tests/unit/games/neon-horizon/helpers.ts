/** NEON HORIZON's test helpers: fixed steps, the track a seed lays, and colour hues. */
import { parseHex } from '@/games/kit/contrast';
import { createRandom } from '@/games/kit/random';
import { NO_INPUT, createState, spawn, update, type Input, type Obstacle, type State } from '@/games/neon-horizon/sim';

export const DT = 1 / 60;

/** Runs for `seconds`; `at(s, t)` gives the input at each step (edges: return a key only on one step). */
export function run(s: State, seconds: number, at: (s: State, t: number) => Partial<Input> = () => ({})): State {
  let state = s;
  for (let t = 0; t < seconds - 1e-9; t += DT) state = update(state, { ...NO_INPUT, ...at(state, t) }, DT);
  return state;
}

/** Every obstacle a seed lays up to `metres`, the car driving on without a crash. */
export function layTrack(seed: number, metres: number): Obstacle[] {
  let s: State = createState(seed);
  for (let distance = 0; distance <= metres; distance += 5) {
    const moved = { ...s, distance, obstacles: s.obstacles.map((o) => ({ ...o, passed: o.z < distance })) };
    const rng = createRandom(moved.rng);
    s = { ...moved, ...spawn(moved, rng), rng: rng.int(0, 0xffffffff) };
  }
  return s.obstacles;
}

/** A colour's hue in degrees (0 red, 120 green, 240 blue). */
export function hue(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const h = max === r ? (g - b) / span : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}

/** How far apart two hues are around the wheel (0–180 degrees). */
export const hueGap = (a: string, b: string): number =>
  Math.min(Math.abs(hue(a) - hue(b)), 360 - Math.abs(hue(a) - hue(b)));
