import { render, screen } from '@testing-library/react';
import { InvalidQuestionIndex } from '@/components/quiz/invalid-question-index';
import { QUIZ } from './quiz-fixtures';

describe('InvalidQuestionIndex', () => {
  it('shows the invalid-index message', () => {
    render(<InvalidQuestionIndex quizPath={QUIZ.quizPath} />);

    expect(screen.getByText('Invalid question index. Please start the quiz from the beginning.')).toBeInTheDocument();
  });

  it("links to the quiz's first question by its path", () => {
    render(<InvalidQuestionIndex quizPath={QUIZ.quizPath} />);

    expect(screen.getByRole('link', { name: 'Start the quiz from question 1' })).toHaveAttribute(
      'href',
      '/quiz/witcher/0',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
