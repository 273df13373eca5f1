import type { Game } from '@/lib/games';
import styles from './screenshots.module.css';

export interface ScreenshotsProps {
  game: Game;
  /** The first image is loaded eagerly when the gallery is near the top of the page. */
  eager?: boolean;
}

/** Shots taken on a phone held upright are named `*-portrait.*` (see scripts/game-screenshots.mjs). */
const isPortrait = (src: string): boolean => /-portrait\.\w+$/.test(src);

/**
 * A sideways WebP shot also comes 600 pixels wide (scripts/build-screenshot-sizes.mjs), enough for a phone's screen.
 * `sizes` is the width the gallery gives it: the row less the page's and the card's padding on a phone, about 330 px
 * beside the upright shots on a wider screen.
 */
function responsive(src: string): { srcSet: string; sizes: string } | undefined {
  if (!src.endsWith('.webp')) return undefined;
  return { srcSet: `${src.replace(/\.webp$/, '-600w.webp')} 600w, ${src} 800w`, sizes: '(max-width: 600px) calc(100vw - 74px), 330px' };
}

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
            {...(tall ? {} : responsive(shot.src))}
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
