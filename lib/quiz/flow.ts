/** One answered question: what the visitor chose and whether it was the correct answer. */
export interface QuizAnswer {
  choice: string;
  correct: boolean;
}

/** A visitor's run through one quiz, kept in sessionStorage so a reload keeps it. */
export interface QuizProgress {
  total: number;
  /** The index of the question being asked (meaningless once completed). */
  current: number;
  completed: boolean;
  /** One entry per question; null where the visitor has not answered (skipped by URL). */
  answers: (QuizAnswer | null)[];
  /** The shuffled option order for the current question, as indexes into its options. */
  order: number[];
}

/** What a question page should do with the stored progress. */
export type QuizVisit =
  | { kind: 'question'; order: number[] }
  | { kind: 'result' }
  | { kind: 'redirect'; index: number }
  | { kind: 'begin'; from: QuizProgress | null };

/** The last segment of the one static page per quiz that shows the invalid-index message. */
export const INVALID_QUESTION_SEGMENT = 'invalid-index';

/** Where a question URL's last segment leads: the page as it is, a redirect to its canonical index, or the invalid-index page. */
export type QuestionSegment = { kind: 'page' } | { kind: 'redirect'; index: number } | { kind: 'invalid' };

/** True when `index` names a question of a quiz with `total` questions. */
export function isQuestionIndexInRange(index: number, total: number): boolean {
  return Number.isSafeInteger(index) && index >= 0 && index < total;
}

/** The quiz's other routes beside its question pages, each one segment under /quiz/<quizPath>/. */
const SIBLING_ROUTES = new Set(['review.json', 'opengraph-image']);

/**
 * The index rule (parseInt, defaulting to 0) mapped onto a fixed set of static pages, so no URL renders a
 * page of its own: a canonical index is its page; another spelling of one ('03', '3abc', '-0', 'abc') redirects to
 * it; any other number is the invalid-index page. Null for an empty segment or a sibling route such as
 * review.json: the router answers.
 */
export function resolveQuestionSegment(segment: string, total: number): QuestionSegment | null {
  if (segment === INVALID_QUESTION_SEGMENT) return { kind: 'page' };
  if (segment === '' || SIBLING_ROUTES.has(segment)) return null;
  const parsed = Number.parseInt(segment, 10);
  if (Number.isNaN(parsed)) return { kind: 'redirect', index: 0 };
  const index = parsed === 0 ? 0 : parsed; // folds -0 into 0
  if (!isQuestionIndexInRange(index, total)) return { kind: 'invalid' };
  return segment === String(index) ? { kind: 'page' } : { kind: 'redirect', index };
}

/** The URL path of one question, or of the quiz's invalid-index page. */
export function questionPath(quizPath: string, index: number | typeof INVALID_QUESTION_SEGMENT): string {
  return `/quiz/${quizPath}/${index}`;
}

/** How many answers were correct. */
export function scoreOf(progress: QuizProgress): number {
  return progress.answers.filter((answer) => answer?.correct).length;
}

function isPermutation(order: number[], size: number): boolean {
  return order.length === size && [...order].sort((a, b) => a - b).every((value, position) => value === position);
}

/**
 * Decides what the page for question `index` shows, given what is stored:
 * a fresh start (nothing stored, another quiz version, or index 0 after finishing), the question,
 * the result (finished), or a redirect forward to the current question (there is no going back).
 * A visitor who jumps ahead by URL starts from there; the skipped questions count as unanswered.
 */
export function resolveVisit(
  progress: QuizProgress | null,
  index: number,
  total: number,
  optionCount: number,
): QuizVisit {
  if (!progress || progress.total !== total || progress.answers.length !== total) return { kind: 'begin', from: null };
  if (progress.completed) return index === 0 ? { kind: 'begin', from: null } : { kind: 'result' };
  if (index < progress.current) return { kind: 'redirect', index: progress.current };
  if (index > progress.current || !isPermutation(progress.order, optionCount)) return { kind: 'begin', from: progress };
  return { kind: 'question', order: progress.order };
}

/** Progress that asks question `index` next, keeping earlier answers when `from` is given. */
export function beginAt(from: QuizProgress | null, index: number, total: number, order: number[]): QuizProgress {
  const answers = from
    ? from.answers.map((answer, position) => (position < index ? answer : null))
    : Array.from({ length: total }, () => null);
  return { total, current: index, completed: false, answers, order };
}

/**
 * Records the answer to question `index`: the score rises by one when `choice` equals `correctAnswer`.
 * `nextOrder` is the option order for the question after it.
 */
export function recordAnswer(
  progress: QuizProgress,
  index: number,
  choice: string,
  correctAnswer: string,
  nextOrder: number[],
): QuizProgress {
  const answers = progress.answers.map((answer, position) =>
    position === index ? { choice, correct: choice === correctAnswer } : answer,
  );
  const current = index + 1;
  const completed = current >= progress.total;
  return {
    total: progress.total,
    current: completed ? index : current,
    completed,
    answers,
    order: completed ? [] : nextOrder,
  };
}

/** A uniformly shuffled order of `size` indexes. `random` is injectable for tests; call only outside render. */
export function shuffledOrder(size: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: size }, (_, position) => position);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i] ?? i;
    order[i] = order[j] ?? j;
    order[j] = swap;
  }
  return order;
}
