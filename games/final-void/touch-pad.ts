/** On-screen buttons for touch devices, placed by layout() outside the playfield and feeding the kit's virtual input. */
import type { Input } from '../kit/input';
import type { PadButton } from './layout';
import type { Action } from './sim';

const CSS = `.fv-pad{position:fixed;inset:0;pointer-events:none;z-index:1}.fv-pad[hidden]{display:none}
.fv-pad button{-webkit-tap-highlight-color:transparent;position:absolute;border-radius:50%;border:2px solid #7cf9ff;background:rgba(124,249,255,.1);color:#e8ecf8;
font:bold 14px system-ui,sans-serif;pointer-events:auto;touch-action:none;-webkit-user-select:none;user-select:none;padding:0}
.fv-pad button.on{background:rgba(124,249,255,.38)}`;

export interface TouchPad {
  place(buttons: readonly PadButton[]): void;
  show(visible: boolean): void;
}

export function createTouchPad(input: Input<Action>): TouchPad {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  const pad = document.createElement('div');
  pad.className = 'fv-pad';
  pad.hidden = true;
  document.body.append(pad);
  // Buttons are kept by action, so one held while the layout changes (the dash found mid-run) stays held.
  const made = new Map<PadButton['action'], HTMLButtonElement>();
  const make = (spec: PadButton): HTMLButtonElement => {
    const b = document.createElement('button');
    b.type = 'button';
    b.tabIndex = -1;
    b.textContent = spec.label;
    b.setAttribute('aria-label', spec.action);
    const set =
      (down: boolean) =>
      (e: PointerEvent): void => {
        e.preventDefault();
        // Capture keeps the button held when the thumb slides off it; a pointer that already ended can't be captured.
        if (down) {
          try {
            b.setPointerCapture?.(e.pointerId);
          } catch {
            /* the pointer is gone: the button still works as a tap */
          }
        }
        b.classList.toggle('on', down);
        input.setVirtual(spec.action, down);
      };
    b.addEventListener('pointerdown', set(true));
    b.addEventListener('pointerup', set(false));
    b.addEventListener('pointercancel', set(false));
    b.addEventListener('contextmenu', (e) => e.preventDefault());
    made.set(spec.action, b);
    return b;
  };
  return {
    place(buttons) {
      for (const [action, b] of made) {
        if (buttons.some((spec) => spec.action === action)) continue;
        input.setVirtual(action, false);
        b.remove();
        made.delete(action);
      }
      for (const spec of buttons) {
        const b = made.get(spec.action) ?? make(spec);
        Object.assign(b.style, {
          left: `${spec.x - spec.size / 2}px`,
          top: `${spec.y - spec.size / 2}px`,
          width: `${spec.size}px`,
          height: `${spec.size}px`,
        });
        if (!b.isConnected) pad.append(b);
      }
    },
    show(visible) {
      pad.hidden = !visible;
    },
  };
}
