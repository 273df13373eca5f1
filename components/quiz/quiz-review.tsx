'use client';

import { useEffect, useState } from 'react';
import type { QuizAnswer } from '@/lib/quiz-flow';
import { fetchReview, type QuizReviewData } from '@/lib/quiz-review';
import styles from './quiz-result.module.css';

export interface QuizReviewProps {
  quizPath: string;
  answers: (QuizAnswer | null)[];
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; review: QuizReviewData };

const VERDICTS = { correct: 'Correct', wrong: 'Wrong', unanswered: 'Not answered' } as const;

/** Every question with the visitor's answer, the correct one and why; the answers load from a static JSON route. */
export function QuizReview({ quizPath, answers }: QuizReviewProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    fetchReview(quizPath)
      .then((review) => {
        if (!cancelled) setLoaded({ state: 'ready', review });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the quiz review', error);
        if (!cancelled) setLoaded({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [quizPath]);

  return (
    <section className={styles.review} aria-labelledby="quiz-review-heading" aria-busy={loaded.state === 'loading'}>
      <h2 id="quiz-review-heading">Review your answers</h2>
      {loaded.state === 'loading' ? <p className="muted">Loading the answers…</p> : null}
      {loaded.state === 'failed' ? <p className="status status--error">The answers could not be loaded. Reload the page to try again.</p> : null}
      {loaded.state === 'ready' ? (
        <ol className={styles.reviewList}>
          {loaded.review.questions.map((question, index) => {
            const answer = answers[index] ?? null;
            const verdict = answer === null ? 'unanswered' : answer.correct ? 'correct' : 'wrong';
            return (
              <li key={index} className={styles.reviewItem} data-verdict={verdict}>
                <div className={styles.reviewTop}>
                  <h3 className={styles.reviewQuestion}>
                    Question {index + 1}: {question.question}
                  </h3>
                  <span className={styles.badge}>{VERDICTS[verdict]}</span>
                </div>
                <dl className={styles.answers}>
                  <div>
                    <dt>Your answer</dt>
                    <dd className={styles.yours}>{answer?.choice ?? 'Not answered'}</dd>
                  </div>
                  <div>
                    <dt>Correct answer</dt>
                    <dd className={styles.right}>{question.correctAnswer}</dd>
                  </div>
                </dl>
                <p className={styles.explanation}>{question.explanation}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
