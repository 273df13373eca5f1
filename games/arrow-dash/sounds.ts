import type { SoundSpec } from '../kit';
import type { Cue } from './world';

/** Bright, short synthesized sounds. */
export const SOUNDS: Readonly<Record<Cue, SoundSpec>> = {
  shoot: { kind: 'sweep', freq: 900, to: 300, duration: 0.12, volume: 0.12, wave: 'triangle' },
  hit: { kind: 'beep', freq: 880, duration: 0.1, volume: 0.18, wave: 'triangle' },
  gold: { kind: 'sweep', freq: 1046, to: 2093, duration: 0.2, volume: 0.16, wave: 'triangle' },
  split: { kind: 'sweep', freq: 660, to: 1320, duration: 0.16, volume: 0.15, wave: 'square' },
  block: { kind: 'noise', freq: 1800, duration: 0.15, volume: 0.2 },
  miss: { kind: 'sweep', freq: 300, to: 150, duration: 0.18, volume: 0.1, wave: 'sine' },
  combo: { kind: 'sweep', freq: 523, to: 1568, duration: 0.25, volume: 0.14, wave: 'square' },
  round: { kind: 'sweep', freq: 523, to: 1046, duration: 0.45, volume: 0.18, wave: 'triangle' },
  star: { kind: 'beep', freq: 1318, duration: 0.1, volume: 0.14, wave: 'triangle' },
  fail: { kind: 'sweep', freq: 392, to: 98, duration: 0.7, volume: 0.2, wave: 'sawtooth' },
  tick: { kind: 'beep', freq: 1200, duration: 0.04, volume: 0.08, wave: 'square' },
};
