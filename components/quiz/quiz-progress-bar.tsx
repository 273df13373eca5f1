import styles from './quiz.module.css';

export interface QuizProgressBarProps {
  /** The current question's number (index + 1). */
  number: number;
  total: number;
}

/** 'Question N of total' with a bar; the bar is decoration, the text says it all. */
export function QuizProgressBar({ number, total }: QuizProgressBarProps) {
  const percent = Math.round((number / total) * 100);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        Question {number} of {total}
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
