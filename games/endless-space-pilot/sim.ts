import { createRandom, type Random } from '../kit/random';
import { stepParticles } from '../kit/particles';
import { SECTOR_POINTS, passesHalfway, sectorAt } from './milestones';
import {
  BASE_SPEED,
  BONUS_POINTS,
  FIRST_SHARD_AT,
  GUIDE_TIMES,
  LESSON_TRAIL_AT,
  SHARDS_NEWS_AT,
  TOP_SPEED,
  TRAIL_ROOM,
  TRAIL_SPAN,
  WARMUP_SPACING,
  columnSpacing,
  spawnFirstShard,
  spawnGroup,
  spawnGuide,
  spawnLessonTrail,
  spawnPebble,
  spawnPickup,
  spawnTrail,
  spawnWarmup,
} from './spawn';
import { HEIGHT, HUD_BAND, WARMUP, WIDTH, ceiling, type Input, type Particle, type Popup, type State } from './world';
import { cos, exp, hypot, sin } from '../kit/exact-math';

export * from './world';
export { BASE_SPEED, BONUS_POINTS, MIN_GAP, TOP_SPEED, challenge } from './spawn';

/** Options for a new run (tests start faster or slower). */
export interface Options {
  speed?: number;
}

export const SHIP_RADIUS = 10;
/** What of an obstacle's radius hits the ship: its ragged edge gives a little, so a graze a hair inside it is forgiven. */
export const HIT_SHARE = 0.85;
/** Pace gained per second of flight: top speed after a little over two minutes. */
export const ACCELERATION = 3.5;
/**
 * The scroll catches up with the pace in a step every this many seconds (about +14% at 10 s, +12% at 20 s), with the
 * stars streaking and a "SPEED UP" line, so the climb is felt from the first half-minute rather than crept into.
 */
export const SPEED_STEP_SECONDS = 10;
/** How quickly a step is taken, in px/s per second: a quick surge (about a third of a second), never a jolt. */
export const SPEED_SURGE = 120;
/** How long a step may take: longer than any surge, so the scroll always reaches the pace before the next. */
export const SURGE_SECONDS = 0.6;
/** Pixels of scroll per point. */
export const PIXELS_PER_POINT = 10;
export const NEAR_MISS_POINTS = 20;
/** A crystal is worth this many points for each crystal of the streak it extends (the first 25, the second 50 ...). */
export const CRYSTAL_POINTS = 25;
/** The streak's worth stops rising here: a crystal is never worth more than CRYSTAL_POINTS × STREAK_CAP. */
export const STREAK_CAP = 8;
const NEAR_MISS_GAP = 16;
/** Seconds of grace after the shield absorbs a hit (the ship blinks). */
export const SHIELD_GRACE = 1;
/** Seconds of flight a broken shield takes to come back: the second chance returns. */
export const SHIELD_RECHARGE = 20;
/** In the launch sector a broken shield recharges this many times faster: a newcomer's first slip is forgiven sooner. */
export const LAUNCH_RECHARGE_RATE = 3;
/** A ship that never moves is not hit before this (the warm-up's rocks keep clear of its lane; see WARMUP). */
export const IDLE_SAFE = 7;
/** Distance flown when the first warm-up rock is sent: about a second in, just after the first guide star. */
export const FIRST_ROCK_AT = 250;
/** No warm-up rock is sent after this: the slow ones clear the field before the first groups come at WARMUP. */
export const WARMUP_LAST_ROCK = 5;
/** Distance flown when the first pick-up (other than the lesson's guide stars) is sent: after the warm-up. */
const FIRST_PICKUP_AT = 2200;
const GAME_OVER_DELAY = 1.6;
/** The hit-stop on a crash: everything holds still for a beat before the ship comes apart. */
export const CRASH_FREEZE = 0.15;
/** The ship's shield ring (radius 25, 2 px ahead of the ship, and its glow) stays this far inside the field's edges. */
export const SHIP_MARGIN = 30;
/** The ship keeps this far from the field's back edge: its flame (up to 37 px behind it) stays well on the field. */
export const SHIP_MIN_X = HUD_BAND + 40;
const SHIP_MAX_X = 420;
/** Sideways the HUD band is above the ship: the whole ship, shield ring included, stays under it (and the lesson's row). */
export const SHIP_MIN_Y = HUD_BAND + SHIP_MARGIN;
const MAX_PARTICLES = 260;

