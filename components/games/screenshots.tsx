import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CSSProperties } from 'react';
import type { Game } from '@/lib/games/games';
import styles from './screenshots.module.css';

export interface ScreenshotsProps {
  game: Game;
  /** The first image is loaded eagerly when the gallery is near the top of the page. */
  eager?: boolean;
}

/** Shots taken on a phone held upright are named `*-portrait.*` (see scripts/tools/game-screenshots.mjs). */
const isPortrait = (src: string): boolean => /-portrait\.\w+$/.test(src);

/**
 * A sideways WebP shot also comes 600 pixels wide (scripts/build/screenshot-sizes.mjs), enough for a phone's screen.
 * `sizes` is the width the gallery gives it: the row less the page's and the card's padding on a phone, about 330 px
 * beside the upright shots on a wider screen.
 */
function responsive(src: string, inline: boolean): { srcSet: string; sizes: string } | undefined {
  if (!src.endsWith('.webp')) return undefined;
  const phoneCopy = src.replace(/\.webp$/, '-600w.webp');
  return {
    srcSet: `${(inline && dataUrl(phoneCopy)) || phoneCopy} 600w, ${src} 800w`,
    sizes: '(max-width: 640px) calc(100vw - 74px), 330px',
  };
}

/**
 * A public WebP as a data URL (read when the page is built), or null when it is missing. The first shot at the top of a
 * page is its largest paint: inline (about 12 KB, only on that page), a phone paints it with the HTML instead of after a
 * request that shares a slow link with the page's scripts.
 */
function dataUrl(publicPath: string): string | null {
  try {
    return `data:image/webp;base64,${readFileSync(path.join(process.cwd(), 'public', publicPath)).toString('base64')}`;
  } catch {
    return null;
  }
}

/** Column weights in proportion to each shot's aspect (16∕9 and 9∕16, times 36), so all share one height. */
const columnFor = (src: string): string => (isPortrait(src) ? 'minmax(0, 20.25fr)' : 'minmax(0, 64fr)');

/** A game's screenshots, sideways and upright side by side at one height, each sized up front so nothing shifts. */
export function Screenshots({ game, eager = false }: ScreenshotsProps) {
  const columns = { '--shot-columns': game.screenshots.map((shot) => columnFor(shot.src)).join(' ') } as CSSProperties;
  return (
    <div className={`screenshots ${styles.row}`} style={columns}>
      {game.screenshots.map((shot, index) => {
        const tall = isPortrait(shot.src);
        return (
          // eslint-disable-next-line @next/next/no-img-element -- small pre-sized local SVG/WebP, no optimiser needed
          <img
            key={shot.src}
            className={tall ? styles.tall : styles.wide}
            src={shot.src}
            {...(tall ? {} : responsive(shot.src, eager && index === 0))}
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
