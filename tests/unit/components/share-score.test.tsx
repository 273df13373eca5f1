import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareScore } from '@/components/quiz/share-score';
import { QUIZ, provideClipboard, provideWebShare, restoreBrowserApis } from './quiz-fixtures';

const SCORE = 2;
const TOTAL = 3;
const SHARE_TEXT = 'I answered 2 out of 3 questions correctly in the The Witcher quiz! Try it out and see how you do!';
/** The fallback message: it names the quiz by its header, not its title. */
const FALLBACK_MESSAGE = 'I answered 2 out of 3 questions correctly in the The Witcher Quiz quiz!';

function renderShare() {
  return render(
    <ShareScore
      quizTitle={QUIZ.quizTitle}
      quizHeader={QUIZ.quizHeader}
      score={SCORE}
      total={TOTAL}
      shareUrl={QUIZ.shareUrl}
      siteName={QUIZ.siteName}
    />,
  );
}

const shareButton = () => screen.getByRole('button', { name: 'Share Your Score' });

/** The live region of the share button (the copy-link button has its own). */
async function shareStatus(startsWith: string): Promise<HTMLElement> {
  return screen.findByText(
    (content, element) => element?.getAttribute('role') === 'status' && content.startsWith(startsWith),
  );
}

afterEach(restoreBrowserApis);

describe('ShareScore without the Web Share API', () => {
  it('copies the result and the quiz link to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = provideClipboard();
    renderShare();
    expect(typeof navigator.share).toBe('undefined');

    await user.click(shareButton());

    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(`${SHARE_TEXT} https://example.test/quiz/witcher/0`);
    const status = await shareStatus(FALLBACK_MESSAGE);
    expect(status).toHaveTextContent(`${FALLBACK_MESSAGE} Your result and the quiz link are copied to your clipboard.`);
    expect(status).not.toHaveClass('status--error');
  });

  it('shows the fallback message and the link to copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    provideClipboard('rejects');
    renderShare();

    await user.click(shareButton());

    const status = await shareStatus(FALLBACK_MESSAGE);
    expect(status).toHaveTextContent(
      `${FALLBACK_MESSAGE} Copy this link to share it: https://example.test/quiz/witcher/0`,
    );
    expect(status).toHaveClass('status--error');
  });
});

describe('ShareScore with the Web Share API', () => {
  it('shares the title with the quiz header, the text with the quiz title and the real start URL', async () => {
    const user = userEvent.setup();
    const writeText = provideClipboard();
    const share = provideWebShare();
    renderShare();

    await user.click(shareButton());

    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({
      title: 'Quiz Result - The Witcher Quiz',
      text: SHARE_TEXT,
      url: 'https://example.test/quiz/witcher/0',
    });
    expect(share.mock.calls[0]?.[0]?.url).not.toContain('thewitcher');
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareStatus('Thanks for sharing')).toHaveTextContent('Thanks for sharing your score!');
  });

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const user = userEvent.setup();
    const writeText = provideClipboard();
    const share = provideWebShare('aborts');
    renderShare();

    await user.click(shareButton());

    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(FALLBACK_MESSAGE, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('Thanks for sharing your score!')).not.toBeInTheDocument();
  });
});

describe('ShareScore copy link', () => {
  it('copies only the quiz link', async () => {
    const user = userEvent.setup();
    const writeText = provideClipboard();
    renderShare();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith('https://example.test/quiz/witcher/0');
    expect(await screen.findByText('Link copied to the clipboard.')).toHaveAttribute('role', 'status');
  });
});
