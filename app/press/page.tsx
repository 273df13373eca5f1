import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { DownloadLink } from '@/components/press/download-link';
import { Factsheet } from '@/components/press/factsheet';
import { PressContact } from '@/components/press/press-contact';
import styles from '@/components/press/press.module.css';
import { config } from '@/lib/site/config.server';
import { formatDate } from '@/lib/site/dates';
import { getAllGames } from '@/lib/games/games';
import { pageMetadata } from '@/lib/site/metadata.server';
import { postPath } from '@/lib/posts/source.server';
import { getAllPosts } from '@/lib/posts/posts.server';
import { isoDay, platformsOf, pressPath, PRICE } from '@/lib/press/facts';
import { gamePressFiles, pressFiles } from '@/lib/press/files.server';
import { organizationJsonLd } from '@/lib/press/structured-data.server';
import { alt as cardAlt } from './opengraph-image';

export const metadata = pageMetadata({
  title: 'Press kit',
  description:
    'The studio for press: facts, history, our six free games, logos and key art in full resolution, and who to write to.',
  path: '/press',
  image: { url: '/press/opengraph-image', alt: cardAlt },
});

export default async function PressPage() {
  const site = config.site;
  const games = getAllGames();
  const oldestFirst = [...games].reverse();
  const posts = (await getAllPosts()).filter((post) => post.date).reverse();
  const studio = pressFiles().studio;
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', ...organizationJsonLd() }} />
      <h1>Press kit</h1>
      <p className="lead">
        {site.name} is a two-person independent studio making free games: every one plays in the browser, and our mobile
        games are free on Google Play.
      </p>
      <Factsheet
        facts={[
          { term: 'Developer', value: site.name },
          { term: 'Based in', value: site.basedIn },
          { term: 'Founded', value: site.founded },
          { term: 'Website', value: <a href={site.url}>{site.url.replace(/^https?:\/\//, '')}</a> },
          { term: 'Press contact', value: <a href={`mailto:${site.pressEmail}`}>{site.pressEmail}</a> },
          {
            term: 'Social',
            value: (
              <ul>
                <li>
                  <a href={`https://x.com/${site.twitterHandle.slice(1)}`}>{site.twitterHandle} on X</a>
                </li>
                <li>
                  <a href={site.googlePlayUrl}>{site.name} on Google Play</a>
                </li>
                <li>
                  <a href="/blog-updates/feed.xml">News (RSS feed)</a>
                </li>
              </ul>
            ),
          },
          { term: 'Price', value: `${PRICE}, every game` },
          {
            term: 'Releases',
            value: (
              <ul>
                {oldestFirst.map((game) => (
                  <li key={game.id}>
                    <IntentLink href={pressPath(game)}>{game.name}</IntentLink>,{' '}
                    <time dateTime={isoDay(game.released)}>{formatDate(game.released)}</time> (
                    {platformsOf(game).join(', ')})
                  </li>
                ))}
              </ul>
            ),
            wide: true,
          },
        ]}
      />
      <section className={styles.section} aria-labelledby="description">
        <h2 id="description" className={styles.heading}>
          Description
        </h2>
        <p>
          {site.name} makes games that are fun, fair and free: no pay-to-win, no loot boxes and no dark patterns. We
          make short, bright arcade games you can pick up in seconds and play right on the website, held upright or
          sideways on a phone or on a desktop, and bigger games for Android, starting with the synthwave runner NEON
          HORIZON and the dark platformer Final Void. A few ads and the kindness of players keep the lights on.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="history">
        <h2 id="history" className={styles.heading}>
          History
        </h2>
        <p>Founded in {site.founded}, told by our own updates:</p>
        <ol className={styles.timeline}>
          {posts.map((post) => (
            <li key={post.id}>
              {post.date ? <time dateTime={isoDay(post.date)}>{formatDate(post.date)}</time> : null}:{' '}
              <IntentLink href={postPath(post.slug)}>{post.title}</IntentLink>.{' '}
              <span className="muted">{post.preview}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="projects">
        <h2 id="projects" className={styles.heading}>
          Projects
        </h2>
        <ul className={styles.projects}>
          {games.map((game) => {
            const keyArt = gamePressFiles(game.id).keyArt.web;
            return (
              <li key={game.id} className="card">
                {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local WebP */}
                <img
                  src={keyArt.href}
                  alt=""
                  width={keyArt.width}
                  height={keyArt.height}
                  loading="lazy"
                  decoding="async"
                />
                <h3>
                  <IntentLink href={pressPath(game)}>{game.name} press kit</IntentLink>
                </h3>
                <p className="muted">
                  {formatDate(game.released)} · {platformsOf(game).join(', ')}
                </p>
                <p>
                  <IntentLink href={game.route}>
                    Play {game.name}
                    <span className="visually-hidden"> online</span>
                  </IntentLink>
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="logos">
        <h2 id="logos" className={styles.heading}>
          Logo and icon
        </h2>
        <div className={styles.gallery}>
          {[
            { label: 'Logo', alt: `${site.name} logo`, files: studio.logo, className: styles.logo },
            { label: 'Icon', alt: `${site.name} icon`, files: studio.icon, className: `${styles.logo} ${styles.icon}` },
          ].map((image) => (
            <figure key={image.label} className={styles.figure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local PNG */}
              <img
                className={image.className}
                src={image.files.png.href}
                alt={image.alt}
                width={image.files.png.width}
                height={image.files.png.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <DownloadLink file={image.files.png} label={image.label} /> ·{' '}
                <DownloadLink file={image.files.svg} label={image.label} />
              </figcaption>
            </figure>
          ))}
        </div>
        <p>
          <DownloadLink file={studio.zip} label={`Logo and icon, all ${studio.zip.files.length} files`} />
        </p>
        <p>Each game&apos;s screenshots, logo and key art are on its own press page, with one zip of them all.</p>
      </section>
      <PressContact />
    </>
  );
}
