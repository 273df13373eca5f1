'use client';

import { streakOf } from '@/lib/quiz/streak';
import { useDailyHistory } from './use-quiz-storage';

export interface DailyStreakProps {
  /** The player's local date, YYYY-MM-DD; null until known after hydration. */
  today: string | null;
  className?: string;
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** The daily quiz streak kept in this browser: days in a row played and won (7 or more right). Nothing on the server. */
export function DailyStreak({ today, className }: DailyStreakProps) {
  const history = useDailyHistory();
  // The line keeps its place (reserved in CSS) until the browser knows the streak, so nothing below it moves.
  if (!history || !today) return <p className={className} />;
  const { current, best, playedToday, wonToday } = streakOf(history, today);
  let text: string;
  if (current === 0)
    text = playedToday
      ? 'No streak yet: win tomorrow’s daily quiz (7 or more right) to start one.'
      : 'Win today’s daily quiz (7 or more right) to start a streak.';
  else if (!playedToday) text = `Streak: ${days(current)}. Play today’s quiz to keep it going!`;
  else text = wonToday ? `Streak: ${days(current)} in a row!` : `Streak: ${days(current)}.`;
  return (
    <p className={className} data-streak={current}>
      {text}
      {best > current ? ` Best: ${days(best)}.` : ''}
    </p>
  );
}
