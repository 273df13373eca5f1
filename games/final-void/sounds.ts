/** Sound cues, synthesized by the kit's audio (no files). */
import type { SoundSpec } from '../kit/types';

export const SOUNDS: Readonly<Record<string, SoundSpec>> = {
  jump: { kind: 'sweep', freq: 220, to: 420, duration: 0.12, wave: 'triangle', volume: 0.12 },
  walljump: { kind: 'sweep', freq: 260, to: 520, duration: 0.12, wave: 'triangle', volume: 0.14 },
  dash: { kind: 'noise', freq: 2400, duration: 0.18, volume: 0.18 },
  land: { kind: 'noise', freq: 400, duration: 0.08, volume: 0.12 },
  crack: { kind: 'noise', freq: 900, duration: 0.25, volume: 0.14 },
  checkpoint: { kind: 'sweep', freq: 440, to: 880, duration: 0.5, wave: 'sine', volume: 0.18 },
  unlock: { kind: 'sweep', freq: 330, to: 1320, duration: 0.9, wave: 'sine', volume: 0.2 },
  death: { kind: 'sweep', freq: 300, to: 60, duration: 0.45, wave: 'sawtooth', volume: 0.14 },
  respawn: { kind: 'beep', freq: 660, duration: 0.15, wave: 'sine', volume: 0.1 },
  exit: { kind: 'sweep', freq: 392, to: 1568, duration: 1.2, wave: 'sine', volume: 0.2 },
};
