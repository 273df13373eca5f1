import { IntentLink } from '@/components/intent-link';
import type { QuizSummary } from '@/lib/quiz/quizzes.server';
import { quizStartPath } from '@/lib/quiz/share';
import { BestScore } from './best-score';
import styles from './quiz-card.module.css';

export interface QuizCardProps {
  quiz: QuizSummary;
  /** The first cards load their artwork eagerly. */
  eager?: boolean;
}

/** One quiz in the list: its title (the list's sort key), header text linking to its first question, artwork, question count and best score. */
export function QuizCard({ quiz, eager = false }: QuizCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`quiz-${quiz.quizPath}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing to it */}
      <img className={styles.art} src={quiz.image} alt="" width={112} height={112} loading={eager ? 'eager' : 'lazy'} />
      <div className={styles.body}>
        <p className={styles.kicker}>{quiz.quizTitle}</p>
        <h2 id={`quiz-${quiz.quizPath}`} className={styles.name}>
          <IntentLink className={styles.link} href={quizStartPath(quiz.quizPath)}>
            {quiz.quizHeader}
          </IntentLink>
        </h2>
        <p className={styles.description}>{quiz.description}</p>
        <p className={styles.meta}>
          <span className={styles.count}>{quiz.questionCount} questions</span>
          <BestScore quizPath={quiz.quizPath} className={styles.best} />
        </p>
      </div>
    </article>
  );
}
