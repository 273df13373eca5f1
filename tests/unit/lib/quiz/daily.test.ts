import {
  addDays,
  dailySelection,
  dailySequence,
  dayNumber,
  localDateKey,
  type DailyPoolQuiz,
  type DailyRef,
  datesPlayedNow,
} from '@/lib/quiz/daily';
import { getDailyPool } from '@/lib/quiz/daily-bank.server';
import { getAllQuizzes } from '@/lib/quiz/quizzes.server';

// The real pool: every quiz's questions plus its daily bank (content/daily).
const realPool: DailyPoolQuiz[] = getDailyPool().map((quiz) => ({
  quizPath: quiz.quizPath,
  count: quiz.questions.length,
}));
const realSize = realPool.reduce((sum, quiz) => sum + quiz.count, 0);
// The sixteen quizzes alone, evenly grown to exactly 600 questions: the smallest pool that must hold a 60-day window.
const quizPool: DailyPoolQuiz[] = getAllQuizzes().map((quiz) => ({ quizPath: quiz.quizPath, count: quiz.data.length }));
const extra = 600 - quizPool.reduce((sum, quiz) => sum + quiz.count, 0);
const grownPool: DailyPoolQuiz[] = quizPool.map((quiz, position) => ({
  ...quiz,
  count: quiz.count + Math.floor(extra / quizPool.length) + (position < extra % quizPool.length ? 1 : 0),
}));
const id = (ref: DailyRef) => `${ref.quizPath}#${ref.index}`;

/** The shortest gap, in days, between two days that ask the same question, over `days` days from 2026-01-01. */
function shortestRepeat(pool: DailyPoolQuiz[], days: number): { gap: number; seen: Set<string>; quizzes: Set<string> } {
  const lastDay = new Map<string, number>();
  const quizzes = new Set<string>();
  let gap = Infinity;
  for (let day = 0; day < days; day += 1) {
    const selection = dailySelection(pool, addDays('2026-01-01', day)) ?? [];
    expect(selection).toHaveLength(10);
    expect(new Set(selection.map(id)).size).toBe(10);
    for (const ref of selection) {
      const previous = lastDay.get(id(ref));
      if (previous !== undefined) gap = Math.min(gap, day - previous);
      lastDay.set(id(ref), day);
      quizzes.add(ref.quizPath);
    }
  }
  return { gap, seen: new Set(lastDay.keys()), quizzes };
}

describe('the daily selection', () => {
  it('is the same for a date however often it is computed, and differs from day to day', () => {
    const first = dailySelection(realPool, '2026-11-23');
    expect(dailySelection([...realPool].reverse(), '2026-11-23')).toEqual(first);
    expect(dailySelection(realPool, '2026-11-24')).not.toEqual(first);
    expect(
      first?.every((ref) => realPool.some((quiz) => quiz.quizPath === ref.quizPath && ref.index < quiz.count)),
    ).toBe(true);
  });

  it('never repeats a question within 60 days over a simulated year, once the pool holds 600 questions', () => {
    expect(grownPool.reduce((sum, quiz) => sum + quiz.count, 0)).toBe(600);
    const { gap, seen, quizzes } = shortestRepeat(grownPool, 365);
    expect(gap).toBeGreaterThanOrEqual(60);
    expect(seen.size).toBe(600);
    expect(quizzes.size).toBe(16);
  });

  it(`with the real ${realSize} questions (quizzes and banks), asks every one before any comes back (the longest gap they allow)`, () => {
    const { gap, seen, quizzes } = shortestRepeat(realPool, 365);
    expect(gap).toBeGreaterThanOrEqual(Math.floor(realSize / 10));
    expect(seen.size).toBe(realSize);
    expect(quizzes).toEqual(new Set(realPool.map((quiz) => quiz.quizPath)));
  });

  // Holds only with the daily banks: the quizzes alone hold too few questions for 60 days of ten.
  it('with the real content, never repeats a question within 60 days over a simulated year', () => {
    expect(realSize).toBeGreaterThanOrEqual(600);
    const { gap } = shortestRepeat(realPool, 365);
    console.info(
      `Daily pool: ${realSize} questions; shortest gap between two days asking the same question over 365 days: ${gap} days`,
    );
    expect(gap).toBeGreaterThanOrEqual(60);
  });

  it('draws every quiz within each round and mixes quizzes within a day', () => {
    const sequence = dailySequence(realPool);
    expect(new Set(sequence.map(id)).size).toBe(realSize);
    for (let day = 0; day < 60; day += 1) {
      const selection = dailySelection(realPool, addDays('2026-03-01', day)) ?? [];
      expect(new Set(selection.map((ref) => ref.quizPath)).size).toBeGreaterThanOrEqual(6);
    }
  });

  it('refuses a date that is not a real day', () => {
    expect(dailySelection(realPool, '2026-02-30')).toBeNull();
    expect(dailySelection(realPool, 'tomorrow')).toBeNull();
  });
});

describe('calendar dates', () => {
  it('reads the local date, not the UTC one', () => {
    const lateEvening = new Date(2026, 10, 23, 23, 30);
    expect(localDateKey(lateEvening)).toBe('2026-11-23');
    expect(localDateKey(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('steps over month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayNumber('2026-11-24')).toBe((dayNumber('2026-11-23') ?? 0) + 1);
  });
});

describe('the days being played', () => {
  it('are the local dates from UTC−12 to UTC+14, an hour to spare either side', () => {
    expect(datesPlayedNow(new Date('2026-11-28T01:00:00Z'))).toEqual(['2026-11-27', '2026-11-28']);
    expect(datesPlayedNow(new Date('2026-11-28T09:30:00Z'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(datesPlayedNow(new Date('2026-11-28T13:30:00Z'))).toEqual(['2026-11-28', '2026-11-29']);
    expect(datesPlayedNow(new Date('2026-12-31T23:00:00Z'))).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('are all /quiz/daily/questions.json serves: no later day’s answers are public', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T01:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const { GET } = await import('@/app/quiz/daily/questions.json/route');
      const { days } = await GET().json();
      expect(Object.keys(days)).toEqual(['2026-11-27', '2026-11-28']);
      expect(days['2026-11-28']).toHaveLength(10);
    } finally {
      jest.useRealTimers();
    }
  });
});
