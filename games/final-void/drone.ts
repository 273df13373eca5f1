/** The low ambient drone under the whole game: two detuned oscillators through a slowly breathing low-pass (no files). */
import { newAudioContext, onEveryGesture } from '../kit/audio';

export interface Drone {
  /** Starts it (from a user gesture) or resumes it. */
  start(): void;
  /** Silences it (muted, paused by blur, hidden tab) or lets it sound. */
  setSilent(silent: boolean): void;
  /** Raises the dread: 0 calm .. 1 the looming shape is close. */
  setTension(amount: number): void;
}

export function createDrone(): Drone {
  let ctx: AudioContext | null = null;
  let out: GainNode | null = null;
  let filter: BiquadFilterNode | null = null;
  let silent = false;
  const level = (): number => (silent ? 0 : 0.07);
  // Made on a tap's start, the context may be held back until the tap ends; a phone holds it back again after a hidden page.
  onEveryGesture(() => {
    if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined);
  });
  return {
    start() {
      if (!ctx) {
        ctx = newAudioContext();
        if (!ctx) return;
        out = ctx.createGain();
        out.gain.value = 0;
        filter = ctx.createBiquadFilter();
        filter.type = 'lowpass';
        filter.frequency.value = 260;
        filter.connect(out).connect(ctx.destination);
        for (const [freq, type] of [
          [55, 'sawtooth'],
          [55.4, 'sawtooth'],
          [82.4, 'sine'],
        ] as const) {
          const osc = ctx.createOscillator();
          osc.type = type;
          osc.frequency.value = freq;
          osc.connect(filter);
          osc.start();
        }
        const lfo = ctx.createOscillator();
        const depth = ctx.createGain();
        lfo.frequency.value = 0.07;
        depth.gain.value = 120;
        lfo.connect(depth).connect(filter.frequency);
        lfo.start();
      }
      void ctx.resume().catch(() => undefined);
      out?.gain.setTargetAtTime(level(), ctx.currentTime, 1.5);
    },
    setSilent(value) {
      silent = value;
      if (ctx && out) out.gain.setTargetAtTime(level(), ctx.currentTime, 0.3);
    },
    setTension(amount) {
      if (ctx && filter) filter.frequency.setTargetAtTime(260 + 500 * amount, ctx.currentTime, 0.5);
    },
  };
}
