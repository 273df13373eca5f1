/** Draws one frame: the world inside the playfield, its darkness, the HUD and the scene's screen over the frame. */
import type { Camera } from './camera';
import type { Layout } from './layout';
import type { Progress } from './progress';
import { drawHazards } from './render-hazards';
import { drawDarkness } from './render-light';
import { drawClear, drawEnding, drawHud, drawIntro, drawPause, drawTitle } from './render-ui';
import { drawWorld } from './render-world';
import type { FvState } from './sim';
import { LEVEL_SOURCES } from './levels';

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
}

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
  drawWorld(ctx, m.state, cam, viewW, viewH, m.time);
  drawDarkness(ctx, m.state, cam, viewW, viewH, m.time);
  drawHazards(ctx, m.state, cam, viewW, viewH, m.time);
  ctx.restore();
  if (m.scene === 'playing' || m.scene === 'paused') {
    drawHud(ctx, m.lay.hud, m.state.level.name, m.state.time, m.state.deaths, m.state.level.id === '1-ruins' ? null : m.state.hasDash);
  }
  const w = m.width;
  const h = m.height;
  if (m.scene === 'title') drawTitle(ctx, w, h, { names: NAMES, progress: m.progress, selected: m.selected, touch: m.touch, time: m.time });
  else if (m.scene === 'intro') drawIntro(ctx, w, h, m.state.level.name, m.state.level.intro, m.selected, m.touch);
  else if (m.scene === 'paused') drawPause(ctx, w, h, m.pauseIndex);
  else if (m.scene === 'complete') drawClear(ctx, w, h, m.state.time, m.state.deaths, m.progress.best[m.selected] ?? null, m.selected === 2);
  else if (m.scene === 'ending') drawEnding(ctx, w, h);
}
