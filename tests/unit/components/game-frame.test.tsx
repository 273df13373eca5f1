import { fireEvent, render, screen } from '@testing-library/react';
import { GameFrame } from '@/components/games/game-frame';

describe('GameFrame', () => {
  beforeEach(() => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
  });

  it('fills the viewport with CSS where there is no Fullscreen API, and leaves no class on <html> when it goes away', async () => {
    const { unmount } = render(<GameFrame src="/pong/index.html" title="Paddle War, the game" />);
    fireEvent.click(screen.getByRole('button', { name: 'Full Screen' }));
    await screen.findByRole('button', { name: 'Exit Full Screen' });
    expect(document.documentElement.classList.length).toBeGreaterThan(0);
    unmount();
    expect(document.documentElement.classList.length).toBe(0);
  });

  it('lets the page keep its keys: arrows, Space and PageDown are not cancelled', () => {
    render(<GameFrame src="/pong/index.html" title="Paddle War, the game" />);
    for (const key of ['ArrowDown', ' ', 'PageDown']) {
      const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it('does not take focus from the game when the toggle is pressed', () => {
    render(<GameFrame src="/pong/index.html" title="Paddle War, the game" />);
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Full Screen' }));
    expect(pressed).toBe(false);
  });
});
