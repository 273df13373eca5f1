/** Where the playfield and the touch buttons go in a frame of any shape, and how many world pixels the view shows. */
import { barBox } from '../kit/layout';
import { TILE } from './level';
import { HERO_H } from './physics';

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
  /** Where the HUD (clock, deaths, level) goes: off the field, so it never hides the play, on the frame's black. */
  hud: Box;
  /** CSS pixels per world pixel. */
  scale: number;
  buttons: readonly PadButton[];
}

/** The view shows at least this many tiles each way on a wide frame; the longer side shows more. */
const WIDE = { cols: 24, rows: 14 };
/**
 * Upright, eleven or twelve columns: sixteen drew the hero a 21 px box a player read too late on a phone. A frame wide
 * enough for twelve with the hero still HERO_CSS.tall shows twelve (a 390 px phone: the hero 28.4 px), a tile more of the
 * way ahead; the camera's narrow lead is tuned for no more. The tall field shows well over half a ruins level's height.
 */
const TALL_COLS = { least: 11, most: 12 } as const;
/**
 * The hero is drawn at least this many CSS pixels tall, as long as the view still shows FEWEST tiles each way (wide), and
 * upright no taller than `tallMost`, so a tablet held upright still shows a wide stretch of the level.
 */
export const HERO_CSS = { wide: 27, tall: 28, tallMost: 40 } as const;
/** Whole columns an upright field `width` CSS px wide fits: as many as keep the hero HERO_CSS.tall, within TALL_COLS. */
export const tallColumns = (width: number): number =>
  Math.min(TALL_COLS.most, Math.max(TALL_COLS.least, Math.floor((width * HERO_H) / (HERO_CSS.tall * TILE))));
const FEWEST = { cols: 11, rows: 9 };
const GAP = 12;

/** Height of the band above the field that holds the HUD and the kit's pause and mute buttons (44 px, 8 px from the top). */
export const BAND = 56;
/** Width the kit's top bar takes at the right (two 44 px buttons, 8 px gaps). */
export const BAR_W = 112;
/**
 * The most buttons the kit's bar shows at once: a cleared level's trophy, home (or pause), full screen and mute. Final Void
 * never places the bar, so the kit keeps it a row at the top right, the row its upright layout gives it.
 */
export const BAR_MOST = 4;
/** Where the kit's pause and mute bar may stand on a frame `width` CSS px wide: cards and title keep clear of it. */
export const barArea = (width: number): Box => barBox('portrait', width, BAR_MOST, false);
const HUD_MARGIN = 6;
/** Height of the HUD stacked at the top of the left column (clock, deaths, level: three lines). */
const HUD_COLUMN_H = 104;

/**
 * Lays out a frame of `width`×`height` CSS pixels; with `touch`, a strip (upright) or two side columns (sideways) hold the
 * buttons. DASH and ▲ (which only steers a dash) are there only when the hero has the dash.
 */
export function layout(width: number, height: number, touch: boolean, dash = true): Layout {
  let field: Box = { x: 0, y: BAND, width, height: height - BAND };
  const buttons: PadButton[] = [];
  if (touch && height >= width) {
    const strip = Math.round(Math.min(Math.max(height * 0.2, 140), height * 0.28));
    field = { x: 0, y: BAND, width, height: height - strip - BAND };
    // Three buttons for the left thumb (▲ steers a dash upward) and two for the right, at least 48 px with room between.
    const size = Math.max(48, Math.min(72, strip - 2 * GAP, (width - 7 * GAP) / 5));
    const cy = height - strip / 2;
    // Without the dash, ◀ and ▶ sit side by side where a thumb rests.
    const rightX = dash ? 3 * GAP + size * 2.5 : 2 * GAP + size * 1.5;
    buttons.push(
      { action: 'left', label: '◀', x: GAP + size / 2, y: cy, size },
      { action: 'right', label: '▶', x: rightX, y: cy, size },
    );
    if (dash)
      buttons.push(
        { action: 'up', label: '▲', x: 2 * GAP + size * 1.5, y: cy - size * 0.3, size },
        { action: 'dash', label: 'DASH', x: width - 2 * GAP - size * 1.5, y: cy, size },
      );
    buttons.push({ action: 'jump', label: 'JUMP', x: width - GAP - size / 2, y: cy, size });
  } else if (touch) {
    // The right column also holds the kit's top bar, so it is never narrower than the bar.
    const column = Math.round(Math.min(Math.max(width * 0.14, BAR_W), 140));
    field = { x: column, y: 0, width: width - 2 * column, height };
    const size = Math.max(48, Math.min(64, (column - 3 * GAP) / 2 + GAP));
    const pairSize = Math.max(48, Math.min(64, (column - GAP * 1.5) / 2));
    const low = height - GAP - Math.max(size, pairSize) / 2;
    buttons.push(
      { action: 'left', label: '◀', x: column / 2 - GAP / 2 - pairSize / 2, y: low, size: pairSize },
      { action: 'right', label: '▶', x: column / 2 + GAP / 2 + pairSize / 2, y: low, size: pairSize },
      { action: 'jump', label: 'JUMP', x: width - column / 2, y: low, size },
    );
    if (dash)
      buttons.push(
        { action: 'up', label: '▲', x: column / 2, y: low - pairSize - GAP, size: pairSize },
        { action: 'dash', label: 'DASH', x: width - column / 2, y: low - size - GAP, size },
      );
  }
  return { field, scale: zoom(field), buttons, hud: hudBox(field, width) };
}

/** The HUD's room: the band over the field left of the kit's bar, or (sideways with touch) the top of the left column. */
function hudBox(field: Box, width: number): Box {
  if (field.y >= BAND)
    return {
      x: HUD_MARGIN,
      y: HUD_MARGIN,
      width: Math.max(0, Math.min(width - BAR_W - 2 * HUD_MARGIN, 440)),
      height: BAND - 2 * HUD_MARGIN,
    };
  return { x: HUD_MARGIN, y: HUD_MARGIN, width: Math.max(0, field.x - 2 * HUD_MARGIN), height: HUD_COLUMN_H };
}

/**
 * CSS pixels per world pixel. Wide: enough to show the wanted tiles each way, raised so the hero stands HERO_CSS.wide tall,
 * but never so far that the view shows fewer than FEWEST tiles (a tiny frame keeps its overview). Upright: tallColumns
 * across, the hero no taller than HERO_CSS.tallMost.
 */
export function zoom(field: Box): number {
  if (field.width < field.height) {
    const fit = field.width / (tallColumns(field.width) * TILE);
    return Math.max(0.5, Math.min(fit, HERO_CSS.tallMost / HERO_H));
  }
  const fit = Math.min(field.width / (WIDE.cols * TILE), field.height / (WIDE.rows * TILE));
  const cap = Math.min(field.width / (FEWEST.cols * TILE), field.height / (FEWEST.rows * TILE));
  return Math.max(0.5, fit, Math.min(HERO_CSS.wide / HERO_H, cap));
}
