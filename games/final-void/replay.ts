/** Recorded input: run-length text like "R30 RJ12 . 5" (held actions per 60 Hz step) and its playback through the sim. */
import type { InputFrame } from '../kit/types';
import type { Level } from './level';
import { createState, update, type Action, type FvState } from './sim';

export const STEP = 1 / 60;

/** One letter per action, in this order. */
const LETTERS: readonly (readonly [string, Action])[] = [
  ['L', 'left'],
  ['R', 'right'],
  ['U', 'up'],
  ['D', 'down'],
  ['J', 'jump'],
  ['X', 'dash'],
];

/** Held-action sets, one per step. */
export type Recording = readonly (readonly Action[])[];

/** Turns "R30 RJ12 .5" into one held set per step; throws on anything else. */
export function decodeReplay(text: string): Recording {
  const steps: Action[][] = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const m = /^([LRUDJX]+|\.)(\d+)$/.exec(token);
    if (!m || !m[1]) throw new Error(`bad replay token "${token}"`);
    const held = m[1] === '.' ? [] : [...m[1]].map((c) => LETTERS.find(([l]) => l === c)?.[1] as Action);
    for (let i = 0; i < Number(m[2]); i += 1) steps.push(held);
  }
  return steps;
}

/** The inverse of decodeReplay, for the recorder. */
export function encodeReplay(steps: Recording): string {
  const code = (held: readonly Action[]): string =>
    LETTERS.filter(([, a]) => held.includes(a))
      .map(([l]) => l)
      .join('') || '.';
  const tokens: string[] = [];
  let last = '';
  let count = 0;
  for (const held of steps) {
    const c = code(held);
    if (c !== last && count) tokens.push(`${last}${count}`);
    count = c === last ? count + 1 : 1;
    last = c;
  }
  if (count) tokens.push(`${last}${count}`);
  return tokens.join(' ');
}

/** The InputFrame of one step given this and the previous held sets (pressed = newly held, as the kit's input does). */
export function frameOf(held: readonly Action[], before: readonly Action[]): InputFrame<Action> {
  const names: Action[] = ['left', 'right', 'up', 'down', 'jump', 'dash'];
  const h = {} as Record<Action, boolean>;
  const p = {} as Record<Action, boolean>;
  for (const a of names) {
    h[a] = held.includes(a);
    p[a] = h[a] && !before.includes(a);
  }
  return { held: h, pressed: p, touches: [] };
}

/** Plays a recording through a fresh run of the level; stops early at the exit. */
export function playReplay(level: Level, steps: Recording, seed: number): FvState {
  let s = createState(level, seed);
  let before: readonly Action[] = [];
  for (const held of steps) {
    s = update(s, frameOf(held, before), STEP);
    before = held;
    if (s.done) break;
  }
  return s;
}
