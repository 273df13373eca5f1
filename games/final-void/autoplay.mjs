// Final Void's scripted player for the benchmark scripts (scripts/lib/games.mjs autoplay).

/** Runs right and hops, with a dash now and then. */
export const keys = (g, t) => ['ArrowRight', ...(t % 900 < 300 ? ['Space'] : []), ...(t % 2700 < 100 ? ['KeyX'] : [])];
