import { z } from 'zod';
import gameEntries from '@/content/games.json';
import { parseDashedDate } from '@/lib/site/dates';

const screenshotSchema = z.object({
  src: z.string().regex(/^\/images\/[\w/.-]+\.(svg|png|webp)$/, 'must be a local image under /images/'),
  alt: z.string().min(1),
});

/** "W:H", e.g. "16:9", read as the number W ÷ H. */
const aspect = z
  .string()
  .regex(/^\d+(\.\d+)?:\d+(\.\d+)?$/, 'must be an aspect like "16:9"')
  .transform((text) => {
    const [width = NaN, height = NaN] = text.split(':').map(Number);
    return width / height;
  });

/** The shape of a game's field, so the page sizes the frame to it (the game picks its layout from the frame's aspect). */
const frameSchema = z
  .object({
    /** Field width ÷ height when the screen is wider than tall. */
    landscape: aspect,
    /** Field width ÷ height when the screen is taller than wide. */
    portrait: aspect,
    /** True when the game shows touch buttons beside (landscape) or under (portrait) the field on touch screens. */
    pad: z.boolean(),
  })
  .strict();

/** What scripts/build/games.mjs needs to bundle games/<id>/main.ts into the page at framePath. */
const bundleSchema = z
  .object({
    /** The canvas's accessible name. */
    label: z.string().min(1),
    /** A build-time check in the game's folder exporting checkLevels(dir), which throws naming a broken level. */
    check: z
      .string()
      .regex(/^[\w-]+\.ts$/)
      .optional(),
    /** The gzipped size budget of game.js when it is not the common one (scripts/bench/games.mjs). */
    gzipKb: z.number().positive().optional(),
  })
  .strict();

/**
 * How a game's runs are ranked on its leaderboards (lib/scores). `points`: a whole number of points; `time`: a whole
 * number of 60 Hz simulation steps, shown as seconds. A game with `levels` has a set of boards per level, numbered
 * from 1 in this order.
 */
const scoresSchema = z
  .object({
    order: z.enum(['higher', 'lower']),
    unit: z.enum(['points', 'time']).default('points'),
    levels: z.array(z.string().min(1)).min(1).max(9).optional(),
  })
  .strict();

export type ScoreRules = z.infer<typeof scoresSchema>;

const gameSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    label: z.string().min(1).nullable(),
    /** The meta description and the /games blurb: whole, so at most 160 characters. */
    description: z.string().min(20).max(160),
    releaseDate: z.string(),
    storeUrl: z.url().optional(),
    route: z.string().regex(/^\/[a-z0-9-]+$/),
    /** The built game's page: its folder under public/ and the page's file name, fixed by the site's iframes. */
    framePath: z.string().regex(/^\/[\w.-]+\/[\w.-]+\.html$/, 'must be /<folder>/<page>.html'),
    /** The page that holds the play frame, when it is not `route` (which then is the game's own landing page). */
    playPath: z
      .string()
      .regex(/^\/[a-z0-9-]+$/)
      .optional(),
    /** The play page's own meta description (at most 160 characters), for a game whose play page is not its route. */
    playDescription: z.string().min(20).max(160).optional(),
    /** The frame's shape; a game without one gets a full-width 80vh frame. */
    frame: frameSchema.optional(),
    /** The game the home page features (one at most). */
    featured: z.boolean().optional(),
    /** True for the games a house ad may send a visitor to, to play straight away in the browser. */
    houseAd: z.boolean().optional(),
    bundle: bundleSchema.optional(),
    /** The game's leaderboards: only a bundled game, whose simulation the server can replay, has them. */
    scores: scoresSchema.optional(),
    tags: z.array(z.string().min(1)).min(1),
    /** What the game offers, a line each: the press kit lists them. */
    features: z.array(z.string().min(1)).min(1),
    screenshots: z.array(screenshotSchema).min(1),
  })
  .strict()
  .transform((game, context) => {
    const released = parseDashedDate(game.releaseDate, 'MDY');
    if (!released) {
      context.addIssue({ code: 'custom', message: `releaseDate "${game.releaseDate}" is not a real MM-DD-YYYY date` });
      return z.NEVER;
    }
    if (game.playPath && game.playPath !== game.route && !game.playDescription) {
      context.addIssue({
        code: 'custom',
        message: 'a game with a play page of its own needs a playDescription for that page',
      });
      return z.NEVER;
    }
    if (game.scores && !game.bundle) {
      context.addIssue({
        code: 'custom',
        message: 'only a game built from games/<id> (with a bundle) can have leaderboards',
      });
      return z.NEVER;
    }
    return { ...game, released, playPath: game.playPath ?? game.route };
  });

export type Game = z.infer<typeof gameSchema>;

/**
 * Validates game entries and sorts them newest release first; games released the same day
 * keep their order in the content file, so the studio decides ties by editing content/games.json.
 */
export function parseGames(entries: unknown): Game[] {
  if (!Array.isArray(entries)) throw new Error('content/games.json must hold a list of games');
  const games = entries.map((entry, index) => {
    const parsed = gameSchema.safeParse(entry);
    if (!parsed.success) {
      const name = typeof entry === 'object' && entry && 'name' in entry ? String(entry.name) : `#${index + 1}`;
      throw new Error(`Game ${name} in content/games.json is invalid: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  });
  const ids = new Set(games.map((game) => game.id));
  if (ids.size !== games.length) throw new Error('content/games.json has two games with the same id');
  if (games.filter((game) => game.featured).length > 1)
    throw new Error('content/games.json features more than one game');
  return games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => b.game.released.getTime() - a.game.released.getTime() || a.index - b.index)
    .map(({ game }) => game);
}

const games = parseGames(gameEntries);

/** All games, newest release first. */
export function getAllGames(): Game[] {
  return games;
}

/** The game whose play page (the page holding its frame) is at `path`, or null. */
export function getGameByPlayPath(path: string): Game | null {
  return games.find((game) => game.playPath === path) ?? null;
}

/** The game at `route`; throws for a route no game has (a page that names its game must find it). */
export function getGameByRoute(route: string): Game {
  const game = games.find((each) => each.route === route);
  if (!game) throw new Error(`content/games.json has no game at ${route}`);
  return game;
}

/** The game the home page features, or null. */
export function getFeaturedGame(): Game | null {
  return games.find((game) => game.featured) ?? null;
}

/** One game by id, or null. */
export function getGameById(id: string): Game | null {
  return games.find((game) => game.id === id) ?? null;
}
