'use client';

import { IntentLink } from '@/components/intent-link';
import { useEffect, useRef, type ReactNode } from 'react';
import { percentileOf, type Crowd, type CrowdSubject } from '@/lib/quiz/crowd-view';
import type { QuizAnswer } from '@/lib/quiz/flow';
import { quizStartPath, resultText } from '@/lib/quiz/share';
import crowdStyles from './crowd.module.css';
import { QuizReview, type QuizReviewProps } from './quiz-review';
import { ShareScore, type ShareScoreProps } from './share-score';
import styles from './quiz-result.module.css';
import { useCrowd, type CrowdState } from './use-crowd';

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
  /** Which quiz the crowd figures are for, and the request that just counted this player's answers (null on a reload). */
  crowdSubject?: CrowdSubject;
  counted?: Promise<Crowd> | null;
  /** Where the review's answers come from; by default the quiz's static review route. */
  reviewSource?: QuizReviewProps['source'];
  /** Replaces the 'Retake this quiz' link (the daily quiz replays in place). */
  retake?: ReactNode;
  /** Replaces the share text (the daily quiz's spoiler-free row). */
  shareOverride?: ShareScoreProps['override'];
  /** Shown under the score (the daily streak). */
  extra?: ReactNode;
}

function Percentile({ crowd, score }: { crowd: CrowdState; score: number }) {
  if (crowd.state === 'loading') return <p className="muted">Comparing with everyone else…</p>;
  if (crowd.state === 'failed') return null;
  const { below, players } = percentileOf(crowd.crowd, score);
  if (players <= 1) return <p className={crowdStyles.percentile}>You are the first to finish this quiz!</p>;
  return (
    <p className={crowdStyles.percentile}>
      You scored better than {below}% of the {players} players so far.
    </p>
  );
}

function verdict(score: number, total: number): string {
  const ratio = total > 0 ? score / total : 0;
  if (ratio === 1) return 'A flawless run!';
  if (ratio >= 0.7) return 'Great run: you know your games.';
  if (ratio >= 0.4) return 'Not bad. A second try could beat it.';
  return 'Every expert started somewhere. Try it again?';
}

/** The result screen: score, share, the way on, then the review of every question. */
export function QuizResult(props: QuizResultProps) {
  const { quizPath, quizTitle, quizHeader, score, total, answers, shareUrl, siteName, focusHeading, midSlot } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const crowd = useCrowd(props.crowdSubject ?? { quizPath }, props.counted ?? null);

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
        <Percentile crowd={crowd} score={score} />
        {props.extra}
        <ShareScore
          quizTitle={quizTitle}
          quizHeader={quizHeader}
          score={score}
          total={total}
          shareUrl={shareUrl}
          siteName={siteName}
          override={props.shareOverride}
        />
      </div>
      <div className={`button-row ${styles.next}`}>
        <IntentLink className="button button--primary" href="/quiz-list">
          Test your knowledge of gaming with more quizzes!
        </IntentLink>
        <IntentLink className="button" href="/games">
          Check out some of our games!
        </IntentLink>
        {props.retake ?? (
          <IntentLink className="button" href={quizStartPath(quizPath)}>
            Retake this quiz
          </IntentLink>
        )}
      </div>
      {midSlot}
      <QuizReview source={props.reviewSource ?? { quizPath }} answers={answers} crowd={crowd} />
    </section>
  );
}
