/** runGame: wires a GameSpec to the page — canvas, loop, input, audio, storage, scenes, overlays and window.__game. */
import { createAudio } from './audio';
import { createSurface } from './canvas';
import { createControls } from './controls';
import { beginTextFrame, textsDrawn } from './draw';
import { createInput } from './input';
import { startLoop } from './loop';
import { chosenLabels, cycleChoice, moveMenu, restoreMenu, saveMenu, type MenuState } from './menu';
import { nextScene, startsRun, type SceneEvent } from './scenes';
import { drawOverlay, hit, menuRows, startButton } from './screens';
import { createStore, browserStorage, bestKey } from './storage';
import { COLORS } from './theme';
import type { GameSnapshot, GameSpec, Scene } from './types';
import { createPerf } from './perf';

/** Ignore restart input this long after a game over, so a key still held from play doesn't skip the screen. */
const RESTART_DELAY_MS = 700;

/** True when the address carries a test knob (any query parameter, e.g. ?seed=N or ?lives=1): such runs never set a best. */
export function hasTestKnobs(search: string): boolean {
  return [...new URLSearchParams(search).keys()].length > 0;
}

/** Reads `?seed=N` from the page address; null when absent or not an integer. */
export function seedFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) >>> 0 : null;
}

/** Starts a game on the page's first <canvas>; call once from the game's main.ts. */
export function runGame<S, A extends string>(spec: GameSpec<S, A>): void {
  const canvas = document.querySelector('canvas');
  if (!canvas) throw new Error('runGame needs a <canvas> on the page');
  const store = createStore(browserStorage());
  const audio = createAudio(store);
  const input = createInput(spec.actions, window, canvas, (x, y) => surface.toLogical(x, y));
  const perf = createPerf();
  const menu = spec.menu ?? [];
  const menuKey = `games.${spec.id}.menu`;
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let seed = seedFromQuery(location.search) ?? Math.floor(Math.random() * 2 ** 31);
  let menuState: MenuState = restoreMenu(menu, store.readString(menuKey, '[]'));
  let scene: Scene = 'title';
  let state = spec.create(seed, chosenLabels(menu, menuState));
  let best = store.readNumber(bestKey(spec.id), 0);
  let bestBefore = best;
  let overAt = 0;
  const knobs = hasTestKnobs(location.search);
  const counts = (): boolean => !knobs && (spec.countsForBest?.(state) ?? true);

  const controls = createControls(spec.actions, input, {
    onMute: () => controls.setMuted(audio.toggleMute()),
    onPause: () => go('toggle-pause'),
    onHome: () => go('to-title'),
    onPadChange: () => surface.relayout(),
  });
  controls.setMuted(audio.isMuted());
  const surface = createSurface(canvas, {
    width: spec.width,
    height: spec.height,
    portrait: spec.portrait,
    view: spec.view,
    hasPad: () => controls.hasPad(),
    onLayout: (layout, w, h) => controls.place(layout, w, h),
  });

  function go(event: SceneEvent): void {
    if (event === 'start' && scene === 'gameover' && performance.now() - overAt < RESTART_DELAY_MS) return;
    const fresh = startsRun(scene, event);
    const next = nextScene(scene, event);
    if (fresh) {
      bestBefore = best;
      seed = (seed + 1) >>> 0;
      state = spec.create(seed, chosenLabels(menu, menuState));
    }
    if (next === 'title' && scene !== 'title') state = spec.create(seed, chosenLabels(menu, menuState));
    if (next === 'gameover' && scene !== 'gameover') overAt = performance.now();
    if (next !== scene) input.frame(); // drop edges pressed in the old scene
    scene = next;
    controls.setScene(scene);
  }

  const setMenu = (m: MenuState): void => {
    menuState = m;
    store.write(menuKey, saveMenu(menu, m));
    state = spec.create(seed, chosenLabels(menu, menuState));
  };

  const titleKey = (code: string): void => {
    if (code === 'ArrowUp' || code === 'KeyW') menuState = moveMenu(menu, menuState, -1);
    if (code === 'ArrowDown' || code === 'KeyS') menuState = moveMenu(menu, menuState, 1);
    if (code === 'ArrowLeft' || code === 'KeyA') setMenu(cycleChoice(menu, menuState, -1));
    if (code === 'ArrowRight' || code === 'KeyD') setMenu(cycleChoice(menu, menuState, 1));
  };

  window.addEventListener('keydown', (e) => {
    audio.unlock();
    if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const c = e.code;
    if (c === 'KeyM') controls.setMuted(audio.toggleMute());
    else if (c === 'Enter' || c === 'NumpadEnter' || (c === 'Space' && scene !== 'paused')) go(scene === 'paused' ? 'resume' : 'start');
    else if (c === 'KeyP') go('toggle-pause');
    else if (c === 'Escape') go(scene === 'gameover' ? 'to-title' : 'toggle-pause');
    else if (c === 'KeyQ' && scene === 'paused') go('to-title');
    else if (scene === 'title') titleKey(c);
  });

  canvas.addEventListener('pointerdown', (e) => {
    audio.unlock();
    if (scene === 'paused') return go('resume');
    if (scene === 'gameover') return go('start');
    if (scene !== 'title') return;
    const p = surface.toLogical(e.clientX, e.clientY);
    const { width, height } = surface.size();
    const rows = menuRows(width, height, menu.length);
    const row = rows.findIndex((r) => hit(r, p.x, p.y));
    // The start button and anywhere off the menu start; a tap on a menu row only changes that row.
    if (row < 0 || hit(startButton(width, height), p.x, p.y)) return go('start');
    const r = rows[row];
    setMenu(cycleChoice(menu, menuState, r && p.x < r.x + r.w / 2 ? -1 : 1, row));
  });

  const interrupt = (): void => {
    go('interrupt');
    input.clear();
    audio.setSuspended(true);
  };
  window.addEventListener('blur', interrupt);
  window.addEventListener('focus', () => audio.setSuspended(document.hidden));
  document.addEventListener('visibilitychange', () => (document.hidden ? interrupt() : audio.setSuspended(!document.hasFocus())));

  const pads = (): void => {
    for (const b of input.pollPads()) {
      if (b === 9) go(scene === 'playing' ? 'toggle-pause' : scene === 'paused' ? 'resume' : 'start');
      else if (b === 0 && scene !== 'playing') go(scene === 'paused' ? 'resume' : 'start');
      else if (scene === 'title' && b >= 12 && b <= 15) titleKey(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'][b - 12] ?? '');
    }
  };

  const step = (dt: number): void => {
    if (scene !== 'playing') {
      input.frame();
      if (scene === 'title' && spec.idle) state = spec.idle(state, dt);
      return;
    }
    state = spec.update(state, { ...input.frame(), layout: surface.size().layout }, dt);
    for (const name of spec.events?.(state) ?? []) {
      const sound = spec.sounds?.[name];
      if (sound) audio.play(sound);
    }
    const score = spec.score(state);
    if (score > best && counts()) {
      best = score;
      store.write(bestKey(spec.id), best);
    }
    if (spec.isOver(state)) go('over');
  };

  const draw = (): void => {
    const ctx = surface.ctx;
    const reducedMotion = motion?.matches === true;
    const time = performance.now() / 1000;
    const { layout, width, height } = surface.size();
    const scale = surface.scale();
    const touch = controls.isTouch();
    const score = spec.score(state);
    beginTextFrame(surface.backingToPage);
    surface.begin(COLORS.bg);
    spec.render(ctx, state, { scene, reducedMotion, time, layout, width, height, scale });
    drawOverlay(ctx, {
      scene,
      title: spec.title,
      tagline: spec.tagline,
      width,
      height,
      controls: touch && spec.touchControls ? spec.touchControls : spec.controls,
      menu,
      choices: menuState.choices,
      menuIndex: menuState.index,
      score,
      best,
      headline: spec.gameOverText?.(state) ?? 'GAME OVER',
      note: scene === 'gameover' ? spec.gameOverNote?.(state) : undefined,
      record: score > bestBefore && counts() && (spec.celebrate?.(state) ?? true),
      touch,
      scale,
      reducedMotion,
      time,
    });
    surface.end();
  };

  Object.defineProperty(window, '__game', {
    get: (): GameSnapshot =>
      Object.freeze({
        scene,
        score: spec.score(state),
        lives: spec.lives?.(state) ?? null,
        best,
        debug: Object.freeze({ ...spec.debug?.(state) }),
        layout: surface.size().layout,
        field: Object.freeze(surface.field()),
        texts: textsDrawn(),
        countsForBest: counts(),
      }),
  });
  perf.expose();
  startLoop(perf.wrap({ step, draw, poll: pads }, () => scene === 'playing'));
}
