import { render, screen, within } from '@testing-library/react';
import { QuizResult } from '@/components/quiz/quiz-result';
import type { Crowd } from '@/lib/quiz/crowd-view';
import {
  QUESTIONS,
  QUIZ,
  REVIEW,
  provideFetch,
  provideScrollTo,
  questionAt,
  restoreBrowserApis,
} from './quiz-fixtures';

afterEach(restoreBrowserApis);

/** 10 players: question 1 answered right by 2 (8 chose the second option), question 2 by 9, question 3 by nobody. */
const counts = [
  [2, 8, 0, 0],
  [9, 0, 0, 1],
  [0, 0, 0, 0],
];
const CROWD: Crowd = {
  questions: QUESTIONS.map((question, index) =>
    question.options.map((option, position) => ({ option, count: counts[index]?.[position] ?? 0 })),
  ),
  scores: [
    { score: 0, count: 4 },
    { score: 1, count: 3 },
    { score: 2, count: 2 },
    { score: 3, count: 1 },
  ],
};

it('shows each question’s shares, whether the player beat the crowd, and the percentile, from the request that counted the answers', async () => {
  provideScrollTo();
  const fetchMock = provideFetch(REVIEW);
  render(
    <QuizResult
      quizPath={QUIZ.quizPath}
      quizTitle={QUIZ.quizTitle}
      quizHeader={QUIZ.quizHeader}
      score={2}
      total={3}
      answers={[{ choice: questionAt(0).correctAnswer, correct: true }, { choice: 'Agro', correct: false }, null]}
      shareUrl={QUIZ.shareUrl}
      siteName={QUIZ.siteName}
      focusHeading
      counted={Promise.resolve(CROWD)}
    />,
  );
  expect(await screen.findByText('You scored better than 70% of the 10 players so far.')).toBeInTheDocument();
  expect(await screen.findByText('Only 20% got this right: you beat the crowd!')).toBeInTheDocument();
  expect(screen.getByText('90% got this right.')).toBeInTheDocument();
  const [first] = screen.getAllByRole('list', { name: 'How 10 players answered' });
  if (!first) throw new Error('no shares for question 1');
  const [right, second, third, fourth] = questionAt(0).options;
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`${right} (correct) (yours)20%`, `${second}80%`, `${third}0%`, `${fourth}0%`]);
  // The counts came with the request that counted the answers: only the review was fetched.
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/quiz/witcher/review.json']);
});
