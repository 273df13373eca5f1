/** How long a visitor must be in a game's playing scene for the funnel's last step. */
export const PLAYED_MS = 60_000;

/** Where one page load's funnel stands. */
export interface FunnelProgress {
  started: boolean;
  playedMs: number;
  minuteSent: boolean;
}

export const initialFunnel: FunnelProgress = { started: false, playedMs: 0, minuteSent: false };

/**
 * Folds one look at the game (its scene, `elapsedMs` after the previous look) into the progress; answers the steps
 * reached by it. Only time in the playing scene counts toward the minute (a paused or finished game doesn't).
 */
export function advanceFunnel(
  progress: FunnelProgress,
  scene: string | null,
  elapsedMs: number,
): { progress: FunnelProgress; steps: ('start' | 'minute')[] } {
  if (scene !== 'playing') return { progress, steps: [] };
  const steps: ('start' | 'minute')[] = [];
  const playedMs = progress.started ? progress.playedMs + elapsedMs : 0;
  if (!progress.started) steps.push('start');
  const minuteSent = progress.minuteSent || playedMs >= PLAYED_MS;
  if (minuteSent && !progress.minuteSent) steps.push('minute');
  return { progress: { started: true, playedMs, minuteSent }, steps };
}
