import type { SoundSpec } from '../kit';
import type { GameEvent } from './sim';

/** One synthesized sound per sim event: bursts of noise for rocks, sweeps for the ship. */
export const SOUNDS: Readonly<Record<GameEvent, SoundSpec>> = {
  fire: { kind: 'sweep', freq: 920, to: 240, duration: 0.09, volume: 0.12, wave: 'square' },
  thrust: { kind: 'noise', freq: 380, duration: 0.13, volume: 0.12 },
  'beat-high': { kind: 'beep', freq: 104, duration: 0.08, volume: 0.13, wave: 'square' },
  'beat-low': { kind: 'beep', freq: 78, duration: 0.08, volume: 0.13, wave: 'square' },
  'rock-large': { kind: 'noise', freq: 480, duration: 0.55, volume: 0.5 },
  'rock-medium': { kind: 'noise', freq: 900, duration: 0.35, volume: 0.38 },
  'rock-small': { kind: 'noise', freq: 1700, duration: 0.22, volume: 0.3 },
  'ship-destroyed': { kind: 'noise', freq: 260, duration: 1.1, volume: 0.6 },
  respawn: { kind: 'sweep', freq: 220, to: 880, duration: 0.3, volume: 0.18, wave: 'triangle' },
  hyperspace: { kind: 'sweep', freq: 1400, to: 120, duration: 0.35, volume: 0.2, wave: 'sine' },
  wave: { kind: 'sweep', freq: 330, to: 990, duration: 0.45, volume: 0.2, wave: 'triangle' },
  'extra-life': { kind: 'beep', freq: 1320, duration: 0.3, volume: 0.2, wave: 'square' },
  saucer: { kind: 'beep', freq: 760, duration: 0.1, volume: 0.07, wave: 'triangle' },
  'saucer-fire': { kind: 'sweep', freq: 640, to: 260, duration: 0.12, volume: 0.12, wave: 'sine' },
  'saucer-destroyed': { kind: 'noise', freq: 1300, duration: 0.6, volume: 0.5 },
  overheat: { kind: 'sweep', freq: 300, to: 90, duration: 0.4, volume: 0.22, wave: 'sawtooth' },
  'game-over': { kind: 'sweep', freq: 440, to: 55, duration: 1.2, volume: 0.25, wave: 'sawtooth' },
};
