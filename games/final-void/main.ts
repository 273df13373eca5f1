/** Final Void page: its scenes (title, intro, play, pause, level clear, ending), camera and drawing on the kit's shell. */
import games from '../../content/games.json';
import { backingSize } from '../kit/letterbox';
import { createRecorder } from '../kit/replay';
import { createScoreEntry } from '../kit/score-entry';
import { createShell, type ShellGame } from '../kit/shell';
import { watchSize } from '../kit/canvas';
import { seedFromQuery } from '../kit/test-build';
import type { ActionBinding, Point } from '../kit/types';
import { followCamera, type Camera } from './camera';
import { createDrone } from './drone';
import { parseLevel } from './level';
import { LEVEL_SOURCES } from './levels';
import { drawFrame, type Scene } from './frame';
import { layout, type Layout } from './layout';
import { loadProgress, recordDeath, recordFinish, saveProgress } from './progress';
import { cardButton, inRect, introFading, pauseRects, titleRects } from './render-ui';
import { rules } from './rules';
import { createState, type Action, type FvState } from './sim';
import { SOUNDS } from './sounds';
import { startsPlay } from './start';
import { replayerFor, snapshot } from './test-hooks';
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
/** Test build only: `?replay=1` plays the recorded runs. */
const replayer = __GAME_DEBUG__ ? replayerFor(location.search) : null;

const drone = createDrone();
const shell = createShell({
  actions: ACTIONS,
  toLogical: (cx, cy) => toLocal(cx, cy),
  extraSound: { start: drone.start, setAudible: (audible) => drone.setSilent(!audible) },
  onPause: () => (scene === 'playing' ? setScene('paused') : scene === 'paused' ? setScene('playing') : undefined),
  onHome: () => setScene('title'),
  onPadChange: () => resize(),
});
const { canvas, store, input, controls } = shell;
const ctx = canvas.getContext('2d', { alpha: false }) as CanvasRenderingContext2D;
let lay: Layout = layout(1, 1, false);
/** Whether the current layout has the dash buttons: DASH and ▲ show only once the hero can dash. */
let laidWithDash = true;
/** When the level card showed (performance.now() ms), so the compact one fades by itself. */
let introAt = 0;
/** When the last checkpoint lit (performance.now() ms), for its cue; null before any this run. */
let cueAt: number | null = null;
let rect: DOMRect = canvas.getBoundingClientRect();
const toLocal = (cx: number, cy: number): Point => ({ x: cx - rect.left, y: cy - rect.top });
const touchPad = createTouchPad(input);
let progress = loadProgress(store);
let scene: Scene = 'title';
let selected = Math.max(0, progress.reached - 1);
let pauseIndex = 0;
let seed = (__GAME_DEBUG__ ? seedFromQuery(location.search) : null) ?? 1;
let state: FvState = createState(LEVELS[selected] ?? (LEVELS[0] as FvState['level']), seed);
let cam: Camera | null = null;
let recorder = createRecorder(rules);
const scores = createScoreEntry({ game: 'final-void', title: 'Final Void', controls, store, unit: 'time' });

const link = document.createElement('a');
link.href = PLAY_URL;
link.target = '_top';
link.rel = 'noopener noreferrer';
link.textContent = 'Get the full game on Google Play';
link.style.cssText =
  'position:fixed;left:50%;transform:translateX(-50%);top:52%;z-index:2;padding:14px 22px;border-radius:10px;background:#7cf9ff;color:#05060a;font:bold 16px system-ui,sans-serif;text-decoration:none;white-space:nowrap';
link.hidden = true;
document.body.append(link);

function resize(): void {
  rect = canvas.getBoundingClientRect();
  const backing = backingSize(rect.width, rect.height, Math.min(window.devicePixelRatio || 1, 2));
  canvas.width = backing.width;
  canvas.height = backing.height;
  lay = layout(Math.max(rect.width, 1), Math.max(rect.height, 1), controls.isTouch(), state.hasDash);
  laidWithDash = state.hasDash;
  touchPad.place(lay.buttons);
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
  controls.setScene(
    next === 'playing' ? 'playing' : next === 'paused' ? 'paused' : next === 'title' ? 'title' : 'gameover',
  );
  // The buttons show with the level's card too: the first press of one starts the level and plays.
  touchPad.show(controls.isTouch() && (next === 'playing' || next === 'intro'));
  link.hidden = next !== 'ending';
}

function startLevel(index: number): void {
  selected = index;
  seed = (seed + 1) >>> 0;
  const level = LEVELS[index];
  if (!level) return;
  state = createState(level, replayer ? replayer.seed : seed);
  recorder = createRecorder(rules);
  scores.hide();
  replayer?.start(index);
  cam = null;
  cueAt = null;
  setScene('intro');
}

