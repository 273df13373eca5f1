import { addDays, DAILY_WIN_SCORE, dayNumber } from './daily';

/** The daily quizzes this browser played for the streak: local date key → score of the first play that day. */
export type DailyHistory = Record<string, number>;

/** A streak as shown: days in a row played and won (7 or more right), the best run, and whether today is played. */
export interface Streak {
  current: number;
  best: number;
  playedToday: boolean;
  wonToday: boolean;
}

// A year and a bit: enough for any best streak worth showing, bounded so localStorage stays small.
const KEEP_DAYS = 400;

function won(history: DailyHistory, key: string): boolean {
  const score = history[key];
  return score !== undefined && score >= DAILY_WIN_SCORE;
}

/**
 * The streak on local date `today`. Today's quiz not yet played leaves yesterday's streak alive; a skipped or lost
 * day ends it. Days are counted on calendar dates, so midnight, month ends and daylight-saving changes are just days.
 */
export function streakOf(history: DailyHistory, today: string): Streak {
  const playedToday = Object.hasOwn(history, today);
  let current = 0;
  for (let day = playedToday ? today : addDays(today, -1); won(history, day); day = addDays(day, -1)) current += 1;
  const wins = Object.keys(history)
    .filter((key) => won(history, key))
    .map((key) => dayNumber(key))
    .filter((day): day is number => day !== null)
    .sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  wins.forEach((day, position) => {
    run = position > 0 && day === (wins[position - 1] ?? NaN) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return { current, best: Math.max(best, current), playedToday, wonToday: won(history, today) };
}

/** The history with today's first result added (a replay the same day changes nothing), trimmed to the last 400 days. */
export function withDailyResult(history: DailyHistory, today: string, score: number): DailyHistory {
  if (Object.hasOwn(history, today)) return history;
  const oldest = (dayNumber(today) ?? 0) - KEEP_DAYS;
  const kept = Object.entries(history).filter(([key]) => (dayNumber(key) ?? -Infinity) > oldest);
  return Object.fromEntries([...kept, [today, score]]);
}
