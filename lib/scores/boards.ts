/**
 * The leaderboards of a game (or of one level of it): what each board holds and how its scores read. Shared by the
 * server and the page's board island, so it imports nothing server-only.
 */
import { utcDay } from '@/games/kit/replay';

/** A game's boards: the UTC day's, the ISO week's (UTC), all time, and the UTC day's daily challenge. */
export const BOARD_NAMES = ['today', 'week', 'all', 'daily'] as const;

export type BoardName = (typeof BOARD_NAMES)[number];

/** How many entries of each board the API and the page show. */
export const BOARD_SHOWN = 10;

/** A shown entry, as the API answers it. */
export interface BoardEntry {
  rank: number;
  initials: string;
  score: number;
  /** When it was played, ISO 8601 UTC. */
  at: string;
}

/** GET /api/scores's answer: the top of each board, and the UTC day "today" meant. */
export interface BoardsAnswer {
  ok: true;
  boards: Record<BoardName, BoardEntry[]>;
  day: string;
}

/** The UTC day of a moment, YYYY-MM-DD: the same day the games' daily seed is made from. */
export { utcDay };

/** The ISO 8601 week of `now` in UTC, e.g. 2026-W48 (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // The Thursday of this week decides its year.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const year = day.getUTCFullYear();
  const week = 1 + Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The store's id of each board of a game (and level, from 1) at `now`: a day's and a week's boards are new ones. */
export function boardIds(game: string, level: number | null, now: Date): Record<BoardName, string> {
  const base = level === null ? game : `${game}.l${level}`;
  const day = utcDay(now);
  return {
    today: `${base}.today.${day}`,
    week: `${base}.week.${isoWeek(now).toLowerCase()}`,
    all: `${base}.all`,
    daily: `${base}.daily.${day}`,
  };
}

/** How long a day's, a week's or a daily board is kept after its period ends. */
export const RETENTION_DAYS = 35;

/** When the period a board covers ends (a day's or daily board: the next midnight UTC; a week's: the next Monday), or null for all time. */
export function periodEnd(board: string): Date | null {
  const day = /\.(?:today|daily)\.(\d{4})-(\d{2})-(\d{2})$/.exec(board);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1));
  const week = /\.week\.(\d{4})-w(\d{2})$/.exec(board);
  if (!week) return null;
  // Week 1 holds January 4th; it starts on the Monday on or before it.
  const fourth = Date.UTC(Number(week[1]), 0, 4);
  const firstMonday = fourth - ((new Date(fourth).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(firstMonday + Number(week[2]) * 7 * 86_400_000);
}

/** Whether a board's period ended more than RETENTION_DAYS before `now` (an all-time board never does). */
export function isExpired(board: string, now: Date): boolean {
  const end = periodEnd(board);
  return end !== null && now.getTime() - end.getTime() > RETENTION_DAYS * 86_400_000;
}
