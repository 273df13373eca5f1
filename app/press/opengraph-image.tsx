import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/site/config.server';
import { cardOnce } from '@/lib/previews/drawn-cards.server';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

export const alt = 'The studio press kit: facts, history, games, logos and contact';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function PressOpenGraphImage() {
  return cardOnce('press', () =>
    ogCard({
      kicker: config.site.name,
      title: 'Press kit: facts, games, logos and key art',
      footer: `${config.site.url.replace(/^https?:\/\//, '')}/press`,
    }),
  );
}
