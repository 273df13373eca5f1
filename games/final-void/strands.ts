/**
 * Finds the places of a level that strand the player: ground the hero can reach from the start but from which no run of
 * walks, jumps, wall-jumps and dashes leads on to the exit without dying. Ground is cut into segments (runs of standing
 * spots between walls and gaps); from each segment a search over short held-input steps through the real simulation
 * collects which other segments the hero can land on. Sweepers and the looming shape are left out: they only kill, and a
 * player can wait them out.
 */
import { TILE, tileAt, type Cell, type Level } from './level';
import { CHOICES, DASHES } from './moves';
import { HERO_H, HERO_W } from './physics';
import { STEP, frameOf } from './replay';
import { createState, update, type Action, type FvState } from './sim';

export interface Segment {
  /** Standing row (the tile the hero's feet are in) and the first and last column of the run. */
  y: number;
  x0: number;
  x1: number;
}

export interface StrandReport {
  segments: readonly Segment[];
  /** Indexes of segments reachable from the start from which the exit can't be reached. */
  strands: readonly number[];
  /** Whether the exit is reachable at all. */
  finishable: boolean;
}

const MACRO = 5;
const GRID = 4;

const stands = (level: Level, x: number, y: number): boolean => {
  const below = tileAt(level, x, y + 1);
  const here = tileAt(level, x, y);
  return (below === '#' || below === '=') && here !== '#' && here !== '=' && here !== '^';
};

/** Maximal runs of standing spots, row by row. */
export function segmentsOf(level: Level): Segment[] {
  const out: Segment[] = [];
  for (let y = 0; y < level.rows; y += 1) {
    let x = 1;
    while (x < level.cols - 1) {
      if (!stands(level, x, y)) {
        x += 1;
        continue;
      }
      const x0 = x;
      while (x + 1 < level.cols - 1 && stands(level, x + 1, y)) x += 1;
      out.push({ y, x0, x1: x });
      x += 1;
    }
  }
  return out;
}

function segmentAt(segments: readonly Segment[], s: FvState): number {
  const cx = Math.floor((s.hero.x + HERO_W / 2) / TILE);
  const cy = Math.floor((s.hero.y + HERO_H - 1) / TILE);
  return segments.findIndex((g) => g.y === cy && cx >= g.x0 && cx <= g.x1);
}

const key = (s: FvState): string =>
  [
    Math.round(s.hero.x / GRID),
    Math.round(s.hero.y / GRID),
    Math.round(s.hero.vx / 40),
    Math.round(s.hero.vy / 50),
    s.hero.onGround ? 1 : 0,
    s.hero.dashReady ? 1 : 0,
    s.hero.wall,
  ].join();

/** Segments the hero can land on from segment `from` (and whether the exit can be touched from it directly). */
function edges(
  level: Level,
  segments: readonly Segment[],
  from: number,
  dash: boolean,
): { to: Set<number>; exit: boolean } {
  const seg = segments[from] as Segment;
  const to = new Set<number>();
  let exit = false;
  const seen = new Set<string>();
  const queue: { s: FvState; held: Action[] }[] = [];
  for (let x = seg.x0; x <= seg.x1; x += 1) {
    const cell: Cell = { x, y: seg.y };
    const base = createState({ ...level, start: cell }, 1);
    const s: FvState = { ...base, hasDash: dash, checkpoint: cell };
    seen.add(key(s));
    queue.push({ s, held: [] });
  }
  const choices = dash ? [...CHOICES, ...DASHES] : CHOICES;
  for (let i = 0; i < queue.length && i < 120_000; i += 1) {
    const node = queue[i] as { s: FvState; held: Action[] };
    for (const held of choices) {
      let s = node.s;
      let before = node.held;
      let landed = -1;
      for (let k = 0; k < MACRO && s.dead === 0 && !s.done; k += 1) {
        s = update(s, frameOf(held, before), STEP);
        before = held;
        if (s.hero.onGround && s.dead === 0) {
          const at = segmentAt(segments, s);
          if (at !== from && at >= 0) landed = at;
        }
      }
      if (s.done) exit = true;
      if (s.dead > 0 || s.done) continue;
      if (landed >= 0) {
        to.add(landed);
        continue;
      }
      if (s.hero.onGround) {
        const at = segmentAt(segments, s);
        if (at !== from) {
          if (at >= 0) to.add(at);
          continue;
        }
      }
      const k = key(s);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push({ s, held });
    }
  }
  return { to, exit };
}

/** Walks the level's segment graph from the start and reports the reachable segments that cannot lead to the exit. */
export function findStrands(source: Level): StrandReport {
  const level: Level = { ...source, sweepers: [], chase: 0 };
  const segments = segmentsOf(level);
  const startSeg = segments.findIndex((g) => g.y === level.start.y && level.start.x >= g.x0 && level.start.x <= g.x1);
  // The dash is part of the state reached: in the caverns it is found at the shrine, so both graphs are walked.
  const shrine = level.tiles.indexOf('D');
  const shrineSeg =
    shrine < 0
      ? -1
      : segments.findIndex(
          (g) => g.y === Math.floor(shrine / level.cols) && shrine % level.cols >= g.x0 && shrine % level.cols <= g.x1,
        );
  const graphs = new Map<string, { to: Set<number>; exit: boolean }>();
  const node = (i: number, dash: boolean) => {
    const id = `${i}:${dash}`;
    let e = graphs.get(id);
    if (!e) {
      e = edges(level, segments, i, dash);
      graphs.set(id, e);
    }
    return e;
  };
  const reach: [number, boolean][] = [[startSeg, level.dash]];
  const reached = new Set([`${startSeg}:${level.dash}`]);
  for (let i = 0; i < reach.length; i += 1) {
    const [seg, dash] = reach[i] as [number, boolean];
    for (const next of node(seg, dash).to) {
      const nd = dash || next === shrineSeg;
      const id = `${next}:${nd}`;
      if (reached.has(id)) continue;
      reached.add(id);
      reach.push([next, nd]);
    }
  }
  // Backwards from the segments that touch the exit.
  const good = new Set<string>([...reached].filter((id) => graphs.get(id)?.exit));
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of reached) {
      const e = graphs.get(id);
      if (good.has(id) || !e) continue;
      const dash = id.endsWith(':true');
      if ([...e.to].some((next) => good.has(`${next}:${dash || next === shrineSeg}`))) {
        good.add(id);
        grew = true;
      }
    }
  }
  const strands = [...reached].filter((id) => !good.has(id)).map((id) => Number(id.split(':')[0]));
  return {
    segments,
    strands: [...new Set(strands)].sort((a, b) => a - b),
    finishable: good.has(`${startSeg}:${level.dash}`),
  };
}
