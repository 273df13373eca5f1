'use client';

import { useEffect, useState } from 'react';
import { formatScore, type ScoreUnit } from '@/games/kit/format-score';
import { BOARD_NAMES, BOARD_SHOWN, type BoardName, type BoardsAnswer } from '@/lib/scores/boards';
import styles from './leaderboard.module.css';

export interface LeaderboardProps {
  game: string;
  unit: ScoreUnit;
  /** The game's level names, for a game with a set of boards per level. */
  levels: readonly string[] | null;
}

const LABELS: Record<BoardName, string> = { today: 'Today', week: 'This week', all: 'All time', daily: 'Today’s run' };
const EMPTY: Record<BoardName, string> = {
  today: 'No scores yet today: be the first',
  week: 'No scores yet this week: be the first',
  all: 'No scores yet: be the first',
  daily: 'No one has finished today’s run yet: be the first',
};

type State = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: BoardsAnswer };

/** Runs `then` once the page has loaded, so the boards' request never competes with the game's first frame. */
function afterLoad(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => {};
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/**
 * The game's leaderboards under its frame: a switch of boards (and of levels), the top 10 of the one chosen. Fetched
 * after the page has loaded, and again when the game frame says a score was stored ({ type: 'scores-updated' }).
 * The list keeps the height of ten rows whatever it holds, so nothing below it moves.
 */
export function Leaderboard({ game, unit, levels }: LeaderboardProps) {
  const [board, setBoard] = useState<BoardName>('today');
  const [level, setLevel] = useState(1);
  const [fresh, setFresh] = useState(0);
  const [state, setState] = useState<State>({ state: 'loading' });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'scores-updated')
        setFresh((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ game, ...(levels ? { level: String(level) } : {}) });
    // After a stored score, ask past the shared cache (which may keep the boards 10 s) so the new entry shows.
    if (fresh > 0) query.set('fresh', String(Date.now()));
    const cancel = afterLoad(() => {
      fetch(`/api/scores?${query}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`GET /api/scores answered ${response.status}`);
          return (await response.json()) as BoardsAnswer;
        })
        .then(
          (answer) => setState({ state: 'ready', answer }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.warn('Could not load the leaderboard', error);
            setState({ state: 'failed' });
          },
        );
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [game, levels, level, fresh]);

  // A game with levels (Final Void) has no run of the day: its levels are the same for everyone, so a level's board of
  // today is its daily best.
  const boards = levels ? BOARD_NAMES.filter((name) => name !== 'daily') : BOARD_NAMES;
  const entries = state.state === 'ready' ? state.answer.boards[board] : [];
  const levelName = levels ? levels[level - 1] : null;
  const listLabel = `${LABELS[board]}${levelName ? `, ${levelName}` : ''}: top ${BOARD_SHOWN}`;
  return (
    <section className={`card ${styles.board}`} aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading" className={styles.heading}>
        Leaderboard
      </h2>
      {levels ? (
        <div className={styles.switch} role="group" aria-label="Level">
          {levels.map((name, index) => (
            <button
              key={name}
              type="button"
              className={styles.option}
              aria-pressed={level === index + 1}
              onClick={() => setLevel(index + 1)}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.switch} role="group" aria-label="Board">
        {boards.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.option}
            aria-pressed={board === name}
            onClick={() => setBoard(name)}
          >
            {LABELS[name]}
          </button>
        ))}
      </div>
      <div className={styles.list} aria-live="polite" aria-busy={state.state === 'loading'}>
        {state.state === 'loading' ? <p className={styles.note}>Loading the leaderboard…</p> : null}
        {state.state === 'failed' ? (
          <p className={styles.note}>The leaderboard could not be loaded. Please try again later.</p>
        ) : null}
        {state.state === 'ready' && entries.length === 0 ? <p className={styles.note}>{EMPTY[board]}</p> : null}
        {entries.length > 0 ? (
          <ol className={styles.entries} aria-label={listLabel}>
            {entries.map((entry) => (
              <li key={`${entry.rank}-${entry.initials}`} className={styles.entry}>
                <span className={styles.rank}>{entry.rank}</span>
                <span className={styles.initials}>{entry.initials}</span>
                <span className={styles.score}>{formatScore(entry.score, unit)}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <p className={styles.proof}>Every score here was replayed and checked by our server.</p>
    </section>
  );
}
