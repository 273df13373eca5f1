import type { Game } from '@/lib/games';
import styles from './screenshots.module.css';

export interface ScreenshotsProps {
  game: Game;
  /** The first image is loaded eagerly when the gallery is near the top of the page. */
  eager?: boolean;
}

/** Shots taken on a phone held upright are named `*-portrait.*` (see scripts/game-screenshots.mjs). */
const isPortrait = (src: string): boolean => /-portrait\.\w+$/.test(src);

/** A game's screenshots, sideways and upright side by side at one height, each sized up front so nothing shifts. */
export function Screenshots({ game, eager = false }: ScreenshotsProps) {
  return (
    <div className={`screenshots ${styles.row}`}>
      {game.screenshots.map((shot, index) => {
        const tall = isPortrait(shot.src);
        return (
          // eslint-disable-next-line @next/next/no-img-element -- small pre-sized local SVG/WebP, no optimiser needed
          <img
            key={shot.src}
            className={tall ? styles.tall : styles.wide}
            src={shot.src}
            alt={shot.alt}
            width={tall ? 450 : 800}
            height={tall ? 800 : 450}
            loading={eager && index === 0 ? 'eager' : 'lazy'}
            // The one image near the top of the page goes first; the rest wait until they are scrolled near.
            fetchPriority={eager && index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        );
      })}
    </div>
  );
}
