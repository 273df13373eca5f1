/**
 * Modelled players, the same three for every game, that play a game's pure rules so its difficulty can be measured
 * (`npm run bench:difficulty`) instead of guessed. A model has what a person has: a picture of the field that is a
 * reaction time old, an aim that misses by a little, a share of wrong inputs, and a few decisions a second, each held
 * until the next. A game supplies only how such a player decides (`ModelledGame.decide`) from the late picture.
 */
import { createRandom, type Random } from './random';
import { encodeLog, STEPS_PER_SECOND, type GameRules } from './replay';
import type { MenuChoices } from './types';

export interface PlayerModel {
  name: 'idle' | 'novice' | 'skilled';
  /** Whether it plays at all (idle never gives an input). */
  plays: boolean;
  /** Seconds between what happens and the player's reaction to it: every decision is made on a picture this old. */
  reaction: number;
  /** Seconds between decisions; an input is held until the next one. */
  decideEvery: number;
  /** Typical aiming error (one standard deviation) as a share of the field's short side. */
  aimError: number;
  /** Share of decisions that go wrong: a key mixed up, a swipe the wrong way, a shot fired at nothing. */
  slips: number;
}

export const IDLE: PlayerModel = { name: 'idle', plays: false, reaction: 0, decideEvery: 1, aimError: 0, slips: 0 };

/** A first-timer: reacts in about 0.4 s, re-plans five times a second, misses by a few percent, one decision in ten is wrong. */
export const NOVICE: PlayerModel = {
  name: 'novice',
  plays: true,
  reaction: 0.4,
  decideEvery: 0.2,
  aimError: 0.05,
  slips: 0.1,
};

/** A practised player: reacts in about 0.2 s, re-plans ten times a second, small error, rarely a wrong input. */
export const SKILLED: PlayerModel = {
  name: 'skilled',
  plays: true,
  reaction: 0.2,
  decideEvery: 0.1,
  aimError: 0.015,
  slips: 0.02,
};

export const PLAYER_MODELS: readonly PlayerModel[] = [IDLE, NOVICE, SKILLED];

/** What a model draws on when it decides: its traits, its own luck, and what it has done since its picture. */
export interface Decider<I = unknown> {
  model: PlayerModel;
  random: Random;
  /**
   * The inputs it gave at each step since the picture it decides on, oldest first: a person knows which way they have
   * been steering even when their eyes lag, and carries the picture on by it.
   */
  givenSince: readonly I[];
  /** An aiming error in the game's units for a field whose short side is `short`: normally distributed, σ = aimError × short. */
  miss(short: number): number;
  /** True for a decision that goes wrong (a share `slips` of them). */
  slips(): boolean;
}

/** A game as the bench plays it: its rules, how a player decides, and what a run reached. */
export interface ModelledGame<S, I> {
  rules: GameRules<S, I>;
  choices?: MenuChoices;
  /** The input a model gives until its next decision, from the picture it saw (`seen`, a reaction time old). */
  decide(seen: S, decider: Decider<I>): I;
  /** The input of a player who does nothing. */
  idle: I;
  /** What a decided input becomes on the steps after it until the next decision (a swipe or tap is one step); default: held. */
  hold?(input: I): I;
  /** How many of the game's milestones (sectors, waves, speeds, rounds) a state has reached. */
  milestones(state: S): number;
  /** The longest a modelled run is played, in seconds (a run still going then counts as not ended). */
  limit: number;
}

/** A mark a run may reach: a number of the game's milestones, and its name. */
export interface Mark {
  milestones: number;
  name: string;
}

/** What `npm run bench:difficulty` measures of a game: its `model.ts` exports one as `difficulty`. */
export interface DifficultyBench<S, I> {
  game: ModelledGame<S, I>;
  /** The mark a novice reaches in about half the runs, and the later one a skilled player reaches. */
  first: Mark;
  later: Mark;
  /** What the score counts: points (more is better) or, for a speedrun, the time to the exit. */
  score: 'points' | 'time';
}

/** A game played against the computer at levels (its `model.ts` exports one as `ladder`): a match per level. */
export interface LadderBench<S, I> {
  levels: readonly string[];
  /** The level the title screen offers first: a novice wins it about half the time. */
  initial: string;
  match(level: string): ModelledGame<S, I>;
  /** Points won by the player and by the computer. */
  points(state: S): { won: number; lost: number };
}

export interface ModelledRun<S> {
  state: S;
  /** The run's input log as the browser would post it (only when asked to record: `playModelled(…, { record: true })`). */
  log?: string;
  seconds: number;
  score: number;
  milestones: number;
  /** Whether the run ended by the rules before the limit. */
  ended: boolean;
}

function gaussian(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Plays one run of `game` from `seed` as `model` would, its luck seeded apart from the game's. Recording, each input
 * goes through the game's codec as the browser's recorder sends it, and the run carries its log.
 */
export function playModelled<S, I>(
  game: ModelledGame<S, I>,
  model: PlayerModel,
  seed: number,
  { record = false } = {},
): ModelledRun<S> {
  const random = createRandom(seed * 7919 + model.name.length);
  const given: I[] = [];
  const decider: Decider<I> = {
    model,
    random,
    givenSince: given,
    miss: (short) => gaussian(random) * model.aimError * short,
    slips: () => random.next() < model.slips,
  };
  const late = Math.round(model.reaction * STEPS_PER_SECOND);
  const every = Math.max(1, Math.round(model.decideEvery * STEPS_PER_SECOND));
  const limit = game.limit * STEPS_PER_SECOND;
  const seen: S[] = [];
  let state = game.rules.create(seed, game.choices ?? {});
  let input = game.idle;
  const codes: (readonly number[])[] = [];
  let steps = 0;
  for (; steps < limit && !game.rules.isOver(state); steps += 1) {
    seen.push(state);
    if (seen.length > late + 1) {
      seen.shift();
      given.shift();
    }
    const deciding = model.plays && steps % every === 0;
    if (deciding) input = game.decide(seen[0] ?? state, decider);
    if (record) {
      const code = game.rules.encode(input);
      codes.push(code);
      state = game.rules.step(state, game.rules.decode(code));
    } else state = game.rules.step(state, input);
    given.push(input);
    if (deciding && game.hold) input = game.hold(input);
  }
  return {
    state,
    ...(record ? { log: encodeLog(codes) } : {}),
    seconds: steps / STEPS_PER_SECOND,
    score: game.rules.score(state),
    milestones: game.milestones(state),
    ended: game.rules.isOver(state),
  };
}
