/**
 * Shared data and browser stand-ins for the quiz component tests (jsdom): a small quiz whose title
 * differs from its path, its review data, and helpers that provide the browser APIs jsdom lacks
 * (fetch, clipboard, Web Share, scrollTo) for one test and take them away again.
 */
import type { QuizQuestionView } from '@/components/quiz/quiz-runner';
import { quizStartPath } from '@/lib/quiz/share';
import { reviewPath, type QuizReviewData } from '@/lib/quiz/review';

export interface FixtureQuestion extends QuizQuestionView {
  explanation: string;
}

export const QUIZ = {
  quizPath: 'witcher',
  quizTitle: 'The Witcher',
  quizHeader: 'The Witcher Quiz',
  siteName: 'Test Studio',
  /** Built as the question page builds it: the site's URL and the quiz's real start path. */
  shareUrl: `https://example.test${quizStartPath('witcher')}`,
} as const;

export const QUESTIONS: readonly FixtureQuestion[] = [
  {
    question: 'Who wrote the Witcher books?',
    options: ['Andrzej Sapkowski', 'Stanisław Lem', 'Andrzej Pilipiuk', 'Dmitry Glukhovsky'],
    correctAnswer: 'Andrzej Sapkowski',
    explanation: 'Sapkowski wrote the short stories and the saga.',
  },
  {
    question: "What is the name of Geralt's horse?",
    options: ['Roach', 'Shadowfax', 'Epona', 'Agro'],
    correctAnswer: 'Roach',
    explanation: 'Geralt calls every horse he rides Roach.',
  },
  {
    question: 'Which studio made The Witcher 3?',
    options: ['CD Projekt Red', 'BioWare', 'Bethesda', 'Techland'],
    correctAnswer: 'CD Projekt Red',
    explanation: 'CD Projekt Red developed all three main games.',
  },
];

/** The fixture question at `index`; throws instead of returning undefined, so tests stay strict. */
export function questionAt(index: number): FixtureQuestion {
  const question = QUESTIONS[index];
  if (!question) throw new Error(`The fixture quiz has no question ${index}`);
  return question;
}

/** What /quiz/witcher/review.json serves for the fixture quiz. */
export const REVIEW: QuizReviewData = {
  quizPath: QUIZ.quizPath,
  questions: QUESTIONS.map(({ question, correctAnswer, explanation }) => ({
    question,
    correctAnswer,
    explanation,
  })),
};

export const REVIEW_URL = reviewPath(QUIZ.quizPath);

type Restore = () => void;
const restorers: Restore[] = [];

/** Defines `key` on `target` for the current test; {@link restoreBrowserApis} puts the old property back. */
function provide(target: object, key: string, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, {
    value,
    configurable: true,
    writable: true,
  });
  restorers.push(() => {
    if (previous) Object.defineProperty(target, key, previous);
    else Reflect.deleteProperty(target, key);
  });
}

/** Undoes every provide* call of the test, latest first. Call it in afterEach. */
export function restoreBrowserApis(): void {
  while (restorers.length > 0) restorers.pop()?.();
}

/** The part of a fetch Response that fetchReview reads. */
type ReviewResponse = Pick<Response, 'ok' | 'status' | 'json'>;

/** A real Response when the environment has one (Node's fetch), otherwise the fields fetchReview reads. */
function jsonResponse(body: unknown, status: number): ReviewResponse {
  if (typeof Response === 'function') {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  };
}

/** Provides global fetch answering every request with `body` (and `status`); returns the mock to inspect calls. */
export function provideFetch(body: unknown, status = 200) {
  const fetchMock = jest.fn<Promise<ReviewResponse>, [RequestInfo | URL]>(() =>
    Promise.resolve(jsonResponse(body, status)),
  );
  provide(globalThis, 'fetch', fetchMock);
  return fetchMock;
}

/**
 * Provides navigator.clipboard with a writeText mock. Call it after userEvent.setup(),
 * which installs its own clipboard stub.
 */
export function provideClipboard(result: 'resolves' | 'rejects' = 'resolves') {
  const writeText = jest.fn<Promise<void>, [string]>(() =>
    result === 'resolves' ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError')),
  );
  provide(navigator, 'clipboard', { writeText });
  return writeText;
}

/** Provides navigator.share (and no navigator.canShare, so no score-card image is drawn). */
export function provideWebShare(outcome: 'shares' | 'aborts' = 'shares') {
  const share = jest.fn<Promise<void>, [ShareData?]>(() =>
    outcome === 'shares' ? Promise.resolve() : Promise.reject(new DOMException('Share canceled', 'AbortError')),
  );
  provide(navigator, 'share', share);
  return share;
}

/** Replaces jsdom's window.scrollTo, which only reports 'not implemented'. */
export function provideScrollTo() {
  const scrollTo = jest.fn();
  provide(window, 'scrollTo', scrollTo);
  return scrollTo;
}

/** A fresh browser session: no quiz progress, no best scores. */
export function clearQuizStorage(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
}
