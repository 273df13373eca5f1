import styles from './quiz.module.css';

export interface QuizHeaderProps {
  header: string;
  image: string;
}

/** The quiz's header text as the page heading, beside its artwork. */
export function QuizHeader({ header, image }: QuizHeaderProps) {
  return (
    <div className={styles.header}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing to it */}
      <img className={styles.art} src={image} alt="" width={72} height={72} />
      <h1 className={styles.title}>{header}</h1>
    </div>
  );
}
