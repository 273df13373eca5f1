// Space Breaker's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

/** Turns, fires in bursts and thrusts now and then. */
export const keys = (g, t) => {
  const held = [Math.floor(t / 1500) % 2 ? 'ArrowLeft' : 'ArrowRight'];
  if (Math.floor(t / 120) % 2 === 0) held.push('Space');
  if (t % 2000 < 300) held.push('ArrowUp');
  return held;
};
