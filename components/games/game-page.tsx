import { notFound } from 'next/navigation';
import { AdBanner } from '@/components/ads/ad-banner';
import { JsonLd } from '@/components/json-ld';
import { PlayFunnel } from '@/components/measurement/play-funnel';
import { config } from '@/lib/site/config.server';
import { getGameById, type Game } from '@/lib/games/games';
import { pageMetadata } from '@/lib/site/metadata.server';
import { CoffeePrompt } from './coffee-prompt';
import { GameFrame } from './game-frame';
import styles from './game-page.module.css';

function requireGame(id: string): Game {
  const game = getGameById(id);
  if (!game) notFound();
  return game;
}

/** Title and social-preview metadata for a game's page. */
export function gamePageMetadata(id: string, path?: string) {
  const game = requireGame(id);
  return pageMetadata({
    title: `Play ${game.name} online`,
    description: game.description,
    path: path ?? game.route,
    image: game.screenshots[0]?.src.endsWith('.svg') ? undefined : game.screenshots[0]?.src,
  });
}

export interface GamePageProps {
  id: string;
}

/** A game's play page: its label (where the spec has one) beside the toggle, the frame on the first screen, then a coffee prompt and ads. */
export function GamePage({ id }: GamePageProps) {
  const game = requireGame(id);
  return (
    <div className={styles.page}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'VideoGame',
          name: game.name,
          description: game.description,
          url: `${config.site.url}${game.route}`,
          image: game.screenshots.map((shot) => `${config.site.url}${shot.src}`),
          datePublished: game.released.toISOString().slice(0, 10),
          genre: game.tags,
          gamePlatform: game.storeUrl ? ['Web browser', 'Android'] : ['Web browser'],
          applicationCategory: 'Game',
          operatingSystem: 'Any',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          author: { '@type': 'Organization', name: config.site.name, url: config.site.url },
        }}
      />
      <GameFrame
        src={game.framePath}
        title={`${game.name}, the game`}
        shape={game.frame}
        label={game.label ? <h1 className={styles.label}>{game.label}</h1> : <h1 className="visually-hidden">{game.name}</h1>}
      />
      <AdBanner position={0} />
      <PlayFunnel game={game.id} />
      <CoffeePrompt />
      <AdBanner position={1} />
    </div>
  );
}
