import type { SoundSpec } from '../kit';
import type { Cue } from './world';

/** The beat's voices and the effects, all synthesized. Bass notes: A1, F1, C2, G1. */
export const SOUNDS: Readonly<Record<Cue, SoundSpec>> = {
  kick: { kind: 'sweep', freq: 150, to: 40, duration: 0.16, volume: 0.5, wave: 'sine' },
  snare: { kind: 'noise', freq: 3200, duration: 0.12, volume: 0.14 },
  hat: { kind: 'noise', freq: 11000, duration: 0.035, volume: 0.05 },
  bassA: { kind: 'beep', freq: 55, duration: 0.14, volume: 0.16, wave: 'sawtooth' },
  bassF: { kind: 'beep', freq: 43.65, duration: 0.14, volume: 0.16, wave: 'sawtooth' },
  bassC: { kind: 'beep', freq: 65.41, duration: 0.14, volume: 0.16, wave: 'sawtooth' },
  bassG: { kind: 'beep', freq: 49, duration: 0.14, volume: 0.16, wave: 'sawtooth' },
  lane: { kind: 'sweep', freq: 500, to: 700, duration: 0.06, volume: 0.06, wave: 'triangle' },
  jump: { kind: 'sweep', freq: 320, to: 900, duration: 0.18, volume: 0.12, wave: 'square' },
  slide: { kind: 'sweep', freq: 700, to: 240, duration: 0.18, volume: 0.1, wave: 'square' },
  near: { kind: 'sweep', freq: 1400, to: 2400, duration: 0.12, volume: 0.1, wave: 'sine' },
  shard: { kind: 'beep', freq: 1760, duration: 0.06, volume: 0.07, wave: 'triangle' },
  pickup: { kind: 'sweep', freq: 660, to: 1980, duration: 0.3, volume: 0.16, wave: 'triangle' },
  milestone: { kind: 'sweep', freq: 440, to: 1760, duration: 0.6, volume: 0.2, wave: 'square' },
  'shield-break': { kind: 'noise', freq: 2600, duration: 0.45, volume: 0.4 },
  crash: { kind: 'noise', freq: 400, duration: 1, volume: 0.6 },
};
