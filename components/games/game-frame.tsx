'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './game-frame.module.css';

export interface GameFrameProps {
  src: string;
  title: string;
}

/** Keys a game needs that would otherwise scroll the host page. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'PageUp', 'PageDown']);

/**
 * A game in an iframe with a Full Screen / Exit Full Screen toggle. Uses the Fullscreen API and follows
 * fullscreenchange (so Escape resets the label); where there is none (iPhone Safari) it fills the viewport with CSS.
 */
export function GameFrame({ src, title }: GameFrameProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [apiFullScreen, setApiFullScreen] = useState(false);
  const [cssFullScreen, setCssFullScreen] = useState(false);
  const fullScreen = apiFullScreen || cssFullScreen;

  useEffect(() => {
    const follow = () => setApiFullScreen(document.fullscreenElement === wrapperRef.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  useEffect(() => {
    frameRef.current?.focus();
    const keepPageStill = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, button, a');
      if (SCROLL_KEYS.has(event.key) && !typing) event.preventDefault();
      if (event.key === 'Escape') setCssFullScreen(false);
    };
    window.addEventListener('keydown', keepPageStill);
    return () => window.removeEventListener('keydown', keepPageStill);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle(styles.locked ?? 'locked', cssFullScreen);
  }, [cssFullScreen]);

  async function toggle() {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    try {
      if (fullScreen) {
        if (document.fullscreenElement) await document.exitFullscreen();
        setCssFullScreen(false);
      } else if (wrapper.requestFullscreen && document.fullscreenEnabled) {
        await wrapper.requestFullscreen();
      } else {
        setCssFullScreen(true);
      }
    } catch (error) {
      console.error(fullScreen ? 'Failed to exit full screen' : 'Failed to enter full screen', error);
    }
    frameRef.current?.focus();
  }

  return (
    <div ref={wrapperRef} className={`${styles.wrapper} ${cssFullScreen ? styles.cssFullScreen : ''}`}>
      <iframe
        ref={frameRef}
        data-testid="game-frame"
        className={styles.frame}
        src={src}
        title={title}
        allow="fullscreen; gamepad; autoplay"
        allowFullScreen
        onLoad={() => frameRef.current?.focus()}
      />
      <button type="button" className={`button ${styles.toggle}`} onClick={toggle} aria-pressed={fullScreen}>
        {fullScreen ? 'Exit Full Screen' : 'Full Screen'}
      </button>
    </div>
  );
}
