/** Final Void page: scenes (title, intro, play, pause, level clear, ending), input, camera, drawing and window.__game. */
import games from '../../content/games.json';
import { createAudio } from '../kit/audio';
import { createControls } from '../kit/controls';
import { beginTextFrame, textsDrawn } from '../kit/draw';
import { createInput } from '../kit/input';
import { startLoop } from '../kit/loop';
import { createPerf } from '../kit/perf';
import { seedFromQuery } from '../kit/run-game';
import { browserStorage, createStore } from '../kit/storage';
import type { ActionBinding } from '../kit/types';
import { followCamera, type Camera } from './camera';
import { createDrone } from './drone';
import { parseLevel } from './level';
import { LEVEL_SOURCES } from './levels';
import { drawFrame, type Scene } from './frame';
import { layout, type Layout } from './layout';
import { loadProgress, recordDeath, recordFinish, saveProgress } from './progress';
import { decodeReplay, frameOf, type Recording } from './replay';
import { REPLAYS } from './replays';
import { cardButton, inRect, pauseRects, titleRects } from './render-ui';
import { createState, update, type Action, type FvState } from './sim';
import { SOUNDS } from './sounds';
import { createTouchPad } from './touch-pad';

const ACTIONS: Readonly<Record<Action, ActionBinding>> = {
  left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
  right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
  up: { keys: ['ArrowUp', 'KeyW'], buttons: [12], axes: [[1, -1]] },
  down: { keys: ['ArrowDown', 'KeyS'], buttons: [13], axes: [[1, 1]] },
  jump: { keys: ['Space', 'KeyZ', 'KeyK'], buttons: [0] },
  dash: { keys: ['KeyX', 'KeyJ', 'ShiftLeft', 'ShiftRight'], buttons: [2, 1] },
};

const LEVELS = LEVEL_SOURCES.map(([id, text]) => parseLevel(id, text));
const PLAY_URL = games.find((g) => g.id === 'final-void')?.storeUrl ?? 'https://play.google.com/store';
const params = new URLSearchParams(location.search);
const replayMode = params.get('replay') === '1';
/** With `&steps=N` the replay hands over to the player after N steps (e2e tests use it to stand at a checkpoint). */
const replaySteps = Number(params.get('steps') ?? Infinity);

const canvas = document.querySelector('canvas') as HTMLCanvasElement;
const ctx = canvas.getContext('2d', { alpha: false }) as CanvasRenderingContext2D;
const store = createStore(browserStorage());
const audio = createAudio(store);
const drone = createDrone();
const perf = createPerf();
let lay: Layout = layout(1, 1, false);
/** Whether the current layout has the dash buttons: DASH and ▲ show only once the hero can dash. */
let laidWithDash = true;
/** When the last checkpoint lit (performance.now() ms), for its cue; null before any this run. */
let cueAt: number | null = null;
const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
let rect = canvas.getBoundingClientRect();
const toLocal = (cx: number, cy: number) => ({ x: cx - rect.left, y: cy - rect.top });
const input = createInput(ACTIONS, window, canvas, toLocal);
const pad = createTouchPad(input);
let touch = window.matchMedia?.('(pointer: coarse)').matches === true;
let progress = loadProgress(store);
let scene: Scene = 'title';
let selected = Math.max(0, progress.reached - 1);
let pauseIndex = 0;
let seed = seedFromQuery(location.search) ?? 1;
let state: FvState = createState(LEVELS[selected] ?? (LEVELS[0] as FvState['level']), seed);
let cam: Camera | null = null;
let replay: Recording = [];
let replayAt = 0;
let before: readonly Action[] = [];
let introAt = 0;

const link = document.createElement('a');
link.href = PLAY_URL;
link.target = '_top';
link.rel = 'noopener noreferrer';
link.textContent = 'Get the full game on Google Play';
link.style.cssText =
  'position:fixed;left:50%;transform:translateX(-50%);top:52%;z-index:2;padding:14px 22px;border-radius:10px;background:#7cf9ff;color:#05060a;font:bold 16px system-ui,sans-serif;text-decoration:none;white-space:nowrap';
link.hidden = true;
document.body.append(link);

const controls = createControls(ACTIONS, input, {
  onMute: () => controls.setMuted(toggleMute()),
  onPause: () => (scene === 'playing' ? setScene('paused') : scene === 'paused' ? setScene('playing') : undefined),
  onHome: () => setScene('title'),
  onPadChange: () => resize(),
});
controls.setMuted(audio.isMuted());

