/** Letterbox maths: fit a fixed logical playfield into any frame, centred, keeping its aspect. */
import type { Point } from './types';

/** Where the playfield sits in the frame, in CSS pixels: its scale and top-left offset. */
export interface Letterbox {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Fits a logical width×height into a view of viewWidth×viewHeight CSS pixels, centred. */
export function fitLetterbox(viewWidth: number, viewHeight: number, width: number, height: number): Letterbox {
  const scale = Math.max(Math.min(viewWidth / width, viewHeight / height), 1e-6);
  return { scale, offsetX: (viewWidth - width * scale) / 2, offsetY: (viewHeight - height * scale) / 2 };
}

/** Converts a point in CSS pixels (relative to the canvas) to logical playfield coordinates. */
export function toLogical(box: Letterbox, cssX: number, cssY: number): Point {
  return { x: (cssX - box.offsetX) / box.scale, y: (cssY - box.offsetY) / box.scale };
}

/** The backing-store size for a CSS size at a device-pixel ratio (at least 1×1). */
export function backingSize(cssWidth: number, cssHeight: number, dpr: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(cssWidth * dpr)), height: Math.max(1, Math.round(cssHeight * dpr)) };
}
