import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/site/config.server';
import { cardOnce } from '@/lib/previews/drawn-cards.server';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

export const alt = 'Free games by an independent studio';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return cardOnce('site', () =>
    ogCard({
      kicker: config.site.name,
      title: 'Free games to play in your browser and on Google Play',
      footer: config.site.url.replace(/^https?:\/\//, ''),
    }),
  );
}
