'use client';

import { useBestScore } from './use-quiz-storage';

export interface BestScoreProps {
  quizPath: string;
  className?: string;
}

/** The visitor's best score for a quiz, from this browser; nothing on the server or when there is none. */
export function BestScore({ quizPath, className }: BestScoreProps) {
  const best = useBestScore(quizPath);
  if (!best) return null;
  return (
    <span className={className}>
      Your best: {best.score} of {best.total}
    </span>
  );
}
