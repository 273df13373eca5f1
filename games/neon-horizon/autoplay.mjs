// NEON HORIZON's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

/** Presses what the game's own autopilot advises (a lane change, a jump or a slide). */
export const keys = (g) => (g.debug.advice ? [g.debug.advice] : []);

/** Plays past the free stretch before the in-play screenshot. */
export const playMs = 15000;
