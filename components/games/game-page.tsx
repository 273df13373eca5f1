import { notFound } from 'next/navigation';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { JsonLd } from '@/components/json-ld';
import { PlayFunnel } from '@/components/measurement/play-funnel';
import { getGameById, type Game } from '@/lib/games/games';
import { iconLinks } from '@/lib/install/icon-files';
import { gameManifestPath, gameTouchIconPath } from '@/lib/install/manifests.server';
import { descriptionWithin, pageMetadata } from '@/lib/site/metadata.server';
import { gameCardAlt } from '@/lib/previews/cards.server';
import { videoGameJsonLd } from '@/lib/previews/structured-data.server';
import { CoffeePrompt } from './coffee-prompt';
import { GameFrame } from './game-frame';
import { Leaderboard } from './leaderboard';
import styles from './game-page.module.css';

function requireGame(id: string): Game {
  const game = getGameById(id);
  if (!game) notFound();
  return game;
}

/**
 * Title, description and social card for one of a game's pages. The game's canonical page is its route; a game that
 * plays on a page of its own (a `playPath` beside its landing page, docs/content.md) gets a landing
 * title and description there and the play page's own on the play page, so the two never read as duplicates.
 */
export function gamePageMetadata(id: string, path: string) {
  const game = requireGame(id);
  const landing = game.route !== game.playPath && path === game.route;
  const description = landing
    ? descriptionWithin(game.description)
    : path === game.route
      ? game.description
      : (game.playDescription ?? game.description);
  const metadata = pageMetadata({
    title: landing ? `${game.name} online: free ${game.tags[0] ?? 'game'}` : `Play ${game.name} online`,
    description,
    path,
    image: { url: `${path}/opengraph-image`, alt: gameCardAlt(game) },
  });
  if (path !== game.playPath) return metadata;
  // Added to a home screen from its play page, the game is an app of its own (lib/install/manifests.server.ts).
  return {
    ...metadata,
    manifest: gameManifestPath(game),
    icons: iconLinks(gameTouchIconPath(game)),
    appleWebApp: { capable: true, title: game.name, statusBarStyle: 'black-translucent' as const },
  };
}

export interface GamePageProps {
  id: string;
}

/** A game's play page: its label (where it has one) beside the toggle, the frame on the first screen, then its leaderboards, a coffee prompt and ads. */
export function GamePage({ id }: GamePageProps) {
  const game = requireGame(id);
  return (
    <div className={styles.page}>
      {/* The game's one VideoGame block is on its canonical page: here, unless it has a landing page of its own. */}
      {game.playPath === game.route ? <JsonLd data={videoGameJsonLd(game)} /> : null}
      <GameFrame
        src={game.framePath}
        title={`${game.name}, the game`}
        shape={game.frame}
        label={
          game.label ? <h1 className={styles.label}>{game.label}</h1> : <h1 className="visually-hidden">{game.name}</h1>
        }
      />
      <AdBanner position={0} name={adSlotName(0, 2)} besides={game.id} />
      <PlayFunnel game={game.id} />
      {game.scores ? <Leaderboard game={game.id} unit={game.scores.unit} levels={game.scores.levels ?? null} /> : null}
      <CoffeePrompt />
      <AdBanner position={1} name={adSlotName(1, 2)} besides={game.id} />
    </div>
  );
}
