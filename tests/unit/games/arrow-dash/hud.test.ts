/** Arrow Dash's HUD keeps to its band beside the field on every layout: never over a lane, a target or an arrow's path. */
import type { TextStyle } from '@/games/kit';
import { FONT_MONO } from '@/games/kit/theme';
import { autopilot } from '@/games/arrow-dash/autopilot';
import { hudItems, layoutHud, type HudLayout } from '@/games/arrow-dash/hud';
import { POWER_HINT, fieldBox, overlaps, targetBoxes, type Box } from '@/games/arrow-dash/panels';
import { createState, isOver, update, type State } from '@/games/arrow-dash/sim';
import { HUD_COLUMN, fitView, gripRadius, toScreen, type View } from '@/games/arrow-dash/view';
import { LANE_HEIGHT, WORLD_W, laneY } from '@/games/arrow-dash/world';
import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { NEWS, ORANGE, TEAL } from '@/games/arrow-dash/ink';
import { FIELD_COLOR, GRIP_COLOR, LANE_COLORS } from '@/games/arrow-dash/render-field';
import { RADIUS, SMALLEST_RADIUS, radiusFor, roundTime } from '@/games/arrow-dash/rounds';
import { DT } from './helpers';

/**
 * The game's views as the kit hands them over (logical size, CSS px a unit): a phone upright and sideways, the desktop page
 * at 1280×800 and in the site's 16:9 frame, and a small phone (320 CSS px wide) drawn under one CSS px a unit.
 */
const LAYOUTS = {
  upright: [362.27, 784, 1],
  sideways: [784, 362.27, 1],
  desktop: [1220, 762.5, 1],
  'desktop 16:9': [1078, 606.26, 1],
  'small upright': [360, 639, 320 / 360],
  'small sideways': [639, 360, 320 / 360],
} as const;

/** A text's width, estimated wide (bold sans capitals at 0.78 em, monospace at 0.62 em, symbols at a full em). */
const measure = (text: string, style: TextStyle): number =>
  [...text].reduce(
    (w, c) => w + style.size * (c.charCodeAt(0) > 127 ? 1 : style.family === FONT_MONO ? 0.62 : 0.78),
    0,
  );

const hudOf = (s: State, v: View, scale: number, touch: boolean): HudLayout =>
  layoutHud(hudItems(s, v, scale, touch, roundTime(s.round)), v, measure);

const boxesOf = (hud: HudLayout): Box[] => [...hud.labels.map((t) => t.box), ...(hud.bar ? [hud.bar] : [])];

/** Each lane's box in the view, where it is now (across the field upright, down it turned). */
function laneBoxes(s: State, v: View): Box[] {
  return s.lanes.map((_, i) => {
    const y = laneY(s.lanes, i, s.time);
    const a = toScreen(v, { x: 0, y: y - LANE_HEIGHT / 2 });
    const b = toScreen(v, { x: WORLD_W, y: y + LANE_HEIGHT / 2 });
    return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
  });
}

/** A box cut to the part of it inside another (empty when they do not meet). */
function clip(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x),
    h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y),
  };
}

const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w + 1e-6 && a.y + a.h <= b.y + b.h + 1e-6;

/** The autopilot's play through the first five rounds (and its states with the news and power hint showing), sampled. */
function firstRounds(seed: number): State[] {
  const states: State[] = [];
  let s = createState(seed);
  for (let i = 0; s.round <= 5 && !isOver(s); i += 1) {
    s = update(s, autopilot(s), DT);
    if (i % 15 === 0 && s.phase === 'aim') states.push(s, { ...s, powerHint: true, combo: 15, hits: 14, needed: 15 });
  }
  return states;
}

