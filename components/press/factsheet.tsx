import type { ReactNode } from 'react';
import styles from './press.module.css';

export interface FactsheetProps {
  /** Each fact: what it is, its value, and whether it takes a whole row (a list). */
  facts: { term: string; value: ReactNode; wide?: boolean }[];
}

/** The press kit's factsheet: a card of terms and values, two columns where there is room. */
export function Factsheet({ facts }: FactsheetProps) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="factsheet">
      <h2 id="factsheet" className={styles.heading}>
        Factsheet
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={`${styles.fact} ${fact.wide ? styles.wide : ''}`}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
