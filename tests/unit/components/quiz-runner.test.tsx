import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { BestScore } from '@/components/quiz/best-score';
import { QuizRunner } from '@/components/quiz/quiz-runner';
import {
  QUESTIONS,
  QUIZ,
  REVIEW_URL,
  REVIEW,
  clearQuizStorage,
  provideFetch,
  provideScrollTo,
  questionAt,
  restoreBrowserApis,
} from './quiz-fixtures';

/** The app router, as a question page sees it: the only mock of these tests. */
const mockRouter = {
  push: jest.fn<void, [string]>(),
  replace: jest.fn<void, [string]>(),
  prefetch: jest.fn<void, [string]>(),
};
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

const [FIRST, SECOND, THIRD] = [questionAt(0), questionAt(1), questionAt(2)];
const questionHeading = (index: number) => `Question ${index + 1}: ${questionAt(index).question}`;

/** Renders the page for question `index`, as /quiz/witcher/{index} does. */
function renderQuestionPage(index: number) {
  const { question, options, correctAnswer } = questionAt(index);
  return render(
    <QuizRunner
      quizPath={QUIZ.quizPath}
      quizTitle={QUIZ.quizTitle}
      quizHeader={QUIZ.quizHeader}
      index={index}
      total={QUESTIONS.length}
      question={{ question, options, correctAnswer }}
      shareUrl={QUIZ.shareUrl}
      siteName={QUIZ.siteName}
    />,
  );
}

/** The option named `choice`, once the shuffled order is known and it can be chosen. */
async function readyOption(choice: string): Promise<HTMLElement> {
  const radio = await screen.findByRole('radio', { name: choice });
  await waitFor(() => expect(radio).toBeEnabled());
  return radio;
}

