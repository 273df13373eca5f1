'use client';

import { useCallback, useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { BAR_DEPTH, PAD_DEPTH } from '@/games/kit/layout';
import { fullScreenState, isFullScreenRequest, isSceneMessage } from '@/games/kit/scenes';
import type { FrameShape } from './frame-shapes';
import styles from './game-frame.module.css';

/** The media queries of game-frame.module.css for a phone held sideways and upright. */
const SIDEWAYS_PHONE = '(orientation: landscape) and (max-height: 500px)';
const UPRIGHT_PHONE = '(orientation: portrait) and (max-width: 500px)';

export interface GameFrameProps {
  src: string;
  title: string;
  /** The game's aspects, so the frame's box matches the field the game will choose. */
  shape?: FrameShape;
  /** Shown beside the toggle (the game's label), keeping the frame and toggle on the first screen. */
  label?: ReactNode;
}

/**
 * A game in an iframe with a Full Screen / Exit Full Screen toggle. Uses the Fullscreen API and follows
 * fullscreenchange (so Escape resets the label); where there is none (iPhone Safari) it fills the viewport with CSS.
 * Keys pressed in the game never reach this page, so the page leaves every key alone: it scrolls as usual when the game is not focused.
 */
export function GameFrame({ src, title, shape, label }: GameFrameProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [toggleInView, setToggleInView] = useState(true);
  const [apiFullScreen, setApiFullScreen] = useState(false);
  const [cssFullScreen, setCssFullScreen] = useState(false);
  const fullScreen = apiFullScreen || cssFullScreen;

  useEffect(() => {
    const follow = () => setApiFullScreen(document.fullscreenElement === wrapperRef.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  useEffect(() => {
    // A phone shows the game first: sideways the frame at the screen's full height, scrolled to the top; upright the
    // frame from the top with its Full Screen row under it (a shaped frame leaves the row room), or where both do not
    // fit (an unshaped frame, the screen's height), the whole frame, its bottom at the screen's.
    const sideways = window.matchMedia?.(SIDEWAYS_PHONE);
    const upright = window.matchMedia?.(UPRIGHT_PHONE);
    const showGame = () => {
      const wrapper = wrapperRef.current;
      if (sideways?.matches || (upright?.matches && wrapper && wrapper.offsetHeight <= window.innerHeight))
        wrapper?.scrollIntoView({ block: 'start' });
      else if (upright?.matches) frameRef.current?.scrollIntoView({ block: 'end' });
    };
    if (window.scrollY === 0) showGame();
    sideways?.addEventListener('change', showGame);
    upright?.addEventListener('change', showGame);
    return () => {
      sideways?.removeEventListener('change', showGame);
      upright?.removeEventListener('change', showGame);
    };
  }, []);

  useEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setToggleInView((entry?.intersectionRatio ?? 0) >= 0.99), {
      threshold: [0.99],
    });
    observer.observe(toggle);
    return () => observer.disconnect();
  }, []);

  // The game's own button follows full screen (on a phone it is the way out: the page's toggle is hidden then) and
  // stands in for the page's toggle while that is out of sight.
  const tellFrame = useCallback(
    () => frameRef.current?.contentWindow?.postMessage(fullScreenState(fullScreen, toggleInView), location.origin),
    [fullScreen, toggleInView],
  );
  useEffect(tellFrame, [tellFrame]);

  const onFullScreenRequest = useEffectEvent(() => void toggle());

  useEffect(() => {
    // Upright, once play starts, the game takes the screen: its frame scrolled to the top (where a shaped one already is).
    const upright = window.matchMedia?.(UPRIGHT_PHONE);
    const followScene = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (event.source !== frame?.contentWindow || event.origin !== location.origin) return;
      // The game's own full-screen button asks the page, whose toggle this is.
      if (isFullScreenRequest(event.data)) onFullScreenRequest();
      if (!isSceneMessage(event.data)) return;
      if (event.data.scene === 'playing' && upright?.matches) frame.scrollIntoView({ block: 'start' });
    };
    window.addEventListener('message', followScene);
    return () => window.removeEventListener('message', followScene);
  }, []);

  useEffect(() => {
    frameRef.current?.focus();
    const leaveCssFullScreen = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCssFullScreen(false);
    };
    window.addEventListener('keydown', leaveCssFullScreen);
    return () => window.removeEventListener('keydown', leaveCssFullScreen);
  }, []);

  useEffect(() => {
    const locked = styles.locked ?? 'locked';
    document.documentElement.classList.toggle(locked, cssFullScreen);
    return () => document.documentElement.classList.remove(locked);
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

  const vars = shape
    ? ({
        '--landscape': shape.landscape,
        '--portrait': shape.portrait,
        '--pad': `${shape.pad ? PAD_DEPTH : 0}px`,
        '--bar': `${BAR_DEPTH}px`,
      } as CSSProperties)
    : undefined;

  return (
    <div
      ref={wrapperRef}
      data-game-frame
      className={`${styles.wrapper} ${shape ? styles.shaped : ''} ${cssFullScreen ? styles.cssFullScreen : ''}`}
      style={vars}
    >
      <div className={styles.bar}>
        {label}
        {/* Pressing the toggle must not take focus from the game: a running game pauses when its frame loses focus. */}
        <button
          ref={toggleRef}
          type="button"
          className={`button ${styles.toggle}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
          aria-pressed={fullScreen}
        >
          {fullScreen ? 'Exit Full Screen' : 'Full Screen'}
        </button>
      </div>
      <iframe
        ref={frameRef}
        data-testid="game-frame"
        className={styles.frame}
        src={src}
        title={title}
        allow="fullscreen; gamepad; autoplay"
        onLoad={() => {
          frameRef.current?.focus();
          tellFrame();
        }}
      />
    </div>
  );
}
