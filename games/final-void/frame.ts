/** Draws one frame: the world inside the playfield, its darkness, the HUD and the scene's screen over the frame. */
import type { Camera } from './camera';
import { BAND, BAR_W, barArea, type Box, type Layout } from './layout';
import type { Progress } from './progress';
import { drawHazards } from './render-hazards';
import { drawDarkness } from './render-light';
import {
  CUE_SECONDS,
  drawCheckpointCue,
  drawClear,
  drawEnding,
  drawHint,
  drawHud,
  drawIntro,
  HUD_INK,
  drawPause,
  drawTitle,
  hintLines,
  hintPlateSize,
  overlaps,
  titleRects,
} from './render-ui';
import { drawGhost, drawGuide, drawWorld } from './render-world';
import { ghostFor } from './ghost';
import type { FvState, Hero } from './sim';
import { LEVEL_SOURCES } from './levels';
import { guideFor, hintBox, hintFor, wallContact } from './hint';
import { TILE } from './level';
import { HERO_H, HERO_W } from './physics';
import { drawText } from '../kit/draw';

export type Scene = 'title' | 'intro' | 'playing' | 'paused' | 'complete' | 'ending';

export interface FrameModel {
  scene: Scene;
  state: FvState;
  cam: Camera | null;
  lay: Layout;
  width: number;
  height: number;
  time: number;
  progress: Progress;
  selected: number;
  pauseIndex: number;
  touch: boolean;
  /** Seconds since the level card showed (scene 'intro'). */
  introAge: number;
  /** Seconds since the last checkpoint lit (null: none lit this run). */
  cueAge: number | null;
  reducedMotion: boolean;
}

/** CSS px kept clear between the level card and the hero's head under it. */
const INTRO_CLEARANCE = 10;

/** Where the hint showing was drawn last frame, so it stays put while it hides nothing there (null: no hint showing). */
let lastHint: Box | null = null;

const NAMES = LEVEL_SOURCES.map(([, text]) => /name:\s*(.*)/.exec(text)?.[1] ?? '');
const PARS = LEVEL_SOURCES.map(([, text]) => {
  const par = /^par:\s*(\d+)/m.exec(text)?.[1];
  return par === undefined ? null : Number(par);
});

export function drawFrame(ctx: CanvasRenderingContext2D, m: FrameModel): void {
  const { field, scale } = m.lay;
  const viewH = field.height / scale;
  const cam = m.cam ?? { x: m.state.hero.x, y: m.state.hero.y };
  // The camera frames the field, but the world is drawn on across the whole frame (sky, stone above and below the
  // level's rows), under the HUD band and the touch buttons, so a tall phone shows a screen of game, never black bands.
  const frameView = worldFrame(m, cam);
  ctx.save();
  ctx.scale(scale, scale);
  const { view } = frameView;
  const showHero = m.scene !== 'title' || !heroUnderTitle(m.lay, m.state.hero, cam);
  drawWorld(ctx, m.state, frameView.cam, view.width, view.height, m.time, showHero);
  drawDarkness(ctx, m.state, frameView.cam, view.width, view.height, m.time);
  drawHazards(ctx, m.state, frameView.cam, view.width, view.height, m.time);
  const guide = m.scene === 'playing' ? guideFor(m.state) : null;
  if (guide) drawGuide(ctx, guide.guide, guide.alpha, frameView.cam, view.width, view.height);
  const ghost = m.scene === 'playing' ? ghostFor(m.state) : null;
  if (ghost) drawGhost(ctx, ghost, frameView.cam, view.width, view.height);
  if (m.cueAge !== null && m.cueAge < CUE_SECONDS) ring(ctx, m, frameView.cam, view.width, view.height, m.cueAge);
  ctx.restore();
  // The title has no HUD or buttons over the world to set apart: a veiled band there only cut the scenery in two.
  if (m.scene !== 'title') veilOutside(ctx, field, m.width, m.height);
  if (m.touch) drawPadPlates(ctx, m.lay, m.width);
  if (m.scene === 'playing') {
    // The dash shows in the HUD only once the level has it to give or has given it.
    const dash = m.state.hasDash || m.state.level.tiles.includes('D') ? m.state.hasDash : null;
    drawHud(ctx, m.lay.hud, m.state.level.name, m.state.time, m.state.deaths, dash);
    if (m.cueAge !== null && m.cueAge < CUE_SECONDS) drawCheckpointCue(ctx, field, m.cueAge);
    const hint = hintFor(m.state, m.touch);
    const lines = hint ? hintLines(ctx, hint.text, field) : [];
    lastHint = hint && hintBox(m.state, cam, field, scale, hintPlateSize(ctx, lines, field), lastHint);
    if (hint && lastHint) drawHint(ctx, lastHint, lines, hint.alpha);
    const side = hint?.wall ? wallContact(m.state.level, m.state.hero) : 0;
    // While the ghost climbs, its presses are the cue: one tag at a time, beside whoever presses.
    const cue = ghost ? ghost.press : side !== 0 ? { ...m.state.hero, wall: side } : null;
    if (cue) {
      const x = field.x + field.width / 2 + (cue.x + HERO_W / 2 - cam.x) * scale;
      const y = field.y + field.height / 2 + (cue.y - cam.y) * scale;
      const spot = kickCueSpot({ x, y, wall: cue.wall, heroH: HERO_H * scale, heroW: HERO_W * scale }, field, lastHint);
      if (spot) drawKickCue(ctx, spot.x, spot.y, cue.wall, m.touch, m.reducedMotion ? 0 : m.time);
    }
  }
  const w = m.width;
  const h = m.height;
  if (m.scene === 'title')
    drawTitle(ctx, w, h, field, {
      names: NAMES,
      pars: PARS,
      progress: m.progress,
      selected: m.selected,
      touch: m.touch,
      time: m.time,
    });
  else if (m.scene === 'intro') {
    const heroTop = field.y + (m.state.hero.y - (cam.y - viewH / 2)) * scale;
    const card = {
      name: m.state.level.name,
      text: m.state.level.intro,
      index: m.selected,
      touch: m.touch,
      bottom: heroTop - INTRO_CLEARANCE,
      bar: barArea(w),
      age: m.introAge,
    };
    drawIntro(ctx, w, h, field, card);
  } else if (m.scene === 'paused') drawPause(ctx, w, h, field, m.pauseIndex);
  else if (m.scene === 'complete')
    drawClear(
      ctx,
      w,
      h,
      field,
      m.state.time,
      m.state.deaths,
      m.progress.best[m.selected] ?? null,
      m.state.level.par,
      m.selected === 2,
    );
  else if (m.scene === 'ending') drawEnding(ctx, w, h, field);
  drawBarPlate(ctx, m.lay, w);
}

