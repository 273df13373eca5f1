import { z } from 'zod';
import gameEntries from '@/content/games.json';
import { parseDashedDate } from './dates';

const screenshotSchema = z.object({
  src: z.string().regex(/^\/images\/[\w/.-]+\.(svg|png|webp)$/, 'must be a local image under /images/'),
  alt: z.string().min(1),
});

const gameSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    label: z.string().min(1).nullable(),
    description: z.string().min(20).max(300),
    releaseDate: z.string(),
    storeUrl: z.url().optional(),
    route: z.string().regex(/^\/[a-z0-9-]+$/),
    framePath: z.string().regex(/^\/[\w/.-]+\.html$/),
    tags: z.array(z.string().min(1)).min(1),
    screenshots: z.array(screenshotSchema).min(1),
  })
  .strict()
  .transform((game, context) => {
    const released = parseDashedDate(game.releaseDate, 'MDY');
    if (!released) {
      context.addIssue({ code: 'custom', message: `releaseDate "${game.releaseDate}" is not a real MM-DD-YYYY date` });
      return z.NEVER;
    }
    return { ...game, released };
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

/** One game by id, or null. */
export function getGameById(id: string): Game | null {
  return games.find((game) => game.id === id) ?? null;
}
