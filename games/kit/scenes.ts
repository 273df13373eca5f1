/** The scene flow title → playing → paused → gameover as a pure transition function. */
import type { Scene } from './types';

/** What can happen to the flow: a key, a tap, the game ending, the tab hiding. */
export type SceneEvent = 'start' | 'toggle-pause' | 'resume' | 'interrupt' | 'over' | 'to-title';

/** The scene after an event; events that don't apply leave the scene unchanged. */
export function nextScene(scene: Scene, event: SceneEvent): Scene {
  switch (event) {
    case 'start':
      return scene === 'title' || scene === 'gameover' ? 'playing' : scene;
    case 'toggle-pause':
      return scene === 'playing' ? 'paused' : scene === 'paused' ? 'playing' : scene;
    case 'resume':
      return scene === 'paused' ? 'playing' : scene;
    case 'interrupt':
      return scene === 'playing' ? 'paused' : scene;
    case 'over':
      return scene === 'playing' ? 'gameover' : scene;
    case 'to-title':
      return scene === 'gameover' || scene === 'paused' ? 'title' : scene;
  }
}

/** True when the event begins a fresh run (so the kit must create a new state). */
export function startsRun(scene: Scene, event: SceneEvent): boolean {
  return event === 'start' && (scene === 'title' || scene === 'gameover');
}

/** What a game's frame posts to the page that embeds it whenever its scene changes (the page brings play into view). */
export interface SceneMessage {
  kind: 'game-scene';
  scene: string;
}

export function sceneMessage(scene: string): SceneMessage {
  return { kind: 'game-scene', scene };
}

export function isSceneMessage(data: unknown): data is SceneMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    data.kind === 'game-scene' &&
    'scene' in data &&
    typeof data.scene === 'string'
  );
}

/** What a game's frame posts to ask the page that embeds it to toggle full screen (the page owns the toggle). */
export interface FullScreenRequest {
  kind: 'game-full-screen';
}

export function fullScreenRequest(): FullScreenRequest {
  return { kind: 'game-full-screen' };
}

export function isFullScreenRequest(data: unknown): data is FullScreenRequest {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'game-full-screen';
}

/**
 * What the page posts to its game's frame whenever full screen turns on or off, or its own toggle comes into or goes out
 * of sight: on a phone the game's own button stands in for a toggle out of sight, is the way out of full screen, and
 * shows which way it goes.
 */
export interface FullScreenState {
  kind: 'game-full-screen-state';
  on: boolean;
  /** The page's Full Screen toggle is wholly on the screen. */
  toggleInView: boolean;
}

export function fullScreenState(on: boolean, toggleInView: boolean): FullScreenState {
  return { kind: 'game-full-screen-state', on, toggleInView };
}

export function isFullScreenState(data: unknown): data is FullScreenState {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    data.kind === 'game-full-screen-state' &&
    'on' in data &&
    typeof data.on === 'boolean' &&
    'toggleInView' in data &&
    typeof data.toggleInView === 'boolean'
  );
}
