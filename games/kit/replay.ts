/**
 * Runs that can be checked: a game's pure rules (create, step, score) and the log of every step's input, which the
 * server replays through the same rules to compute the score itself. Browser- and Node-safe: no DOM, no clock.
 */
import type { MenuChoices, MenuOption } from './types';

/** Steps per second: every sim runs one step of 1/60 s. */
export const STEPS_PER_SECOND = 60;

/** The longest run a log may hold: 20 minutes of play. */
export const MAX_STEPS = 20 * 60 * STEPS_PER_SECOND;

/** A game's rules, free of the page: what the browser plays and the server replays, step for step. */
export interface GameRules<S, I> {
  /** The board's key: the game's id ('space-breaker'). */
  id: string;
  /** Title-screen choices that change the rules (difficulty); the chosen labels go to `create`. */
  menu?: readonly MenuOption[];
  create(seed: number, choices: MenuChoices): S;
  /** One 60 Hz step; returns the next state and does not change the old one. */
  step(state: S, input: I): S;
  isOver(state: S): boolean;
  score(state: S): number;
  /** Whether this run may go on a leaderboard (default true; false for a two-player match). */
  ranked?(state: S): boolean;
  /** One step's input as a fixed number of small integers (what the log keeps), and back. */
  encode(input: I): readonly number[];
  decode(code: readonly number[]): I;
  /** How many integers `encode` gives. */
  inputWidth: number;
}

/** A log: one code per step, run-length encoded as text, e.g. "0,0*120 1,0*14 0,0" (a code, then `*count` when > 1). */
export function encodeLog(codes: readonly (readonly number[])[]): string {
  const tokens: string[] = [];
  let last = '';
  let count = 0;
  const flush = (): void => {
    if (count > 0) tokens.push(count > 1 ? `${last}*${count}` : last);
  };
  for (const code of codes) {
    const text = code.join(',');
    if (text === last) count += 1;
    else {
      flush();
      last = text;
      count = 1;
    }
  }
  flush();
  return tokens.join(' ');
}

/** The steps a log names (each token one step, or its count), counted without decoding it. */
export function loggedSteps(log: string): number {
  let steps = 0;
  for (const token of log.split(' ')) {
    const star = token.indexOf('*');
    steps += star < 0 ? 1 : Math.max(1, Number(token.slice(star + 1)) || 1);
  }
  return steps;
}

/** Why a log was refused. */
export class LogError extends Error {}

const INTEGER = /^(0|-?[1-9]\d{0,5})$/;
const COUNT = /^[2-9]$|^[1-9]\d{1,5}$/;

/**
 * Reads a log of codes `width` integers wide; throws LogError on anything but the one spelling encodeLog writes
 * (no spare signs, zeros or counts of 1, the same code never in two tokens in a row) or past `maxSteps` steps.
 */
export function decodeLog(text: string, width: number, maxSteps: number = MAX_STEPS): number[][] {
  const codes: number[][] = [];
  if (text === '') return codes;
  let last = '';
  for (const token of text.split(' ')) {
    const [code = '', count, extra] = token.split('*');
    if (extra !== undefined || (count !== undefined && !COUNT.test(count)))
      throw new LogError(`bad count in "${token.slice(0, 40)}"`);
    const values = code.split(',');
    if (values.length !== width || !values.every((v) => INTEGER.test(v)))
      throw new LogError(`bad input in "${token.slice(0, 40)}"`);
    if (code === last) throw new LogError('a repeated input must be one token with a count');
    last = code;
    const n = count === undefined ? 1 : Number(count);
    if (codes.length + n > maxSteps) throw new LogError(`the log is longer than ${maxSteps} steps`);
    const parsed = values.map(Number);
    for (let i = 0; i < n; i += 1) codes.push(parsed);
  }
  return codes;
}

/** Collects a run's codes as it is played, and feeds the sim the decoded input, so it sees exactly what the server will. */
export interface Recorder<I> {
  /** Records one step's input; returns it as the log will give it back (decode ∘ encode). */
  take(input: I): I;
  /** The log so far. */
  log(): string;
  steps(): number;
}

export function createRecorder<S, I>(rules: GameRules<S, I>): Recorder<I> {
  const codes: (readonly number[])[] = [];
  return {
    take(input) {
      const code = rules.encode(input).map((v) => Math.round(v));
      codes.push(code);
      return rules.decode(code);
    },
    log: () => encodeLog(codes),
    steps: () => codes.length,
  };
}

/** The outcome of a replay: the score the rules give, and whether the run ended on its last step and may be ranked. */
export interface ReplayResult {
  score: number;
  /** The steps played: the log's, or fewer when the run was over before its log ended. */
  steps: number;
  /** The run is over after the last step, and not before it. */
  endsAtLastStep: boolean;
  ranked: boolean;
}

/** Checks that every chosen label is one of the menu's (and that no unknown option is named). */
export function validChoices(menu: readonly MenuOption[] | undefined, choices: MenuChoices): boolean {
  const options = menu ?? [];
  return Object.entries(choices).every(([id, label]) => options.some((o) => o.id === id && o.choices.includes(label)));
}

/** Plays a log through a fresh run of the rules. */
export function replay<S, I>(
  rules: GameRules<S, I>,
  seed: number,
  choices: MenuChoices,
  codes: readonly (readonly number[])[],
): ReplayResult {
  let state = rules.create(seed, choices);
  let steps = 0;
  for (const code of codes) {
    // A run over before its log ends is refused: no need to play the rest.
    if (rules.isOver(state)) break;
    state = rules.step(state, rules.decode(code));
    steps += 1;
  }
  return {
    score: rules.score(state),
    steps,
    endsAtLastStep: steps === codes.length && rules.isOver(state),
    ranked: rules.ranked?.(state) ?? true,
  };
}

/** The UTC day (YYYY-MM-DD) of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Today's run: the one seed every player gets for a game on a UTC day (FNV-1a of "game:day"). */
export function dailySeed(game: string, day: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${game}:${day}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
