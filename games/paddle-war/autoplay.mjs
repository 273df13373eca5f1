// Paddle War's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

/** Follows the ball with W/S, like a steady human. */
export const keys = (g) => {
  const d = (g.debug.ballY ?? 0) - (g.debug.leftY ?? 0);
  return d < -12 ? ['KeyW'] : d > 12 ? ['KeyS'] : [];
};

/** Plays a few points before the in-play screenshot. */
export const playMs = 12000;
