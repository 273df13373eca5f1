/** Levels are text tile maps (games/final-void/levels/*.txt): a few `key: value` header lines, `---`, then one row per line. */

/** Size of one tile in world pixels. */
export const TILE = 16;

/** What each map character means; anything else makes the level invalid. */
export const TILES = {
  '.': 'empty',
  '#': 'stone',
  '^': 'spikes',
  '=': 'crumbling ledge',
  '*': 'crystal',
  C: 'checkpoint',
  S: 'start',
  E: 'exit',
  D: 'dash shrine',
  o: 'sweeper (moves left and right)',
  '8': 'sweeper (moves up and down)',
} as const;

export type Theme = 'ruins' | 'caverns' | 'tower';

export interface Cell {
  x: number;
  y: number;
}

/** A hazard that sweeps back and forth along a free run of tiles (positions are a pure function of time). */
export interface Sweeper {
  axis: 'x' | 'y';
  /** Centre of the sweep's two ends, in world pixels. */
  from: number;
  to: number;
  /** The fixed coordinate (y for an 'x' sweeper) in world pixels. */
  at: number;
  /** Phase offset in pixels so neighbours don't move in lockstep. */
  phase: number;
}

/** A line of advice shown while the hero is near a place: one wording for keys and pads, one for the touch buttons. */
export interface Hint {
  x: number;
  y: number;
  /** Shown while the hero's centre is within this many tiles of (x, y). */
  radius: number;
  keys: string;
  touch: string;
}

/** A dotted route drawn in the level while the hero is near it: how a move goes, such as the first wall-jump. */
export interface Guide {
  x: number;
  y: number;
  /** Drawn while the hero's centre is within this many tiles of (x, y). */
  radius: number;
  /**
   * The route's points in tiles (fractions allowed), where the hero's centre passes, and whether jump is pressed there:
   * never at the last, nor at a point the route only passes through (the top of a held jump's arc, drawn as a curve).
   */
  points: readonly { x: number; y: number; press: boolean }[];
}

export interface Level {
  id: string;
  name: string;
  theme: Theme;
  /** Radius of the hero's light in pixels; smaller is darker. */
  light: number;
  /** Whether the hero starts with the dash (level 2 grants it at a shrine). */
  dash: boolean;
  /** Target time in seconds (null: none): clearing the level in it or less earns its medal. */
  par: number | null;
  /** Speed in px/s of the looming shape rising from below (0: no chase). */
  chase: number;
  intro: string;
  cols: number;
  rows: number;
  /** Row-major tile characters. */
  tiles: string;
  start: Cell;
  exit: Cell;
  checkpoints: readonly Cell[];
  crystals: readonly Cell[];
  sweepers: readonly Sweeper[];
  hints: readonly Hint[];
  /** Hints shown instead while the hero is off the ground near them: what to press on reaching a wall. */
  wallHints: readonly Hint[];
  guides: readonly Guide[];
  /** Column spans (first and last, inclusive) where a fall into the void is practice: no death, straight back to the checkpoint. */
  practice: readonly { x0: number; x1: number }[];
}

const SOLID = new Set(['#', '=']);
const THEMES: readonly Theme[] = ['ruins', 'caverns', 'tower'];

function fail(id: string, message: string): never {
  throw new Error(`Level "${id}": ${message}`);
}

interface Header {
  meta: Map<string, string>;
  hints: Hint[];
  wallHints: Hint[];
  guides: Guide[];
  practice: { x0: number; x1: number }[];
}

function header(id: string, lines: readonly string[]): Header {
  const found: Header = { meta: new Map<string, string>(), hints: [], wallHints: [], guides: [], practice: [] };
  for (const line of lines) {
    const m = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (!m || !m[1]) fail(id, `header line "${line}" is not "key: value"`);
    if (m[1] === 'hint') found.hints.push(hint(id, m[2] ?? ''));
    else if (m[1] === 'wallhint') found.wallHints.push(hint(id, m[2] ?? ''));
    else if (m[1] === 'guide') found.guides.push(guide(id, m[2] ?? ''));
    else if (m[1] === 'practice') found.practice.push(span(id, m[2] ?? ''));
    else found.meta.set(m[1], m[2] ?? '');
  }
  return found;
}

/** `guide: column,row,radius: x,y x,y~ ...`: a route of at least two points, in tiles; `~` marks a point passed, not pressed. */
function guide(id: string, value: string): Guide {
  const m = /^(\d+),(\d+),(\d+):\s*(.+)$/.exec(value);
  const points = (m?.[4] ?? '').split(/\s+/).map((p) => /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)(~?)$/.exec(p));
  if (!m || points.length < 2 || points.some((p) => !p))
    fail(id, `guide "${value}" is not "column,row,radius: x,y x,y ..." (two points or more)`);
  return {
    x: Number(m[1]),
    y: Number(m[2]),
    radius: Number(m[3]),
    points: points.map((p, i) => ({
      x: Number(p?.[1]),
      y: Number(p?.[2]),
      press: p?.[3] !== '~' && i < points.length - 1,
    })),
  };
}

/** `practice: first-last`: columns, counted from 0, over which a fall into the void costs nothing. */
function span(id: string, value: string): { x0: number; x1: number } {
  const m = /^(\d+)-(\d+)$/.exec(value.trim());
  if (!m || Number(m[1]) > Number(m[2])) fail(id, `practice "${value}" is not "first-last" (columns)`);
  return { x0: Number(m[1]), x1: Number(m[2]) };
}

