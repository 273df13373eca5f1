import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/site/config.server';
import { getAllGames, getGameById } from '@/lib/games/games';
import { pressPath } from '@/lib/press/facts';
import { cardOnce } from '@/lib/previews/drawn-cards.server';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

// One card per game of content/games.json; any other address is a 404, never rendered and cached on demand.
export const dynamicParams = false;

export const alt = 'A game press kit: facts, screenshots, logo, key art and embed code';
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams(): { game: string }[] {
  return getAllGames().map((game) => ({ game: game.id }));
}

export default async function GamePressOpenGraphImage({ params }: { params: Promise<{ game: string }> }) {
  const game = getGameById((await params).game);
  if (!game) return new Response('No such game', { status: 404 });
  return cardOnce(`press/${game.id}`, () =>
    ogCard({
      kicker: `${config.site.name} · Press kit`,
      title: game.name,
      footer: `${config.site.url.replace(/^https?:\/\//, '')}${pressPath(game)}`,
    }),
  );
}
