/**
 * The daily quiz: ten questions a day drawn from every quiz, the same for every player on a calendar date.
 * Pure, so the browser (which picks by the player's local date and keeps the page static) and the server (which
 * checks a posted daily result) compute the same questions.
 */

/** The daily quiz's page. */
export const DAILY_QUIZ_PATH = '/quiz/daily';

/** How many questions a daily quiz asks, and how many right make it a win for the streak. */
export const DAILY_QUESTIONS = 10;
export const DAILY_WIN_SCORE = 7;

/** A quiz as the daily pool sees it: its path and how many questions it has. */
export interface DailyPoolQuiz {
  quizPath: string;
  count: number;
}

/** One question of the daily quiz: which quiz, which question of it. */
export interface DailyRef {
  quizPath: string;
  index: number;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The calendar date as YYYY-MM-DD in `timeZone`, by default the player's own zone: never the UTC date, which is
 * already tomorrow (or still yesterday) for many players in their evening.
 */
export function localDateKey(date: Date, timeZone?: string): string {
  // Date's own fields are already in the player's zone; an Intl formatter would cost a browser 15-20 ms of loading
  // locale data on the quiz pages' first render.
  if (timeZone === undefined)
    return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString().slice(0, 10);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null when it is not a real day. Calendar arithmetic: no clock, no DST. */
export function dayNumber(key: string): number | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** The date key `days` calendar days after (or before) `key`. */
export function addDays(key: string, days: number): string {
  const number = dayNumber(key);
  if (number === null) throw new Error(`"${key}" is not a YYYY-MM-DD date`);
  return new Date((number + days) * DAY_MS).toISOString().slice(0, 10);
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence in every browser. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Every question of the pool once, in a fixed order that spreads each quiz evenly along it: each quiz's questions,
 * shuffled, sit at evenly spaced positions (offset per quiz), so any ten in a row come from many quizzes.
 */
export function dailySequence(pool: DailyPoolQuiz[]): DailyRef[] {
  const random = seeded(0x51dd);
  const quizzes = [...pool].sort((a, b) => (a.quizPath < b.quizPath ? -1 : a.quizPath > b.quizPath ? 1 : 0));
  const placed = quizzes.flatMap(({ quizPath, count }) => {
    const offset = random();
    const order = shuffled(
      Array.from({ length: count }, (_, index) => index),
      random,
    );
    return order.map((index, position) => ({ ref: { quizPath, index }, at: (position + offset) / count }));
  });
  return placed.sort((a, b) => a.at - b.at || (a.ref.quizPath < b.ref.quizPath ? -1 : 1)).map(({ ref }) => ref);
}

/**
 * The daily quiz of a date: ten consecutive questions of the fixed sequence, day after day round the pool. A question
 * comes back only after every other one has been asked, so never within floor(pool size / 10) days (60 days once the
 * pool holds 600 questions), and every quiz is drawn from in each round. Null for a malformed date.
 */
export function dailySelection(pool: DailyPoolQuiz[], dateKey: string): DailyRef[] | null {
  const day = dayNumber(dateKey);
  const sequence = dailySequence(pool);
  if (day === null || sequence.length < DAILY_QUESTIONS) return null;
  const start = (((day * DAILY_QUESTIONS) % sequence.length) + sequence.length) % sequence.length;
  return Array.from({ length: DAILY_QUESTIONS }, (_, k) => sequence[(start + k) % sequence.length] as DailyRef);
}

/** The score histogram a daily result joins: one per date. */
export function dailyScoreKey(dateKey: string): string {
  return `daily-${dateKey}`;
}

const HOUR = 3_600_000;

/**
 * The local dates some player on Earth has now (UTC−12 to UTC+14), an hour to spare either side for a cached answer:
 * the only days whose daily quiz is served, so tomorrow's answers are not public today.
 */
export function datesPlayedNow(now: Date): string[] {
  const first = localDateKey(new Date(now.getTime() - 13 * HOUR), 'UTC');
  const last = localDateKey(new Date(now.getTime() + 15 * HOUR), 'UTC');
  const dates = [first];
  while (dates[dates.length - 1] !== last) dates.push(addDays(dates[dates.length - 1] ?? last, 1));
  return dates;
}
