/** Fixed-timestep loop: the simulation steps at 60 Hz whatever the display rate; drawing follows requestAnimationFrame. */

/** One simulation step in milliseconds (60 Hz). */
export const STEP_MS = 1000 / 60;

/** At most this many steps per drawn frame, so a long pause (background tab) never makes the loop spiral. */
export const MAX_STEPS = 5;

/** Adds elapsed time to the accumulator, clamped, and says how many whole steps to run and what remains. */
export function advanceAccumulator(
  accumulator: number,
  elapsedMs: number,
  stepMs: number = STEP_MS,
  maxSteps: number = MAX_STEPS,
): { steps: number; accumulator: number } {
  const total = accumulator + Math.min(Math.max(elapsedMs, 0), stepMs * maxSteps);
  const steps = Math.min(Math.floor(total / stepMs), maxSteps);
  return { steps, accumulator: Math.min(total - steps * stepMs, stepMs) };
}

export interface LoopHandlers {
  /** Runs first in each animation frame (e.g. to poll gamepads). */
  frameStart?(): void;
  /** Runs one simulation step of `dt` seconds. */
  step(dt: number): void;
  /** Draws the current state once per animation frame. */
  draw(): void;
}

/**
 * Runs each piece of start-up work in a task of its own, then `done`: a phone meets a few short tasks it can answer a
 * tap between, rather than one long first frame.
 */
export function inTurns(work: readonly (() => void)[], done: () => void): void {
  const [first, ...rest] = work;
  if (!first) return done();
  setTimeout(() => {
    first();
    inTurns(rest, done);
  }, 0);
}

/** Starts the requestAnimationFrame loop; returns a function that stops it. */
export function startLoop(handlers: LoopHandlers, stepMs: number = STEP_MS): () => void {
  let accumulator = 0;
  let last = -1;
  let frame = 0;
  const tick = (now: number): void => {
    const { steps, accumulator: rest } = advanceAccumulator(accumulator, last < 0 ? stepMs : now - last, stepMs);
    accumulator = rest;
    last = now;
    handlers.frameStart?.();
    for (let i = 0; i < steps; i += 1) handlers.step(stepMs / 1000);
    handlers.draw();
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * While nothing is being played (a title, a pause, a card, a game over), a screen changes slowly: it is redrawn this
 * often rather than every frame, which spares a phone's battery and main thread and lets the page settle while it loads.
 */
export const CALM_FRAME_MS = 50;

/**
 * A calm screen nobody has touched for this long is left as it is until something happens (input, a resize, a new
 * scene): a title left open then costs a phone nothing, and a page that has arrived gives its main thread a rest.
 */
export const REST_AFTER_MS = 3000;

/** Says which animation frames to draw: every frame in play, and otherwise at the calm rate or at once after a poke. */
export interface DrawPacer {
  /** Something the player sees changed (input, a resize): the next frame draws whatever the scene. */
  poke(): void;
  /** Whether to draw the frame at `now` (ms) in `scene`; a change of scene always draws. */
  due(now: number, scene: string): boolean;
}

export function createDrawPacer(calmMs: number = CALM_FRAME_MS, restAfterMs: number = REST_AFTER_MS): DrawPacer {
  let lastDrawn = -Infinity;
  let lastScene = '';
  let poked = true;
  let stirredAt = -Infinity;
  return {
    poke() {
      poked = true;
    },
    due(now, scene) {
      const stirred = poked || scene !== lastScene;
      if (stirred) stirredAt = now;
      const resting = now - stirredAt >= restAfterMs;
      const draw = stirred || scene === 'playing' || (!resting && now - lastDrawn >= calmMs);
      if (draw) {
        poked = false;
        lastDrawn = now;
        lastScene = scene;
      }
      return draw;
    },
  };
}
