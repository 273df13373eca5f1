/** On-screen buttons for touch devices, placed by layout() outside the playfield and feeding the kit's virtual input. */
import type { Input } from '../kit/input';
import type { PadButton } from './layout';
import type { Action } from './sim';

const CSS = `.fv-pad{position:fixed;inset:0;pointer-events:none;z-index:1}.fv-pad[hidden]{display:none}
.fv-pad button{position:absolute;border-radius:50%;border:2px solid #7cf9ff;background:rgba(124,249,255,.1);color:#e8ecf8;
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
  return {
    place(buttons) {
      pad.replaceChildren(
        ...buttons.map((spec) => {
          const b = document.createElement('button');
          b.type = 'button';
          b.tabIndex = -1;
          b.textContent = spec.label;
          b.setAttribute('aria-label', spec.action);
          Object.assign(b.style, {
            left: `${spec.x - spec.size / 2}px`,
            top: `${spec.y - spec.size / 2}px`,
            width: `${spec.size}px`,
            height: `${spec.size}px`,
          });
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
          return b;
        }),
      );
    },
    show(visible) {
      pad.hidden = !visible;
    },
  };
}
