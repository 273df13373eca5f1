// Endless Space Pilot's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

/** Weaves up and down and drifts forward and back. */
export const keys = (g, t) => [
  Math.floor(t / 700) % 2 ? 'ArrowUp' : 'ArrowDown',
  ...(t % 3000 < 800 ? ['ArrowRight'] : []),
];

/** Upright, the runner flies up the screen: its scripted weave uses the keys that steer across it. */
export const portraitKeys = { ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight', ArrowRight: 'ArrowUp' };