function confirm(): void {
  if (scene === 'title') startLevel(selected);
  else if (scene === 'intro') setScene('playing');
  else if (scene === 'paused')
    [() => setScene('playing'), () => startLevel(selected), () => setScene('title')][pauseIndex]?.();
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

/** Keys for the scenes; Space on the level card is left to `step`, which plays it as the first jump. */
function key(c: string): void {
  if (c === 'Escape' || c === 'KeyP') {
    if (scene === 'playing') setScene('paused');
    else if (scene === 'paused') setScene('playing');
    else if (scene === 'ending') setScene('title');
  } else if (c === 'Enter' || c === 'NumpadEnter' || (c === 'Space' && scene !== 'playing' && scene !== 'intro'))
    confirm();
  else if (c === 'KeyQ' && scene === 'paused') setScene('title');
  else if (c === 'ArrowUp' || c === 'KeyW') moveSelection(-1);
  else if (c === 'ArrowDown' || c === 'KeyS') moveSelection(1);
}

function pointer(e: PointerEvent): void {
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
}
watchSize(canvas, resize);

function pad(b: number): void {
  if (b === 9 && scene === 'playing') setScene('paused');
  else if (b === 9 && scene === 'paused') setScene('playing');
  else if (b === 9) confirm();
  else if (b === 0 && scene !== 'playing') confirm();
  else if (b === 12 || b === 13) moveSelection(b === 12 ? -1 : 1);
}

function step(dt: number): void {
  if (state.hasDash !== laidWithDash) resize();
  const viewW = lay.field.width / lay.scale;
  const viewH = lay.field.height / lay.scale;
  const live = input.frame();
  if (scene === 'intro' && startsPlay(live)) setScene('playing');
  if (scene !== 'playing') {
    // The kit rests a screen untouched for a while; a card fading by itself is drawn on until it is gone.
    if (scene === 'intro' && introFading(lay.field, introAge())) shell.wake();
    cam = followCamera(cam, state.hero, state.level, viewW, viewH, dt);
    return;
  }
  state = rules.step(state, recorder.take(replayer ? replayer.frame(live) : live));
  // The dash just found: DASH and ▲ are on screen before the next step reads the buttons.
  if (state.hasDash !== laidWithDash) resize();
  cam = followCamera(cam, state.hero, state.level, viewW, viewH, dt);
  for (const name of state.events) {
    const sound = SOUNDS[name];
    if (sound) shell.audio.play(sound);
    if (name === 'death' && !replayer) progress = recordDeath(progress, selected);
    if (name === 'checkpoint') cueAt = performance.now();
  }
  if (state.level.chase > 0) drone.setTension(Math.max(0, 1 - (state.chaseY - state.hero.y) / 200));
  if (state.events.includes('death') && !replayer) saveProgress(store, progress);
  // A recorded run (?replay=1, a test knob) shows the clear card but never sets a best time, deaths or a reached level.
  if (state.done && !replayer) {
    progress = recordFinish(loadProgress(store), selected, state.time);
    progress = { ...progress, deaths: progress.deaths.map((d, i) => (i === selected ? Math.max(d, state.deaths) : d)) };
    saveProgress(store, progress);
  }
  if (state.done) {
    scores.offer({
      seed: state.seed,
      choices: {},
      level: selected + 1,
      log: recorder.log(),
      score: rules.score(state),
      daily: null,
    });
    setScene('complete');
  }
}

const introAge = (): number => (performance.now() - introAt) / 1000;

const dpr = (): number => canvas.width / Math.max(rect.width, 1);

function draw(): void {
  ctx.setTransform(dpr(), 0, 0, dpr(), 0, 0);
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
    touch: controls.isTouch(),
    introAge: introAge(),
    cueAge: cueAt === null ? null : (now - cueAt) / 1000,
    reducedMotion: shell.reducedMotion(),
  });
}

resize();
setScene('title');
const game: ShellGame = {
  scene: () => scene,
  key,
  pointer,
  pad,
  interrupt: () => {
    if (scene === 'playing') setScene('paused');
  },
  step,
  draw,
  backingToPage: (x, y) => ({ x: x / dpr() + rect.left + window.scrollX, y: y / dpr() + rect.top + window.scrollY }),
};
shell.run(
  __GAME_DEBUG__
    ? { ...game, snapshot: () => snapshot({ progress, selected, state, lay, rect, replaying: replayer !== null }) }
    : game,
);
