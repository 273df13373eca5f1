/**
 * Final Void's test hooks, in the test build only (main.ts reaches them behind __GAME_DEBUG__, so release bundles leave
 * this file, the recorded runs and their player out): `?replay=1` plays each level's recorded run, and the rest of
 * `window.__game`.
 */
import type { InputFrame } from '../kit/types';
import type { Layout } from './layout';
import type { Progress } from './progress';
import { decodeReplay, frameOf, type Recording } from './replay';
import { REPLAYS } from './replays';
import { titleRects } from './render-ui';
import type { Action, FvState } from './sim';

/** Plays the recorded runs in place of the player's input. */
export interface Replayer {
  /** The seed every recorded run was made with. */
  seed: number;
  /** Starts level `index`'s recorded run from its first step. */
  start(index: number): void;
  /** The next step's input: the recording's, or the player's once the recording has handed over. */
  frame(live: InputFrame<Action>): InputFrame<Action>;
}

/**
 * A replayer when the address asks for one (`?replay=1`, a test knob: such runs never set a best time, deaths or a
 * reached level), else null. With `&steps=N` the recording hands over to the player after N steps.
 */
export function replayerFor(search: string): Replayer | null {
  const params = new URLSearchParams(search);
  if (params.get('replay') !== '1') return null;
  const steps = Number(params.get('steps') ?? Infinity);
  let replay: Recording = [];
  let at = 0;
  let before: readonly Action[] = [];
  return {
    seed: 7,
    start(index) {
      replay = decodeReplay(REPLAYS[index] ?? '');
      at = 0;
      before = [];
    },
    frame(live) {
      if (at >= steps) return live;
      const held = replay[at] ?? [];
      at += 1;
      const f = frameOf(held, before);
      before = held;
      return f;
    },
  };
}

/** What the page shows, for the snapshot. */
export interface PageModel {
  progress: Progress;
  selected: number;
  state: FvState;
  lay: Layout;
  rect: DOMRect;
  replaying: boolean;
}

/** `window.__game` besides the scene and the drawn texts, for the end-to-end tests. */
export function snapshot({ progress, selected, state, lay, rect, replaying }: PageModel) {
  return {
    score: progress.reached,
    lives: null,
    best: progress.best[selected] ?? 0,
    records: [...progress.best],
    /** The playfield in CSS px of the page (the canvas fills the page). */
    field: { ...lay.field, x: lay.field.x + rect.left, y: lay.field.y + rect.top },
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
      replay: replaying,
    }),
  };
}
