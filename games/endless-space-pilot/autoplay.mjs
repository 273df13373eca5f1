// Endless Space Pilot's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

const ARROWS = { x: ['ArrowLeft', '', 'ArrowRight'], y: ['ArrowUp', '', 'ArrowDown'] };

/**
 * Follows the attract pilot's stick from the test build's debug snapshot (so a run lasts long enough to show the later
 * sectors); without it, weaves up and down and drifts forward and back.
 */
export const keys = (g, t) => {
  const steer = g.debug;
  if (typeof steer?.steerY === 'number')
    return [ARROWS.x[steer.steerX + 1], ARROWS.y[steer.steerY + 1]].filter((key) => key !== '');
  return [Math.floor(t / 700) % 2 ? 'ArrowUp' : 'ArrowDown', ...(t % 3000 < 800 ? ['ArrowRight'] : [])];
};

/** Upright, the runner flies up the screen: its keys turn a quarter with it. */
export const portraitKeys = {
  ArrowUp: 'ArrowLeft',
  ArrowDown: 'ArrowRight',
  ArrowRight: 'ArrowUp',
  ArrowLeft: 'ArrowDown',
};
