/** Draws one frame: the world inside the playfield, its darkness, the HUD and the scene's screen over the frame. */
import type { Camera } from './camera';
import type { Box, Layout } from './layout';
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
  drawPause,
  drawTitle,
  hintPlateSize,
  overlaps,
  titleRects,
} from './render-ui';
import { drawGuide, drawWorld } from './render-world';
import type { FvState, Hero } from './sim';
import { LEVEL_SOURCES } from './levels';
import { guideFor, hintBox, hintFor } from './hint';
import { TILE } from './level';
import { HERO_H, HERO_W } from './physics';

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
  /** Seconds since the last checkpoint lit (null: none lit this run). */
  cueAge: number | null;
  reducedMotion: boolean;
}

/** CSS px kept clear between the level card and the hero's head under it. */
const INTRO_CLEARANCE = 10;

/** Where the hint showing was drawn last frame, so it stays put while it hides nothing there (null: no hint showing). */
let lastHint: Box | null = null;

const NAMES = LEVEL_SOURCES.map(([, text]) => /name:\s*(.*)/.exec(text)?.[1] ?? '');

export function drawFrame(ctx: CanvasRenderingContext2D, m: FrameModel): void {
  const { field, scale } = m.lay;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, m.width, m.height);
  const viewW = field.width / scale;
  const viewH = field.height / scale;
  const cam = m.cam ?? { x: m.state.hero.x, y: m.state.hero.y };
  ctx.save();
  ctx.beginPath();
  ctx.rect(field.x, field.y, field.width, field.height);
  ctx.clip();
  ctx.translate(field.x, field.y);
  ctx.scale(scale, scale);
  drawWorld(ctx, m.state, cam, viewW, viewH, m.time, m.scene !== 'title' || !heroUnderTitle(m.lay, m.state.hero, cam));
  drawDarkness(ctx, m.state, cam, viewW, viewH, m.time);
  drawHazards(ctx, m.state, cam, viewW, viewH, m.time);
  const guide = m.scene === 'playing' ? guideFor(m.state) : null;
  if (guide) drawGuide(ctx, guide.guide, guide.alpha, cam, viewW, viewH);
  if (m.cueAge !== null && m.cueAge < CUE_SECONDS) ring(ctx, m, cam, viewW, viewH, m.cueAge);
  ctx.restore();
  if (m.scene === 'playing') {
    // The dash shows in the HUD only once the level has it to give or has given it.
    const dash = m.state.hasDash || m.state.level.tiles.includes('D') ? m.state.hasDash : null;
    drawHud(ctx, m.lay.hud, m.state.level.name, m.state.time, m.state.deaths, dash);
    if (m.cueAge !== null && m.cueAge < CUE_SECONDS) drawCheckpointCue(ctx, field, m.cueAge);
    const hint = hintFor(m.state, m.touch);
    const lines = hint ? hint.text.split(' / ') : [];
    lastHint = hint && hintBox(m.state, cam, field, scale, hintPlateSize(ctx, lines, field), lastHint);
    if (hint && lastHint) drawHint(ctx, lastHint, lines, hint.alpha);
  }
  const w = m.width;
  const h = m.height;
  if (m.scene === 'title')
    drawTitle(ctx, w, h, field, {
      names: NAMES,
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
    };
    drawIntro(ctx, w, h, field, card);
  } else if (m.scene === 'paused') drawPause(ctx, w, h, field, m.pauseIndex);
  else if (m.scene === 'complete')
    drawClear(ctx, w, h, field, m.state.time, m.state.deaths, m.progress.best[m.selected] ?? null, m.selected === 2);
  else if (m.scene === 'ending') drawEnding(ctx, w, h, field);
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
