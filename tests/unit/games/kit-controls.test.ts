/** @jest-environment jsdom */
import { SETTLE_MS, createControls } from '@/games/kit/controls';
import { createInput } from '@/games/kit/input';
import { PAD_BUTTON, PAD_GAP } from '@/games/kit/layout';

const actions = { jump: { keys: ['Space'], touch: { label: 'JUMP', x: 0.9, y: 0.8 } } };

function setUp() {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const canvas = document.createElement('canvas');
  const calls: string[] = [];
  const controls = createControls(
    actions,
    createInput(actions, window, canvas, (x, y) => ({ x, y })),
    {
      onMute: () => calls.push('mute'),
      onPause: () => calls.push('pause'),
      onHome: () => calls.push('home'),
      onPadChange: () => undefined,
    },
  );
  const pauseButton = (): HTMLButtonElement => {
    const found = document.querySelector<HTMLButtonElement>('.kit-bar button[data-mode]');
    if (!found) throw new Error('no pause button');
    return found;
  };
  return { controls, calls, pauseButton };
}

/** A finger's press on `b`, `heldMs` of holding it, and the click it ends in. */
function tap(b: HTMLButtonElement, heldMs = 80): void {
  b.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  jest.advanceTimersByTime(heldMs);
  b.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe("the kit's pause button", () => {
  it('takes a double tap as a pause, never as a quit to the title', () => {
    const { controls, calls, pauseButton } = setUp();
    controls.setScene('playing');
    tap(pauseButton());
    controls.setScene('paused');
    expect(pauseButton().getAttribute('aria-label')).toBe('Back to title');
    jest.advanceTimersByTime(120);
    tap(pauseButton());
    expect(calls).toEqual(['pause']);
  });

  it('ignores a press begun before the run ended under the finger, and takes a later one', () => {
    const { controls, calls, pauseButton } = setUp();
    controls.setScene('playing');
    pauseButton().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    controls.setScene('gameover');
    jest.advanceTimersByTime(SETTLE_MS + 200);
    pauseButton().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(calls).toEqual([]);
    tap(pauseButton());
    expect(calls).toEqual(['home']);
  });

  it('goes back to the title on a deliberate tap once paused', () => {
    const { controls, calls, pauseButton } = setUp();
    controls.setScene('paused');
    jest.advanceTimersByTime(SETTLE_MS);
    tap(pauseButton());
    expect(calls).toEqual(['home']);
  });

  it('takes a keyboard click, which has no press, at once', () => {
    const { controls, calls, pauseButton } = setUp();
    controls.setScene('paused');
    pauseButton().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(calls).toEqual(['home']);
  });
});

describe("the kit's own full-screen button on a touch screen", () => {
  const fullButton = (): HTMLButtonElement => {
    const found = document.querySelector<HTMLButtonElement>('.kit-bar button[aria-label*="ull screen"]');
    if (!found) throw new Error('no full-screen button');
    return found;
  };
  const pageSays = (on: boolean, toggleInView: boolean): void => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kind: 'game-full-screen-state', on, toggleInView },
        origin: location.origin,
        source: window.parent,
      }),
    );
  };

  beforeEach(() => {
    window.matchMedia = (query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('stays hidden until a page that owns the toggle says its own toggle is out of sight', () => {
    const { controls } = setUp();
    controls.setScene('title');
    expect(fullButton().hidden).toBe(true);
    pageSays(false, true);
    expect(fullButton().hidden).toBe(true);
    pageSays(false, false);
    expect(fullButton().hidden).toBe(false);
    pageSays(false, true);
    expect(fullButton().hidden).toBe(true);
  });

  it('shows only on the title out of full screen, and in every scene as the way out of it', () => {
    const { controls } = setUp();
    pageSays(false, false);
    controls.setScene('playing');
    expect(fullButton().hidden).toBe(true);
    pageSays(true, false);
    expect(fullButton().hidden).toBe(false);
    expect(fullButton().getAttribute('aria-label')).toBe('Exit full screen');
    controls.setScene('gameover');
    expect(fullButton().hidden).toBe(false);
  });
});

describe("where the kit's touch buttons stood", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('answers for a touch on or just off a touch button, and for nothing elsewhere or without touch', () => {
    window.matchMedia = (query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList;
    const { controls } = setUp();
    controls.place('landscape', 844, 390);
    const jump = document.querySelector<HTMLButtonElement>('.kit-pad button');
    const x = parseFloat(jump?.style.left ?? 'NaN');
    const y = parseFloat(jump?.style.top ?? 'NaN');
    expect(controls.onPadSpot(x, y)).toBe(true);
    expect(controls.onPadSpot(x - PAD_BUTTON / 2 - PAD_GAP / 2, y)).toBe(true);
    expect(controls.onPadSpot(x - PAD_BUTTON, y)).toBe(false);
    expect(controls.onPadSpot(422, 195)).toBe(false);
  });

  it('answers nothing on a device without touch', () => {
    const { controls } = setUp();
    controls.place('landscape', 844, 390);
    const jump = document.querySelector<HTMLButtonElement>('.kit-pad button');
    expect(controls.onPadSpot(parseFloat(jump?.style.left ?? '0'), parseFloat(jump?.style.top ?? '0'))).toBe(false);
  });
});
