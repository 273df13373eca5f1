/** Layout maths for phones and desktops: which logical size fits the frame, where the touch pad goes, where the field lands. */
import { fitLetterbox, type Letterbox } from './letterbox';
import type { FieldRect, Layout, TouchButton } from './types';

/** Touch button size, gap between buttons and margin to the frame's edge, in CSS px (thumb-sized, never closer than 8 px). */
export const PAD_BUTTON = 52;
export const PAD_GAP = 10;
export const PAD_MARGIN = 8;
/** Depth of the strip (portrait, under the field) or band (landscape, each side) that holds the touch pad. */
export const PAD_DEPTH = PAD_BUTTON + 2 * PAD_MARGIN;

/** Size of the pause and mute buttons and their gap, in CSS px. */
export const BAR_BUTTON = 44;
export const BAR_GAP = 8;
/** Depth of the band that holds pause and mute, off the field: a strip on top in portrait, a band at the right in landscape. */
export const BAR_DEPTH = BAR_BUTTON + 2 * BAR_GAP;

/** A logical size and the layout it stands for. */
export interface LogicalSize {
  layout: Layout;
  width: number;
  height: number;
}

/** Space kept free of the field on each side of the frame, in CSS px. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * Picks the logical size whose aspect is closest to the frame's (compared as ratios, so 2:1 is as far from 1:1 as 1:2).
 * Games without a portrait size always get their landscape one.
 */
export function chooseSize(
  viewWidth: number,
  viewHeight: number,
  landscape: { width: number; height: number },
  portrait?: { width: number; height: number },
): LogicalSize {
  const wide: LogicalSize = { layout: 'landscape', width: landscape.width, height: landscape.height };
  if (!portrait) return wide;
  const view = Math.max(viewWidth, 1) / Math.max(viewHeight, 1);
  // How many times wider or taller than the frame's aspect a size's is (the larger way round): 1 when they match.
  const distance = (s: { width: number; height: number }): number => {
    const ratio = view / (s.width / s.height);
    return Math.max(ratio, 1 / ratio);
  };
  return distance(portrait) < distance(landscape)
    ? { layout: 'portrait', width: portrait.width, height: portrait.height }
    : wide;
}

/** The space the touch pad takes: a strip under the field in portrait, a band on each side in landscape. */
export function padInsets(layout: Layout, hasPad: boolean): Insets {
  if (!hasPad) return NO_INSETS;
  return layout === 'portrait'
    ? { ...NO_INSETS, bottom: PAD_DEPTH }
    : { ...NO_INSETS, left: PAD_DEPTH, right: PAD_DEPTH };
}

/**
 * The space kept off the field for the touch pad and for the pause and mute bar. The bar takes a strip on top in portrait; in
 * landscape it sits at the top of the pad's right band, or in a band of its own at the right when there is no pad.
 */
export function frameInsets(layout: Layout, hasPad: boolean): Insets {
  const pad = padInsets(layout, hasPad);
  if (layout === 'portrait') return { ...pad, top: BAR_DEPTH };
  return hasPad ? pad : { ...pad, right: BAR_DEPTH };
}

/** A button's box in CSS px, relative to the frame. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the pause and mute bar goes: a row at the top right in portrait, a column at the top of the right band in landscape. */
export function barBox(layout: Layout, viewWidth: number, buttons: number, hasPad: boolean): Box {
  const long = buttons * BAR_BUTTON + (buttons - 1) * BAR_GAP;
  if (layout === 'portrait') return { x: viewWidth - BAR_GAP - long, y: BAR_GAP, width: long, height: BAR_BUTTON };
  const band = hasPad ? PAD_DEPTH : BAR_DEPTH;
  return { x: viewWidth - band / 2 - BAR_BUTTON / 2, y: BAR_GAP, width: BAR_BUTTON, height: long };
}

/** Fits the field into the frame minus the insets, centred in what is left. */
export function fitField(
  viewWidth: number,
  viewHeight: number,
  width: number,
  height: number,
  insets: Insets,
): Letterbox {
  const innerW = Math.max(1, viewWidth - insets.left - insets.right);
  const innerH = Math.max(1, viewHeight - insets.top - insets.bottom);
  const box = fitLetterbox(innerW, innerH, width, height);
  return { scale: box.scale, offsetX: box.offsetX + insets.left, offsetY: box.offsetY + insets.top };
}

/** The field's rectangle in CSS px from the letterbox and logical size. */
export function fieldRect(box: Letterbox, width: number, height: number): FieldRect {
  return { x: box.offsetX, y: box.offsetY, width: width * box.scale, height: height * box.scale };
}

/** A touch button's centre in CSS px, relative to the frame. */
export interface PadSpot {
  index: number;
  x: number;
  y: number;
}

/**
 * Places the touch buttons outside the field: buttons declared with x < 0.5 form the left cluster (for the left thumb), the
 * others the right one, each in declared x order. Portrait: both clusters in one row in the strip under the field.
 * Landscape: each cluster in a column in its side band, bottom-aligned where thumbs rest.
 */
export function padSpots(
  buttons: readonly TouchButton[],
  layout: Layout,
  viewWidth: number,
  viewHeight: number,
): PadSpot[] {
  const order = buttons.map((b, index) => ({ b, index })).sort((p, q) => p.b.x - q.b.x || q.b.y - p.b.y);
  const left = order.filter((p) => p.b.x < 0.5);
  const right = order.filter((p) => p.b.x >= 0.5);
  const step = PAD_BUTTON + PAD_GAP;
  const half = PAD_BUTTON / 2;
  if (layout === 'portrait') {
    const y = viewHeight - PAD_MARGIN - half;
    const rightStart = viewWidth - PAD_MARGIN - half - (right.length - 1) * step;
    return [
      ...left.map((p, i) => ({ index: p.index, x: PAD_MARGIN + half + i * step, y })),
      ...right.map((p, i) => ({ index: p.index, x: rightStart + i * step, y })),
    ];
  }
  const column = (list: typeof order, x: number, ceiling: number): PadSpot[] => {
    const top = viewHeight - PAD_MARGIN - half - (list.length - 1) * step;
    return list.map((p, i) => ({ index: p.index, x, y: Math.max(ceiling + half, top + i * step) }));
  };
  // The right band's top holds the pause and mute bar (two buttons); its cluster stays below it.
  const underBar = BAR_GAP + 2 * BAR_BUTTON + BAR_GAP + PAD_GAP;
  return [...column(left, PAD_MARGIN + half, PAD_MARGIN), ...column(right, viewWidth - PAD_MARGIN - half, underBar)];
}

/** A font size in logical units that shows at least `minCss` CSS px at `scale` (CSS px per logical unit). */
export function readableSize(size: number, scale: number, minCss = 12): number {
  return Math.max(size, minCss / Math.max(scale, 1e-6));
}

/** A point of a portrait field back in the turned world's coordinates (the inverse of draw.ts `drawTurned`). */
export function toWorld(
  p: { x: number; y: number },
  layout: Layout | undefined,
  worldWidth: number,
): { x: number; y: number } {
  return layout === 'portrait' ? { x: worldWidth - p.y, y: p.x } : p;
}

/** A GameSpec `view` whose logical size follows the frame's shape, with its short side at least `shortSide` units. */
export function frameShapedView(
  shortSide: number,
): (frameWidth: number, frameHeight: number) => { width: number; height: number } {
  return (w, h) => {
    const k = Math.max(1, shortSide / Math.min(w, h));
    return { width: w * k, height: h * k };
  };
}