/** An input with nothing pressed. */
export const NO_INPUT: Input = { x: 0, y: 0 };

/** A fresh run: the ship on the left with its shield up, an empty field, the first (warm-up) rock a moment away. */
export function createState(seed: number, options: Options = {}): State {
  return {
    rng: seed >>> 0,
    time: 0,
    distance: 0,
    speed: options.speed ?? BASE_SPEED,
    pace: options.speed ?? BASE_SPEED,
    cruise: 0,
    freeze: 0,
    crashedAt: -1,
    score: 0,
    bonus: 0,
    ship: { x: 140, y: HEIGHT / 2, vx: 0, vy: 0 },
    shield: true,
    recharge: 0,
    invulnerable: 0,
    obstacles: [],
    pickups: [],
    particles: [],
    popups: [],
    nextSpawnAt: FIRST_ROCK_AT,
    nextPickupAt: FIRST_PICKUP_AT,
    nextPebbleAt: -1,
    nextTrailAt: -1,
    streak: 0,
    gainText: '',
    gainAt: -1,
    sector: 0,
    sectorAt: -1,
    nextId: 0,
    shardsAt: -1,
    sweepAt: -1,
    groups: 0,
    guides: 0,
    guided: 0,
    crashed: false,
    overIn: 0,
    over: false,
    shake: 0,
    events: [],
  };
}

function clone(s: State): State {
  return {
    ...s,
    ship: { ...s.ship },
    obstacles: s.obstacles.map((o) => ({ ...o })),
    pickups: s.pickups.map((p) => ({ ...p })),
    particles: s.particles.map((p) => ({ ...p })),
    popups: s.popups.map((p) => ({ ...p })),
    events: [],
  };
}

/** Advances the run by dt seconds; returns a new state and leaves the old one untouched. */
export function update(prev: State, input: Input, dt: number): State {
  const s = clone(prev);
  if (s.over) return s;
  s.time += dt;
  if (s.freeze > 0) {
    s.freeze = Math.max(0, s.freeze - dt);
    return s;
  }
  const rng = createRandom(s.rng);
  s.shake = Math.max(0, s.shake - dt * 2.5);
  s.invulnerable = Math.max(0, s.invulnerable - dt);
  if (s.crashed) s.speed *= exp(-1.5 * dt);
  else {
    if (s.speed >= TOP_SPEED) s.cruise += dt;
    shiftSpeed(s, prev.time, dt);
    steer(s, input, dt);
    recharge(s, dt);
  }
  s.distance += s.speed * dt;
  spawn(s, rng, prev.time);
  moveThings(s, dt);
  if (!s.crashed) {
    collide(s, rng);
    score(s);
    if (!s.crashed && passesHalfway(prev.time, s.time)) s.events.push('waypoint');
  }
  if (s.overIn > 0) {
    s.overIn -= dt;
    if (s.overIn <= 0) {
      s.over = true;
      s.events.push('game-over');
    }
  }
  s.rng = rng.int(0, 0xffffffff);
  return s;
}

/** The step (a multiple of SPEED_STEP_SECONDS) the run's time has reached. */
export const speedStepAt = (time: number): number => Math.floor(time / SPEED_STEP_SECONDS) * SPEED_STEP_SECONDS;

/**
 * The pace rises smoothly; the scroll holds still between steps, then surges up to the pace just after each one. A speed
 * set above the pace (a test starting fast) is kept.
 */
function shiftSpeed(s: State, before: number, dt: number): void {
  s.pace = Math.min(TOP_SPEED, s.pace + ACCELERATION * dt);
  if (speedStepAt(s.time) > speedStepAt(before) && s.pace > s.speed) s.events.push('speed-up');
  if (s.time - speedStepAt(s.time) < SURGE_SECONDS)
    s.speed = Math.max(s.speed, Math.min(s.pace, s.speed + SPEED_SURGE * dt));
}

