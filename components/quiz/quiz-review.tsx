'use client';

import { useEffect, useState } from 'react';
import type { QuizAnswer } from '@/lib/quiz/flow';
import { fetchReview, type QuizReviewData } from '@/lib/quiz/review';
import { CrowdAnswers } from './crowd-answers';
import styles from './quiz-result.module.css';
import type { CrowdState } from './use-crowd';

export interface QuizReviewProps {
  /** Where the answers and explanations load from: a quiz's static review route, or data already at hand (the daily quiz). */
  source: { quizPath: string } | { review: QuizReviewData };
  answers: (QuizAnswer | null)[];
  crowd: CrowdState;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; review: QuizReviewData };

const VERDICTS = { correct: 'Correct', wrong: 'Wrong', unanswered: 'Not answered' } as const;

/** Every question with the visitor's answer, the correct one, why, and how everyone else answered it. */
export function QuizReview({ source, answers, crowd }: QuizReviewProps) {
  const [fetched, setLoaded] = useState<Loaded>({ state: 'loading' });
  const quizPath = 'quizPath' in source ? source.quizPath : null;
  const loaded: Loaded = 'review' in source ? { state: 'ready', review: source.review } : fetched;

  useEffect(() => {
    if (quizPath === null) return;
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
      {loaded.state === 'failed' ? (
        <p className="status status--error">The answers could not be loaded. Reload the page to try again.</p>
      ) : null}
      {crowd.state === 'failed' ? (
        <p className="muted">How everyone else answered could not be loaded just now.</p>
      ) : null}
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
                {crowd.state === 'ready' && crowd.crowd.questions[index] ? (
                  <CrowdAnswers
                    shares={crowd.crowd.questions[index]}
                    correctAnswer={question.correctAnswer}
                    choice={answer?.choice ?? null}
                  />
                ) : null}
                <p className={styles.explanation}>{question.explanation}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
