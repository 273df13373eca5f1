import 'server-only';
import { refusal, type Refusal } from '@/lib/http/refusal';
import { z } from 'zod';
import { isAllowedInitials, isInitials } from '@/games/kit/initials';
import { getGameById, type Game, type ScoreRules } from '@/lib/games/games';
import { BOARD_NAMES, BOARD_SHOWN, boardIds, isExpired, utcDay, type BoardEntry, type BoardName } from './boards';
import { store } from '@/lib/store/store.server';

/** A game with leaderboards, and the level (from 1) a request names, null for a game without levels. */
export interface BoardsOf {
  game: Game & { scores: ScoreRules };
  level: number | null;
}

const gameId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Name a game by its id');

/** GET /api/scores's query: a game's id and, for a game with levels, the level. */
export const boardsQuerySchema = z.object({
  game: gameId,
  level: z
    .string()
    .regex(/^[1-9]$/, 'A level is a number from 1')
    .transform(Number)
    .optional(),
});

// A run's input log: run-length encoded, so keys and taps take a few tens of KB for 20 minutes, but a finger or mouse
// that moves every step adds a token a step (at most about 21 characters: six integers). 20 minutes of that fit.
export const MAX_LOG_CHARS = 72_000 * 21;

/** POST /api/scores's body: the run to replay, the claimed score, the player's initials, and whether it is the daily challenge. */
export const submissionSchema = z
  .object({
    game: gameId,
    level: z.number().int().min(1).max(9).optional(),
    version: z.string().regex(/^[\w.-]{1,64}$/, 'The game build version is missing or malformed'),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    choices: z
      .record(z.string().max(40), z.string().max(40))
      .refine((choices) => Object.keys(choices).length <= 16, 'Too many choices'),
    log: z.string().min(1).max(MAX_LOG_CHARS, 'The run is too long to replay'),
    score: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    initials: z.string().max(8, 'Initials are three letters A–Z'),
    daily: z.boolean(),
  })
  .strict();

export type Submission = z.infer<typeof submissionSchema>;

/** The game (with leaderboards) and level a request names, or why not: an unknown game or level, a missing level. */
export function boardsOf(id: string, level: number | undefined): BoardsOf | Refusal {
  const game = getGameById(id);
  if (!game?.scores) return refusal('not-found', `No game ${id} has leaderboards`, { field: 'game' });
  const levels = game.scores.levels;
  if (!levels) {
    return level === undefined
      ? { game: { ...game, scores: game.scores }, level: null }
      : refusal('not-found', `${game.name} has no levels`, { field: 'level' });
  }
  if (level === undefined)
    return refusal('invalid', `Name a level of ${game.name}, 1 to ${levels.length}`, { field: 'level' });
  if (level > levels.length)
    return refusal('not-found', `${game.name} has levels 1 to ${levels.length}, not ${level}`, { field: 'level' });
  return { game: { ...game, scores: game.scores }, level };
}

/** Why the initials are refused, or null when a board takes them. */
export function initialsRefusal(initials: string): Refusal | null {
  if (!isInitials(initials)) return refusal('invalid', 'Initials are three letters A–Z', { field: 'initials' });
  if (!isAllowedInitials(initials))
    return refusal('invalid', 'Those initials are not allowed: please choose others', { field: 'initials' });
  return null;
}

/** The top of each of a game's (or level's) boards at `now`, and the UTC day that is "today". */
export async function readBoards(
  { game, level }: BoardsOf,
  now: Date,
): Promise<{ boards: Record<BoardName, BoardEntry[]>; day: string }> {
  const ids = boardIds(game.id, level, now);
  const opened = await store();
  const tops = await Promise.all(BOARD_NAMES.map((name) => opened.getScoreBoard(ids[name], BOARD_SHOWN)));
  const boards = Object.fromEntries(
    BOARD_NAMES.map((name, index) => [
      name,
      (tops[index] ?? []).map((entry, place) => ({
        rank: place + 1,
        initials: entry.initials,
        score: entry.score,
        at: entry.at.toISOString(),
      })),
    ]),
  ) as Record<BoardName, BoardEntry[]>;
  return { boards, day: utcDay(now) };
}

/** The ranks a stored run reached: today's, the week's and all time, and the daily challenge's for a daily run. */
export type Ranks = Partial<Record<BoardName, number | null>>;

/** Stores a verified run on its boards at `now` (the daily board too for a daily run) and answers its rank on each. */
export async function recordRun(
  { game, level }: BoardsOf,
  run: { initials: string; score: number; version: string; daily: boolean },
  now: Date,
): Promise<Ranks> {
  const ids = boardIds(game.id, level, now);
  const names = BOARD_NAMES.filter((name) => name !== 'daily' || run.daily);
  const ranks = await (
    await store()
  ).addScore(
    names.map((name) => ids[name]),
    game.scores.order,
    { initials: run.initials, score: run.score, version: run.version, at: now },
  );
  pruneDaily(now);
  return Object.fromEntries(names.map((name, index) => [name, ranks[index] ?? null]));
}

let lastPruned = 0;

/** Deletes the boards past their retention, at most once a day a process, after a run is stored. */
function pruneDaily(now: Date): void {
  if (now.getTime() - lastPruned < 86_400_000) return;
  lastPruned = now.getTime();
  store()
    .then((opened) => opened.pruneScoreBoards((board) => isExpired(board, now)))
    .catch((error: unknown) => console.error('Pruning old leaderboards failed', error));
}
