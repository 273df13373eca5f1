import type { Game } from '@/lib/games';

export interface ScreenshotsProps {
  game: Game;
  /** The first image is loaded eagerly when the gallery is near the top of the page. */
  eager?: boolean;
}

/** A game's screenshots in a responsive grid, each sized up front so nothing shifts. */
export function Screenshots({ game, eager = false }: ScreenshotsProps) {
  return (
    <div className="screenshots">
      {game.screenshots.map((shot, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- small pre-sized local SVG/WebP, no optimiser needed
        <img
          key={shot.src}
          src={shot.src}
          alt={shot.alt}
          width={800}
          height={450}
          loading={eager && index === 0 ? 'eager' : 'lazy'}
          // The one image near the top of the page goes first; the rest wait until they are scrolled near.
          fetchPriority={eager && index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      ))}
    </div>
  );
}
