/** @jest-environment jsdom */
import { createInput } from '@/games/kit/input';

/** A pointer event as the canvas gets it (jsdom has no PointerEvent: a MouseEvent with a pointerId). */
function pointer(type: string, x: number, y: number, pointerId = 1): Event {
  return Object.assign(new MouseEvent(type, { clientX: x, clientY: y, bubbles: true }), { pointerId });
}

describe("the kit's touches", () => {
  const canvas = document.createElement('canvas');
  const input = createInput({ jump: { keys: ['Space'] } }, window, canvas, (x, y) => ({ x, y }));

  it('say where each finger is and where it went down, so a flick that travelled before a step saw it counts', () => {
    canvas.dispatchEvent(pointer('pointerdown', 100, 100));
    canvas.dispatchEvent(pointer('pointermove', 100, 60));
    expect(input.frame().touches).toEqual([{ x: 100, y: 60, from: { x: 100, y: 100 } }]);
    canvas.dispatchEvent(pointer('pointermove', 100, 30));
    expect(input.frame().touches).toEqual([{ x: 100, y: 30, from: { x: 100, y: 100 } }]);
    canvas.dispatchEvent(pointer('pointerup', 100, 20));
    expect(input.frame().touches).toEqual([]);
  });

  it('keep a tap that went down and up between two steps for one step, so no quick tap is lost', () => {
    canvas.dispatchEvent(pointer('pointerdown', 40, 50, 7));
    canvas.dispatchEvent(pointer('pointerup', 40, 50, 7));
    expect(input.frame().touches).toEqual([{ x: 40, y: 50, from: { x: 40, y: 50 } }]);
    expect(input.frame().touches).toEqual([]);
  });

  it('drop a finger a step has seen as soon as it lifts', () => {
    canvas.dispatchEvent(pointer('pointerdown', 10, 10, 8));
    expect(input.frame().touches).toHaveLength(1);
    canvas.dispatchEvent(pointer('pointerup', 10, 10, 8));
    expect(input.frame().touches).toEqual([]);
  });
});

describe("the kit's gamepads", () => {
  const pad = (pressed: boolean) => ({ connected: true, axes: [0, 0], buttons: [{ pressed }] });
  let pads: ReturnType<typeof pad>[] = [];
  const getGamepads = jest.fn(() => pads);
  Object.defineProperty(navigator, 'getGamepads', { value: getGamepads, configurable: true });
  const input = createInput(
    { jump: { keys: ['Space'], buttons: [0] } },
    window,
    document.createElement('canvas'),
    (x, y) => ({
      x,
      y,
    }),
  );

  it('are not asked for until one announces itself, then report a press once and hold the action', () => {
    pads = [pad(true)];
    expect(input.pollPads()).toEqual([]);
    expect(getGamepads).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('gamepadconnected'));
    expect(input.pollPads()).toEqual([0]);
    expect(input.pollPads()).toEqual([]);
    expect(input.frame().held.jump).toBe(true);
  });
});
