/** The canvas surface: fills the frame at devicePixelRatio, picks the logical size for the frame's aspect and fits the field. */
import { chooseSize, fieldRect, fitField, frameInsets, type LogicalSize } from './layout';
import { backingSize, toLogical, type Letterbox } from './letterbox';
import type { FieldRect, FrameBox, Point } from './types';

/** A canvas sized to its frame, with the current logical size and letterbox. */
export interface Surface {
  ctx: CanvasRenderingContext2D;
  /** Client (viewport) coordinates to logical playfield coordinates. */
  toLogical(clientX: number, clientY: number): Point;
  /**
   * Fills the margins and the playfield (with `background`), then transforms and clips to the playfield. `margins`, if
   * given, draws over the margins' fill first, in the field's units, given the whole canvas's box in them.
   */
  begin(background: string, margins?: (frame: FrameBox) => void): void;
  /** Undoes begin's transform and clip. */
  end(): void;
  /** The logical size in use (changes when the frame turns between portrait and landscape). */
  size(): LogicalSize;
  /** The field in CSS px of the page. */
  field(): FieldRect;
  /** CSS px per logical unit. */
  scale(): number;
  /** A point in the canvas's backing pixels in CSS px of the page (where `field` is). */
  backingToPage(x: number, y: number): Point;
  /** The frame's size in CSS px. */
  view(): { width: number; height: number };
  /** Lays out again now (e.g. when the touch pad appears). */
  relayout(): void;
}

/** What the surface needs to know about the game. */
export interface SurfaceOptions {
  width: number;
  height: number;
  portrait?: { width: number; height: number };
  /** Picks the logical size for the frame instead of `portrait` (see GameSpec.view). */
  view?(frameWidth: number, frameHeight: number): { width: number; height: number };
  /** Fill the margins with the field's background instead of black (GameSpec.seamlessMargins). */
  seamlessMargins?: boolean;
  /** True while the touch pad is shown, so the field leaves room for it. */
  hasPad(): boolean;
  /** Called after every layout, e.g. to move the touch buttons. */
  onLayout?(layout: LogicalSize['layout'], viewWidth: number, viewHeight: number): void;
}

const sizeForView = ({ width, height }: { width: number; height: number }): LogicalSize => ({
  layout: height > width ? 'portrait' : 'landscape',
  width,
  height,
});

/** The margins' colour: black, so the field's edges show, or for a game without edges there its background. */
export function marginColor(background: string, seamless = false): string {
  return seamless ? background : '#000';
}

/** Fills the whole canvas, the letterbox around the field included, with one colour. */
export function fillFrame(ctx: CanvasRenderingContext2D, width: number, height: number, background: string): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
}

/** Calls `layout` whenever the canvas's CSS box or the device pixel ratio may have changed. */
export function watchSize(canvas: HTMLCanvasElement, layout: () => void): void {
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
}

/** Sizes `canvas` to its CSS box × devicePixelRatio and keeps it so on resize and full-screen change. */
export function createSurface(canvas: HTMLCanvasElement, options: SurfaceOptions): Surface {
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('2D canvas is not available');
  let size: LogicalSize = chooseSize(1, 1, options);
  let box: Letterbox = fitField(1, 1, size.width, size.height, frameInsets(size.layout, false));
  let dpr = 1;
  let rect = canvas.getBoundingClientRect();

  const layout = (): void => {
    rect = canvas.getBoundingClientRect();
    dpr = Math.min(window.devicePixelRatio || 1, 3);
    const backing = backingSize(rect.width, rect.height, dpr);
    if (canvas.width !== backing.width) canvas.width = backing.width;
    if (canvas.height !== backing.height) canvas.height = backing.height;
    const w = Math.max(rect.width, 1);
    const h = Math.max(rect.height, 1);
    size = options.view ? sizeForView(options.view(w, h)) : chooseSize(w, h, options, options.portrait);
    box = fitField(w, h, size.width, size.height, frameInsets(size.layout, options.hasPad()));
    options.onLayout?.(size.layout, w, h);
  };

  watchSize(canvas, layout);
  layout();

  return {
    ctx,
    toLogical: (clientX, clientY) => toLogical(box, clientX - rect.left, clientY - rect.top),
    begin(background, margins) {
      fillFrame(ctx, canvas.width, canvas.height, marginColor(background, options.seamlessMargins));
      const s = box.scale * dpr;
      ctx.setTransform(s, 0, 0, s, box.offsetX * dpr, box.offsetY * dpr);
      if (margins) {
        ctx.save();
        margins({
          x: -box.offsetX / box.scale,
          y: -box.offsetY / box.scale,
          width: canvas.width / s,
          height: canvas.height / s,
        });
        ctx.restore();
      }
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, size.width, size.height);
      ctx.clip();
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, size.width, size.height);
    },
    end() {
      ctx.restore();
    },
    size: () => size,
    field: () => {
      const f = fieldRect(box, size.width, size.height);
      return { ...f, x: f.x + rect.left + window.scrollX, y: f.y + rect.top + window.scrollY };
    },
    scale: () => box.scale,
    backingToPage: (x, y) => ({ x: x / dpr + rect.left + window.scrollX, y: y / dpr + rect.top + window.scrollY }),
    view: () => ({ width: rect.width, height: rect.height }),
    relayout: layout,
  };
}
