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
});