/** The ship eases toward the stick's velocity, a little quicker as the run speeds up. */
function steer(s: State, input: Input, dt: number): void {
  const ship = s.ship;
  const top = 300 + s.speed * 0.3;
  const ease = Math.min(1, dt * 14);
  ship.vx += (clampAxis(input.x) * top * 0.8 - ship.vx) * ease;
  ship.vy += (clampAxis(input.y) * top - ship.vy) * ease;
  ship.x = Math.min(SHIP_MAX_X, Math.max(SHIP_MIN_X, ship.x + ship.vx * dt));
  const highest = ceiling(s.time) + SHIP_MARGIN;
  ship.y = Math.min(HEIGHT - SHIP_MARGIN, Math.max(highest, ship.y + ship.vy * dt));
}

function clampAxis(v: number): number {
  return Math.max(-1, Math.min(1, Number.isFinite(v) ? v : 0));
}

function spawn(s: State, rng: Random, before: number): void {
  if (s.crashed) return;
  const guideAt = GUIDE_TIMES[s.guides];
  if (guideAt !== undefined && s.time >= guideAt) spawnGuide(s, rng);
  if (before < LESSON_TRAIL_AT && s.time >= LESSON_TRAIL_AT) spawnLessonTrail(s, rng);
  if (before < SHARDS_NEWS_AT && s.time >= SHARDS_NEWS_AT) s.shardsAt = s.time;
  if (before < FIRST_SHARD_AT && s.time >= FIRST_SHARD_AT) spawnFirstShard(s, rng, SHIP_RADIUS);
  if (s.distance >= s.nextSpawnAt && s.time < WARMUP) {
    if (s.time < WARMUP_LAST_ROCK) spawnWarmup(s, rng, SHIP_RADIUS);
    s.nextSpawnAt = s.distance + WARMUP_SPACING * rng.range(0.85, 1.15);
  } else if (s.distance >= s.nextSpawnAt) {
    const length = spawnGroup(s, rng);
    const spacing = columnSpacing(s, rng);
    s.nextSpawnAt = s.distance + length + spacing;
    s.nextPebbleAt = s.sector === 0 ? s.distance + length + spacing / 2 : -1;
    s.nextTrailAt = s.sector === 0 && spacing >= TRAIL_ROOM ? s.distance + length + (spacing - TRAIL_SPAN) / 2 : -1;
  }
  if (s.nextTrailAt >= 0 && s.distance >= s.nextTrailAt) {
    spawnTrail(s, rng);
    s.nextTrailAt = -1;
  }
  if (s.nextPebbleAt >= 0 && s.distance >= s.nextPebbleAt) {
    spawnPebble(s, rng);
    s.nextPebbleAt = -1;
  }
  if (s.distance >= s.nextPickupAt) {
    spawnPickup(s, rng);
    s.nextPickupAt = s.distance + rng.range(1800, 3200);
  }
}

function moveThings(s: State, dt: number): void {
  for (const o of s.obstacles) {
    o.x -= (s.speed + o.vx) * dt;
    o.y += o.vy * dt;
    // Drifting obstacles bounce off the HUD band and the bottom so they stay in play and off the score.
    if ((o.y < HUD_BAND + o.r && o.vy < 0) || (o.y > HEIGHT - o.r && o.vy > 0)) o.vy = -o.vy;
    o.angle += o.spin * dt;
  }
  s.obstacles = s.obstacles.filter((o) => o.x > -o.r - 20);
  for (const p of s.pickups) p.x -= s.speed * dt;
  s.pickups = s.pickups.filter((p) => p.x > -p.r - 20);
  s.particles = stepParticles(s.particles, dt, 1.8);
  for (const p of s.popups) {
    p.y -= 30 * dt;
    p.life -= dt;
  }
  s.popups = s.popups.filter((p) => p.life > 0);
}

