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
