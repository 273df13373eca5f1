/** What keeps a player coming back: every wave has a name, and game over names the next one to reach. */
import type { State } from './world';

/** The waves' names, in order; past the list the deep void counts on. */
export const WAVE_NAMES = [
  'FIRST CONTACT',
  'DEBRIS FIELD',
  'SAUCER SKIES',
  'THE BELT',
  'ROCKSTORM',
  'DEEP FIELD',
  'IRON RAIN',
  'THE GAUNTLET',
];

/** The name of wave n (1-based). */
export function waveName(wave: number): string {
  return WAVE_NAMES[wave - 1] ?? `DEEP VOID ${wave - WAVE_NAMES.length}`;
}

/** The goal shown at game over: the wave after the one the run ended in. */
export function nextGoal(s: Pick<State, 'wave'>): string {
  return `NEXT: WAVE ${s.wave + 1} · ${waveName(s.wave + 1)}`;
}