function collide(s: State, rng: Random): void {
  const ship = s.ship;
  const smashed = new Set<number>();
  for (const o of s.obstacles) {
    const gap = hypot(o.x - ship.x, o.y - ship.y) - o.r * HIT_SHARE - SHIP_RADIUS;
    o.closest = Math.min(o.closest, gap);
    if (gap < 0 && s.invulnerable <= 0) {
      if (s.shield) {
        s.shield = false;
        s.invulnerable = SHIELD_GRACE;
        s.shake = Math.max(s.shake, 0.5);
        smashed.add(o.id);
        burst(s, rng, o.x, o.y, 14, 'rock', 160);
        burst(s, rng, ship.x, ship.y, 18, 'shield', 200);
        s.events.push('shield-break');
      } else {
        crash(s, rng);
        return;
      }
    } else if (!o.passed && o.x + o.r < ship.x - SHIP_RADIUS) {
      o.passed = true;
      if (o.closest >= 0 && o.closest < NEAR_MISS_GAP) {
        gain(s, NEAR_MISS_POINTS, `+${NEAR_MISS_POINTS}`);
        popup(s, ship.x, ship.y - 26, `CLOSE! +${NEAR_MISS_POINTS}`, 'magenta');
        s.events.push('near-miss');
      }
    }
  }
  s.obstacles = s.obstacles.filter((o) => !smashed.has(o.id));
  s.pickups = s.pickups.filter((p) => {
    if (hypot(p.x - ship.x, p.y - ship.y) > p.r + SHIP_RADIUS + 6) {
      if (p.crystal && !p.missed && p.x + p.r < ship.x - SHIP_RADIUS - 6) {
        p.missed = true;
        s.streak = 0;
      }
      return true;
    }
    if (p.crystal) {
      s.streak += 1;
      const points = CRYSTAL_POINTS * Math.min(s.streak, STREAK_CAP);
      gain(s, points, s.streak > 1 ? `+${points} ×${s.streak}` : `+${points}`);
      s.events.push('crystal');
      burst(s, rng, p.x, p.y, 6, 'spark', 110);
      return false;
    }
    if (p.kind === 'shield' && !s.shield) {
      s.shield = true;
      s.recharge = 0;
      popup(s, p.x, p.y - 20, 'SHIELD', 'shield');
      s.events.push('shield-up');
    } else {
      gain(s, BONUS_POINTS, `+${BONUS_POINTS}`);
      if (p.guide) s.guided += 1;
      popup(s, p.x, p.y - 20, p.guide ? `NICE! +${BONUS_POINTS}` : `+${BONUS_POINTS}`, 'amber');
      s.events.push('bonus');
    }
    burst(s, rng, p.x, p.y, 12, 'spark', 140);
    return false;
  });
}

function crash(s: State, rng: Random): void {
  s.crashed = true;
  s.crashedAt = s.time;
  s.freeze = CRASH_FREEZE;
  s.overIn = GAME_OVER_DELAY;
  s.shake = 1.6;
  burst(s, rng, s.ship.x, s.ship.y, 24, 'ship', 200);
  burst(s, rng, s.ship.x, s.ship.y, 30, 'spark', 320);
  s.events.push('crash');
}

/** A broken shield recharges with flight time and comes back up on its own. */
function recharge(s: State, dt: number): void {
  if (s.shield) return;
  s.recharge += s.sector === 0 ? dt * LAUNCH_RECHARGE_RATE : dt;
  if (s.recharge < SHIELD_RECHARGE) return;
  s.shield = true;
  s.recharge = 0;
  popup(s, s.ship.x, s.ship.y - 30, 'SHIELD RECHARGED', 'shield');
  s.events.push('shield-up');
}

/** Distance points plus bonuses; each new sector is a milestone worth SECTOR_POINTS. */
function score(s: State): void {
  const sector = sectorAt(s.time);
  if (sector > s.sector) {
    s.sector = sector;
    s.sectorAt = s.time;
    s.bonus += SECTOR_POINTS;
    s.events.push('milestone');
  }
  s.score = Math.floor(s.distance / PIXELS_PER_POINT) + s.bonus;
}

/** Points gained: added to the bonus and written beside the score in the HUD's band. */
function gain(s: State, points: number, text: string): void {
  s.bonus += points;
  s.gainText = text;
  s.gainAt = s.time;
}

function popup(s: State, x: number, y: number, text: string, tone: Popup['tone']): void {
  s.popups.push({ x: Math.min(x, WIDTH - 60), y, text, life: 1.1, tone });
}

function burst(
  s: State,
  rng: Random,
  x: number,
  y: number,
  count: number,
  kind: Particle['kind'],
  speed: number,
): void {
  for (let i = 0; i < count && s.particles.length < MAX_PARTICLES; i++) {
    const a = rng.range(0, Math.PI * 2);
    const v = rng.range(0.3, 1) * speed;
    const life = rng.range(0.35, kind === 'ship' ? 1.3 : 0.8);
    s.particles.push({ x, y, vx: cos(a) * v, vy: sin(a) * v, life, max: life, kind });
  }
}