function toggleMute(): boolean {
  const muted = audio.toggleMute();
  drone.setSilent(muted);
  return muted;
}

function resize(): void {
  rect = canvas.getBoundingClientRect();
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.max(1, Math.round(rect.width * dpr));
  canvas.height = Math.max(1, Math.round(rect.height * dpr));
  lay = layout(Math.max(rect.width, 1), Math.max(rect.height, 1), touch, state.hasDash);
  laidWithDash = state.hasDash;
  pad.place(lay.buttons);
}

function setScene(next: Scene): void {
  if (next === 'title') {
    progress = loadProgress(store);
    selected = Math.min(selected, progress.reached - 1);
    state = createState(LEVELS[selected] ?? state.level, seed);
    cam = null;
  }
  if (next === 'paused') pauseIndex = 0;
  if (next === 'intro') introAt = performance.now();
  input.frame();
  scene = next;
  controls.setScene(next === 'playing' ? 'playing' : next === 'paused' ? 'paused' : next === 'title' ? 'title' : 'gameover');
  pad.show(touch && next === 'playing');
  link.hidden = next !== 'ending';
}

function startLevel(index: number): void {
  selected = index;
  seed = (seed + 1) >>> 0;
  const level = LEVELS[index];
  if (!level) return;
  state = createState(level, replayMode ? 7 : seed);
  replay = replayMode ? decodeReplay(REPLAYS[index] ?? '') : [];
  replayAt = 0;
  before = [];
  cam = null;
  cueAt = null;
  setScene('intro');
}

function confirm(): void {
  if (scene === 'title') startLevel(selected);
  else if (scene === 'intro') setScene('playing');
  else if (scene === 'paused') [() => setScene('playing'), () => startLevel(selected), () => setScene('title')][pauseIndex]?.();
  else if (scene === 'complete' && selected + 1 < LEVELS.length) startLevel(selected + 1);
  else if (scene === 'complete') setScene('ending');
  else if (scene === 'ending') setScene('title');
}

function moveSelection(d: number): void {
  if (scene === 'title') {
    selected = (selected + d + progress.reached) % progress.reached;
    state = createState(LEVELS[selected] ?? state.level, seed);
    cam = null;
  } else if (scene === 'paused') pauseIndex = (pauseIndex + d + 3) % 3;
}

function unlock(): void {
  audio.unlock();
  if (!audio.isMuted()) drone.start();
}

window.addEventListener('keydown', (e) => {
  unlock();
  if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
  const c = e.code;
  if (c === 'KeyM') controls.setMuted(toggleMute());
  else if (c === 'Escape' || c === 'KeyP') {
    if (scene === 'playing') setScene('paused');
    else if (scene === 'paused') setScene('playing');
    else if (scene === 'ending') setScene('title');
  } else if (c === 'Enter' || c === 'NumpadEnter' || (c === 'Space' && scene !== 'playing')) confirm();
  else if (c === 'KeyQ' && scene === 'paused') setScene('title');
  else if (c === 'ArrowUp' || c === 'KeyW') moveSelection(-1);
  else if (c === 'ArrowDown' || c === 'KeyS') moveSelection(1);
});

canvas.addEventListener('pointerdown', (e) => {
  unlock();
  if (e.pointerType === 'touch' && !touch) {
    touch = true;
    resize();
  }
  const p = toLocal(e.clientX, e.clientY);
  const h = rect.height;
  if (scene === 'title') {
    const t = titleRects(lay.field);
    const row = t.levels.findIndex((r) => inRect(r, p.x, p.y));
    if (row >= 0 && row < progress.reached) startLevel(row);
    else if (inRect(t.play, p.x, p.y)) startLevel(selected);
  } else if (scene === 'intro') setScene('playing');
  else if (scene === 'paused') {
    const row = pauseRects(lay.field).findIndex((r) => inRect(r, p.x, p.y));
    if (row >= 0) {
      pauseIndex = row;
      confirm();
    }
  } else if ((scene === 'complete' || scene === 'ending') && inRect(cardButton(lay.field, h), p.x, p.y)) confirm();
});

const interrupt = (): void => {
  if (scene === 'playing') setScene('paused');
  input.clear();
  audio.setSuspended(true);
  drone.setSilent(true);
};
const wake = (): void => {
  audio.setSuspended(false);
  drone.setSilent(audio.isMuted());
};
window.addEventListener('blur', interrupt);
window.addEventListener('focus', wake);
document.addEventListener('visibilitychange', () => (document.hidden ? interrupt() : wake()));
window.addEventListener('resize', resize);
document.addEventListener('fullscreenchange', resize);
if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(canvas);

