import { crowdLine, shareOf, type OptionShare } from '@/lib/quiz/crowd-view';
import styles from './crowd.module.css';

export interface CrowdAnswersProps {
  shares: OptionShare[];
  correctAnswer: string;
  /** The player's answer, or null when they left the question unanswered. */
  choice: string | null;
}

/** How everyone answered one question: each option's share of the players, and how this player did against them. */
export function CrowdAnswers({ shares, correctAnswer, choice }: CrowdAnswersProps) {
  const answered = shares.reduce((sum, share) => sum + share.count, 0);
  return (
    <div className={styles.crowd}>
      <p className={styles.line}>{crowdLine(shares, correctAnswer, choice === correctAnswer)}</p>
      <ul className={styles.bars} aria-label={`How ${answered} ${answered === 1 ? 'player' : 'players'} answered`}>
        {shares.map(({ option }) => {
          const share = shareOf(shares, option);
          const marks = [option === correctAnswer ? 'correct' : '', option === choice ? 'yours' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={option} className={styles.bar} data-marks={marks}>
              <span className={styles.fill} style={{ width: `${share}%` }} aria-hidden="true" />
              <span className={styles.option}>
                {option}
                {option === correctAnswer ? <span className={styles.tag}> (correct)</span> : null}
                {option === choice ? <span className={styles.tag}> (yours)</span> : null}
              </span>
              <span className={styles.share}>{share}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
