import { quizStartPath, resultText, shareData, shareFallbackMessage, shareText, shareTitle } from '@/lib/quiz/share';
import { getQuizByPath } from '@/lib/quiz/quizzes.server';

describe('quiz result texts', () => {
  it('says the score in the agreed words', () => {
    expect(resultText(7, 10)).toBe('You answered 7 out of 10 questions correctly.');
    expect(shareText(7, 10, 'Halo')).toBe(
      'I answered 7 out of 10 questions correctly in the Halo quiz! Try it out and see how you do!',
    );
    expect(shareTitle('Halo Quiz')).toBe('Quiz Result - Halo Quiz');
    expect(shareFallbackMessage(7, 10, 'Halo Quiz')).toBe(
      'I answered 7 out of 10 questions correctly in the Halo Quiz quiz!',
    );
  });

  it.each(['witcher', 'csgo'])('links a shared %s result to its real path, not one made from its title', (quizPath) => {
    const quiz = getQuizByPath(quizPath);
    if (!quiz) throw new Error(`missing quiz ${quizPath}`);
    const titlePath = `/quiz/${quiz.quizTitle.toLowerCase().replace(/\s+/g, '')}/0`;
    expect(titlePath).not.toBe(quizStartPath(quizPath));
    const data = shareData({
      score: 3,
      total: quiz.data.length,
      quizTitle: quiz.quizTitle,
      quizHeader: quiz.quizHeader,
      url: `https://example.test${quizStartPath(quiz.quizPath)}`,
    });
    expect(data).toEqual({
      title: `Quiz Result - ${quiz.quizHeader}`,
      text: `I answered 3 out of ${quiz.data.length} questions correctly in the ${quiz.quizTitle} quiz! Try it out and see how you do!`,
      url: `https://example.test/quiz/${quizPath}/0`,
    });
  });
});
