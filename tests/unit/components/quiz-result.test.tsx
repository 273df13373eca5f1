import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizResult } from '@/components/quiz/quiz-result';
import type { QuizAnswer } from '@/lib/quiz/flow';
import {
  QUIZ,
  REVIEW,
  REVIEW_URL,
  provideFetch,
  provideScrollTo,
  provideWebShare,
  questionAt,
  restoreBrowserApis,
} from './quiz-fixtures';

/** Question 1 right, question 2 wrong, question 3 skipped by URL. */
const ANSWERS: (QuizAnswer | null)[] = [
  { choice: questionAt(0).correctAnswer, correct: true },
  { choice: 'Agro', correct: false },
  null,
];

function renderResult(focusHeading = true) {
  return render(
    <QuizResult
      quizPath={QUIZ.quizPath}
      quizTitle={QUIZ.quizTitle}
      quizHeader={QUIZ.quizHeader}
      score={1}
      total={3}
      answers={ANSWERS}
      shareUrl={QUIZ.shareUrl}
      siteName={QUIZ.siteName}
      focusHeading={focusHeading}
    />,
  );
}

/** The review's list items, once the review data has loaded. */
async function reviewItems(): Promise<HTMLElement[]> {
  const review = screen.getByRole('region', { name: 'Review your answers' });
  return within(review).findAllByRole('listitem');
}

/** Renders the result and lets its review load, so no update lands after the test. */
async function renderLoadedResult(focusHeading = true): Promise<void> {
  renderResult(focusHeading);
  await reviewItems();
}

afterEach(restoreBrowserApis);

describe('QuizResult', () => {
  it('says the quiz is completed with the score line, and scrolls up and focuses the heading', async () => {
    provideFetch(REVIEW);
    const scrollTo = provideScrollTo();
    await renderLoadedResult();

    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Quiz Completed!',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText('You answered 1 out of 3 questions correctly.')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the focus alone when the result is shown on a reload', async () => {
    provideFetch(REVIEW);
    provideScrollTo();
    await renderLoadedResult(false);

    expect(screen.getByRole('heading', { name: 'Quiz Completed!' })).not.toHaveFocus();
  });

  it('links to more quizzes, the games and a retake from the first question', async () => {
    provideFetch(REVIEW);
    provideScrollTo();
    await renderLoadedResult();

    expect(
      screen.getByRole('link', {
        name: 'Test your knowledge of gaming with more quizzes!',
      }),
    ).toHaveAttribute('href', '/quiz-list');
    expect(screen.getByRole('link', { name: 'Check out some of our games!' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('link', { name: 'Retake this quiz' })).toHaveAttribute('href', '/quiz/witcher/0');
  });

  it('reviews every question with the answer given, the correct answer and the explanation', async () => {
    const fetchMock = provideFetch(REVIEW);
    provideScrollTo();
    renderResult();

    expect(screen.getByText('Loading the answers…')).toBeInTheDocument();
    const items = await reviewItems();
    expect(fetchMock).toHaveBeenCalledWith(REVIEW_URL);
    expect(screen.queryByText('Loading the answers…')).not.toBeInTheDocument();
    expect(items).toHaveLength(3);

    const expected = [
      { verdict: 'Correct', yours: questionAt(0).correctAnswer },
      { verdict: 'Wrong', yours: 'Agro' },
      { verdict: 'Not answered', yours: 'Not answered' },
    ];
    items.forEach((item, index) => {
      const question = questionAt(index);
      const row = within(item);
      expect(
        row.getByRole('heading', {
          level: 3,
          name: `Question ${index + 1}: ${question.question}`,
        }),
      ).toBeInTheDocument();
      expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual(['Your answer', 'Correct answer']);
      expect(row.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
        expected[index]?.yours,
        question.correctAnswer,
      ]);
      expect(row.getByText(question.explanation)).toBeInTheDocument();
      expect(item).toHaveAttribute('data-verdict', ['correct', 'wrong', 'unanswered'][index]);
    });
    expect(within(items[0] ?? document.body).getByText('Correct')).toBeInTheDocument();
    expect(within(items[1] ?? document.body).getByText('Wrong')).toBeInTheDocument();
    expect(within(items[2] ?? document.body).getAllByText('Not answered')).toHaveLength(2);
  });

  it('says so when the review cannot be loaded, and keeps the score', async () => {
    provideFetch({ error: 'Not found' }, 404);
    provideScrollTo();
    renderResult();

    expect(
      await screen.findByText('The answers could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText('You answered 1 out of 3 questions correctly.')).toBeInTheDocument();
  });

  it('rejects review data of the wrong shape', async () => {
    provideFetch({
      quizPath: QUIZ.quizPath,
      questions: [{ question: 'No answer here' }],
    });
    provideScrollTo();
    renderResult();

    expect(
      await screen.findByText('The answers could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No answer here')).not.toBeInTheDocument();
  });

  it("shares the score with the quiz's real start URL", async () => {
    const user = userEvent.setup();
    provideFetch(REVIEW);
    provideScrollTo();
    const share = provideWebShare();
    await renderLoadedResult();

    await user.click(screen.getByRole('button', { name: 'Share Your Score' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Quiz Result - The Witcher Quiz',
      text: 'I answered 1 out of 3 questions correctly in the The Witcher quiz! Try it out and see how you do!',
      url: 'https://example.test/quiz/witcher/0',
    });
  });
});