/**
 * The corner of the kit's pause and mute buttons (its translucent bar, top right) on a plate of the HUD's back, so no
 * scenery shows through them: the band over the field, or the top of the right button column sideways.
 */
export function barPlate(lay: Layout, width: number): Box {
  const { field } = lay;
  const height = field.y >= BAND ? field.y : Math.min(BAND, field.height);
  return { x: width - BAR_W, y: 0, width: BAR_W, height };
}

function drawBarPlate(ctx: CanvasRenderingContext2D, lay: Layout, width: number): void {
  const plate = barPlate(lay, width);
  ctx.fillStyle = HUD_INK.back;
  ctx.fillRect(plate.x, plate.y, plate.width, plate.height);
}

/** The size (CSS px) of the kick cue's tag, centred on its spot. */
export const KICK_TAG = { width: 68, height: 24 } as const;

/**
 * Where the kick cue's tag goes for a figure whose head's centre is at (x, y) CSS px, against `wall` (0: jumping off the
 * floor): beside it on the open side (above it off the floor), else under its feet, whichever lies in the field clear of
 * the hint's plate; null when neither does (the plate already says what to press).
 */
export function kickCueSpot(
  figure: { x: number; y: number; wall: -1 | 0 | 1; heroW: number; heroH: number },
  field: Box,
  plate: Box | null,
): { x: number; y: number } | null {
  const { x, y, wall, heroW, heroH } = figure;
  const first = wall === 0 ? { x, y: y - 20 } : { x: x - wall * (heroW + 30), y: y - 12 };
  const clear = (p: { x: number; y: number }): boolean => {
    const box = { x: p.x - KICK_TAG.width / 2, y: p.y - KICK_TAG.height / 2, ...KICK_TAG };
    const inside =
      box.x >= field.x &&
      box.y >= field.y &&
      box.x + box.width <= field.x + field.width &&
      box.y + box.height <= field.y + field.height;
    const meets =
      plate !== null &&
      box.x < plate.x + plate.width &&
      plate.x < box.x + box.width &&
      box.y < plate.y + plate.height &&
      plate.y < box.y + box.height;
    return inside && !meets;
  };
  return [first, { x: first.x, y: y + heroH + 20 }].find(clear) ?? null;
}

/**
 * At a wall of a wall-jump hint, beside the hero (or its ghost) on the open side: the very button to press, with an arrow the
 * way the kick goes (up for a jump off the floor), pulsing (still with reduced motion, `time` 0) so a player holding toward the wall sees what to do where they look.
 */
function drawKickCue(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  wall: -1 | 0 | 1,
  touch: boolean,
  time: number,
): void {
  const label = `${wall > 0 ? '↖' : wall < 0 ? '↗' : '↑'} ${touch ? 'JUMP' : 'SPACE'}`;
  ctx.globalAlpha = 0.75 + 0.25 * Math.sin(time * 8);
  ctx.fillStyle = HUD_INK.back;
  ctx.fillRect(x - KICK_TAG.width / 2, y - KICK_TAG.height / 2, KICK_TAG.width, KICK_TAG.height);
  drawText(ctx, label, x, y, { size: 14, color: '#ffd166', weight: 'bold', maxWidth: 62 });
  ctx.globalAlpha = 1;
}

