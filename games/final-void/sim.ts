/** Final Void's pure simulation: update(state, input, dt) → next state. No DOM, no clock, no randomness outside the state. */
import type { InputFrame } from '../kit/types';
import { TILE, tileAt, type Cell, type Level } from './level';
import { CHASE_START, nextChase, touchesHazard } from './hazards';
import { HERO_H, HERO_W, TUNING as T, boxHits, sweep } from './physics';
import { hypot } from '../kit/exact-math';
import { nextStay, type Stay } from './shaft';

export type Action = 'left' | 'right' | 'up' | 'down' | 'jump' | 'dash';

export interface Hero {
  /** Top-left corner in world pixels. */
  x: number;
  y: number;
  vx: number;
  vy: number;
  facing: 1 | -1;
  onGround: boolean;
  /** -1 or 1 while pressed against a wall in the air, else 0. */
  wall: -1 | 0 | 1;
  coyote: number;
  /** Seconds left to wall-jump off `lastWall` after leaving it. */
  wallCoyote: number;
  /** The side of the wall last touched in the air (-1 or 1), 0 before any. */
  lastWall: -1 | 0 | 1;
  buffer: number;
  wallLock: number;
  dashTime: number;
  dashReady: boolean;
}

export interface FvState {
  level: Level;
  time: number;
  hero: Hero;
  checkpoint: Cell;
  deaths: number;
  /** Seconds left before the respawn after a death (0 while alive). */
  dead: number;
  /** Seconds since each crumbling ledge (by tile index) was stepped on. */
  crumble: Readonly<Record<number, number>>;
  hasDash: boolean;
  done: boolean;
  /** Top edge of the looming shape (tower level), in world pixels. */
  chaseY: number;
  /** False from a (re)spawn until the player first touches a control: the looming shape waits for them. */
  awake: boolean;
  seed: number;
  /** Where the hero has stayed at the foot of a wall too tall to jump, and for how long (shaft.ts); null elsewhere. */
  stay: Stay | null;
  events: readonly string[];
}

/** A ledge holds this long after being stepped on, then stays gone until CRUMBLE_BACK. */
export const CRUMBLE_HOLD = 0.45;
export const CRUMBLE_BACK = 3;
export const RESPAWN_DELAY = 0.7;

const heroAt = (cell: Cell): Hero => ({
  x: cell.x * TILE + (TILE - HERO_W) / 2,
  y: (cell.y + 1) * TILE - HERO_H,
  vx: 0,
  vy: 0,
  facing: 1,
  onGround: true,
  wall: 0,
  coyote: 0,
  wallCoyote: 0,
  lastWall: 0,
  buffer: 0,
  wallLock: 0,
  dashTime: 0,
  dashReady: true,
});

/** A fresh run of a level. */
export function createState(level: Level, seed: number): FvState {
  const hero = heroAt(level.start);
  return {
    level,
    time: 0,
    hero,
    checkpoint: level.start,
    deaths: 0,
    dead: 0,
    crumble: {},
    hasDash: level.dash,
    done: false,
    chaseY: hero.y + CHASE_START,
    awake: false,
    seed: seed >>> 0,
    stay: null,
    events: [],
  };
}

const approach = (v: number, target: number, step: number): number =>
  v < target ? Math.min(v + step, target) : Math.max(v - step, target);

function tickCrumble(
  crumble: Readonly<Record<number, number>>,
  dt: number,
  hero: Hero,
  level: Level,
): Record<number, number> {
  const next: Record<number, number> = {};
  for (const [key, t] of Object.entries(crumble)) {
    const index = Number(key);
    const cx = index % level.cols;
    const cy = Math.floor(index / level.cols);
    const overlaps =
      hero.x < (cx + 1) * TILE &&
      hero.x + HERO_W > cx * TILE &&
      hero.y < (cy + 1) * TILE &&
      hero.y + HERO_H > cy * TILE;
    // A ledge never reappears inside the hero.
    if (t + dt < CRUMBLE_BACK || overlaps) next[index] = t + dt;
  }
  return next;
}

