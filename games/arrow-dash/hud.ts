/**
 * Arrow Dash's HUD, laid out in the band the view keeps for it beside the field: its items flow in rows inside that band,
 * and one that finds no room is left out (the news, the stars) or shrunk to fit, so no HUD text ever reaches the field.
 * Pure: the caller measures the texts, so the layout is tested without a canvas.
 */
import type { TextStyle } from '../kit';
import { FONT_MONO, FONT_SANS } from '../kit/theme';
import { GREY, INK, NEWS, ORANGE, RED, TEAL } from './ink';
import { clockText, compactHud, hudNews, liveStars, wrapLines } from './panels';
import { HUD_PAD, HUD_PITCH, type Box, type View } from './view';
import { LIVES, multiplier, type State } from './world';

/** Seconds left at which the round's clock turns red. */
export const LOW_TIME = 4;

/** The width of a text in a style (the canvas measures it in the game; tests pass an estimate). */
export type Measure = (text: string, style: TextStyle) => number;

/** A piece of an item: a text, or the round's clock bar (its width, `share` of it filled). */
type Part = { text: string; style: TextStyle } | { bar: number; share: number; low: boolean };

/** An item: pieces drawn side by side (hearts left and lost, stars lit and grey), kept together on one row. */
interface Item {
  parts: Part[];
  /** Left out when no row has room (the others are shrunk to fit instead). */
  optional?: boolean;
}

/** A text of the HUD where it is drawn (left-aligned at x, centred on y), with its box. */
export interface HudText {
  text: string;
  x: number;
  y: number;
  style: TextStyle;
  box: Box;
}

export interface HudLayout {
  labels: HudText[];
  /** The round's clock bar, its share of time left and whether it runs low. */
  bar: (Box & { share: number; low: boolean }) | null;
  /** The box of everything drawn (inside the view's HUD band). */
  area: Box;
}

/** The HUD's items in rows: the score's (score, hearts, round), the round's (clock, arrows, hits, stars, combo), the news. */
export function hudItems(s: State, v: View, scale: number, touch: boolean, roundTime: number): Item[][] {
  const size = v.hudSize;
  const compact = compactHud(v.width, v.height, scale);
  const text = { family: FONT_MONO, weight: 'bold' as const, align: 'left' as const, color: INK };
  const mult = multiplier(s.combo);
  const low = s.timeLeft < LOW_TIME;
  const stars = liveStars(s);
  const star = { ...text, family: FONT_SANS, size: size * 1.05 };
  const scoreRow: Item[] = [
    { parts: [{ text: `${s.score}`, style: { ...text, size: size * 1.3 } }] },
    {
      parts: [
        { text: '♥'.repeat(s.lives), style: { ...text, size: size * 0.9, color: RED } },
        { text: '♥'.repeat(LIVES - s.lives), style: { ...text, size: size * 0.9, color: GREY } },
      ],
    },
    {
      parts: [
        compact
          ? { text: `R${s.round}`, style: { ...text, size: size * 0.9, family: FONT_SANS } }
          : { text: `ROUND ${s.round}`, style: { ...text, size: size * 0.8, family: FONT_SANS } },
      ],
    },
    {
      parts: [
        { text: compact ? `➶${s.arrowsLeft}` : `➶ ${s.arrowsLeft}`, style: { ...text, size: size * 0.9, color: RED } },
      ],
    },
  ];
  const roundRow: Item[] = [
    {
      parts: [
        { bar: size * (compact ? 2.2 : 3.2), share: Math.max(0, s.timeLeft / roundTime), low },
        { text: ` ${clockText(s.timeLeft)}`, style: { ...text, size: size * 0.85, color: low ? RED : INK } },
      ],
    },
    // The goal is what a player checks most: on a phone it is the row's largest text.
    {
      parts: [
        {
          text: `HITS ${s.hits}/${s.needed}`,
          style: { ...text, size: size * (compact ? 0.95 : 0.8), color: s.hits >= s.needed ? TEAL : INK },
        },
      ],
    },
    {
      optional: true,
      parts: [
        { text: '★'.repeat(stars), style: { ...star, color: ORANGE } },
        { text: '★'.repeat(3 - stars), style: { ...star, color: GREY } },
      ],
    },
  ];
  if (mult > 1 || (s.combo > 0 && !compact))
    roundRow.push({
      optional: true,
      parts: [
        {
          text: compact ? `x${mult}` : mult > 1 ? `x${mult} COMBO ${s.combo}` : `COMBO ${s.combo}`,
          style: { ...text, size: size * 0.85, color: ORANGE },
        },
      ],
    });
  const news = hudNews(s, touch);
  const newsRow: Item[] = news
    ? [
        {
          optional: true,
          parts: [{ text: news, style: { ...text, size: size * 0.85, family: FONT_SANS, color: NEWS } }],
        },
      ]
    : [];
  return [scoreRow, roundRow, newsRow];
}