/**
 * The world the whole frame shows: a view of the frame's shape in world pixels, centred so the field shows exactly what the
 * camera frames (the same world point lands on the same screen point either way).
 */
export function worldFrame(m: Pick<FrameModel, 'lay' | 'width' | 'height'>, cam: Camera): { cam: Camera; view: Box } {
  const { field, scale } = m.lay;
  return {
    cam: {
      x: cam.x + (m.width / 2 - (field.x + field.width / 2)) / scale,
      y: cam.y + (m.height / 2 - (field.y + field.height / 2)) / scale,
    },
    view: { x: 0, y: 0, width: m.width / scale, height: m.height / scale },
  };
}

/**
 * How much the world outside the field is dimmed: the HUD and the buttons read over it, and the field stays the play. The
 * side columns of a phone held sideways are dimmed less: what lies ahead under the buttons (the far side of a pit) stays
 * readable there.
 */
export const OUTSIDE_VEIL = { band: 0.45, side: 0.2 } as const;

function veilOutside(ctx: CanvasRenderingContext2D, field: Box, width: number, height: number): void {
  ctx.fillStyle = `rgba(2, 3, 8, ${OUTSIDE_VEIL.band})`;
  ctx.fillRect(0, 0, width, field.y);
  ctx.fillRect(0, field.y + field.height, width, height - field.y - field.height);
  ctx.fillStyle = `rgba(2, 3, 8, ${OUTSIDE_VEIL.side})`;
  ctx.fillRect(0, field.y, field.x, field.height);
  ctx.fillRect(field.x + field.width, field.y, width - field.x - field.width, field.height);
}

/** CSS px a pad plate reaches round its buttons, and how much of the world it hides. */
const PLATE_MARGIN = 8;
const PLATE_ALPHA = 0.85;

/**
 * Sideways, the plates under each side column's cluster of touch buttons: the buttons sit on a panel of the HUD's back,
 * not on the dimmed stone and ground the world draws on under them, so they never read as part of the level.
 */
export function padPlates(lay: Layout, width: number): Box[] {
  const { field } = lay;
  if (field.x <= 0) return [];
  const plates: Box[] = [];
  for (const inColumn of [(x: number) => x < field.x, (x: number) => x > field.x + field.width]) {
    const cluster = lay.buttons.filter((b) => inColumn(b.x));
    if (cluster.length === 0) continue;
    const top = Math.min(...cluster.map((b) => b.y - b.size / 2)) - PLATE_MARGIN;
    const left = inColumn(0) ? 0 : field.x + field.width;
    plates.push({ x: left, y: top, width: inColumn(0) ? field.x : width - left, height: field.y + field.height - top });
  }
  return plates;
}

function drawPadPlates(ctx: CanvasRenderingContext2D, lay: Layout, width: number): void {
  ctx.fillStyle = HUD_INK.back;
  ctx.globalAlpha = PLATE_ALPHA;
  for (const plate of padPlates(lay, width)) {
    ctx.beginPath();
    ctx.roundRect(plate.x, plate.y, plate.width, plate.height, [12, 12, 0, 0]);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** Whether the hero, where the camera shows it in the layout `lay`, would peek out from under one of the title's panels. */
export function heroUnderTitle(lay: Layout, hero: Hero, cam: Camera): boolean {
  const { field, scale } = lay;
  const x = field.x + (hero.x - cam.x) * scale + field.width / 2;
  const y = field.y + (hero.y - cam.y) * scale + field.height / 2;
  // The cloak and the lantern reach a few world px beyond the hero's box.
  const drawn = { x: x - 6 * scale, y: y - 4 * scale, w: (HERO_W + 12) * scale, h: (HERO_H + 4) * scale };
  const { list, play, help } = titleRects(field);
  return [list, play, help].some((r) => overlaps(r, drawn));
}

/** Rings spreading from the checkpoint lamp that just lit (one still ring with reduced motion), in world pixels. */
function ring(
  ctx: CanvasRenderingContext2D,
  m: FrameModel,
  cam: { x: number; y: number },
  viewW: number,
  viewH: number,
  age: number,
): void {
  const c = m.state.checkpoint;
  const x = c.x * TILE + TILE / 2 + viewW / 2 - cam.x;
  const y = (c.y + 1) * TILE - 18 + viewH / 2 - cam.y;
  const k = age / CUE_SECONDS;
  ctx.strokeStyle = '#ffd166';
  ctx.lineWidth = 2;
  for (const lag of m.reducedMotion ? [0] : [0, 0.25]) {
    const t = Math.max(0, k - lag);
    ctx.globalAlpha = Math.max(0, 1 - t) * 0.9;
    ctx.beginPath();
    ctx.arc(x, y, m.reducedMotion ? 14 : 6 + t * 60, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}
