'use client';

import { IntentLink } from '@/components/intent-link';
import { DAILY_QUIZ_PATH } from '@/lib/quiz/daily';
import { DailyStreak } from './daily-streak';
import styles from './quiz-card.module.css';
import { useLocalDate } from './use-local-date';

/** The way to today's daily quiz, with the player's streak once the browser knows their local date. */
export function DailyQuizCard() {
  const today = useLocalDate();
  return (
    <section className={`${styles.card} ${styles.daily}`} aria-labelledby="quiz-daily">
      <div className={styles.body}>
        <p className={styles.kicker}>New every day</p>
        <h2 id="quiz-daily" className={styles.name}>
          <IntentLink className={styles.link} href={DAILY_QUIZ_PATH}>
            Play today’s Daily Gaming Quiz
          </IntentLink>
        </h2>
        <p className={styles.description}>
          Ten questions from all the quizzes, the same for everyone today. Win 7 or more to build a streak.
        </p>
        <DailyStreak today={today} className={styles.streak} />
      </div>
    </section>
  );
}
