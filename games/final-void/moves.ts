/** The held-action sets a search through the simulation tries at each step (the solver, the strand finder). */
import type { Action } from './sim';

/** Standing, walking, jumping: what the hero can always do. */
export const CHOICES: Action[][] = [[], ['right'], ['left'], ['right', 'jump'], ['left', 'jump'], ['jump']];

/** Dashes each way, for a hero who has the dash. */
export const DASHES: Action[][] = [
  ['right', 'dash'],
  ['left', 'dash'],
  ['up', 'dash'],
  ['right', 'up', 'dash'],
  ['left', 'up', 'dash'],
];