/** Chooses `choice` on the question on screen and clicks Next. */
async function answer(user: UserEvent, choice: string): Promise<void> {
  await user.click(await readyOption(choice));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** Opens question `index`'s page, answers it with `choice`, and leaves the page (as router.push does). */
async function answerOnItsPage(user: UserEvent, index: number, choice: string): Promise<void> {
  const page = renderQuestionPage(index);
  await screen.findByRole('heading', { name: questionHeading(index) });
  await answer(user, choice);
  page.unmount();
}

/** The shown option texts, in the order they are shown. */
function shownOptions(): (string | null)[] {
  return screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
}

const resultLine = (score: number) => `You answered ${score} out of ${QUESTIONS.length} questions correctly.`;

beforeEach(() => {
  clearQuizStorage();
  jest.clearAllMocks();
  provideFetch(REVIEW);
  provideScrollTo();
});

afterEach(restoreBrowserApis);

describe('QuizRunner: a whole quiz', () => {
  it('counts the correct answers over three question pages and shows the result with the review', async () => {
    const user = userEvent.setup();

    // Question 1 (right).
    const first = renderQuestionPage(0);
    expect(screen.getByRole('heading', { name: questionHeading(0) })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    // The next question is prefetched once an option is picked, not with the page.
    await readyOption(FIRST.correctAnswer);
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
    await user.click(await readyOption(FIRST.options.find((option) => option !== FIRST.correctAnswer) ?? ''));
    expect(mockRouter.prefetch).toHaveBeenCalledWith('/quiz/witcher/1');
    await answer(user, FIRST.correctAnswer);
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(mockRouter.push).toHaveBeenCalledWith('/quiz/witcher/1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    first.unmount();

    // Question 2 (wrong): the router has moved to /quiz/witcher/1.
    const second = renderQuestionPage(1);
    const secondHeading = await screen.findByRole('heading', {
      name: questionHeading(1),
    });
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(secondHeading).toHaveFocus();
    await answer(user, 'Epona');
    expect(mockRouter.push).toHaveBeenLastCalledWith('/quiz/witcher/2');
    second.unmount();

    // Question 3 (right), the last: the result replaces the question on the same page.
    renderQuestionPage(2);
    await answer(user, THIRD.correctAnswer);

    const completed = await screen.findByRole('heading', {
      name: 'Quiz Completed!',
    });
    expect(completed).toHaveFocus();
    expect(screen.getByText(resultLine(2))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledTimes(2);
    expect(mockRouter.replace).not.toHaveBeenCalled();

    // The review, fetched from the quiz's static JSON route.
    const review = await screen.findByRole('region', {
      name: 'Review your answers',
    });
    const items = await within(review).findAllByRole('listitem');
    expect(globalThis.fetch).toHaveBeenCalledWith(REVIEW_URL);
    expect(REVIEW_URL).toBe('/quiz/witcher/review.json');
    expect(items).toHaveLength(3);
    const expected = [
      { verdict: 'Correct', yours: FIRST.correctAnswer },
      { verdict: 'Wrong', yours: 'Epona' },
      { verdict: 'Correct', yours: THIRD.correctAnswer },
    ];
    items.forEach((item, index) => {
      const question = questionAt(index);
      const row = within(item);
      expect(row.getByRole('heading', { level: 3, name: questionHeading(index) })).toBeInTheDocument();
      expect(row.getByText(expected[index]?.verdict ?? '')).toBeInTheDocument();
      expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual(['Your answer', 'Correct answer']);
      expect(row.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
        expected[index]?.yours,
        question.correctAnswer,
      ]);
      expect(row.getByText(question.explanation)).toBeInTheDocument();
    });
  });

  it('counts an answer only when it equals the correct answer (all wrong gives 0, all right 3)', async () => {
    const user = userEvent.setup();
    await answerOnItsPage(user, 0, 'Stanisław Lem');
    await answerOnItsPage(user, 1, 'Agro');
    const last = renderQuestionPage(2);
    await answer(user, 'Techland');
    expect(await screen.findByText(resultLine(0))).toBeInTheDocument();
    last.unmount();

    clearQuizStorage();
    await answerOnItsPage(user, 0, FIRST.correctAnswer);
    await answerOnItsPage(user, 1, SECOND.correctAnswer);
    renderQuestionPage(2);
    await answer(user, THIRD.correctAnswer);
    expect(await screen.findByText(resultLine(3))).toBeInTheDocument();
  });

  it('takes an answer from the keyboard: a number key picks, Enter goes on', async () => {
    const user = userEvent.setup();
    renderQuestionPage(0);
    await readyOption(FIRST.correctAnswer);
    const position = shownOptions().indexOf(FIRST.correctAnswer);

    await user.keyboard(String(position + 1));
    expect(screen.getByRole('radio', { name: FIRST.correctAnswer })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(mockRouter.push).toHaveBeenCalledWith('/quiz/witcher/1');
    expect(window.sessionStorage.getItem('quiz-progress:witcher')).toContain(
      `"choice":"${FIRST.correctAnswer}","correct":true`,
    );
  });

  it('sends one answer per question, even when Enter follows a click on Next', async () => {
    const user = userEvent.setup();
    renderQuestionPage(0);
    await answer(user, FIRST.correctAnswer);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(mockRouter.push).toHaveBeenCalledTimes(1);
  });

  it('keeps the best score of the quiz in this browser', async () => {
    const user = userEvent.setup();
    await answerOnItsPage(user, 0, FIRST.correctAnswer);
    await answerOnItsPage(user, 1, 'Agro');
    const last = renderQuestionPage(2);
    await answer(user, THIRD.correctAnswer);
    await screen.findByRole('heading', { name: 'Quiz Completed!' });
    last.unmount();

    render(<BestScore quizPath={QUIZ.quizPath} />);
    expect(screen.getByText('Your best: 2 of 3')).toBeInTheDocument();
  });
});

describe('QuizRunner: progress kept in the session', () => {
  it('keeps the score and the option order when a question page is loaded again', async () => {
    const user = userEvent.setup();
    await answerOnItsPage(user, 0, FIRST.correctAnswer);

    const loaded = renderQuestionPage(1);
    await readyOption(SECOND.correctAnswer);
    const order = shownOptions();
    loaded.unmount();

    // A reload of /quiz/witcher/1: the same question, in the same order, no redirect.
    const reloaded = renderQuestionPage(1);
    await readyOption(SECOND.correctAnswer);
    expect(screen.getByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    expect(shownOptions()).toEqual(order);
    expect(mockRouter.replace).not.toHaveBeenCalled();
    await answer(user, 'Shadowfax');
    reloaded.unmount();

    renderQuestionPage(2);
    await answer(user, 'BioWare');
    // Only question 1, answered before the reload, was right.
    expect(await screen.findByText(resultLine(1))).toBeInTheDocument();
  });

  it('shows the result again when the finished quiz is reloaded, without taking the focus', async () => {
    const user = userEvent.setup();
    await answerOnItsPage(user, 0, FIRST.correctAnswer);
    await answerOnItsPage(user, 1, SECOND.correctAnswer);
    const last = renderQuestionPage(2);
    await answer(user, 'Bethesda');
    await screen.findByRole('heading', { name: 'Quiz Completed!' });
    last.unmount();

    renderQuestionPage(2);
    const completed = await screen.findByRole('heading', {
      name: 'Quiz Completed!',
    });
    expect(completed).not.toHaveFocus();
    expect(screen.getByText(resultLine(2))).toBeInTheDocument();
  });

  it('starts over when question 1 is visited after finishing', async () => {
    const user = userEvent.setup();
    await answerOnItsPage(user, 0, FIRST.correctAnswer);
    await answerOnItsPage(user, 1, SECOND.correctAnswer);
    const last = renderQuestionPage(2);
    await answer(user, THIRD.correctAnswer);
    expect(await screen.findByText(resultLine(3))).toBeInTheDocument();
    last.unmount();

    // /quiz/witcher/0 again: question 1, not the result, and the old answers are gone.
    await answerOnItsPage(user, 0, 'Andrzej Pilipiuk');
    expect(screen.queryByRole('heading', { name: 'Quiz Completed!' })).not.toBeInTheDocument();
    await answerOnItsPage(user, 1, SECOND.correctAnswer);
    renderQuestionPage(2);
    await answer(user, 'Techland');
    expect(await screen.findByText(resultLine(1))).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it.each([0, 1])(
    'sends a visit of earlier question %i forward to the current question with router.replace',
    async (earlier) => {
      const user = userEvent.setup();
      await answerOnItsPage(user, 0, FIRST.correctAnswer);
      await answerOnItsPage(user, 1, SECOND.correctAnswer);

      renderQuestionPage(earlier);

      await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/quiz/witcher/2'));
      expect(mockRouter.replace).toHaveBeenCalledTimes(1);
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    },
  );
});
