/** Small drawing helpers for the neon look: glowing strokes without costly shadowBlur, and text. */
import { COLORS, FONT_FACES, FONT_SAMPLE, FONT_SANS, font } from './theme';

/** Strokes the path built by `path` twice: a wide faint halo, then a crisp core line. */
export function neonStroke(ctx: CanvasRenderingContext2D, color: string, width: number, path: () => void): void {
  ctx.beginPath();
  path();
  ctx.strokeStyle = color;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.globalAlpha = 0.25;
  ctx.lineWidth = width * 3.5;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Fills a rectangle with a faint halo around it. */
export function neonRect(
  ctx: CanvasRenderingContext2D,
  color: string,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.2;
  ctx.fillRect(x - 4, y - 4, w + 8, h + 8);
  ctx.globalAlpha = 1;
  ctx.fillRect(x, y, w, h);
}

/** Options for `drawText`. */
export interface TextStyle {
  size: number;
  color?: string;
  align?: CanvasTextAlign;
  weight?: 'normal' | 'bold';
  family?: string;
  /** A soft neon glow (shadow blur); use on a few big texts per frame, not on many. */
  glow?: boolean;
  baseline?: CanvasTextBaseline;
  /** Shrinks the font so the line fits this width (narrow portrait frames). */
  maxWidth?: number;
  /**
   * A dark plate behind the letters, for HUD text that must sit where things pass: what passes behind never crosses
   * them, and the text does not count as drawn over a hazard.
   */
  plate?: boolean;
}

/** The plate behind HUD text: the kit's background, nearly opaque. */
const PLATE = 'rgba(11, 15, 26, 0.85)';

/** A box in CSS px of the game page. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A text as drawn in the last frame: its ink's box in CSS px of the game page. */
export interface TextBox extends PageBox {
  text: string;
}

/** A text the last frame drew over a hazard it intersects (a text drawn first, under the hazard, hides nothing). */
export interface TextOverHazard {
  text: string;
  hazard: PageBox;
}

const drawnTexts: (TextBox & { order: number })[] = [];
const drawnHazards: (PageBox & { order: number })[] = [];
const drawnBackings: (PageBox & { order: number })[] = [];
let drawOrder = 0;
let canvasToPage = (x: number, y: number): { x: number; y: number } => ({ x, y });

/**
 * Starts a frame's list of drawn texts; `toPage` maps canvas backing pixels to CSS px of the page. Tests read the list to
 * prove that no two texts overlap and that none is clipped by the field's edge.
 */
export function beginTextFrame(toPage: (x: number, y: number) => { x: number; y: number }): void {
  drawnTexts.length = 0;
  drawnHazards.length = 0;
  drawnBackings.length = 0;
  canvasToPage = toPage;
}

/** The texts drawn since the last `beginTextFrame`. */
export function textsDrawn(): readonly TextBox[] {
  return drawnTexts.map(({ text, x, y, width, height }) => ({ text, x, y, width, height }));
}

const intersect = (a: PageBox, b: PageBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: PageBox, inner: PageBox): boolean =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/**
 * The texts drawn since the last `beginTextFrame` over a hazard marked before them (see `markHazard`), unless a backing
 * drawn between the two (`markBacking`, a plated text's plate) holds the whole text.
 */
export function textsOverHazards(): TextOverHazard[] {
  return drawnTexts.flatMap((text) =>
    drawnHazards
      .filter((hazard) => hazard.order < text.order && intersect(text, hazard))
      .filter(
        (hazard) =>
          !drawnBackings.some((back) => back.order > hazard.order && back.order < text.order && contains(back, text)),
      )
      .map(({ x, y, width, height }) => ({ text: text.text, hazard: { x, y, width, height } })),
  );
}

/** The box (x, y, width, height) in the current transform, mapped to CSS px of the page. */
function pageBox(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): PageBox {
  const t = ctx.getTransform();
  const corners = [
    [x, y],
    [x + width, y],
    [x, y + height],
    [x + width, y + height],
  ].map(([cx = 0, cy = 0]) => canvasToPage(t.a * cx + t.c * cy + t.e, t.b * cx + t.d * cy + t.f));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

function recordText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  if (!text.trim()) return;
  const m = ctx.measureText(text);
  const box = pageBox(
    ctx,
    x - m.actualBoundingBoxLeft,
    y - m.actualBoundingBoxAscent,
    m.actualBoundingBoxLeft + m.actualBoundingBoxRight,
    m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
  );
  drawnTexts.push({ text, ...box, order: (drawOrder += 1) });
}

/** A plate a little larger than the text's ink, in the current font, alignment and baseline. */
function plate(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  const m = ctx.measureText(text);
  const pad = Math.max(4, (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) * 0.3);
  const box = [
    x - m.actualBoundingBoxLeft - pad,
    y - m.actualBoundingBoxAscent - pad,
    m.actualBoundingBoxLeft + m.actualBoundingBoxRight + 2 * pad,
    m.actualBoundingBoxAscent + m.actualBoundingBoxDescent + 2 * pad,
  ] as const;
  ctx.fillStyle = PLATE;
  ctx.fillRect(...box);
  markBacking(ctx, ...box);
}

/** Marks an opaque backing drawn at this box (a HUD panel): a text it holds hides no hazard drawn before it. */
export function markBacking(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): void {
  if (__GAME_DEBUG__) drawnBackings.push({ ...pageBox(ctx, x, y, width, height), order: (drawOrder += 1) });
}

/**
 * Marks a hazard (what the player must dodge or hit: a rock, a wall, a ball, spikes) drawn at this box in the current
 * transform. The test build records it, so tests can prove no text is drawn over one (`textsOverHazards`); release
 * bundles drop the call.
 */
export function markHazard(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): void {
  if (__GAME_DEBUG__) drawnHazards.push({ ...pageBox(ctx, x, y, width, height), order: (drawOrder += 1) });
}

/**
 * Start-up work that finds each text face and its fallback fonts, a face a turn (loop.ts `inTurns`): done ahead, the
 * first frame's text costs a phone a few ms rather than a long font look-up in the middle of that frame.
 */
export function fontWarmUps(ctx: Pick<CanvasRenderingContext2D, 'font' | 'measureText'>): (() => void)[] {
  return FONT_FACES.map((face) => () => {
    ctx.font = face;
    ctx.measureText(FONT_SAMPLE);
  });
}

/** Draws one line of text at (x, y), centred by default; the test build records its box (see `textsDrawn`). */
export function drawText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, style: TextStyle): void {
  ctx.font = font(style.size, style.weight ?? 'normal', style.family ?? FONT_SANS);
  const wide = style.maxWidth ? ctx.measureText(text).width : 0;
  if (style.maxWidth && wide > style.maxWidth)
    ctx.font = font((style.size * style.maxWidth) / wide, style.weight ?? 'normal', style.family ?? FONT_SANS);
  ctx.textAlign = style.align ?? 'center';
  ctx.textBaseline = style.baseline ?? 'middle';
  if (style.plate) plate(ctx, text, x, y);
  if (__GAME_DEBUG__) recordText(ctx, text, x, y);
  ctx.fillStyle = style.color ?? COLORS.text;
  if (style.glow) {
    ctx.shadowColor = style.color ?? COLORS.text;
    ctx.shadowBlur = style.size / 4;
  }
  ctx.fillText(text, x, y);
  ctx.shadowBlur = 0;
}

/**
 * Runs `draw` with landscape world coordinates turned a quarter turn counter-clockwise when `turned`, so a wide world fills a
 * portrait field: world x runs bottom → top and world y left → right (the field is worldHeight × worldWidth).
 */
export function drawTurned(ctx: CanvasRenderingContext2D, turned: boolean, worldWidth: number, draw: () => void): void {
  ctx.save();
  if (turned) {
    ctx.translate(0, worldWidth);
    ctx.rotate(-Math.PI / 2);
  }
  draw();
  ctx.restore();
}