function dashDirection(input: InputFrame<Action>, facing: 1 | -1): { dx: number; dy: number } {
  const dx = (input.held.right ? 1 : 0) - (input.held.left ? 1 : 0);
  const dy = (input.held.down ? 1 : 0) - (input.held.up ? 1 : 0);
  if (dx === 0 && dy === 0) return { dx: facing, dy: 0 };
  const n = hypot(dx, dy);
  return { dx: dx / n, dy: dy / n };
}

/** Steers the hero for one step (run, gravity, jumps, wall slide, dash) before collision. */
function steer(s: FvState, h: Hero, input: InputFrame<Action>, dt: number, events: string[]): Hero {
  const dir = (input.held.right ? 1 : 0) - (input.held.left ? 1 : 0);
  const n: Hero = {
    ...h,
    coyote: h.coyote - dt,
    wallCoyote: h.wallCoyote - dt,
    buffer: input.pressed.jump ? T.buffer : h.buffer - dt,
    wallLock: h.wallLock - dt,
  };
  if (dir !== 0 && n.wallLock <= 0) n.facing = dir > 0 ? 1 : -1;
  if (s.hasDash && input.pressed.dash && n.dashReady && n.dashTime <= 0) {
    const d = dashDirection(input, n.facing);
    n.vx = d.dx * T.dashSpeed;
    n.vy = d.dy * T.dashSpeed;
    n.dashTime = T.dashTime;
    n.dashReady = false;
    events.push('dash');
  }
  if (n.dashTime > 0) {
    n.dashTime -= dt;
    if (n.dashTime <= 0) {
      n.vx *= 0.55;
      n.vy *= 0.4;
    }
    return n;
  }
  if (n.wallLock <= 0) n.vx = approach(n.vx, dir * T.run, (h.onGround ? T.groundAccel : T.airAccel) * dt);
  const rising = n.vy < 0 && !input.held.jump;
  n.vy += T.gravity * (rising ? T.cutGravity : 1) * dt;
  if (n.wall !== 0 && dir === n.wall && n.vy > T.wallSlide) n.vy = T.wallSlide;
  n.vy = Math.min(n.vy, T.maxFall);
  if (n.buffer > 0) {
    if (h.onGround || n.coyote > 0) {
      n.vy = -T.jump;
      n.buffer = 0;
      n.coyote = 0;
      events.push('jump');
    } else if (n.wall !== 0 || (n.wallCoyote > 0 && n.lastWall !== 0)) {
      const side = n.wall !== 0 ? n.wall : n.lastWall;
      n.vy = -T.wallJumpY;
      n.vx = -side * T.wallJumpX;
      n.facing = side > 0 ? -1 : 1;
      n.wallLock = T.wallLock;
      n.buffer = 0;
      n.wallCoyote = 0;
      events.push('walljump');
    }
  }
  return n;
}

/** Collides the steered hero with the map and updates ground and wall contact. */
function move(s: FvState, h: Hero, dt: number, crumble: Readonly<Record<number, number>>): Hero {
  const broken = (i: number): boolean => (crumble[i] ?? 0) >= CRUMBLE_HOLD;
  const mx = sweep(s.level, h.x, h.y, 'x', h.vx * dt, broken);
  const my = sweep(s.level, mx.pos, h.y, 'y', h.vy * dt, broken);
  const landed = my.hit && h.vy > 0;
  const n: Hero = { ...h, x: mx.pos, y: my.pos, vx: mx.hit ? 0 : h.vx, vy: my.hit ? 0 : h.vy, onGround: landed };
  if (landed) {
    n.coyote = T.coyote;
    n.dashReady = true;
  }
  const left = boxHits(s.level, n.x - 1, n.y + 2, 1, HERO_H - 4, broken);
  const right = boxHits(s.level, n.x + HERO_W, n.y + 2, 1, HERO_H - 4, broken);
  n.wall = n.onGround ? 0 : right ? 1 : left ? -1 : 0;
  if (n.wall !== 0) {
    n.wallCoyote = T.wallCoyote;
    n.lastWall = n.wall;
  } else if (landed) n.wallCoyote = 0;
  return n;
}

