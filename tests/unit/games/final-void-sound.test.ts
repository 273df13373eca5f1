/** @jest-environment jsdom */
import { createAudio } from '@/games/kit/audio';
import { createStore } from '@/games/kit/storage';
import { createDrone } from '@/games/final-void/drone';

/**
 * A browser's AudioContext as a phone gives it: made outside a gesture that counts (a tap's start), it stays suspended,
 * and it runs once resumed in one.
 */
class PhoneAudioContext {
  static made: PhoneAudioContext[] = [];
  static inGesture = false;
  state: AudioContextState = PhoneAudioContext.inGesture ? 'running' : 'suspended';
  currentTime = 0;
  destination = {};
  constructor() {
    PhoneAudioContext.made.push(this);
  }
  resume(): Promise<void> {
    if (PhoneAudioContext.inGesture) this.state = 'running';
    return Promise.resolve();
  }
  suspend(): Promise<void> {
    this.state = 'suspended';
    return Promise.resolve();
  }
  private node = () => ({
    connect: (next: unknown) => next,
    start: () => undefined,
    type: '',
    frequency: { value: 0, setTargetAtTime: () => undefined },
    gain: { value: 0, setTargetAtTime: () => undefined },
  });
  createGain = this.node;
  createBiquadFilter = this.node;
  createOscillator = this.node;
}

/** A gesture on an element of the page: only a tap's end, a key or a click lets sound start. */
function gesture(target: EventTarget, type: string): void {
  PhoneAudioContext.inGesture = type === 'touchend' || type === 'pointerup' || type === 'keydown' || type === 'click';
  target.dispatchEvent(new Event(type, { bubbles: true }));
  PhoneAudioContext.inGesture = false;
}

describe("Final Void's sound on a phone", () => {
  beforeAll(() => Object.assign(window, { AudioContext: PhoneAudioContext }));
  beforeEach(() => {
    PhoneAudioContext.made = [];
  });

  it('starts the sound at the end of the first tap, even on a touch button that stops the event', () => {
    createAudio(createStore(undefined));
    const button = document.createElement('button');
    button.addEventListener('touchend', (e) => e.stopPropagation());
    document.body.append(button);
    gesture(button, 'touchstart');
    expect(PhoneAudioContext.made[0]?.state).toBe('suspended');
    gesture(button, 'touchend');
    expect(PhoneAudioContext.made).toHaveLength(1);
    expect(PhoneAudioContext.made[0]?.state).toBe('running');
  });

  it('resumes the sound and the drone at the first tap after the phone held them back (a hidden page)', () => {
    createAudio(createStore(undefined));
    const drone = createDrone();
    // The first touch of the title starts the drone on the tap's start: the phone holds it back.
    gesture(document.body, 'touchstart');
    drone.start();
    for (const context of PhoneAudioContext.made) expect(context.state).toBe('suspended');
    gesture(document.body, 'touchend');
    for (const context of PhoneAudioContext.made) expect(context.state).toBe('running');
    // Back from a hidden page, a phone may keep the contexts suspended until the next gesture.
    for (const context of PhoneAudioContext.made) context.state = 'suspended';
    gesture(document.body, 'pointerup');
    expect(PhoneAudioContext.made.map((c) => c.state)).toEqual(['running', 'running']);
  });

  it('keeps a muted page silent whatever is tapped', () => {
    createAudio(createStore(undefined)).toggleMute();
    gesture(document.body, 'touchend');
    expect(PhoneAudioContext.made.every((c) => c.state === 'suspended')).toBe(true);
  });
});
