/**
 * Sound effects synthesized with WebAudio: no files. The context is created only after a user gesture, and every gesture
 * anywhere on the page (the game's own touch buttons too) resumes it when the browser has held it back.
 */
import type { SafeStore } from './storage';
import type { SoundSpec } from './types';

const MUTE_KEY = 'games.muted';

/** The page's sound output. */
export interface AudioOut {
  /** Creates or resumes the AudioContext; call from a user gesture (key, tap, click). */
  unlock(): void;
  /** Plays a sound unless muted, hidden or not yet unlocked. */
  play(sound: SoundSpec): void;
  isMuted(): boolean;
  /** Flips mute and remembers it. */
  toggleMute(): boolean;
  /** Silences output (tab hidden, frame blurred) or lets it sound again. */
  setSuspended(suspended: boolean): void;
}

type AudioContextClass = typeof AudioContext;

/**
 * The events that let a page start sound. A browser counts a key, a mouse press, and a tap only as it ends (touchend,
 * pointerup): a context made or resumed on a tap's start alone stays suspended ("was not allowed to start").
 */
export const GESTURES = [
  'keydown',
  'mousedown',
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'click',
] as const;

/**
 * Calls `onGesture` on each of the page's GESTURES, before any handler of the page can stop it (capture). Phones also
 * hold a context back after the page was hidden, so sound comes back only at the next gesture.
 */
export function onEveryGesture(onGesture: () => void): void {
  for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true, passive: true });
}

/** A new AudioContext (call from a user gesture), or null where the browser has none or refuses one. */
export function newAudioContext(): AudioContext | null {
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

/** Creates the sound output; the mute choice is read from and saved to `store`. */
export function createAudio(store: SafeStore): AudioOut {
  let ctx: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  let muted = store.readString(MUTE_KEY, '0') === '1';
  let suspended = false;

  const sync = (): void => {
    if (!ctx) return;
    if (muted || suspended) void ctx.suspend().catch(() => undefined);
    else void ctx.resume().catch(() => undefined);
  };

  const noiseBuffer = (c: AudioContext): AudioBuffer => {
    if (noise) return noise;
    noise = c.createBuffer(1, c.sampleRate, c.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    return noise;
  };

  const unlock = (): void => {
    ctx ??= newAudioContext();
    sync();
  };
  onEveryGesture(unlock);

  return {
    unlock,
    play(sound) {
      if (!ctx || muted || suspended || ctx.state !== 'running') return;
      const t = ctx.currentTime;
      const end = t + sound.duration;
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(sound.volume ?? 0.3, t);
      gain.gain.exponentialRampToValueAtTime(0.001, end);
      gain.connect(ctx.destination);
      if (sound.kind === 'noise') {
        const src = ctx.createBufferSource();
        src.buffer = noiseBuffer(ctx);
        const filter = ctx.createBiquadFilter();
        filter.type = 'lowpass';
        filter.frequency.setValueAtTime(sound.freq, t);
        src.connect(filter).connect(gain);
        src.start(t, Math.random() * 0.5, sound.duration);
        return;
      }
      const osc = ctx.createOscillator();
      osc.type = sound.wave ?? 'square';
      osc.frequency.setValueAtTime(sound.freq, t);
      if (sound.kind === 'sweep') osc.frequency.exponentialRampToValueAtTime(Math.max(sound.to ?? sound.freq, 1), end);
      osc.connect(gain);
      osc.start(t);
      osc.stop(end);
    },
    isMuted: () => muted,
    toggleMute() {
      muted = !muted;
      store.write(MUTE_KEY, muted ? '1' : '0');
      sync();
      return muted;
    },
    setSuspended(value) {
      suspended = value;
      sync();
    },
  };
}