describe('Arrow Dash: the HUD', () => {
  const states = [1, 2, 3].flatMap(firstRounds);

  it.each(Object.entries(LAYOUTS))(
    '%s: never touches a target, a lane or the field through the first rounds, and stays in its band',
    (_, [width, height, scale]) => {
      const v = fitView(width, height, scale);
      const field = fieldBox(v);
      expect(states.length).toBeGreaterThan(100);
      expect(overlaps(v.hud, field)).toBe(false);
      const faults: string[] = [];
      for (const s of states)
        for (const touch of [false, true]) {
          // What the player must see: the lanes and the targets, as the field's clip draws them.
          const seen = [...targetBoxes(s, v).map((t) => clip(t, field)), ...laneBoxes(s, v)];
          for (const box of boxesOf(hudOf(s, v, scale, touch))) {
            if (overlaps(box, field)) faults.push(`on the field in round ${s.round}`);
            if (seen.some((b) => overlaps(box, b))) faults.push(`on a lane or target in round ${s.round}`);
            if (!inside(box, v.hud)) faults.push(`out of its band in round ${s.round}`);
          }
        }
      expect(faults.slice(0, 5)).toEqual([]);
    },
  );

  it.each(Object.entries(LAYOUTS))(
    '%s: shows every item at full size, the news and power hint whole, no two texts overlapping, none under 12 CSS px',
    (_, [width, height, scale]) => {
      const v = fitView(width, height, scale);
      const s: State = {
        ...createState(4),
        round: 4,
        score: 12340,
        lives: 2,
        arrowsLeft: 14,
        hits: 14,
        needed: 15,
        combo: 15,
        timeLeft: 17.2,
        phaseTime: 1,
      };
      for (const [shown, news] of [
        [s, 'TARGETS NOW MOVE'],
        [{ ...s, round: 2, powerHint: true }, POWER_HINT.keys],
      ] as const)
        for (const touch of [false, true]) {
          const hud = hudOf(shown, v, scale, touch);
          const texts = hud.labels.map((t) => t.text.trim());
          for (const needed of [`${shown.score}`, `HITS 14/15`, '18s', '♥♥', '♥'])
            expect({ texts, has: texts.includes(needed) }).toEqual({ texts, has: true });
          expect(texts.some((t) => /^R(OUND )?\d$/.test(t))).toBe(true);
          expect(texts.some((t) => /^➶ ?14$/.test(t))).toBe(true);
          expect(hud.bar).not.toBeNull();
          // Nothing needed was shrunk to fit.
          expect(hud.labels.find((t) => t.text === `${shown.score}`)?.style.size).toBeCloseTo(v.hudSize * 1.3);
          const said = news === POWER_HINT.keys && touch ? POWER_HINT.touch : news;
          // The news whole on one row, or wrapped over rows in a narrow column: all of its words, in order.
          const newsRows = hud.labels.filter((t) => t.style.color === NEWS).map((t) => t.text);
          expect(newsRows.join(' ')).toBe(said);
          for (const t of hud.labels) expect(t.style.size * scale).toBeGreaterThanOrEqual(12);
          hud.labels.forEach((a, i) =>
            hud.labels.slice(i + 1).forEach((b) =>
              expect({ a: a.text, b: b.text, overlap: overlaps(a.box, b.box) }).toEqual({
                a: a.text,
                b: b.text,
                overlap: false,
              }),
            ),
          );
        }
    },
  );

  it.each(Object.entries(LAYOUTS))(
    '%s: every news line and the power hint take two rows at most, in the band (a sideways column too)',
    (_, [width, height, scale]) => {
      const v = fitView(width, height, scale);
      const s: State = { ...createState(4), round: 4, phaseTime: 1, hits: 3, timeLeft: 12 };
      const shown: State[] = [
        s,
        { ...s, round: 2, powerHint: true },
        { ...s, round: 2, targets: s.targets.slice(0, 1), timeLeft: 4 },
      ];
      for (const state of shown)
        for (const touch of [false, true]) {
          const hud = hudOf(state, v, scale, touch);
          const news = hud.labels.filter((t) => t.style.color === NEWS);
          expect(news.length).toBeGreaterThan(0);
          expect(new Set(news.map((t) => t.y)).size).toBeLessThanOrEqual(2);
          for (const t of news) expect(inside(t.box, v.hud)).toBe(true);
        }
    },
  );

  it('takes a strip on top upright and on a desktop, a column beside the field on a sideways phone, costing little field', () => {
    expect(fitView(362.27, 784).hud).toMatchObject({ x: 0, y: 0, w: 362.27 });
    expect(fitView(1220, 762.5).hud).toMatchObject({ x: 0, y: 0, w: 1220 });
    const sideways = fitView(784, 362.27);
    expect(sideways.hud).toMatchObject({ x: 0, y: 0, w: sideways.hudSize * HUD_COLUMN, h: 362.27 });
    // The field as large as it was without a HUD band upright and sideways, and within 3% on the desktop.
    expect(fitView(362.27, 784).k).toBeCloseTo(362.27 / 360, 6);
    expect(sideways.k).toBeCloseTo(362.27 / 360, 6);
    expect(fitView(1220, 762.5).k).toBeGreaterThan(0.97 * (1220 / 640));
  });
});

describe('Arrow Dash: a sideways phone reads at a glance', () => {
  // The sideways view as the kit hands it over (784×362 logical, one CSS px a unit): sizes below are CSS px.
  const v = fitView(784, 362.27);
  const px = v.k;

  it('its targets (32 CSS px across at the least), bow and grip ring keep readable sizes beside the HUD column', () => {
    expect(2 * SMALLEST_RADIUS * px).toBeGreaterThanOrEqual(32);
    for (const kind of Object.keys(RADIUS) as (keyof typeof RADIUS)[])
      for (const round of [1, 3, 5, 8, 12]) expect(2 * radiusFor(kind, round) * px).toBeGreaterThanOrEqual(32);
    expect(2 * radiusFor('plain', 1) * px).toBeGreaterThanOrEqual(40);
    // The bow's arc (radius 30) and the grip ring a thumb starts a drag in.
    expect(60 * px).toBeGreaterThanOrEqual(56);
    expect(gripRadius(v, 1) * px).toBeGreaterThanOrEqual(44);
    expect(WORLD_W * px).toBeGreaterThanOrEqual(360);
  });

  it('the grip ring (drawn at 75%) and the power meter stand out 3:1 from the field and every lane', () => {
    for (const ground of [FIELD_COLOR, ...LANE_COLORS]) {
      expect(contrast(blend(ground, GRIP_COLOR, 0.75), ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      for (const fill of [TEAL, ORANGE]) expect(contrast(fill, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });
});