/** Tile characters the hero's box overlaps. */
function overlapped(level: Level, h: Hero): string[] {
  const out: string[] = [];
  for (let cy = Math.floor(h.y / TILE); cy <= Math.floor((h.y + HERO_H - 1) / TILE); cy += 1)
    for (let cx = Math.floor(h.x / TILE); cx <= Math.floor((h.x + HERO_W - 1) / TILE); cx += 1)
      out.push(tileAt(level, cx, cy));
  return out;
}

function respawn(s: FvState, dt: number): FvState {
  const dead = s.dead - dt;
  if (dead > 0) return { ...s, time: s.time + dt, dead, events: [] };
  const hero = heroAt(s.checkpoint);
  return {
    ...s,
    time: s.time + dt,
    dead: 0,
    hero,
    crumble: {},
    chaseY: hero.y + CHASE_START,
    awake: false,
    stay: null,
    events: ['respawn'],
  };
}

/** Whether the hero's centre is over a column span where falls are practice. */
export function inPractice(level: Level, hero: Hero): boolean {
  const col = Math.floor((hero.x + HERO_W / 2) / TILE);
  return level.practice.some((p) => col >= p.x0 && col <= p.x1);
}

/** One fixed step of the game. */
export function update(s: FvState, input: InputFrame<Action>, dt: number): FvState {
  if (s.done) return s.events.length ? { ...s, events: [] } : s;
  if (s.dead > 0) return respawn(s, dt);
  const events: string[] = [];
  const steered = steer(s, s.hero, input, dt, events);
  let crumble = tickCrumble(s.crumble, dt, steered, s.level);
  const hero = move(s, steered, dt, crumble);
  if (hero.onGround && !s.hero.onGround && s.hero.vy > 200) events.push('land');
  if (hero.onGround) {
    const foot = Math.floor((hero.y + HERO_H + 1) / TILE);
    for (let cx = Math.floor(hero.x / TILE); cx <= Math.floor((hero.x + HERO_W - 1) / TILE); cx += 1) {
      const index = foot * s.level.cols + cx;
      if (tileAt(s.level, cx, foot) === '=' && crumble[index] === undefined) {
        crumble = { ...crumble, [index]: 0 };
        events.push('crack');
      }
    }
  }
  let { checkpoint, hasDash } = s;
  let done: boolean = s.done;
  for (const ch of overlapped(s.level, hero)) {
    if (ch === 'D' && !hasDash) {
      hasDash = true;
      events.push('unlock');
    }
    if (ch === 'E') done = true;
  }
  // A checkpoint is a beacon: passing its column anywhere up to four tiles above it lights it, so a jump can't skip it.
  const col = Math.floor((hero.x + HERO_W / 2) / TILE);
  const row = Math.floor((hero.y + HERO_H / 2) / TILE);
  const beacon = s.level.checkpoints.find((c) => c.x === col && row <= c.y && row >= c.y - 4);
  if (beacon && (beacon.x !== checkpoint.x || beacon.y !== checkpoint.y)) {
    checkpoint = beacon;
    events.push('checkpoint');
  }
  if (done) events.push('exit');
  const time = s.time + dt;
  const awake = s.awake || Object.values(input.held).some(Boolean);
  const chaseY = awake ? nextChase(s.level, s.chaseY, hero.y, dt) : s.chaseY;
  const fell = hero.y > s.level.rows * TILE + TILE;
  const caught = s.level.chase > 0 && hero.y + HERO_H > chaseY + 6;
  if (!done && fell && inPractice(s.level, hero)) {
    // A practice spot: the fall costs neither a death nor the respawn's pause, only the way back from the checkpoint.
    return {
      ...s,
      time,
      hero: heroAt(checkpoint),
      crumble: {},
      checkpoint,
      hasDash,
      chaseY,
      awake: false,
      stay: null,
      events: [...events, 'respawn'],
    };
  }
  if (!done && (fell || caught || touchesHazard(s.level, hero.x, hero.y, time))) {
    return {
      ...s,
      time,
      hero,
      crumble,
      checkpoint,
      hasDash,
      chaseY,
      awake,
      dead: RESPAWN_DELAY,
      deaths: s.deaths + 1,
      stay: null,
      events: [...events, 'death'],
    };
  }
  const stay = nextStay(s.stay, s.level, hero, dt);
  return { ...s, time, hero, crumble, checkpoint, hasDash, done, chaseY, awake, stay, events };
}
