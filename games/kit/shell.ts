/**
 * The page shell every game runs in: the canvas, storage, sound, input, the pause and mute bar, mute on M, pause and
 * silence on blur or a hidden tab, the 60 Hz loop and `window.__game`. `runGame` builds the kit's scenes on it; a game
 * with scenes of its own (Final Void) builds on it directly.
 */
import { createAudio, type AudioOut } from './audio';
import { createControls, type ControlHandlers, type Controls } from './controls';
import { beginTextFrame, fontWarmUps, textsDrawn, textsOverHazards, type TextOverHazard } from './draw';
import { createInput, type Input } from './input';
import { createDrawPacer, inTurns, startLoop } from './loop';
import { createPerf } from './perf';
import { sceneMessage } from './scenes';
import { browserStorage, createStore, type SafeStore } from './storage';

import type { ActionBinding, Point } from './types';

/** What the shell needs before the game exists: its actions and what the bar's buttons do. */
export interface ShellOptions<A extends string> extends Omit<ControlHandlers, 'onMute'> {
  actions: Readonly<Record<A, ActionBinding>>;
  /** Client (viewport) coordinates to the coordinates the game reads touches in. */
  toLogical(clientX: number, clientY: number): Point;
  /** Sound besides the kit's cues (Final Void's drone): started on a gesture, audible while sound is on. */
  extraSound?: { start(): void; setAudible(audible: boolean): void };
}

/** The game the shell runs: its scene, its steps and drawing, and what keys, taps and pad buttons do in it. */
export interface ShellGame {
  /** The scene `window.__game.scene` reports (the site's play funnel reads it). */
  scene(): string;
  /** A key other than M went down (no repeat, no modifier). */
  key(code: string): void;
  /** A finger or mouse went down on the canvas. */
  pointer(event: PointerEvent): void;
  /** A standard gamepad button went down. */
  pad(button: number): void;
  /** The page lost focus or was hidden: pause. */
  interrupt(): void;
  step(dt: number): void;
  draw(): void;
  /** Draws the game's own first picture once, in a task before the first frame, so what it keeps (a backdrop) is ready. */
  rehearse?(): void;
  /** Canvas backing pixels to CSS px of the page, for the texts the test build records. */
  backingToPage(x: number, y: number): Point;
  /** The rest of `window.__game` in the test build: give it only when __GAME_DEBUG__, so release bundles leave it out. */
  snapshot?(): object;
}

/** The shell's parts a game uses while it runs. */
export interface Shell<A extends string> {
  canvas: HTMLCanvasElement;
  store: SafeStore;
  audio: AudioOut;
  input: Input<A>;
  controls: Controls;
  /** True while the visitor asks for reduced motion. */
  reducedMotion(): boolean;
  /** Starts the loop and the page's listeners; call once. */
  run(game: ShellGame): void;
  /** Something the player sees changed without their input (a score saved, a choice made from outside): draw it. */
  wake(): void;
}

/** Sets up the shell on the page's first <canvas>. */
export function createShell<A extends string>(options: ShellOptions<A>): Shell<A> {
  const canvas = document.querySelector('canvas');
  if (!canvas) throw new Error('a game needs a <canvas> on the page');
  const store = createStore(browserStorage());
  const audio = createAudio(store);
  const input = createInput(options.actions, window, canvas, options.toLogical);
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let suspended = false;
  const audible = (): void => options.extraSound?.setAudible(!audio.isMuted() && !suspended);
  const toggleMute = (): void => {
    controls.setMuted(audio.toggleMute());
    audible();
  };
  const suspend = (value: boolean): void => {
    suspended = value;
    audio.setSuspended(value);
    audible();
  };
  const unlock = (): void => {
    audio.unlock();
    if (!audio.isMuted()) options.extraSound?.start();
  };
  const controls = createControls(options.actions, input, { ...options, onMute: toggleMute });
  controls.setMuted(audio.isMuted());

  const pacer = createDrawPacer();

  function run(game: ShellGame): void {
    window.addEventListener('resize', pacer.poke);
    // Any touch, click or mouse move over the game (its buttons and panels too) wakes a resting screen, as a key does.
    window.addEventListener('pointerdown', pacer.poke, { capture: true });
    window.addEventListener('pointermove', pacer.poke, { capture: true });
    window.addEventListener('keydown', (e) => {
      pacer.poke();
      unlock();
      // Keys typed into a panel over the game (the leaderboard's form) are the panel's.
      if (e.target instanceof Element && e.target.closest('[data-kit-modal]')) return;
      if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.code === 'KeyM') toggleMute();
      else game.key(e.code);
    });
    canvas?.addEventListener('pointerdown', (e) => {
      unlock();
      game.pointer(e);
    });
    const interrupt = (): void => {
      game.interrupt();
      input.clear();
      suspend(true);
    };
    window.addEventListener('blur', interrupt);
    window.addEventListener('focus', () => suspend(document.hidden));
    document.addEventListener('visibilitychange', () =>
      document.hidden ? interrupt() : suspend(!document.hasFocus()),
    );

    // Every text drawn over a hazard while playing, since the page loaded (the first 20): tests expect none.
    const textOverHazard: TextOverHazard[] = [];
    // Release bundles report the scene alone (the site's play funnel reads it); the test build adds what tests read.
    Object.defineProperty(window, '__game', {
      get: () =>
        Object.freeze(
          __GAME_DEBUG__ && game.snapshot
            ? { scene: game.scene(), ...game.snapshot(), texts: textsDrawn(), textsOverHazards: [...textOverHazard] }
            : { scene: game.scene() },
        ),
    });
    const perf = createPerf();
    perf.expose();
    let reported = '';
    const report = (scene: string): void => {
      if (scene === reported || window.parent === window) return;
      reported = scene;
      window.parent.postMessage(sceneMessage(scene), location.origin);
    };
    const draw = (): void => {
      const scene = game.scene();
      report(scene);
      if (!pacer.due(performance.now(), scene)) return;
      if (__GAME_DEBUG__) beginTextFrame(game.backingToPage);
      game.draw();
      if (__GAME_DEBUG__ && scene === 'playing' && textOverHazard.length < 20)
        textOverHazard.push(...textsOverHazards());
    };
    const poll = (): void => {
      for (const button of input.pollPads()) {
        pacer.poke();
        game.pad(button);
      }
    };
    const measure = document.createElement('canvas').getContext('2d');
    inTurns([...(measure ? fontWarmUps(measure) : []), ...(game.rehearse ? [game.rehearse] : [])], () =>
      startLoop(perf.wrap({ step: game.step, draw, poll }, () => game.scene() === 'playing')),
    );
  }

  return {
    canvas,
    store,
    audio,
    input,
    controls,
    reducedMotion: () => motion?.matches === true,
    run,
    wake: pacer.poke,
  };
}
