'use client';

import { useEffect } from 'react';
import { advanceFunnel, initialFunnel } from '@/lib/measurement/funnel';
import { sendMeasurement } from './send-beacon';

const LOOK_EVERY_MS = 1000;

/** The scene the game in this page's frame reports (kit games expose `window.__game`); null for others. */
function sceneOfFrame(): string | null {
  try {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="game-frame"]');
    const game: unknown = (frame?.contentWindow as (Window & { __game?: unknown }) | null)?.__game;
    return game && typeof game === 'object' && 'scene' in game && typeof game.scene === 'string' ? game.scene : null;
  } catch {
    return null;
  }
}

/**
 * Counts this game's play funnel from the host page, without touching the game: a page view on load, then, by
 * looking at the frame's `window.__game.scene` once a second, the first start and the first minute of play.
 */
export function PlayFunnel({ game }: { game: string }) {
  useEffect(() => {
    sendMeasurement({ kind: 'play', game, step: 'view' });
    let progress = initialFunnel;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const next = advanceFunnel(progress, sceneOfFrame(), now - last);
      last = now;
      progress = next.progress;
      for (const step of next.steps) sendMeasurement({ kind: 'play', game, step });
      if (progress.minuteSent) window.clearInterval(timer);
    }, LOOK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [game]);
  return null;
}
