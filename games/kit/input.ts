/** Input: keyboard, gamepad (standard mapping), touch buttons and canvas pointers, merged into one InputFrame per step. */
import type { ActionBinding, InputFrame, Point } from './types';

/** Keys whose default action would scroll the host page. */
export const SCROLL_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space']);

const AXIS_THRESHOLD = 0.5;

/** The live input of one page. */
export interface Input<A extends string> {
  /** The input for the next simulation step; consumes the pressed edges. */
  frame(): InputFrame<A>;
  /** Holds or releases an action from a virtual (on-screen) button. */
  setVirtual(action: A, down: boolean): void;
  /**
   * Reads connected gamepads; returns standard buttons that went down since the last poll. Until a pad announces itself
   * (its first button press) this reads nothing: asking the browser for pads every frame costs a phone's main thread.
   */
  pollPads(): number[];
  /** Forgets everything held (window blur: key-ups will never arrive). */
  clear(): void;
}

/** True when a gamepad matches a binding's buttons or stick directions. */
export function padMatches(
  pad: { buttons: readonly { pressed: boolean }[]; axes: readonly number[] },
  b: ActionBinding,
): boolean {
  if (b.buttons?.some((i) => pad.buttons[i]?.pressed === true)) return true;
  return b.axes?.some(([axis, sign]) => (pad.axes[axis] ?? 0) * sign > AXIS_THRESHOLD) === true;
}

/** Listens to keys on `target` and pointers on `canvas`; `toLogical` maps client coordinates to the playfield. */
export function createInput<A extends string>(
  actions: Readonly<Record<A, ActionBinding>>,
  target: Window,
  canvas: HTMLElement,
  toLogical: (clientX: number, clientY: number) => Point,
): Input<A> {
  const names = Object.keys(actions) as A[];
  const keysDown = new Set<string>();
  const virtual = new Set<A>();
  const padHeld = new Set<A>();
  const latched = new Set<A>();
  /**
   * Fingers (or a pressed mouse) on the canvas: where each is and where it went down. A finger lifted before any step
   * saw it stays for one step (`lifted`), so a tap shorter than a step (or than a slow phone's frame) still counts.
   */
  const pointers = new Map<number, { at: Point; from: Point; seen: boolean; lifted: boolean }>();
  let padButtons: boolean[] = [];
  let padConnected = false;
  target.addEventListener('gamepadconnected', () => (padConnected = true));

  const heldBy = (action: A): boolean =>
    virtual.has(action) || padHeld.has(action) || actions[action].keys.some((k) => keysDown.has(k));

  target.addEventListener('keydown', (e) => {
    if (SCROLL_KEYS.has(e.code) && !e.altKey && !e.ctrlKey && !e.metaKey) e.preventDefault();
    if (e.repeat) return;
    keysDown.add(e.code);
    for (const a of names) if (actions[a].keys.includes(e.code)) latched.add(a);
  });
  target.addEventListener('keyup', (e) => keysDown.delete(e.code));

  const track = (e: PointerEvent): void => {
    const pointer = pointers.get(e.pointerId);
    if (pointer) pointers.set(e.pointerId, { ...pointer, at: toLogical(e.clientX, e.clientY) });
  };
  const release = (e: PointerEvent): void => {
    const pointer = pointers.get(e.pointerId);
    if (pointer?.seen === false) pointers.set(e.pointerId, { ...pointer, lifted: true });
    else pointers.delete(e.pointerId);
  };
  canvas.addEventListener('pointerdown', (e) => {
    const at = toLogical(e.clientX, e.clientY);
    pointers.set(e.pointerId, { at, from: at, seen: false, lifted: false });
    canvas.setPointerCapture?.(e.pointerId);
  });
  canvas.addEventListener('pointermove', track);
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', (e) => pointers.delete(e.pointerId));

  const record = (): Record<A, boolean> => ({}) as Record<A, boolean>;

  return {
    frame() {
      const held = record();
      const pressed = record();
      for (const a of names) {
        held[a] = heldBy(a);
        pressed[a] = latched.has(a);
      }
      latched.clear();
      const touches = [...pointers.values()].map(({ at, from }) => ({ ...at, from }));
      for (const [id, pointer] of pointers) {
        if (pointer.lifted) pointers.delete(id);
        else pointer.seen = true;
      }
      return { held, pressed, touches };
    },
    setVirtual(action, down) {
      if (down && !virtual.has(action)) latched.add(action);
      if (down) virtual.add(action);
      else virtual.delete(action);
    },
    pollPads() {
      if (!padConnected) return [];
      const pads = typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : [];
      const edges: number[] = [];
      const nowButtons: boolean[] = [];
      const nowHeld = new Set<A>();
      pads.forEach((pad, index) => {
        if (!pad || !pad.connected) return;
        pad.buttons.forEach((b, i) => (nowButtons[i] = (nowButtons[i] ?? false) || b.pressed));
        for (const a of names) {
          const binding = actions[a];
          if ((binding.pad === undefined || binding.pad === index) && padMatches(pad, binding)) nowHeld.add(a);
        }
      });
      nowButtons.forEach((down, i) => down && !padButtons[i] && edges.push(i));
      for (const a of nowHeld) if (!padHeld.has(a)) latched.add(a);
      padHeld.clear();
      for (const a of nowHeld) padHeld.add(a);
      padButtons = nowButtons;
      return edges;
    },
    clear() {
      keysDown.clear();
      virtual.clear();
      padHeld.clear();
      pointers.clear();
      latched.clear();
    },
  };
}
