'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import type { QuizAnswer } from '@/lib/quiz-flow';
import { quizStartPath, resultText } from '@/lib/quiz-share';
import { QuizReview } from './quiz-review';
import { ShareScore } from './share-score';
import styles from './quiz-result.module.css';

export interface QuizResultProps {
  quizPath: string;
  quizTitle: string;
  quizHeader: string;
  score: number;
  total: number;
  answers: (QuizAnswer | null)[];
  shareUrl: string;
  siteName: string;
  /** True when the visitor has just answered the last question (not on a reload). */
  focusHeading: boolean;
  midSlot?: ReactNode;
}

function verdict(score: number, total: number): string {
  const ratio = total > 0 ? score / total : 0;
  if (ratio === 1) return 'A flawless run!';
  if (ratio >= 0.7) return 'Great run: you know your games.';
  if (ratio >= 0.4) return 'Not bad. A second try could beat it.';
  return 'Every expert started somewhere. Try it again?';
}

/** The result screen: score, share, the way on, then the review of every question. */
export function QuizResult({ quizPath, quizTitle, quizHeader, score, total, answers, shareUrl, siteName, focusHeading, midSlot }: QuizResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  return (
    <section className={styles.result} aria-labelledby="quiz-result-heading">
      <div className={`card ${styles.summary}`}>
        <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Quiz Completed!
        </h2>
        <p className={styles.score} aria-hidden="true">
          {score}
          <span className={styles.outOf}>/{total}</span>
        </p>
        <p className={styles.resultText}>{resultText(score, total)}</p>
        <p className="muted">{verdict(score, total)}</p>
        <ShareScore quizTitle={quizTitle} quizHeader={quizHeader} score={score} total={total} shareUrl={shareUrl} siteName={siteName} />
      </div>
      <div className={`button-row ${styles.next}`}>
        <Link className="button button--primary" href="/quiz-list">
          Test your knowledge of gaming with more quizzes!
        </Link>
        <Link className="button" href="/games">
          Check out some of our games!
        </Link>
        <Link className="button" href={quizStartPath(quizPath)}>
          Retake this quiz
        </Link>
      </div>
      {midSlot}
      <QuizReview quizPath={quizPath} answers={answers} />
    </section>
  );
}
