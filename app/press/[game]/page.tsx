import { notFound } from 'next/navigation';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { DownloadLink } from '@/components/press/download-link';
import { Factsheet } from '@/components/press/factsheet';
import { PressContact } from '@/components/press/press-contact';
import styles from '@/components/press/press.module.css';
import { config } from '@/lib/site/config.server';
import { formatDate } from '@/lib/site/dates';
import { getAllGames, getGameById, type Game } from '@/lib/games/games';
import { pageMetadata } from '@/lib/site/metadata.server';
import { embedSizes, embedSnippet } from '@/lib/press/embed';
import { isoDay, platformsOf, pressPath, PRICE } from '@/lib/press/facts';
import { gamePressFiles, type PressImage } from '@/lib/press/files.server';
import { videoGameJsonLd } from '@/lib/previews/structured-data.server';
import { organizationJsonLd } from '@/lib/press/structured-data.server';
import { alt as cardAlt } from './opengraph-image';

// One press page per game of content/games.json; any other id is a 404.
export const dynamicParams = false;

interface Props {
  params: Promise<{ game: string }>;
}

export function generateStaticParams(): { game: string }[] {
  return getAllGames().map((game) => ({ game: game.id }));
}

async function gameOf({ params }: Props): Promise<Game> {
  const game = getGameById((await params).game);
  if (!game) notFound();
  return game;
}

export async function generateMetadata(props: Props) {
  const game = await gameOf(props);
  return pageMetadata({
    title: `${game.name} press kit`,
    description: `${game.name} for press: facts, features, screenshots, logo and key art in full resolution, and the code to embed the game.`,
    path: pressPath(game),
    image: { url: `${pressPath(game)}/opengraph-image`, alt: `${game.name}: ${cardAlt}` },
  });
}

const isPortrait = (src: string): boolean => /-portrait\.\w+$/.test(src);

interface ShotsProps {
  game: Game;
  shots: { src: string; alt: string; png: PressImage }[];
  tall: boolean;
}

/** The web-sized shots as they appear on the site, each with a link to its full-resolution PNG. */
function Shots({ game, shots, tall }: ShotsProps) {
  return (
    <div className={`${styles.gallery} ${tall ? styles.tall : ''}`}>
      {shots.map((shot, index) => (
        <figure key={shot.src} className={styles.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local WebP, no optimiser needed */}
          <img
            src={shot.src}
            alt={shot.alt}
            width={tall ? 450 : 800}
            height={tall ? 800 : 450}
            loading="lazy"
            decoding="async"
          />
          <figcaption>
            <DownloadLink
              file={shot.png}
              label={`${game.name} ${tall ? 'upright' : 'sideways'} screenshot ${index + 1}`}
            />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export default async function GamePressPage(props: Props) {
  const game = await gameOf(props);
  const files = gamePressFiles(game.id);
  const shots = game.screenshots.map((shot) => {
    const png = files.screenshots.find((file) => file.src === shot.src)?.png;
    if (!png)
      throw new Error(`The press kit has no PNG of ${shot.src}: run \`node scripts/build/press-kit.mjs\` again`);
    return { ...shot, png };
  });
  const wide = shots.filter((shot) => !isPortrait(shot.src));
  const tall = shots.filter((shot) => isPortrait(shot.src));
  const playUrl = `${config.site.url}${game.playPath}`;
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', ...organizationJsonLd() }} />
      <JsonLd data={videoGameJsonLd(game)} />
      <p className="muted">
        <IntentLink href="/press">{config.site.name} press kit</IntentLink> › {game.name}
      </p>
      <h1>{game.name} press kit</h1>
      <p className="lead">{game.description}</p>
      <Factsheet
        facts={[
          { term: 'Developer and publisher', value: <IntentLink href="/press">{config.site.name}</IntentLink> },
          { term: 'Release date', value: <time dateTime={isoDay(game.released)}>{formatDate(game.released)}</time> },
          { term: 'Platforms', value: platformsOf(game).join(', ') },
          { term: 'Price', value: PRICE },
          { term: 'Tags', value: game.tags.join(', ') },
          { term: 'Play in the browser', value: <a href={playUrl}>{playUrl.replace(/^https?:\/\//, '')}</a> },
          ...(game.storeUrl
            ? [{ term: 'Google Play', value: <a href={game.storeUrl}>{game.name} on Google Play</a> }]
            : []),
          { term: 'Press contact', value: <a href={`mailto:${config.site.pressEmail}`}>{config.site.pressEmail}</a> },
        ]}
      />
      <section className={styles.section} aria-labelledby="features">
        <h2 id="features" className={styles.heading}>
          Features
        </h2>
        <ul>
          {game.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="images">
        <h2 id="images" className={styles.heading}>
          Images
        </h2>
        <p>
          Every image below links to its full-resolution PNG; one zip holds them all:{' '}
          <DownloadLink file={files.zip} label={`All ${files.zip.files.length} ${game.name} images`} />.
        </p>
        {wide.length ? (
          <>
            <h3>Screenshots, sideways</h3>
            <Shots game={game} shots={wide} tall={false} />
          </>
        ) : null}
        {tall.length ? (
          <>
            <h3>Screenshots, upright (phone)</h3>
            <Shots game={game} shots={tall} tall />
          </>
        ) : null}
        <h3>Logo and key art</h3>
        <div className={styles.gallery}>
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local WebP */}
            <img
              src={files.keyArt.web.href}
              alt={`${game.name} key art: the name over a shot of play`}
              width={files.keyArt.web.width}
              height={files.keyArt.web.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <DownloadLink file={files.keyArt.png} label={`${game.name} key art`} />
            </figcaption>
          </figure>
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local PNG with a transparent ground */}
            <img
              className={styles.logo}
              src={files.logo.href}
              alt={`${game.name} logo`}
              width={files.logo.width}
              height={files.logo.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <DownloadLink file={files.logo} label={`${game.name} logo, transparent`} />
            </figcaption>
          </figure>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="embed">
        <h2 id="embed" className={styles.heading}>
          Embed the game
        </h2>
        <p>
          The browser build may be embedded on any site, free, as it is: paste one of these. The game fits its field to
          the frame, so other sizes work too; these are the ones where it fills the frame.
        </p>
        {embedSizes(game).map((size) => (
          <div key={size.orientation}>
            <h3>
              {size.orientation === 'sideways' ? 'Sideways' : 'Upright'}, {size.width} × {size.height}
            </h3>
            <pre className={styles.snippet}>
              <code>{embedSnippet(game, config.site.url, size)}</code>
            </pre>
          </div>
        ))}
      </section>
      <PressContact />
    </>
  );
}
