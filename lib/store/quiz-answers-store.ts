/** One answer to count: option `option` (its position in the quiz file) of question `question` of quiz `quizPath`. */
export interface QuizChoice {
  quizPath: string;
  question: number;
  option: number;
}

/** A finished quiz, counted as one: the options chosen (unanswered questions left out) and the score in the histogram `scoreKey`. */
export interface QuizAnswersInput {
  choices: QuizChoice[];
  /** Which score histogram the score joins: the quiz's path, or the daily quiz's date key. */
  scoreKey: string;
  score: number;
}

/** How many players chose one option. */
export interface OptionCount {
  question: number;
  option: number;
  count: number;
}

/** How many players finished with one score. */
export interface ScoreCount {
  score: number;
  count: number;
}

/** The anonymous answer counters: no player identifier is stored, only totals. */
export interface QuizAnswerStore {
  /** Counts a finished quiz's answers and score, all or nothing (one transaction or batch). */
  addQuizAnswers(input: QuizAnswersInput): Promise<void>;
  /** Every non-zero option counter of a quiz, sorted by question then option. */
  getQuizOptionCounts(quizPath: string): Promise<OptionCount[]>;
  /** Every non-zero score counter of a histogram, sorted by score. */
  getQuizScoreCounts(scoreKey: string): Promise<ScoreCount[]>;
}

// Quiz paths and score keys become Firestore document ids, so both engines accept only this shape.
const COUNTER_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Whether `key` could name a quiz's counters or a score histogram. */
export function isCounterKey(key: string): boolean {
  return COUNTER_KEY.test(key);
}

/** Throws unless every key, question, option and score of `input` is one the engines can store. */
export function assertQuizAnswersInput(input: QuizAnswersInput): void {
  const keys = [input.scoreKey, ...input.choices.map((choice) => choice.quizPath)];
  const numbers = [input.score, ...input.choices.flatMap((choice) => [choice.question, choice.option])];
  if (!keys.every(isCounterKey)) throw new Error('A quiz counter key must be lower-case letters, digits and hyphens');
  if (!numbers.every((value) => Number.isSafeInteger(value) && value >= 0))
    throw new Error('Questions, options and scores are whole numbers from 0');
}