function pads(): void {
  for (const b of input.pollPads()) {
    if (b === 9 && scene === 'playing') setScene('paused');
    else if (b === 9 && scene === 'paused') setScene('playing');
    else if (b === 9) confirm();
    else if (b === 0 && scene !== 'playing') confirm();
    else if (b === 12 || b === 13) moveSelection(b === 12 ? -1 : 1);
  }
}

function nextFrame() {
  if (!replayMode || replayAt >= replaySteps) return input.frame();
  input.frame();
  const held = replay[replayAt] ?? [];
  replayAt += 1;
  const f = frameOf(held, before);
  before = held;
  return f;
}

function step(dt: number): void {
  if (state.hasDash !== laidWithDash) resize();
  const viewW = lay.field.width / lay.scale;
  const viewH = lay.field.height / lay.scale;
  if (scene === 'intro' && performance.now() - introAt > 6000) setScene('playing');
  if (scene !== 'playing') {
    input.frame();
    cam = followCamera(cam, state.hero, state.level, viewW, viewH, dt);
    return;
  }
  state = update(state, nextFrame(), dt);
  // The dash just found: DASH and ▲ are on screen before the next step reads the buttons.
  if (state.hasDash !== laidWithDash) resize();
  cam = followCamera(cam, state.hero, state.level, viewW, viewH, dt);
  for (const name of state.events) {
    const sound = SOUNDS[name];
    if (sound) audio.play(sound);
    if (name === 'death' && !replayMode) progress = recordDeath(progress, selected);
    if (name === 'checkpoint') cueAt = performance.now();
  }
  if (state.level.chase > 0) drone.setTension(Math.max(0, 1 - (state.chaseY - state.hero.y) / 200));
  if (state.events.includes('death') && !replayMode) saveProgress(store, progress);
  // A recorded run (?replay=1, a test knob) shows the clear card but never sets a best time, deaths or a reached level.
  if (state.done && !replayMode) {
    progress = recordFinish(loadProgress(store), selected, state.time);
    progress = { ...progress, deaths: progress.deaths.map((d, i) => (i === selected ? Math.max(d, state.deaths) : d)) };
    saveProgress(store, progress);
  }
  if (state.done) setScene('complete');
}

function draw(): void {
  const dpr = canvas.width / Math.max(rect.width, 1);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // Every text goes through the kit's drawText, which records its box in CSS px of the page for tests (window.__game.texts).
  beginTextFrame((x, y) => ({ x: x / dpr + rect.left + window.scrollX, y: y / dpr + rect.top + window.scrollY }));
  const now = performance.now();
  drawFrame(ctx, {
    scene,
    state,
    cam,
    lay,
    width: rect.width,
    height: rect.height,
    time: now / 1000,
    progress,
    selected,
    pauseIndex,
    touch,
    cueAge: cueAt === null ? null : (now - cueAt) / 1000,
    reducedMotion: motion?.matches === true,
  });
}

Object.defineProperty(window, '__game', {
  get: () =>
    Object.freeze({
      scene,
      score: progress.reached,
      lives: null,
      best: progress.best[selected] ?? 0,
      records: [...progress.best],
      /** The playfield in CSS px of the page (the canvas fills the page). */
      field: { ...lay.field, x: lay.field.x + rect.left, y: lay.field.y + rect.top },
      texts: textsDrawn(),
      /** Where the title's PLAY button is, in CSS pixels, so tests can tap it. */
      play: titleRects(lay.field).play,
      /** Where the title's level rows are, in CSS pixels, so tests can pick a level. */
      levels: titleRects(lay.field).levels,
      debug: Object.freeze({
        level: selected + 1,
        levelName: state.level.name,
        x: Math.round(state.hero.x),
        y: Math.round(state.hero.y),
        vx: Math.round(state.hero.vx),
        onGround: state.hero.onGround,
        dead: state.dead > 0,
        deaths: state.deaths,
        time: Math.round(state.time * 100) / 100,
        /** Simulation steps of this run, so a test can feed recorded input at exactly the step it was recorded for. */
        steps: Math.round(state.time * 60),
        checkpointX: state.checkpoint.x,
        checkpointY: state.checkpoint.y,
        hasDash: state.hasDash,
        done: state.done,
        replay: replayMode,
      }),
    }),
});

resize();
setScene('title');
perf.expose();
startLoop(perf.wrap({ step, draw, poll: pads }, () => scene === 'playing'));
