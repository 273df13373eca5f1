import { AdBanner } from '@/components/ads/ad-banner';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';

export const metadata = pageMetadata({
  title: 'About',
  description: 'Who we are and why every game we make is free.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <div className="prose">
      <h1>About Us</h1>
      <p className="lead">
        {config.site.name} is a two-person independent studio. Our mission is simple: make games that are fun, fair and
        free, with no pay-to-win, no loot boxes and no dark patterns.
      </p>
      <p>
        We started making games on evenings and weekends because we missed the feeling of picking up a game and being
        hooked in seconds. Since then we have shipped NEON HORIZON, the Final Void demo and a handful of arcade games
        you can play right here in your browser.
      </p>
      <p>
        Our mobile games are free on Google Play and our browser games are free on this site. A few ads and the kindness
        of players keep the lights on. If you enjoy what we make, a coffee goes a long way: it pays for tools, test
        devices and the occasional late-night pizza.
      </p>
      <div className="button-row">
        <a className="button button--primary" href={config.site.coffeeUrl} target="_blank" rel="noopener noreferrer">
          ☕ Buy us a coffee
        </a>
      </div>
      <AdBanner position={3} zone="9185570" />
    </div>
  );
}
