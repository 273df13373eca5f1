/**
 * The frame round the field: the kit keeps bands off it for pause and mute and for the touch pad, and letterboxes what
 * is left. Left black they look unfinished beside the framed play, so the game draws them as its own: a panel in the
 * HUD's colours, the sky going on dimmed behind the buttons, and the HUD's rim along each edge of the field that faces
 * one. Nothing of the play is ever drawn there.
 */
import { COLORS, type FrameBox } from '../kit';
import { PALETTE, rgba } from './palette';

/** The edges of the field that face a band at least a pixel deep. */
export function edgesFacingBands(
  frame: FrameBox,
  field: { width: number; height: number },
): { left: boolean; right: boolean; top: boolean; bottom: boolean } {
  const pixel = 1;
  return {
    left: -frame.x > pixel,
    top: -frame.y > pixel,
    right: frame.x + frame.width - field.width > pixel,
    bottom: frame.y + frame.height - field.height > pixel,
  };
}

/** How bright the sky's stars show in the bands, as a share of their brightness on the field. */
export const BAND_STAR_DIM = 0.45;

/** A star of the fixed sky, placed in 0..1. */
export interface Star {
  x: number;
  y: number;
  s: number;
  a: number;
}

/** Draws the bands round the field (the kit's `drawMargins`: the whole canvas is `frame`, in the field's units). */
export function drawBands(
  ctx: CanvasRenderingContext2D,
  field: { width: number; height: number },
  stars: readonly Star[],
  frame: FrameBox,
): void {
  const edges = edgesFacingBands(frame, field);
  if (!edges.left && !edges.right && !edges.top && !edges.bottom) return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(frame.x, frame.y, frame.width, frame.height);
  ctx.rect(0, 0, field.width, field.height);
  ctx.clip('evenodd');
  ctx.fillStyle = PALETTE.bandPanel;
  ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
  const glow = ctx.createLinearGradient(frame.x, 0, frame.x + frame.width, 0);
  glow.addColorStop(0, rgba(PALETTE.bandGlow));
  glow.addColorStop(0.5, rgba({ ...PALETTE.bandGlow, alpha: 0 }));
  glow.addColorStop(1, rgba(PALETTE.bandGlow));
  ctx.fillStyle = glow;
  ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
  // The same sky as the field's, spread over the whole frame and dimmed, so the bands read as space behind a panel.
  ctx.fillStyle = COLORS.text;
  for (const star of stars) {
    ctx.globalAlpha = star.a * BAND_STAR_DIM;
    ctx.fillRect(frame.x + star.x * frame.width, frame.y + star.y * frame.height, star.s, star.s);
  }
  ctx.globalAlpha = 1;
  ctx.restore();
  const rim = 2;
  ctx.fillStyle = rgba(PALETTE.hudEdge);
  if (edges.left) ctx.fillRect(-rim, 0, rim, field.height);
  if (edges.right) ctx.fillRect(field.width, 0, rim, field.height);
  if (edges.top) ctx.fillRect(-rim, -rim, field.width + 2 * rim, rim);
  if (edges.bottom) ctx.fillRect(-rim, field.height, field.width + 2 * rim, rim);
}