const partWidth = (p: Part, measure: Measure): number => ('bar' in p ? p.bar : measure(p.text, p.style));
const itemWidth = (item: Item, measure: Measure): number =>
  item.parts.reduce((sum, p) => sum + partWidth(p, measure), 0);

/**
 * A line wrapped at its spaces into rows no wider than `room`, each an item of its own (the news in a narrow column): words on
 * a row keep a space between them, not the wider gap between items, so two short words share a row.
 */
function wrapped(item: Item, room: number, measure: Measure): Item[] {
  const [part] = item.parts;
  if (!part || 'bar' in part) return [item];
  return wrapLines([part.text], room, (text) => measure(text, part.style)).map((text) => ({
    optional: true,
    parts: [{ text, style: part.style }],
  }));
}

/**
 * Lays the rows of items out in the view's HUD band: each row of items starts a row of the band and wraps onto the next
 * when the band is narrow (a column). The news goes whole at the end of the last row when it fits there, else on a row of
 * its own, else wrapped at its spaces over rows: all of it or none.
 */
export function layoutHud(rows: Item[][], v: View, measure: Measure): HudLayout {
  const size = v.hudSize;
  const band = v.hud;
  const pad = size * HUD_PAD;
  const gap = size * 0.55;
  const left = band.x + pad;
  const right = band.x + band.w - pad;
  const rowCount = Math.max(1, Math.floor((band.h - 2 * pad) / (size * HUD_PITCH) + 1e-9));
  const rowY = (r: number): number => band.y + pad + (r + 0.5) * size * HUD_PITCH;
  const labels: HudText[] = [];
  let bar: HudLayout['bar'] = null;
  let row = -1;
  let x = left;

  /** Where an item would go from the cursor (this row, else the next with room), or null past the band's last row. */
  const spot = (w: number, at: { row: number; x: number }): { row: number; x: number } | null => {
    const start = at.x === left ? at.x : at.x + gap;
    if (start + w <= right && at.row >= 0) return { row: at.row, x: start };
    return at.row + 1 < rowCount ? { row: at.row + 1, x: left } : null;
  };
  const put = (item: Item, at: { row: number; x: number }, squeeze: number): void => {
    let px = at.x;
    const y = rowY(at.row);
    for (const p of item.parts) {
      const w = partWidth(p, measure) * squeeze;
      if ('bar' in p) bar = { x: px, y: y - size * 0.3, w, h: size * 0.6, share: p.share, low: p.low };
      else if (p.text.trim()) {
        const style = squeeze < 1 ? { ...p.style, size: p.style.size * squeeze } : p.style;
        labels.push({ text: p.text, x: px, y, style, box: { x: px, y: y - style.size * 0.6, w, h: style.size * 1.2 } });
      }
      px += w;
    }
  };
  /**
   * Places items one after another from the cursor; all or none when `whole`. An optional item wider than the band or past
   * its last row is left out; a needed one shrinks to the room it finds.
   */
  const flow = (items: Item[], whole: boolean): boolean => {
    let at = { row, x };
    const plan: { item: Item; at: { row: number; x: number }; squeeze: number }[] = [];
    for (const item of items) {
      const w = itemWidth(item, measure);
      const next = spot(item.optional ? w : Math.min(w, right - left), at);
      if (item.optional && (!next || w > right - left)) {
        if (whole) return false;
        continue;
      }
      const to = next ?? { row: Math.max(0, at.row), x: at.x === left ? left : Math.min(right, at.x + gap) };
      const squeeze = Math.min(1, (right - to.x) / w);
      if (squeeze > 0) plan.push({ item, at: to, squeeze });
      at = { row: to.row, x: to.x + w * squeeze };
    }
    for (const p of plan) put(p.item, p.at, p.squeeze);
    row = at.row;
    x = at.x;
    return true;
  };
  const [first = [], second = [], news = []] = rows;
  flow(first, false);
  x = right;
  flow(second, false);
  const [line] = news;
  if (line) {
    if (!flow([line], true)) {
      x = right;
      flow(wrapped(line, right - left, measure), true);
    }
  }
  const boxes: Box[] = [...labels.map((t) => t.box), ...(bar ? [bar as Box] : [])];
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const area = {
    x: x0,
    y: y0,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x0,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y0,
  };
  return { labels, bar, area };
}
