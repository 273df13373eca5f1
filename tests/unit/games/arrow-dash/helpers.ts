/** Arrow Dash's test helpers: fixed steps, a finger's drag, and a still range with chosen targets. */
import type { Point } from '@/games/kit';
import { BOW, NO_INPUT, createState, update, type Input, type State, type Target } from '@/games/arrow-dash/sim';

export const DT = 1 / 60;

/** One 60 Hz step with the given input (nothing else held). */
export const step = (s: State, input: Partial<Input> = {}): State => update(s, { ...NO_INPUT, ...input }, DT);

/** Steps for `seconds` holding the same input. */
export function run(s: State, seconds: number, input: Partial<Input> = {}): State {
  let state = s;
  for (let t = 0; t < seconds - 1e-9; t += DT) state = step(state, input);
  return state;
}

/** Drags a finger from `from` to `to` over a few steps, then lifts it. */
export function flick(s: State, from: Point, to: Point): State {
  let state = s;
  for (let i = 0; i <= 4; i += 1)
    state = step(state, { touch: { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 } });
  return step(state);
}

/** A flick from the bow straight up the field, toward lane 0 (y 170) above it. */
export const flickUp = (s: State): State => flick(s, { x: BOW.x, y: BOW.y - 20 }, { x: BOW.x, y: BOW.y - 200 });

/** A target off to the side of the bow's line, so the round does not end while a test aims. */
export const ASIDE: Partial<Target>[] = [{ lane: 2, x: 20 }];

/** Still lanes and the given targets (lane 0 is at y 170, straight up from the bow is x 180); 3 in 5 of them pass unless told. */
export function range(targets: Partial<Target>[] = ASIDE, extra: Partial<State> = {}): State {
  const s = createState(3);
  const full = targets.map((t, i) => ({
    id: 500 + i,
    kind: 'plain' as const,
    lane: 0,
    x: BOW.x,
    r: 24,
    vx: 0,
    phase: 0,
    ...t,
  }));
  const state = {
    ...s,
    lanes: s.lanes.map((l) => ({ ...l, speed: 0, shift: 0 })),
    targets: full,
    targetCount: full.length,
    ...extra,
  };
  return { ...state, needed: extra.needed ?? Math.ceil((full.length * 3) / 5) };
}

/** Steps until the round ends (its card or the game's end), shooting nothing. */
export function waitOut(s: State): State {
  let state = s;
  while (state.phase === 'aim') state = step(state);
  return state;
}
