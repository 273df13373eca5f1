import { IntentLink } from '@/components/intent-link';
import { quizStartPath } from '@/lib/quiz/share';
import styles from './quiz.module.css';

export interface InvalidQuestionIndexProps {
  quizPath: string;
}

/** What a question page shows for an index outside the quiz, with the way back to the start. */
export function InvalidQuestionIndex({ quizPath }: InvalidQuestionIndexProps) {
  return (
    <div className={`card ${styles.invalid}`}>
      <p className={styles.invalidText}>Invalid question index. Please start the quiz from the beginning.</p>
      <IntentLink className="button button--primary" href={quizStartPath(quizPath)}>
        Start the quiz from question 1
      </IntentLink>
    </div>
  );
}
