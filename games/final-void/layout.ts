/** Where the playfield and the touch buttons go in a frame of any shape, and how many world pixels the view shows. */
import { TILE } from './level';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PadButton {
  action: 'left' | 'right' | 'jump' | 'dash';
  label: string;
  /** Centre and size in CSS pixels. */
  x: number;
  y: number;
  size: number;
}

export interface Layout {
  /** The playfield in CSS pixels; touch buttons are never inside it. */
  field: Box;
  /** CSS pixels per world pixel. */
  scale: number;
  buttons: readonly PadButton[];
}

/** The view shows at least this many tiles each way (sideways frames, upright frames); the longer side shows more. */
const WIDE = { cols: 24, rows: 14 };
const TALL = { cols: 13, rows: 16 };
const GAP = 12;

/** Lays out a frame of `width`×`height` CSS pixels; with `touch`, a strip (upright) or two side columns (sideways) hold the buttons. */
export function layout(width: number, height: number, touch: boolean): Layout {
  let field: Box = { x: 0, y: 0, width, height };
  const buttons: PadButton[] = [];
  if (touch && height >= width) {
    const strip = Math.round(Math.min(Math.max(height * 0.2, 140), height * 0.28));
    field = { x: 0, y: 0, width, height: height - strip };
    const size = Math.min(72, strip - 2 * GAP);
    const cy = height - strip / 2;
    buttons.push(
      { action: 'left', label: '◀', x: GAP + size / 2, y: cy, size },
      { action: 'right', label: '▶', x: 2 * GAP + size * 1.5, y: cy, size },
      { action: 'dash', label: 'DASH', x: width - 2 * GAP - size * 1.5, y: cy, size },
      { action: 'jump', label: 'JUMP', x: width - GAP - size / 2, y: cy, size },
    );
  } else if (touch) {
    const column = Math.round(Math.min(width * 0.14, 140));
    field = { x: column, y: 0, width: width - 2 * column, height };
    const size = Math.max(48, Math.min(64, (column - 3 * GAP) / 2 + GAP));
    const pairSize = Math.max(48, Math.min(64, (column - GAP * 1.5) / 2));
    const low = height - GAP - Math.max(size, pairSize) / 2;
    buttons.push(
      { action: 'left', label: '◀', x: column / 2 - GAP / 2 - pairSize / 2, y: low, size: pairSize },
      { action: 'right', label: '▶', x: column / 2 + GAP / 2 + pairSize / 2, y: low, size: pairSize },
      { action: 'jump', label: 'JUMP', x: width - column / 2, y: low, size },
      { action: 'dash', label: 'DASH', x: width - column / 2, y: low - size - GAP, size },
    );
  }
  const view = field.width >= field.height ? WIDE : TALL;
  const scale = Math.max(0.5, Math.min(field.width / (view.cols * TILE), field.height / (view.rows * TILE)));
  return { field, scale, buttons };
}
