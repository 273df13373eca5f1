'use client';

import { useCallback, useEffect, useId, useMemo, useState, type Ref } from 'react';
import styles from './quiz.module.css';

export interface QuestionFormProps {
  /** The question's number as shown (index + 1). */
  number: number;
  text: string;
  options: string[];
  /** The shuffled order of the options; null until it is known after hydration (options stay hidden). */
  order: number[] | null;
  /** True while the next question loads: nothing can be changed or sent. */
  busy: boolean;
  onAnswer: (choice: string) => void;
  /** Called on each pick of an option, before it is sent: the time to fetch what comes next. */
  onPick?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One question as a native radio group: arrows move, keys 1 to 4 pick, Enter or Next goes on. */
export function QuestionForm({ number, text, options, order, busy, onAnswer, onPick, headingRef }: QuestionFormProps) {
  const id = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const pick = useCallback(
    (option: string) => {
      setChoice(option);
      onPick?.();
    },
    [onPick],
  );
  const ready = order !== null;
  const shown = useMemo(
    () =>
      (order ?? options.map((_, position) => position))
        .map((position) => options[position])
        .filter((option) => option !== undefined),
    [order, options],
  );

  useEffect(() => {
    if (!ready || busy) return;
    function pickByNumber(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (
        event.target instanceof Element &&
        event.target.closest('textarea, select, [contenteditable], input:not([type="radio"])')
      )
        return;
      const position = Number.parseInt(event.key, 10) - 1;
      const option = shown[position];
      if (option === undefined) return;
      event.preventDefault();
      pick(option);
      document.getElementById(`${id}-option-${position}`)?.focus();
    }
    document.addEventListener('keydown', pickByNumber);
    return () => document.removeEventListener('keydown', pickByNumber);
  }, [ready, busy, shown, id, pick]);

  return (
    <form
      className={styles.form}
      aria-busy={busy || !ready}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== null && ready && !busy) onAnswer(choice);
      }}
    >
      <fieldset className={styles.fieldset} data-ready={ready}>
        <legend className={styles.legend}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
            Question {number}: {text}
          </h2>
        </legend>
        <div className={styles.options}>
          {shown.map((option, position) => (
            <label key={option} className={styles.option} htmlFor={`${id}-option-${position}`}>
              <input
                type="radio"
                id={`${id}-option-${position}`}
                className={styles.radio}
                name={`${id}-choice`}
                value={option}
                checked={choice === option}
                disabled={!ready || busy}
                onChange={() => pick(option)}
              />
              <span className={styles.key} aria-hidden="true">
                {position + 1}
              </span>
              <span className={styles.optionText}>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <p className="status status--error">This quiz needs JavaScript to keep your score.</p>
      </noscript>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={choice === null || !ready || busy}>
          Next
        </button>
        <p className={styles.hint}>Tip: press 1 to {shown.length} to choose an answer and Enter to go on.</p>
      </div>
    </form>
  );
}
