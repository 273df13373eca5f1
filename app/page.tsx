import { IntentLink } from '@/components/intent-link';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { SignupBox } from '@/components/forms/signup-box';
import { Screenshots } from '@/components/games/screenshots';
import { config } from '@/lib/site/config.server';
import { getFeaturedGame } from '@/lib/games/games';
import { pageMetadata } from '@/lib/site/metadata.server';
import { DAILY_QUIZ_PATH } from '@/lib/quiz/daily';

export const metadata = {
  ...pageMetadata({
    title: `${config.site.name}: free games by an indie studio`,
    description:
      'We make free games. Play Final Void, Space Breaker, Paddle War and more in your browser or get them on Google Play.',
    path: '/',
  }),
  title: { absolute: `${config.site.name}: free games by an indie studio` },
};

export default function HomePage() {
  const featured = getFeaturedGame();
  return (
    <>
      <section aria-labelledby="hello">
        <h1 id="hello">HELLO THERE</h1>
        <p className="lead">
          We are {config.site.name}, a tiny independent studio that makes free games. We design, draw, code and compose
          everything ourselves, and we put our games where you can play them: on Google Play and right here in your
          browser.
        </p>
        <div className="button-row">
          <IntentLink className="button" href="/games">
            See all our games
          </IntentLink>
          <IntentLink className="button" href="/quiz-list">
            Take a gaming quiz
          </IntentLink>
          <IntentLink className="button" href={DAILY_QUIZ_PATH}>
            Play today’s daily quiz
          </IntentLink>
        </div>
      </section>

      <AdBanner position={0} zone="9185554" name={adSlotName(0, 2)} />

      {featured ? (
        <section aria-labelledby="featured" className="card">
          <h2 id="featured">Featured Game: Final Void</h2>
          <p>
            A dark 2D platformer about a lone wanderer at the edge of the void. Run, jump and climb through ruins where
            every step counts. The free demo has three levels: play it on your phone or right here online.
          </p>
          <Screenshots game={featured} />
          <div className="button-row">
            {featured.storeUrl ? (
              <a className="button" href={featured.storeUrl} target="_blank" rel="noopener noreferrer">
                Get it on Google Play
              </a>
            ) : null}
            <IntentLink className="button button--primary" href={featured.route}>
              Play it Online!
            </IntentLink>
          </div>
        </section>
      ) : null}

      <SignupBox />

      <AdBanner position={1} zone="9185546" name={adSlotName(1, 2)} />
    </>
  );
}
