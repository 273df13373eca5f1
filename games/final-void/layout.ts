/** Where the playfield and the touch buttons go in a frame of any shape, and how many world pixels the view shows. */
import { TILE } from './level';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PadButton {
  action: 'left' | 'right' | 'up' | 'jump' | 'dash';
  label: string;
  /** Centre and size in CSS pixels. */
  x: number;
  y: number;
  size: number;
}

export interface Layout {
  /** The playfield in CSS pixels; touch buttons and the kit's top-bar buttons are never inside it. */
  field: Box;
  /** Where the HUD line goes: a band above the field, or the field's top-left corner when the kit's bar sits in a side column. */
  hud: Box;
  /** CSS pixels per world pixel. */
  scale: number;
  buttons: readonly PadButton[];
}

/** The view shows at least this many tiles each way (sideways frames, upright frames); the longer side shows more. */
const WIDE = { cols: 24, rows: 14 };
const TALL = { cols: 13, rows: 16 };
const GAP = 12;

/** Height of the band above the field that holds the HUD and the kit's pause and mute buttons (44 px, 8 px from the top). */
export const BAND = 56;
/** Width the kit's top bar takes at the right (two 44 px buttons, 8 px gaps). */
const BAR_W = 112;

/** Lays out a frame of `width`×`height` CSS pixels; with `touch`, a strip (upright) or two side columns (sideways) hold the buttons. */
export function layout(width: number, height: number, touch: boolean): Layout {
  let field: Box = { x: 0, y: BAND, width, height: height - BAND };
  let hud: Box = { x: 0, y: 0, width: width - BAR_W, height: BAND };
  const buttons: PadButton[] = [];
  if (touch && height >= width) {
    const strip = Math.round(Math.min(Math.max(height * 0.2, 140), height * 0.28));
    field = { x: 0, y: BAND, width, height: height - strip - BAND };
    // Three buttons for the left thumb (▲ steers a dash upward) and two for the right, at least 48 px with room between.
    const size = Math.max(48, Math.min(72, strip - 2 * GAP, (width - 7 * GAP) / 5));
    const cy = height - strip / 2;
    buttons.push(
      { action: 'left', label: '◀', x: GAP + size / 2, y: cy, size },
      { action: 'up', label: '▲', x: 2 * GAP + size * 1.5, y: cy - size * 0.3, size },
      { action: 'right', label: '▶', x: 3 * GAP + size * 2.5, y: cy, size },
      { action: 'dash', label: 'DASH', x: width - 2 * GAP - size * 1.5, y: cy, size },
      { action: 'jump', label: 'JUMP', x: width - GAP - size / 2, y: cy, size },
    );
  } else if (touch) {
    // The right column also holds the kit's top bar, so it is never narrower than the bar.
    const column = Math.round(Math.min(Math.max(width * 0.14, BAR_W), 140));
    field = { x: column, y: 0, width: width - 2 * column, height };
    hud = { x: column, y: 0, width: field.width, height: BAND };
    const size = Math.max(48, Math.min(64, (column - 3 * GAP) / 2 + GAP));
    const pairSize = Math.max(48, Math.min(64, (column - GAP * 1.5) / 2));
    const low = height - GAP - Math.max(size, pairSize) / 2;
    buttons.push(
      { action: 'left', label: '◀', x: column / 2 - GAP / 2 - pairSize / 2, y: low, size: pairSize },
      { action: 'right', label: '▶', x: column / 2 + GAP / 2 + pairSize / 2, y: low, size: pairSize },
      { action: 'up', label: '▲', x: column / 2, y: low - pairSize - GAP, size: pairSize },
      { action: 'jump', label: 'JUMP', x: width - column / 2, y: low, size },
      { action: 'dash', label: 'DASH', x: width - column / 2, y: low - size - GAP, size },
    );
  }
  const view = field.width >= field.height ? WIDE : TALL;
  const scale = Math.max(0.5, Math.min(field.width / (view.cols * TILE), field.height / (view.rows * TILE)));
  return { field, hud, scale, buttons };
}
