/**
 * The ghost a stuck hero is shown (shaft.ts): a pale hero that climbs out of the spot by wall-jumping, its input a fixed
 * script (jump at the wall, let go, press again on touching each wall), played through the real simulation from the foot
 * of the wall, never from the player's own hero, so it shows the timing that works.
 */
import { TILE } from './level';
import { HERO_H, HERO_W } from './physics';
import { TALL_WALL_ROWS, STUCK_HINT_AFTER, tallWallSide } from './shaft';
import { update, type Action, type FvState } from './sim';
import { frameOf } from './replay';

/** One step of the ghost: its box's top-left (world px), and whether jump was pressed on that step. */
export interface GhostStep {
  x: number;
  y: number;
  press: boolean;
  /** The wall the press kicked off (-1 left, 1 right), 0 for a jump off the ground. */
  wall: -1 | 0 | 1;
}

/** The longest climb shown, in 60 Hz steps, and how long the ghost stands at the top before it climbs again. */
export const GHOST_STEPS = 240;
export const GHOST_REST = 45;
/** Rows a ghost climbing a long shaft rises before the lesson has made its point and starts over. */
const CLIMB_ROWS = 7;
/** Steps the ghost's button tag stays up after each press. */
export const GHOST_TAG_STEPS = 14;

const STEP = 1 / 60;
const climbs = new Map<string, readonly GhostStep[]>();

/** The ghost's climb from the foot of the wall where `state.stay` began: empty when there is none or it cannot climb. */
export function ghostClimb(state: FvState): readonly GhostStep[] {
  const { stay, level } = state;
  if (!stay) return [];
  const key = `${level.id}:${stay.x}:${stay.y}`;
  const known = climbs.get(key);
  if (known) return known;
  let s: FvState = {
    ...state,
    hero: { ...state.hero, x: stay.x - HERO_W / 2, y: stay.y - HERO_H / 2, vx: 0, vy: 0, wall: 0, wallLock: 0 },
    dead: 0,
    stay: null,
    chaseY: Infinity,
    crumble: {},
  };
  // Down to the foot of the wall first, unseen.
  for (let i = 0; i < 60 && !s.hero.onGround; i += 1) s = update(s, frameOf([], []), STEP);
  let toward: -1 | 1 = tallWallSide(level, s.hero) === -1 ? -1 : 1;
  const foot = s.hero.y;
  const steps: GhostStep[] = [];
  let before: readonly Action[] = [];
  let rest = -1;
  for (let i = 0; i < GHOST_STEPS && rest !== 0; i += 1) {
    const { hero } = s;
    const jumping = before.includes('jump');
    // Jump off the floor at once and on every touch of a wall, letting go for one step first so each press is new.
    const wantsPress = (hero.onGround && rest < 0) || (hero.wall !== 0 && hero.wallLock <= 0);
    const held: Action[] = [toward === 1 ? 'right' : 'left'];
    if (wantsPress ? !jumping : jumping || i === 0) held.push('jump');
    const input = frameOf(held, before);
    const wall = hero.onGround ? 0 : hero.wall;
    s = update(s, input, STEP);
    before = held;
    if (s.dead > 0) return remember(key, []);
    if (s.events.includes('walljump')) toward = wall === 1 ? -1 : 1;
    steps.push({ x: s.hero.x, y: s.hero.y, press: input.pressed.jump, wall });
    // Out: standing on ground over the wall's foot, or high up a tall shaft with no ledge yet.
    const risen = (foot - s.hero.y) / TILE;
    if (rest < 0 && ((s.hero.onGround && risen >= TALL_WALL_ROWS - 1) || risen >= CLIMB_ROWS)) rest = 20;
    if (rest > 0) rest -= 1;
  }
  return remember(key, rest === 0 ? steps : []);
}

function remember(key: string, steps: readonly GhostStep[]): readonly GhostStep[] {
  if (climbs.size > 32) climbs.clear();
  climbs.set(key, steps);
  return steps;
}

/**
 * The ghost to draw now for a hero stuck STUCK_HINT_AFTER seconds or more (null before, or where no climb was found): the
 * climb so far, the step it is at (held on the last step while it rests at the top), and the press it is showing, if any.
 */
export function ghostFor(
  state: FvState,
): { path: readonly GhostStep[]; at: GhostStep; press: GhostStep | null } | null {
  const stuck = state.stay?.time ?? 0;
  if (stuck < STUCK_HINT_AFTER) return null;
  const climb = ghostClimb(state);
  const last = climb[climb.length - 1];
  if (!last) return null;
  const index = Math.min(Math.floor((stuck - STUCK_HINT_AFTER) / STEP) % (climb.length + GHOST_REST), climb.length - 1);
  const path = climb.slice(0, index + 1);
  const press = path.slice(-GHOST_TAG_STEPS).find((g) => g.press) ?? null;
  return { path, at: path[path.length - 1] ?? last, press };
}
