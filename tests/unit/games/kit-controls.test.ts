/** @jest-environment jsdom */
import { createControls } from '@/games/kit/controls';
import { createInput } from '@/games/kit/input';
import type { Scene } from '@/games/kit/types';

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
  const shown = (): string[] =>
    [...document.querySelectorAll<HTMLButtonElement>('.kit-bar button')]
      .filter((b) => !b.hidden)
      .map((b) => b.getAttribute('aria-label') ?? '');
  /** The shown buttons from mute outwards: the order a finger finds them in from the bar's fixed end. */
  const fromMute = (): string[] => shown().reverse();
  const button = (label: string): HTMLButtonElement => {
    const found = [...document.querySelectorAll<HTMLButtonElement>('.kit-bar button')].find(
      (b) => b.getAttribute('aria-label') === label && !b.hidden,
    );
    if (!found) throw new Error(`no ${label} button shown`);
    return found;
  };
  return { controls, calls, fromMute, button };
}

/** A finger's press on `b` and the click it ends in, on `b` or on what took its place meanwhile. */
function tap(b: HTMLButtonElement, meanwhile?: () => HTMLButtonElement): void {
  b.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  (meanwhile?.() ?? b).dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

describe("the kit's bar buttons", () => {
  it("never put Back to title where a moment before a button of another meaning stood: pause's slot resumes when paused and posts at game over", () => {
    const { controls, fromMute } = setUp();
    const slots = (scene: Scene): string[] => {
      controls.setScene(scene);
      return fromMute();
    };
    controls.offerScore(() => undefined, '<svg></svg>');
    expect(slots('title')).toEqual(['Mute sound']);
    expect(slots('playing')).toEqual(['Mute sound', 'Pause']);
    expect(slots('paused')).toEqual(['Mute sound', 'Resume', 'Back to title']);
    expect(slots('gameover')).toEqual(['Mute sound', 'Post your score to the leaderboard', 'Back to title']);
  });

  it('take a double tap on pause as pause then resume, never as a quit', () => {
    const { controls, calls, button } = setUp();
    controls.setScene('playing');
    tap(button('Pause'));
    controls.setScene('paused');
    tap(button('Resume'));
    expect(calls).toEqual(['pause', 'pause']);
  });

  it('ignore a press that began before the button took its place, and take the next one', () => {
    const { controls, calls, button } = setUp();
    controls.setScene('playing');
    // The run ends under the finger: with no score to post, Back to title now stands where pause was.
    tap(button('Pause'), () => {
      controls.setScene('gameover');
      return button('Back to title');
    });
    expect(calls).toEqual([]);
    tap(button('Back to title'));
    expect(calls).toEqual(['home']);
  });

  it('take a keyboard click, which has no press, whenever it comes', () => {
    const { controls, calls, button } = setUp();
    controls.setScene('paused');
    button('Back to title').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(calls).toEqual(['home']);
  });
});
