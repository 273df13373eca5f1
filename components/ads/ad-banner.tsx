import { config } from '@/lib/site/config.server';
import { getAllGames } from '@/lib/games/games';
import { AdSlot } from './ad-slot';
import styles from './ad-slot.module.css';

export interface AdBannerProps {
  /** Which house ad to show: slots on one page pass different positions so they differ. */
  position: number;
  /** A fixed zone id, or 'random' for the three rotating zones. */
  zone?: string | 'random';
  /** The slot's accessible name: adSlotName(n, count) on a page with more than one slot. */
  name?: string;
  /** The game whose page this is: its own page never advertises it. */
  besides?: string;
}

/** The name of the `index`th (0-based) of `count` ad slots on a page, e.g. "Advertisement 2 of 3": each its own. */
export function adSlotName(index: number, count: number): string {
  return count > 1 ? `Advertisement ${index + 1} of ${count}` : 'Advertisement';
}

/** A banner ad slot; without an ad network, a house ad for one of the studio's games or the coffee prompt. */
export function AdBanner({ position, zone = 'random', name = 'Advertisement', besides }: AdBannerProps) {
  const games = getAllGames().filter((game) => game.houseAd && game.id !== besides);
  const houseAds = [...games, null];
  const game = houseAds[position % houseAds.length] ?? null;
  return (
    <AdSlot libraryUrl={config.ads?.libraryUrl ?? null} zone={zone} name={name}>
      {game ? (
        <a className={styles.house} href={game.route}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small pre-sized local image */}
          <img src={game.screenshots[0]?.src} alt="" width={160} height={90} loading="lazy" />
          <div className={styles.text}>
            <span className={styles.kicker}>From the studio</span>
            <strong>Play {game.name} free</strong>
            <span className={styles.tagline}>Right here in your browser, no download.</span>
          </div>
        </a>
      ) : (
        <a className={styles.house} href={config.site.coffeeUrl} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true" className={styles.cup}>
            ☕
          </span>
          <div className={styles.text}>
            <span className={styles.kicker}>From the studio</span>
            <strong>Enjoying our free games?</strong>
            <span className={styles.tagline}>Buy us a coffee and keep them coming.</span>
          </div>
        </a>
      )}
    </AdSlot>
  );
}
