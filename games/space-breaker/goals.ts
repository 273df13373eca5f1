/**
 * What keeps a player coming back: every wave has a name, the early ones announce what they bring, and game over names
 * the next one to reach.
 */
import { FIRST_SAUCER_WAVE, FIRST_SMALL_SAUCER_WAVE } from './saucer';
import { LESSON_TIME } from './sim';
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

/** What is new in a wave, told as it arrives (the first wave's lesson tells the rest); null for a wave with nothing new. */
export function waveNews(wave: number): string | null {
  if (wave === FIRST_SAUCER_WAVE) return 'NEW: SAUCERS · FASTER ROCKS';
  if (wave === FIRST_SMALL_SAUCER_WAVE) return 'NEW: SMALL SAUCERS THAT AIM';
  return null;
}

/**
 * The first wave's lesson (what rocks do, how the gun heats) is learnt once it has been up its full time in a run where
 * the player shot a rock (the move it asks for), or by clearing the first wave: from then on a player's runs start
 * without it, so it never again covers open play at the start of every run, even for one who has not yet cleared wave 1.
 */
export const lessonLearnt = (s: Pick<State, 'wave' | 'score' | 'time'>): boolean =>
  s.wave > 1 || (s.score > 0 && s.time >= LESSON_TIME);

/** Seconds a wave's news stays on the field as the wave begins. */
export const NEWS_TIME = 3;

/** Whether the news of the wave under way is still up. */
export const newsShown = (s: Pick<State, 'waveTime'>): boolean => s.waveTime < NEWS_TIME;

/** Seconds a new wave's card ("WAVE 2") shows on the field as the wave arrives: long enough to read, then out of the way. */
export const CARD_TIME = 1;

/** Whether the card of the wave under way is up (the first wave has its lesson instead). */
export const cardShown = (s: Pick<State, 'wave' | 'waveTime'>): boolean => s.wave > 1 && s.waveTime < CARD_TIME;

/** The goal shown at game over: the wave after the furthest reached (worded as a goal, never as a way on). */
export function nextGoal(s: Pick<State, 'wave'>): string {
  return `GOAL: REACH WAVE ${s.wave + 1} · ${waveName(s.wave + 1)}`;
}

/** The furthest a player has got: the highest wave reached, and the best score of a run that reached it. */
export interface WaveRecord {
  wave: number;
  score: number;
}

/** The record once a run has got this far: a higher wave beats any score; the same wave keeps the higher score. */
export function betterRecord(record: WaveRecord, s: Pick<State, 'wave' | 'score'>): WaveRecord {
  if (s.wave > record.wave || (s.wave === record.wave && s.score > record.score))
    return { wave: s.wave, score: s.score };
  return record;
}

/**
 * The record as game over names it, under the next goal: "FURTHEST: WAVE 2 · 2590 PTS" (the kit names the best score
 * itself); null before any run has scored.
 */
export function recordLine(record: WaveRecord): string | null {
  return record.score > 0 ? `FURTHEST: WAVE ${record.wave} · ${record.score} PTS` : null;
}
