import { IntentLink } from '@/components/intent-link';
import { Fragment } from 'react';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { Screenshots } from '@/components/games/screenshots';
import { formatDate } from '@/lib/site/dates';
import { getAllGames } from '@/lib/games/games';
import { pageMetadata } from '@/lib/site/metadata.server';
import styles from './games.module.css';

export const metadata = pageMetadata({
  title: 'Free Games',
  description:
    'Six free games from our studio, newest first: play Space Breaker, Paddle War and Endless Space Pilot in your browser, or get our mobile games on Google Play.',
  path: '/games',
});

export default function GamesPage() {
  const games = getAllGames();
  return (
    <>
      <h1>FREE GAMES</h1>
      <p className="lead">Every game we make is free. Newest releases first.</p>
      {games.map((game, index) => (
        <Fragment key={game.id}>
          <article className={`card ${styles.game}`} aria-labelledby={`game-${game.id}`}>
            <h2 id={`game-${game.id}`}>{game.name}</h2>
            <p className="muted">
              Released <time dateTime={game.released.toISOString().slice(0, 10)}>{formatDate(game.released)}</time>
            </p>
            <p>{game.description}</p>
            <Screenshots game={game} eager={index === 0} />
            <ul className="tags" aria-label="Tags">
              {game.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <div className="button-row">
              {game.storeUrl ? (
                <a className="button" href={game.storeUrl} target="_blank" rel="noopener noreferrer">
                  Get it on Google Play<span className="visually-hidden"> ({game.name})</span>
                </a>
              ) : null}
              <IntentLink className="button button--primary" href={game.route}>
                Play it online!<span className="visually-hidden"> ({game.name})</span>
              </IntentLink>
            </div>
          </article>
          <AdBanner position={index} name={adSlotName(index, games.length)} />
        </Fragment>
      ))}
    </>
  );
}
