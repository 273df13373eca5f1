/** The texts of the quiz result and its share. */
import { questionPath } from './flow';

/** The path a shared result links to: the quiz's real start page (not one derived from its title). */
export function quizStartPath(quizPath: string): string {
  return questionPath(quizPath, 0);
}

/** The result line: 'You answered X out of Y questions correctly.' */
export function resultText(score: number, total: number): string {
  return `You answered ${score} out of ${total} questions correctly.`;
}

/** The text passed to the Web Share API. */
export function shareText(score: number, total: number, quizTitle: string): string {
  return `I answered ${score} out of ${total} questions correctly in the ${quizTitle} quiz! Try it out and see how you do!`;
}

/** The title passed to the Web Share API. */
export function shareTitle(quizHeader: string): string {
  return `Quiz Result - ${quizHeader}`;
}

/** The message shown when the Web Share API is missing (shown on the page). */
export function shareFallbackMessage(score: number, total: number, quizHeader: string): string {
  return `I answered ${score} out of ${total} questions correctly in the ${quizHeader} quiz!`;
}

/** Everything the Web Share API gets for a result; `url` is absolute. */
export function shareData(input: {
  score: number;
  total: number;
  quizTitle: string;
  quizHeader: string;
  url: string;
}): ShareData {
  return {
    title: shareTitle(input.quizHeader),
    text: shareText(input.score, input.total, input.quizTitle),
    url: input.url,
  };
}
