// Finds an input recording that takes a Final Void level from start to exit (weighted A* over the pure simulation)
// and writes it to games/final-void/replays/<level>.txt, the replays Jest and Playwright play back.
// Usage: node scripts/lib/run-ts.mjs scripts/tools/final-void-solve.ts <level-id> [macro-steps] [weight] [time-buckets-per-second] [grid-px]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TILE, parseLevel, tileAt, type Level } from '@/games/final-void/level';
import { CHOICES, DASHES as STRAND_DASHES } from '@/games/final-void/moves';
import { HERO_H, HERO_W } from '@/games/final-void/physics';
import { encodeReplay, frameOf, STEP } from '@/games/final-void/replay';
import { createState, update, type Action, type FvState } from '@/games/final-void/sim';

const [id = '1-ruins', macroArg = '6', weightArg = '3', timeArg = '3', gridArg = '3'] = process.argv.slice(2);
const GRID = Number(gridArg);
const MACRO = Number(macroArg);
const WEIGHT = Number(weightArg);
const DIR = join(process.cwd(), 'games', 'final-void');
const level = parseLevel(id, readFileSync(join(DIR, 'levels', `${id}.txt`), 'utf8'));

/** Rows a jump (and with the dash, a jump and an upward dash) lifts the hero above the ground it left. */
const REACH = level.dash ? 6 : 4;
const solid = (l: Level, x: number, y: number): boolean => tileAt(l, x, y) === '#' || tileAt(l, x, y) === '=';
/** Whether the hero can be in tile (x, y) on the way up: ground within reach below, or an inner wall beside it to wall-jump from. */
function climbable(l: Level, x: number, y: number): boolean {
  // The side walls of the map are no ground: only columns inside them count.
  const ground = (gx: number, gy: number): boolean => gx > 0 && gx < l.cols - 1 && solid(l, gx, gy);
  for (let k = 1; k <= REACH; k += 1) if (ground(x - 1, y + k) || ground(x, y + k) || ground(x + 1, y + k)) return true;
  return (x > 1 && solid(l, x - 1, y)) || (x < l.cols - 2 && solid(l, x + 1, y));
}

/** Tile distance to `goal` through any tile that is not stone, rising only where a jump could (a guide, not a promise). */
function distances(l: Level, goal: { x: number; y: number }): Int32Array {
  const d = new Int32Array(l.cols * l.rows).fill(-1);
  const queue = [goal.y * l.cols + goal.x];
  d[queue[0] as number] = 0;
  for (let i = 0; i < queue.length; i += 1) {
    const at = queue[i] as number;
    const x = at % l.cols;
    const y = Math.floor(at / l.cols);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= l.cols || ny >= l.rows || tileAt(l, nx, ny) === '#') continue;
      // The search runs from the goal outward, so a step down here is the hero's step up into (x, y), never through a ledge.
      if (ny === y + 1 && (!climbable(l, x, y) || tileAt(l, x, y) === '=')) continue;
      const n = ny * l.cols + nx;
      if (d[n] !== -1) continue;
      d[n] = (d[at] as number) + 1;
      queue.push(n);
    }
  }
  return d;
}

let dist = distances(level, level.exit);
const h = (s: FvState): number => {
  const cx = Math.floor((s.hero.x + HERO_W / 2) / TILE);
  const cy = Math.floor((s.hero.y + HERO_H / 2) / TILE);
  const v = dist[cy * level.cols + cx];
  if (v === undefined || v < 0) return 1e6;
  return v * TILE;
};

/** The strand finder's dashes, and a jumping dash the solver may also take. */
const DASHES: Action[][] = [...STRAND_DASHES, ['right', 'jump', 'dash']];

interface Node {
  s: FvState;
  held: Action[];
  parent: Node | null;
  f: number;
}

const heap: Node[] = [];
const push = (n: Node): void => {
  heap.push(n);
  let i = heap.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if ((heap[p] as Node).f <= n.f) break;
    heap[i] = heap[p] as Node;
    i = p;
  }
  heap[i] = n;
};
const pop = (): Node | undefined => {
  const top = heap[0];
  const last = heap.pop();
  if (!heap.length || !last) return top;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= heap.length) break;
    const r = l + 1;
    const c = r < heap.length && (heap[r] as Node).f < (heap[l] as Node).f ? r : l;
    if ((heap[c] as Node).f >= last.f) break;
    heap[i] = heap[c] as Node;
    i = c;
  }
  heap[i] = last;
  return top;
};

const timed = level.sweepers.length > 0 || level.chase > 0;
const key = (s: FvState): string =>
  [
    Math.round(s.hero.x / GRID),
    Math.round(s.hero.y / GRID),
    Math.round(s.hero.vx / (GRID * 13)),
    Math.round(s.hero.vy / (GRID * 17)),
    s.hero.onGround,
    s.hero.dashReady,
    s.hasDash,
    s.checkpoint.x,
    s.checkpoint.y,
    timed ? Math.floor(s.time * Number(timeArg)) : 0,
  ].join();

/** The route is searched one leg at a time: start → each checkpoint in route order → exit, keeping the first path found. */
const vertical = level.rows > level.cols;
const legs = [...level.checkpoints]
  .filter((c) => c.x !== level.start.x || c.y !== level.start.y)
  .sort((a, b) => (vertical ? b.y - a.y : a.x - b.x));
let from: Node = { s: createState(level, 1), held: [], parent: null, f: 0 };
let expanded = 0;
for (const leg of [...legs, level.exit]) {
  const isExit = leg === level.exit;
  dist = distances(level, leg);
  const reached = (s: FvState): boolean =>
    isExit ? s.done : s.checkpoint.x === leg.x && s.checkpoint.y === leg.y && s.hero.onGround;
  const seen = new Set<string>();
  heap.length = 0;
  push({ ...from, f: 0 });
  let goal: Node | null = null;
  while (heap.length && !goal && expanded < 2_000_000) {
    const node = pop() as Node;
    expanded += 1;
    if (expanded % 50000 === 0) console.error(`${expanded} expanded, t=${node.s.time.toFixed(1)} h=${h(node.s)}`);
    for (const held of node.s.hasDash ? [...CHOICES, ...DASHES] : CHOICES) {
      let s = node.s;
      let before = node.held;
      for (let i = 0; i < MACRO && !s.done && s.dead === 0; i += 1) {
        s = update(s, frameOf(held, before), STEP);
        before = held;
      }
      if (s.dead > 0) continue;
      const k = key(s);
      if (seen.has(k)) continue;
      seen.add(k);
      const child = { s, held, parent: node, f: s.time * 125 + WEIGHT * h(s) };
      if (reached(s)) goal = child;
      push(child);
    }
  }
  if (!goal) {
    console.error(
      `No route found for ${id} to ${isExit ? 'the exit' : `checkpoint ${leg.x},${leg.y}`} after ${expanded} expansions`,
    );
    process.exit(1);
  }
  console.error(`reached ${isExit ? 'exit' : `checkpoint ${leg.x},${leg.y}`} at ${goal.s.time.toFixed(1)} s`);
  from = goal;
}
const goal = from;
const macros: Action[][] = [];
for (let n: Node | null = goal; n?.parent; n = n.parent) macros.unshift(n.held);
const steps = macros.flatMap((held) => Array.from({ length: MACRO }, () => held));
writeFileSync(join(DIR, 'replays', `${id}.txt`), `${encodeReplay(steps)}\n`);
console.log(`${id}: exit reached at ${goal.s.time.toFixed(2)} s, ${steps.length} steps, ${expanded} expansions`);
