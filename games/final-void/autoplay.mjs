// Final Void's scripted player for the benchmark scripts (scripts/games-common.mjs autoplay).

/** Runs right and hops, with a dash now and then. */
export const keys = (g, t) => ['ArrowRight', ...(t % 900 < 300 ? ['Space'] : []), ...(t % 2700 < 100 ? ['KeyX'] : [])];
