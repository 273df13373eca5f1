import type { SoundSpec } from '../kit';
import type { GameEvent } from './sim';

/** One synthesized sound per sim event. */
export const SOUNDS: Readonly<Record<GameEvent, SoundSpec>> = {
  'speed-up': { kind: 'sweep', freq: 330, to: 660, duration: 0.35, volume: 0.12, wave: 'sawtooth' },
  'shield-up': { kind: 'sweep', freq: 440, to: 1320, duration: 0.3, volume: 0.2, wave: 'triangle' },
  'shield-break': { kind: 'noise', freq: 2200, duration: 0.4, volume: 0.45 },
  bonus: { kind: 'sweep', freq: 880, to: 1760, duration: 0.18, volume: 0.15, wave: 'square' },
  crystal: { kind: 'beep', freq: 1320, duration: 0.07, volume: 0.1, wave: 'triangle' },
  'near-miss': { kind: 'sweep', freq: 1600, to: 700, duration: 0.14, volume: 0.14, wave: 'sine' },
  crash: { kind: 'noise', freq: 260, duration: 1.1, volume: 0.6 },
  waypoint: { kind: 'beep', freq: 1175, duration: 0.1, volume: 0.1, wave: 'triangle' },
  milestone: { kind: 'beep', freq: 1568, duration: 0.12, volume: 0.12, wave: 'triangle' },
  'game-over': { kind: 'sweep', freq: 440, to: 55, duration: 1.1, volume: 0.25, wave: 'sawtooth' },
};
