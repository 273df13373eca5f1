// Arrow Dash's scripted player for the screenshot and benchmark scripts (scripts/lib/games.mjs autoplay).

/** Holds what the game's own archer advises: aim keys and Space to charge, released to shoot. */
export const keys = (g) => (g.debug.advice ? g.debug.advice.split('+') : []);

/** Plays a few shots before the in-play screenshot. */
export const playMs = 4000;