/** `hint:` or `wallhint: column,row,radius: words for keys | words for touch` (columns and rows count from 0). */
function hint(id: string, value: string): Hint {
  const m = /^(\d+),(\d+),(\d+):\s*([^|]+?)\s*\|\s*(.+)$/.exec(value);
  if (!m) fail(id, `hint "${value}" is not "column,row,radius: keys | touch"`);
  return { x: Number(m[1]), y: Number(m[2]), radius: Number(m[3]), keys: m[4] ?? '', touch: m[5] ?? '' };
}

function sweeper(id: string, rows: readonly string[], x: number, y: number, axis: 'x' | 'y'): Sweeper {
  const free = (cx: number, cy: number): boolean => !SOLID.has(rows[cy]?.[cx] ?? '#');
  let lo = axis === 'x' ? x : y;
  let hi = lo;
  while (axis === 'x' ? free(lo - 1, y) : free(x, lo - 1)) lo -= 1;
  while (axis === 'x' ? free(hi + 1, y) : free(x, hi + 1)) hi += 1;
  if (hi - lo < 1) fail(id, `sweeper at column ${x + 1}, row ${y + 1} has no room to move`);
  const centre = (t: number): number => t * TILE + TILE / 2;
  const at = axis === 'x' ? centre(y) : centre(x);
  const own = axis === 'x' ? centre(x) - centre(lo) : centre(y) - centre(lo);
  return { axis, from: centre(lo), to: centre(hi), at, phase: own };
}

/** Parses and validates one level; throws an error naming the level and the problem. */
export function parseLevel(id: string, source: string): Level {
  const lines = source.replace(/\r/g, '').split('\n');
  const cut = lines.indexOf('---');
  if (cut < 0) fail(id, 'missing the "---" line between header and map');
  const { meta, hints, wallHints, guides, practice } = header(
    id,
    lines.slice(0, cut).filter((l) => l.trim() !== ''),
  );
  const rows = lines.slice(cut + 1).filter((l) => l.trim() !== '');
  const cols = rows[0]?.length ?? 0;
  if (rows.length < 8 || cols < 8) fail(id, 'the map must be at least 8×8 tiles');
  const theme = meta.get('theme') as Theme | undefined;
  if (!theme || !THEMES.includes(theme)) fail(id, `theme must be one of ${THEMES.join(', ')}`);
  const light = Number(meta.get('light'));
  if (!(light >= 30 && light <= 400)) fail(id, 'light must be a number of pixels from 30 to 400');
  const par = meta.has('par') ? Number(meta.get('par')) : null;
  if (par !== null && !(par >= 5 && par <= 600)) fail(id, 'par must be a time in seconds from 5 to 600');
  const chase = Number(meta.get('chase') ?? '0');
  if (!(chase >= 0 && chase <= 80)) fail(id, 'chase must be a speed from 0 to 80');
  const found: Record<string, Cell[]> = { S: [], E: [], C: [], '*': [], D: [] };
  const sweepers: Sweeper[] = [];
  rows.forEach((row, y) => {
    if (row.length !== cols) fail(id, `row ${y + 1} has ${row.length} tiles, expected ${cols}`);
    [...row].forEach((ch, x) => {
      if (!(ch in TILES)) fail(id, `unknown tile "${ch}" at column ${x + 1}, row ${y + 1}`);
      found[ch]?.push({ x, y });
      if (ch === 'o' || ch === '8') sweepers.push(sweeper(id, rows, x, y, ch === 'o' ? 'x' : 'y'));
      const edge = x === 0 || x === cols - 1;
      if (edge && ch !== '#') fail(id, `the left and right edges must be stone (row ${y + 1})`);
    });
  });
  if (found.S?.length !== 1) fail(id, 'needs exactly one start S');
  if (found.E?.length !== 1) fail(id, 'needs exactly one exit E');
  if (!found.C?.length) fail(id, 'needs at least one checkpoint C');
  const start = found.S[0] as Cell;
  const exit = found.E[0] as Cell;
  if (rows[start.y + 1]?.[start.x] !== '#') fail(id, 'the start S must stand on stone');
  if (!rows[0]?.split('').every((c) => c === '#')) fail(id, 'the top row must be stone');
  return {
    id,
    name: meta.get('name') || fail(id, 'needs a name'),
    theme,
    light,
    dash: meta.get('dash') === 'yes',
    par,
    chase,
    intro: meta.get('intro') ?? '',
    cols,
    rows: rows.length,
    tiles: rows.join(''),
    start,
    exit,
    checkpoints: found.C,
    crystals: found['*'] ?? [],
    sweepers,
    hints,
    wallHints,
    guides,
    practice,
  };
}

/** The tile character at a tile position; outside the map is stone at the sides and top, empty below. */
export function tileAt(level: Level, cx: number, cy: number): string {
  if (cx < 0 || cx >= level.cols || cy < 0) return '#';
  if (cy >= level.rows) return '.';
  return level.tiles[cy * level.cols + cx] ?? '.';
}

/** The tile drawn at a cell: under the last row the stone goes on down (a tall upright view can show it), a pit stays open. */
export function drawnTile(level: Level, cx: number, cy: number): string {
  if (cy < level.rows) return tileAt(level, cx, cy);
  return tileAt(level, cx, level.rows - 1) === '#' ? '#' : '.';
}
