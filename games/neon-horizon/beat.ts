/** The run's synthwave beat: a drum and bass loop whose tempo follows the speed, emitted as sound cues by the sim. */
import { BASE_SPEED, MAX_SPEED, type Cue } from './world';

export const MIN_BPM = 96;
export const MAX_BPM = 156;

/** Tempo for a running speed: 96 bpm at the start, 156 at top speed. */
export function bpmFor(speed: number): number {
  const t = Math.max(0, Math.min(1, (speed - BASE_SPEED) / (MAX_SPEED - BASE_SPEED)));
  return MIN_BPM + (MAX_BPM - MIN_BPM) * t;
}

/** Seconds per sixteenth note at a speed. */
export function stepSeconds(speed: number): number {
  return 60 / bpmFor(speed) / 4;
}

/** A four-bar progression, one bass note per bar (A minor, F, C, G). */
const BASS: readonly Cue[] = ['bassA', 'bassF', 'bassC', 'bassG'];
const BASS_STEPS = new Set([0, 3, 6, 8, 11, 14]);

/** The cues of sixteenth note `step` (counting from the start of the run). */
export function cuesAt(step: number): Cue[] {
  const i = step % 16;
  const cues: Cue[] = [];
  if (i % 4 === 0) cues.push('kick');
  if (i === 4 || i === 12) cues.push('snare');
  if (i % 4 === 2) cues.push('hat');
  const bass = BASS[Math.floor(step / 16) % BASS.length];
  if (bass && BASS_STEPS.has(i)) cues.push(bass);
  return cues;
}

/** Advances the beat clock by dt at a speed; returns the new clock, step count and the cues of the notes passed. */
export function advanceBeat(
  clock: number,
  step: number,
  speed: number,
  dt: number,
): { clock: number; step: number; cues: Cue[] } {
  let t = clock + dt;
  let n = step;
  const cues: Cue[] = [];
  const each = stepSeconds(speed);
  while (t >= each) {
    t -= each;
    cues.push(...cuesAt(n));
    n += 1;
  }
  return { clock: t, step: n, cues };
}
