/** The canvas surface: fills the frame at devicePixelRatio and letterboxes the fixed logical playfield. */
import { backingSize, fitLetterbox, toLogical, type Letterbox } from './letterbox';
import type { Field, Point, Size } from './types';

/** A canvas sized to its frame, with the current letterbox. */
export interface Surface {
  ctx: CanvasRenderingContext2D;
  /** Client (viewport) coordinates to logical playfield coordinates. */
  toLogical(clientX: number, clientY: number): Point;
  /** Clears the frame, then transforms and clips to the playfield filled with `background`. */
  begin(background: string): void;
  /** Undoes begin's transform and clip. */
  end(): void;
  /** The logical size now (fixed, or chosen by `view` for the frame). */
  size(): Size;
  /** The playfield's rectangle in CSS pixels of the frame. */
  field(): Field;
}

/** Sizes `canvas` to its CSS box × devicePixelRatio and keeps it so on resize and full-screen change; `view` picks the logical size per frame. */
export function createSurface(canvas: HTMLCanvasElement, fixedWidth: number, fixedHeight: number, view?: (w: number, h: number) => Size): Surface {
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('2D canvas is not available');
  let width = fixedWidth;
  let height = fixedHeight;
  let box: Letterbox = fitLetterbox(1, 1, width, height);
  let dpr = 1;
  let rect = canvas.getBoundingClientRect();

  const layout = (): void => {
    rect = canvas.getBoundingClientRect();
    dpr = Math.min(window.devicePixelRatio || 1, 3);
    const size = backingSize(rect.width, rect.height, dpr);
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    if (view) ({ width, height } = view(Math.max(rect.width, 1), Math.max(rect.height, 1)));
    box = fitLetterbox(Math.max(rect.width, 1), Math.max(rect.height, 1), width, height);
  };

  layout();
  window.addEventListener('resize', layout);
  document.addEventListener('fullscreenchange', layout);
  if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(canvas);
  // Moving the window to a screen with another pixel ratio fires no resize; watch the ratio itself.
  const watchRatio = (): void => {
    const query = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query?.addEventListener?.(
      'change',
      () => {
        layout();
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();

  return {
    ctx,
    toLogical: (clientX, clientY) => toLogical(box, clientX - rect.left, clientY - rect.top),
    begin(background) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      const s = box.scale * dpr;
      ctx.setTransform(s, 0, 0, s, box.offsetX * dpr, box.offsetY * dpr);
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, width, height);
      ctx.clip();
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, width, height);
    },
    end() {
      ctx.restore();
    },
    size: () => ({ width, height }),
    field: () => ({ x: rect.left + box.offsetX, y: rect.top + box.offsetY, width: width * box.scale, height: height * box.scale }),
  };
}
